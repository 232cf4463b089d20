/// The git pre-commit hook `pieces hook install` writes: a POSIX shell script that runs
/// `pieces sync --hook` on the staged pieces and stops the commit when that rewrote any.
package struct PreCommitHook: Sendable, Equatable {
    /// The line that tells our hook from anyone else's; `uninstall` removes only files carrying it.
    package static let marker = "# installed by pieces"
    /// A hook that was there before, moved aside under this name, runs first.
    static let chainedHookName = "pre-commit.local"

    /// The `pieces` found at install time, absolute; the script falls back to `pieces` on PATH.
    package var piecesPath: String
    /// The registry folder relative to the top of the working tree (`.` when it is the top).
    package var registry: String

    package init(piecesPath: String, registry: String) {
        self.piecesPath = piecesPath
        self.registry = registry.isEmpty ? "." : registry
    }

    /// Whether `text` is a hook written by `pieces`.
    static func isOurs(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(5).contains { $0.hasPrefix(marker) }
    }

    /// Staged files under the registry's `pieces/` folder, as a git pathspec (its `*` also matches
    /// `/`). Fixtures and templates elsewhere in the repository look like pieces but must never be
    /// rewritten, so the hook leaves them out.
    var pathspec: String { registry == "." ? "pieces/*.swift" : registry + "/pieces/*.swift" }

    /// The registry's foundation files, as a git pathspec. A foundation changed since HEAD (staged
    /// or not) is passed to `sync --hook`, which then syncs every piece that may carry its sections.
    var foundationPathspec: String { registry == "." ? "foundation/*.swift" : registry + "/foundation/*.swift" }

    /// The script.
    package var script: String {
        """
        #!/bin/sh
        \(Self.marker): `pieces hook install` wrote this file; `pieces hook uninstall` removes it.
        # Before each commit, syncs the Piece motion blocks of the staged pieces, and of every piece
        # when a foundation changed. When that rewrites a file the commit stops, so the change can be
        # reviewed and staged. Skip once: git commit --no-verify

        pieces=\(Self.quoted(piecesPath))
        registry=\(Self.quoted(registry))
        pathspec=\(Self.quoted(pathspec))
        foundations=\(Self.quoted(foundationPathspec))

        # A hook that was here before pieces, moved aside as \(Self.chainedHookName), runs first.
        chained="$(dirname "$0")/\(Self.chainedHookName)"
        if [ -x "$chained" ]; then
            "$chained" "$@" || exit $?
        fi

        if [ ! -x "$pieces" ]; then
            if ! command -v pieces >/dev/null 2>&1; then
                echo "pieces hook: pieces is not at $pieces nor on PATH; install it, then run 'pieces hook install' \
        again" >&2
                exit 1
            fi
            pieces=pieces
        fi

        files=$(git diff --cached --name-only --diff-filter=ACMR -z -- "$pathspec" | tr '\\000' '\\n')
        # A foundation changed since HEAD, staged or only in the working tree: its sections may be in any piece.
        changed=$( (git diff --cached --name-only --diff-filter=ACMR -z -- "$foundations"
                    git diff --name-only --diff-filter=ACMR -z -- "$foundations") | tr '\\000' '\\n' | sort -u)

        # One argument per file, spaces included (a name with a line break is not supported).
        set --
        while IFS= read -r file; do
            if [ -n "$file" ]; then set -- "$@" "$file"; fi
        done <<PIECES_FILES
        $changed
        $files
        PIECES_FILES
        [ "$#" -gt 0 ] || exit 0

        "$pieces" sync --hook --registry "$registry" -- "$@"
        status=$?
        if [ "$status" -eq 1 ]; then
            echo "" >&2
            echo "pieces hook: pieces rewrote pieces, or found problems it cannot fix (listed above)." >&2
            echo "pieces hook: review the changes, re-stage them with 'git add', and commit again." >&2
            exit 1
        elif [ "$status" -ne 0 ]; then
            echo "pieces hook: 'pieces sync' failed with exit status $status; the commit was stopped." >&2
            exit "$status"
        fi

        """
    }

    /// `text` in single quotes for the shell: a `'` inside becomes `'\''`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }
}
