import Foundation
import PiecesSupport
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics

/// Golden outputs of every format for one sample that exercises the awkward cases.
///
/// `PIECES_UPDATE_GOLDENS=1` rewrites the golden files from the current output (`Golden`).
struct DiagnosticsRendererTests {
    static let sampleDetail = """
        --- a/Sources/App/ElasticButton.swift
        +++ b/Sources/App/ElasticButton.swift
        @@ -12,3 +12,3 @@
         private enum PieceMotion {
        -    static let gentle = Animation.spring(response: 0.5, dampingFraction: 0.8)
        +    static let gentle = Animation.spring(duration: 0.5, bounce: 0.15)
         }

        """

    /// All fields; no line; no file; a message and file needing escapes; a line without a column.
    static let sample: [Diagnostic] = [
        Diagnostic(
            severity: .error, code: "block-stale",
            message: "The Piece motion block is out of date",
            file: "Sources/App/ElasticButton.swift", line: 12, column: 5,
            fix: "Run `pieces sync` to rewrite the block",
            detail: sampleDetail
        ),
        Diagnostic(
            severity: .warning, code: "tag-unknown",
            message: "The tag `wobbly` is not in the registry's tag list",
            file: "registry/pieces/buttons/ElasticButton.swift",
            fix: "Use one of the tags listed in registry/tags.txt"
        ),
        Diagnostic(severity: .note, code: "registry-version", message: "Using registry version 1.2.0"),
        Diagnostic(
            severity: .error, code: "header-invalid",
            message: "Expected `key: value` at 100%, got \"minIOS 17, 18\"\nThe header ends at the first blank line",
            file: "registry/pieces/odd, name: 100%.swift", line: 3, column: 1,
            fix: "Write `minIOS: \"17.0\"`"
        ),
        Diagnostic(
            severity: .warning, code: "section-unused",
            message: "The section momentum is never used",
            file: "registry/foundation/PieceMotion.swift", line: 40
        )
    ]

    static let goldens: [(format: DiagnosticFormat, color: Bool, file: String)] = [
        (.text, false, "sample.text.txt"),
        (.text, true, "sample.text-color.txt"),
        (.xcode, false, "sample.xcode.txt"),
        (.github, false, "sample.github.txt"),
        (.json, false, "sample.json")
    ]

    @Test(arguments: 0..<goldens.count)
    func matchesGolden(index: Int) throws {
        let golden = Self.goldens[index]
        let rendered = DiagnosticsRenderer(format: golden.format, color: golden.color).render(Self.sample)
        let expected = try Golden.text("diagnostics/" + golden.file, updatedTo: rendered)
        #expect(rendered == expected, "\(golden.file) differs from the rendered output")
    }

    @Test func entryPointPicksTheFormatsRenderer() {
        let sample = Self.sample
        #expect(
            DiagnosticsRenderer(format: .text, color: true).render(sample)
                == TextRenderer(color: true).render(sample))
        #expect(DiagnosticsRenderer(format: .xcode, color: true).render(sample) == XcodeRenderer().render(sample))
        #expect(DiagnosticsRenderer(format: .github, color: true).render(sample) == GitHubRenderer().render(sample))
        #expect(DiagnosticsRenderer(format: .json, color: true).render(sample) == JSONRenderer().render(sample))
    }

    @Test func noDiagnosticsRenderNothingButAnEmptyJSONArray() {
        for format in DiagnosticFormat.allCases {
            let rendered = DiagnosticsRenderer(format: format, color: true).render([])
            #expect(rendered == (format == .json ? "[]\n" : ""), "format \(format)")
        }
    }

    @Test func jsonHasEveryFieldOfEveryDiagnosticNullWhereItHasNone() throws {
        let parsed = try #require(JSONValue.parse(Array(JSONRenderer().render(Self.sample).utf8))?.arrayValue)
        #expect(parsed == Self.sample.map(\.json))
        let fields: Set = ["severity", "code", "message", "file", "line", "column", "fix", "detail"]
        for diagnostic in parsed { #expect(Set(diagnostic.objectValue.map { Array($0.keys) } ?? []) == fields) }
        let note = try #require(parsed.first { $0["severity"] == .string("note") })
        #expect(note["file"] == .null && note["line"] == .null && note["fix"] == .null)
        #expect(note["code"] == .string("registry-version"))
    }

    @Test func onlyColouredTextHasEscapes() {
        let escape = "\u{1B}["
        for format in DiagnosticFormat.allCases {
            let rendered = DiagnosticsRenderer(format: format, color: true).render(Self.sample)
            #expect(rendered.contains(escape) == (format == .text), "format \(format)")
        }
        #expect(!TextRenderer(color: false).render(Self.sample).contains(escape))
    }

    @Test func textColoursOnlyDiffsInTheDetail() {
        let prose = Diagnostic(
            severity: .note, code: "n", message: "m", detail: "- a list item\n+ not an insertion"
        )
        let rendered = TextRenderer(color: true).render([prose])
        #expect(rendered.hasSuffix("    - a list item\n    + not an insertion\n"))
    }

    @Test func xcodeAndGitHubGiveOneLinePerDiagnostic() {
        for renderer in [XcodeRenderer() as any FormatRenderer, GitHubRenderer()] {
            let lines = renderer.render(Self.sample).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == Self.sample.count + 1, "\(type(of: renderer))")
            #expect(lines.last == "")
        }
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubRenderer.escapeData("50% a:b, c\r\nd") == "50%25 a:b, c%0D%0Ad")
        #expect(GitHubRenderer.escapeProperty("50% a:b, c\r\nd") == "50%25 a%3Ab%2C c%0D%0Ad")
        // An already escaped-looking sequence must survive a round trip through the runner.
        #expect(GitHubRenderer.escapeData("%0A") == "%250A")
    }

    @Test func missingLocationPartsAreLeftOut() {
        let columnWithoutLine = Diagnostic(severity: .warning, code: "c", message: "m", file: "f.swift", column: 4)
        let lineWithoutFile = Diagnostic(severity: .error, code: "c", message: "m", line: 2, column: 4)
        #expect(XcodeRenderer().render([columnWithoutLine, lineWithoutFile]) == "f.swift: warning: m\nerror: m\n")
        #expect(
            GitHubRenderer().render([columnWithoutLine, lineWithoutFile])
                == "::warning file=f.swift,title=c::m\n::error title=c::m\n")
        let untitled = Diagnostic(severity: .note, code: "", message: "m")
        #expect(GitHubRenderer().render([untitled]) == "::notice::m\n")
    }

    @Test(
        arguments: [
            ([:], true, true),
            ([:], false, false),
            (["NO_COLOR": "1"], true, false),
            (["NO_COLOR": "0"], true, false),
            (["NO_COLOR": ""], true, true),
            (["TERM": "dumb"], true, false),
            (["TERM": "xterm-256color"], true, true),
            (["TERM": "xterm-256color"], false, false)
        ] as [([String: String], Bool, Bool)])
    func colorWanted(environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(DiagnosticsRenderer.colorWanted(variable: { environment[$0] }, isTerminal: isTerminal) == expected)
    }
}
