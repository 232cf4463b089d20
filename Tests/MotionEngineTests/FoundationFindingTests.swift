import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesDiagnostics
@testable import SwiftLexing

/// One malformed foundation per `FoundationFinding` the parser and validator emit, each a whole
/// registry under `Fixtures/malformed/foundations/<case>/` with one piece that `sync` would otherwise
/// give a block.
struct FoundationFindingTests {
    /// A diagnostic as a table row: where, which code, and a piece of the message or fix that
    /// carries the case's data.
    struct Expected: Sendable, Equatable, CustomStringConvertible {
        var code: String
        var file = "foundation/Motion.swift"
        var line: Int
        var column: Int
        var severity = Diagnostic.Severity.error
        var text: String?

        var description: String { "\(file):\(line):\(column) \(severity.rawValue) [\(code)]" }

        /// The parts a diagnostic must match exactly.
        var key: String { description }

        static func key(of diagnostic: Diagnostic) -> String {
            """
            \(diagnostic.file ?? "-"):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0) \
            \(diagnostic.severity.rawValue) [\(diagnostic.code)]
            """
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var folder: String
        var expected: [Expected]
        var testDescription: String { folder }

        init(_ folder: String, _ expected: Expected...) {
            self.folder = folder
            self.expected = expected
        }

        var isError: Bool { expected.contains { $0.severity == .error } }
    }

    static let cases: [Case] = [
        Case(
            "missing-version",
            Expected(code: "foundation-version-missing", line: 1, column: 1, text: "no '// version:' line")),
        Case(
            "invalid-version",
            Expected(
                code: "foundation-version-invalid", line: 2, column: 1, text: "version '1.0' is not a semantic version")
        ),
        Case(
            "duplicate-section-one-file",
            Expected(
                code: "section-duplicate", line: 16, column: 1,
                text: "section 'roles' is already defined at foundation/Motion.swift:11")),
        Case(
            "duplicate-section-two-files",
            Expected(
                code: "section-duplicate", line: 6, column: 1,
                text: "section 'core' is already defined at foundation/Glass.swift:6")),
        Case(
            "unknown-required-section",
            Expected(code: "section-unknown", line: 17, column: 1, text: "did you mean 'velocity'?")),
        Case(
            "marker-typo-provides",
            Expected(
                code: "marker-typo", line: 12, column: 1, text: "'// provide:' looks like a misspelt '// provides:'")),
        Case(
            "marker-typo-section",
            Expected(
                code: "marker-typo", line: 11, column: 1,
                text: "'// pieces-motion-sectoin:' looks like a misspelt '// pieces-motion-section:'")),
        Case(
            "misplaced-requires",
            Expected(
                code: "meta-misplaced", line: 13, column: 1, text: FoundationFinding.misplacedMetaSectionFix.text)),
        Case(
            "misplaced-version",
            Expected(code: "meta-misplaced", line: 4, column: 1, text: FoundationFinding.misplacedMetaHeaderFix.text),
            Expected(code: "foundation-version-missing", line: 1, column: 1)),
        Case(
            "split-declaration",
            Expected(
                code: "section-split-declaration", line: 10, column: 5,
                text: "section 'roles' starts inside a declaration")),
        Case(
            "code-outside-section",
            Expected(
                code: "code-outside-section", line: 6, column: 1, text: FoundationFinding.codeOutsideMessage.text)),
        Case(
            "import-in-section",
            Expected(code: "section-import", line: 12, column: 1, text: "section 'roles' contains an import")),
        Case(
            "missing-requirement",
            Expected(
                code: "requires-missing", line: 25, column: 89,
                text: "section 'momentum' uses 'PieceMotion.relativeVelocity(_:distance:)' from section 'velocity'")),
        Case(
            "unused-requirement",
            Expected(
                code: "requires-unused", line: 17, column: 1, severity: .warning,
                text: "section 'roles' requires 'velocity' but uses nothing from it")),
        Case(
            "provides-unknown",
            Expected(code: "provides-unknown", line: 12, column: 1, text: "lists '.bounce' in provides")),
        Case(
            "provides-missing",
            Expected(code: "provides-missing", line: 15, column: 9, text: "declares 'PieceMotion.value'")),
        Case(
            "mixed-prefixes-one-file",
            Expected(
                code: "prefix-mixed", line: 11, column: 1,
                text: "marker prefix 'swiftpieces' differs from this registry's 'pieces'")),
        Case(
            "mixed-prefixes-two-files",
            Expected(
                code: "prefix-mixed", line: 6, column: 1,
                text: "marker prefix 'pieces' differs from this registry's 'swiftpieces'")),
        Case(
            "kind-in-two-foundations",
            Expected(
                code: "kind-duplicate", line: 6, column: 1,
                text: "block kind 'motion' is also defined by foundation/Extra.swift")),
        Case(
            "unterminated-string",
            Expected(code: "source-invalid", line: 9, column: 24, text: LexerDiagnostic.unterminatedStringMessage))
    ]

