// The files of the repository's templates/ folder, compiled into the tool so a copied binary can
// scaffold without a checkout. ScaffoldTemplateTests fails when this file and templates/ differ:
// after editing a template, paste it into the literal here (between the `#"""` lines).

/// The templates built into `pieces`, byte for byte the files of the repository's `templates/`.
public enum BuiltInTemplates {
    /// What `pieces new` renders: the FORMAT.md header, a documented public main type using
    /// PieceMotion roles, an example and a preview. `{{Name}}`, `{{Title}}`, `{{category}}`.
    public static let piece = Template(name: "piece.swift", text: #"""
// pieces:
// title: {{Title}}
// description: {{Title}} opens to show more when tapped; say here in one sentence what it does and how it moves.
// category: {{category}}
// minIOS: "17.0"
// version: "0.1.0"
// level: beginner
// tags: [{{category}}]
// license: MIT

import SwiftUI

/// {{Title}}: a title that opens to show more when tapped. Replace this with what the piece does
/// and how it moves.
///
/// Opening uses the `reveal` role and closing the quicker `dismiss`, so it arrives with care and
/// gets out of the way. Under Reduce Motion both become short springs without overshoot and the
/// detail fades in place instead of sliding.
///
/// - Parameters:
///   - title: The always visible line that opens and closes the piece.
///   - detail: The text shown while it is open.
public struct {{Name}}: View {
    private let title: LocalizedStringKey
    private let detail: LocalizedStringKey

    @State private var isOpen = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Every animation comes from the shared motion language, which carries the Reduce Motion
    /// substitutes; `pieces sync` copies the parts used here to the end of this file.
    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ title: LocalizedStringKey, detail: LocalizedStringKey) {
        self.title = title
        self.detail = detail
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button(action: toggle) {
                HStack {
                    Text(title)
                        .font(.headline)
                    Spacer(minLength: 12)
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isOpen ? 180 : 0))
                        .accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityValue(isOpen ? Text("Expanded") : Text("Collapsed"))

            if isOpen {
                Text(detail)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .transition(motion.moving(.move(edge: .top).combined(with: .opacity)))
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }

    private func toggle() {
        withAnimation(isOpen ? motion.dismiss : motion.reveal) {
            isOpen.toggle()
        }
    }
}

// MARK: - Example

private struct {{Name}}Example: View {
    var body: some View {
        VStack(spacing: 16) {
            {{Name}}("What is a piece?", detail: "One Swift file you copy into your app, carrying the motion code it uses.")
            {{Name}}("Does it follow Reduce Motion?", detail: "Yes: every role has a substitute without overshoot.")
        }
        .padding()
    }
}

#Preview { {{Name}}Example() }

"""#)

    /// The GitHub Actions workflow `pieces init --registry` writes to `.github/workflows/pieces.yml`.
    public static let githubCI = Template(name: "github-ci.yml", text: #"""
# Keeps the registry honest on every push and pull request: every piece's Piece motion block must be
# what `pieces sync` writes (`pieces check`), the index must match the pieces (`pieces build --check`),
# and the pieces must follow the motion guide's rules (`pieces lint --strict`).
#
# Written by `pieces init --registry`. It builds the pieces tool from source: set the repository
# variable PIECES_REPOSITORY (Settings > Secrets and variables > Actions > Variables) to the git URL
# of pieces, and PIECES_REF to a tag or branch to pin it (default: its default branch).
name: pieces

on:
  push:
    branches: [main]
  pull_request:

jobs:
  check:
    runs-on: ubuntu-latest
    # Any Swift 6 image works; pieces needs only the toolchain and Foundation.
    container: swift:6.1
    defaults:
      run:
        shell: bash
    env:
      PIECES_REPOSITORY: ${{ vars.PIECES_REPOSITORY }}
      PIECES_REF: ${{ vars.PIECES_REF }}
    steps:
      - uses: actions/checkout@v4

      - name: Build pieces
        run: |
          set -euo pipefail
          if [ -z "$PIECES_REPOSITORY" ]; then
            echo "::error::set the repository variable PIECES_REPOSITORY to the git URL of the pieces tool"
            exit 1
          fi
          branch=()
          if [ -n "$PIECES_REF" ]; then branch=(--branch "$PIECES_REF"); fi
          git clone --depth 1 "${branch[@]}" "$PIECES_REPOSITORY" "$RUNNER_TEMP/pieces"
          swift build -c release --package-path "$RUNNER_TEMP/pieces" --product pieces
          swift build -c release --package-path "$RUNNER_TEMP/pieces" --show-bin-path >> "$GITHUB_PATH"

      - name: Check the Piece motion blocks
        run: pieces check --format github

      - name: Check the index
        run: pieces build --check

      - name: Check the pieces against the motion guide
        run: pieces lint --strict --format github

"""#)

    /// The `.pre-commit-config.yaml` `pieces init --registry` writes.
    public static let preCommitConfig = Template(name: "pre-commit-config.yaml", text: #"""
# Hooks for pre-commit (https://pre-commit.com), written by `pieces init --registry`. Run
# `pre-commit install` once per clone; the hook needs `pieces` on PATH.
#
# Without pre-commit, `pieces hook install` installs the same sync as a plain git hook.
repos:
  - repo: local
    hooks:
      # Regenerates the Piece motion blocks of the staged pieces, and of every piece when a
      # foundation is staged. When it rewrites one, the commit stops: review the change, `git add`
      # it and commit again. Only pieces and foundations match; templates/ never does.
      - id: pieces-sync
        name: pieces sync
        entry: pieces sync --hook
        language: system
        files: ^(pieces|foundation)/.+\.swift$
      # Checks the staged pieces against the motion guide's rules (docs/lint.md) without writing;
      # a finding stops the commit. Suppress one with `// pieces-lint:disable:next-line RULE reason`.
      - id: pieces-lint
        name: pieces lint
        entry: pieces lint --strict
        language: system
        files: ^pieces/.+\.swift$

"""#)

    /// The README stub `pieces init --registry` writes; `{{registryName}}` is the folder's name.
    public static let registryReadme = Template(name: "registry-README.md", text: #"""
# {{registryName}}

A registry of SwiftUI pieces that share one motion language, kept with the `pieces` tool.

- `foundation/PieceMotion.swift` — the motion language: spring tiers, roles with their Reduce Motion
  substitutes and the gesture physics around them. Change it here, then run `pieces sync`: every
  piece carries a private copy of exactly the parts its code uses.
- `pieces/<category>/<Name>.swift` — one file per piece, named after its main type.
- `templates/piece.swift` — what `pieces new` renders. Make it yours.

## Working on pieces

```sh
pieces new GlowCard --category cards   # a new piece from the template, synced and ready
pieces sync                            # regenerate every piece's Piece motion block
pieces check                           # report stale, hand-edited or missing blocks
pieces build                           # validate the pieces and write the index apps install from
```

## Keeping it honest

- Before each commit: `pieces hook install` (a git pre-commit hook), or `pre-commit install` with
  the `.pre-commit-config.yaml` here. Either syncs the staged pieces and stops the commit when it
  rewrote one, so you can review and re-stage it.
- In CI: `.github/workflows/pieces.yml` runs `pieces check --format github` and
  `pieces build --check`. Set the repository variable `PIECES_REPOSITORY` to the git URL of pieces.

"""#)

    /// Every built-in template, by file name.
    public static let all = [piece, githubCI, preCommitConfig, registryReadme]
}