    static func load(_ root: URL) throws -> Synchronizer {
        try Synchronizer(registry: FolderRegistry(root: root), workingDirectory: root.path)
    }

    /// Sorted so that the table need not follow the order the parser happens to find things in.
    static func keys(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(Expected.key(of:)).sorted() }

    @Test(arguments: cases)
    func reportsExactlyTheError(_ testCase: Case) throws {
        let root = FixturePaths.fixture("malformed/foundations/\(testCase.folder)")
        let synchronizer = try Self.load(root)
        let diagnostics = synchronizer.foundations.errors.map(\.diagnostic)
        #expect(Self.keys(diagnostics) == testCase.expected.map(\.key).sorted())
        for expected in testCase.expected {
            guard let text = expected.text else { continue }
            let match = diagnostics.first { Expected.key(of: $0) == expected.key }
            let said = (match?.message ?? "") + " | " + (match?.fix ?? "")
            #expect(said.contains(text), "\(expected): \(said)")
        }
        #expect(synchronizer.foundations.hasErrors == testCase.isError)
    }

    @Test(arguments: cases)
    func checkReportsTheFoundationErrors(_ testCase: Case) throws {
        let root = FixturePaths.fixture("malformed/foundations/\(testCase.folder)")
        let report = try Self.load(root).check()
        let foundationDiagnostics = report.diagnostics.filter { $0.file?.hasPrefix("foundation/") == true }
        #expect(Self.keys(foundationDiagnostics) == testCase.expected.map(\.key).sorted())
        #expect(report.exitStatus == ExitStatus.findings)
    }

    @Test(arguments: cases.filter(\.isError))
    func syncWritesNothingAndReports(_ testCase: Case) throws {
        let scratch = try TemporaryFolder(copying: "malformed/foundations/\(testCase.folder)")
        let before = try scratch.snapshot()
        #expect(before.keys.contains("pieces/demo/Card.swift"))

        let report = try Self.load(scratch.url).sync()
        #expect(report.changes.isEmpty)
        #expect(try scratch.snapshot() == before)
        #expect(Self.keys(report.diagnostics) == testCase.expected.map(\.key).sorted())
        #expect(report.notes.contains(Synchronizer.foundationBrokenMessage))
        #expect(report.exitStatus(hook: false) == ExitStatus.findings)
    }

    /// A hand `requires:` naming an unused section is a warning: sync goes ahead, and the piece's
    /// block honours the listed requirement.
    @Test func unusedRequirementOnlyWarns() throws {
        let scratch = try TemporaryFolder(copying: "malformed/foundations/unused-requirement")
        let report = try Self.load(scratch.url).sync()
        #expect(report.changes.map(\.path) == ["pieces/demo/Card.swift"])
        #expect(report.diagnostics.map(\.code) == ["requires-unused"])
        #expect(report.exitStatus(hook: false) == ExitStatus.success)
        let written = try String(
            contentsOf: scratch.url.appendingPathComponent("pieces/demo/Card.swift"), encoding: .utf8)
        #expect(written.contains("// pieces-motion: 1.0.0 (core, velocity, roles) sha256:"))
    }
}
