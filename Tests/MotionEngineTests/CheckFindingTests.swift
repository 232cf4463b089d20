import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesDiagnostics
@testable import SwiftLexing

/// Every finding `check` makes about a piece, on the malformed pieces of
/// `Fixtures/malformed/pieces-registry/` (the minimal foundation, copied). The synced variants were
/// written by `pieces sync` and then damaged by hand; no digest in them was typed.
struct CheckFindingTests {
    typealias Expected = FoundationFindingTests.Expected

    struct Case: Sendable, CustomTestStringConvertible {
        var piece: String
        var expected: [Expected]
        var testDescription: String { piece }
        var path: String { "pieces/demo/\(piece).swift" }

        init(_ piece: String, _ expected: (code: String, line: Int, column: Int, text: String?)...) {
            self.piece = piece
            self.expected = expected.map {
                Expected(
                    code: $0.code, file: "pieces/demo/\(piece).swift", line: $0.line, column: $0.column, text: $0.text)
            }
        }
    }

    static let registry = FixturePaths.fixture("malformed/pieces-registry")

    /// Bad bytes (`FF FE`) put into a clean piece by `invalidUTF8Piece`, in the doc comment of its
    /// main type: line 13, after `/// A card `.
    static let invalidUTF8 = Case("InvalidUTF8", ("source-invalid", 13, 12, LexerDiagnostic.invalidUTF8Message))

    static let cases: [Case] = [
        Case("Synced"),
        Case("BlockMissing", ("block-missing", 17, 25, "uses 'PieceMotion' but has no 'Piece motion' block")),
        Case("BlockUnneeded", ("block-unneeded", 22, 1, "has a 'Piece motion' block but uses nothing from it")),
        Case(
            "WrongSections",
            (
                "block-wrong-sections", 40, 1,
                """
                block holds (core, projection) but the piece needs (core, velocity, momentum); missing velocity \
                (required by momentum); missing momentum ('settle' at 28:46); not needed: projection
                """
            )),
        Case("EditedBlock", ("block-edited", 40, 1, "make the change in foundation/Motion.swift instead")),
        Case(
            "StaleBlock",
            ("block-stale", 40, 1, "block was generated from foundation 2.0.0; the foundation is now 2.1.0")),
        Case("StaleContent", ("block-stale", 40, 1, PieceFinding.staleContentMessage)),
        Case("DuplicateBlocks", ("marker-duplicate", 67, 1, "(the first is at line 36)")),
        Case("UnterminatedBlock", ("marker-unterminated", 36, 1, "add '// pieces-motion: end' after the block")),
        Case("EndWithoutStart", ("marker-misplaced", 64, 1, "'// pieces-motion: end' without a block start before it")),
        Case(
            "NearMissMarker",
            // The end line belongs to the misspelt start: one finding, not two.
            (
                "marker-typo", 36, 1,
                "'// MARK: - Piece Motion' looks like a block start but is not exactly '// MARK: - Piece motion'"
            )),
        Case("CodeAfterBlock", ("marker-misplaced", 67, 1, PieceFinding.codeAfterMessage)),
        Case("MarkerInString"),
        Case("MarkerInComment"),
        Case(
            "UnknownMember",
            (
                "name-unknown", 25, 46,
                """
                PieceMotion.projct(_:velocity:) is not provided by any foundation section | did you mean \
                PieceMotion.project(_:velocity:decelerationRate:)?
                """
            )),
        Case(
            "UnknownModifier",
            (
                "name-unknown", 19, 14,
                ".piecePopp(trigger:) is not provided by any foundation section | did you mean View.piecePop(trigger:)?"
            )),
        Case(
            "NotPrivate",
            ("block-edited", 40, 1, PieceFinding.editedMessage),
            ("block-not-private", 43, 1, "'public struct PieceMotion' in the generated block is not private")),
        Case("UnterminatedString", ("source-invalid", 33, 33, LexerDiagnostic.unterminatedStringMessage)),
        // Xcode's `<#label#>` fill-in field: one finding naming it, not "unexpected character".
        Case(
            "EditorPlaceholder",
            (
                "editor-placeholder", 33, 33,
                "editor placeholder left in the source: <#label#> | " + PieceFinding.editorPlaceholderFix
            )),
        invalidUTF8
    ]

    /// A scratch copy of the registry holding every fixture plus the generated invalid-UTF-8 piece.
    static func scratch() throws -> TemporaryFolder {
        let scratch = try TemporaryFolder(copyingFolder: registry)
        try scratch.write(invalidUTF8Piece(from: try scratch.bytes("pieces/demo/Synced.swift")), to: invalidUTF8.path)
        return scratch
    }

    /// The clean piece with `FF FE` inserted after `/// A card ` on its thirteenth line.
    static func invalidUTF8Piece(from clean: [UInt8]) throws -> [UInt8] {
        let lineStarts = [0] + clean.indices.filter { clean[$0] == 10 }.map { $0 + 1 }
        let line = lineStarts[12]
        let lead = Array("/// A card ".utf8)
        try #require(Array(clean[line..<(line + lead.count)]) == lead)
        var bytes = clean
        bytes.insert(contentsOf: [0xFF, 0xFE], at: line + lead.count)
        return bytes
    }

    static func load(_ root: URL) throws -> Synchronizer {
        try Synchronizer(registry: FolderRegistry(root: root), workingDirectory: root.path)
    }

    static func matches(_ diagnostics: [Diagnostic], _ testCase: Case) {
        #expect(diagnostics.map(Expected.key(of:)) == testCase.expected.map(\.key))
        for (diagnostic, expected) in zip(diagnostics, testCase.expected) {
            guard let text = expected.text else { continue }
            let said = diagnostic.message + " | " + (diagnostic.fix ?? "")
            #expect(said.contains(text), "\(expected): \(said)")
        }
    }

    // MARK: check

    @Test(arguments: cases)
    func checkFindsExactly(_ testCase: Case) throws {
        let scratch = try Self.scratch()
        let before = try scratch.snapshot()
        let report = try Self.load(scratch.url).check(files: [scratch.path(testCase.path)])
        Self.matches(report.diagnostics, testCase)
        #expect(report.checked == 1)
        #expect(report.exitStatus == (testCase.expected.isEmpty ? ExitStatus.success : ExitStatus.findings))
        #expect(try scratch.snapshot() == before)
    }

    @Test func checkOfTheWholeRegistryChangesNoFile() throws {
        let scratch = try Self.scratch()
        let before = try scratch.snapshot()
        let report = try Self.load(scratch.url).check()
        #expect(report.checked == Self.cases.count)
        #expect(try scratch.snapshot() == before)
        // The same findings as one file at a time, nothing about the foundation.
        let expected = Self.cases.flatMap(\.expected).map(\.key).sorted()
        #expect(report.diagnostics.map(Expected.key(of:)).sorted() == expected)
    }

    @Test func renderedFindingCarriesItsLocation() throws {
        let scratch = try Self.scratch()
        let report = try Self.load(scratch.url).check(files: [scratch.path("pieces/demo/UnknownMember.swift")])
        let xcode = DiagnosticsRenderer(format: .xcode).render(report.diagnostics)
        #expect(
            xcode
                == """
                pieces/demo/UnknownMember.swift:25:46: error: PieceMotion.projct(_:velocity:) is not provided by \
                any foundation section
                """
                + " (did you mean PieceMotion.project(_:velocity:decelerationRate:)?)\n")
        let text = DiagnosticsRenderer(format: .text).render(report.diagnostics)
        #expect(text.hasPrefix("pieces/demo/UnknownMember.swift:25:46: error: "))
        let github = DiagnosticsRenderer(format: .github).render(report.diagnostics)
        #expect(github.hasPrefix("::error file=pieces/demo/UnknownMember.swift,line=25,col=46,title=name-unknown::"))
    }

    // MARK: sync

    /// Files sync must not rewrite: a hand edit, broken markers, code after the block, bad bytes.
    static let refused = [
        "EditedBlock", "NotPrivate", "UnterminatedBlock", "EndWithoutStart", "NearMissMarker",
        "CodeAfterBlock", "UnterminatedString", "EditorPlaceholder", "InvalidUTF8"
    ]

    @Test(arguments: refused)
    func syncRefusesAndReports(_ piece: String) throws {
        let testCase = try #require(Self.cases.first { $0.piece == piece })
        let scratch = try Self.scratch()
        let before = try scratch.snapshot()
        let report = try Self.load(scratch.url).sync(files: [scratch.path(testCase.path)])
        #expect(report.changes.isEmpty)
        #expect(try scratch.snapshot() == before)
        Self.matches(report.diagnostics, testCase)
        #expect(report.exitStatus(hook: false) == ExitStatus.findings)
    }

    /// A piece sync repairs, and the change it reports.
    struct Repair: Sendable, CustomTestStringConvertible {
        var piece: String
        var change: FileChange
        var testDescription: String { piece }

        init(_ piece: String, added: [String] = [], removed: [String] = [], refreshed: [String] = []) {
            self.piece = piece
            change = FileChange(
                path: "pieces/demo/\(piece).swift", added: added, removed: removed, refreshed: refreshed)
        }
    }

    static let repairs: [Repair] = [
        Repair("BlockMissing", added: ["core", "velocity", "momentum"]),
        Repair("BlockUnneeded", removed: ["core", "momentum", "velocity"]),
        Repair("WrongSections", added: ["velocity", "momentum"], removed: ["projection"]),
        Repair("StaleBlock", refreshed: ["momentum"]),
        Repair("StaleContent", refreshed: ["momentum"]),
        Repair("DuplicateBlocks")
    ]

    /// Files sync repairs: afterwards `check` finds nothing and the piece's own code is unchanged.
    @Test(arguments: repairs)
    func syncRepairs(_ repair: Repair) throws {
        let path = repair.change.path
        let scratch = try Self.scratch()
        let original = try scratch.bytes(path)
        let synchronizer = try Self.load(scratch.url)
        let report = synchronizer.sync(files: [scratch.path(path)])
        #expect(report.changes == [repair.change])
        #expect(report.diagnostics.isEmpty)
        #expect(synchronizer.check(files: [scratch.path(path)]).diagnostics.isEmpty)
        let written = String(decoding: try scratch.bytes(path), as: UTF8.self)
        let ownCode = String(decoding: original, as: UTF8.self).components(separatedBy: "\n// MARK: - Piece motion\n")[
            0]
        #expect(written.hasPrefix(ownCode))
        #expect(
            written.components(separatedBy: "// MARK: - Piece motion\n").count
                == (repair.piece == "BlockUnneeded" ? 1 : 2))
    }

    /// The duplicate was the engine's own block twice: one sync leaves exactly the first.
    @Test func syncMergesDuplicateBlocksIntoOne() throws {
        let path = "pieces/demo/DuplicateBlocks.swift"
        let scratch = try Self.scratch()
        let original = String(decoding: try scratch.bytes(path), as: UTF8.self)
        let end = try #require(original.range(of: "// pieces-motion: end\n"))
        _ = try Self.load(scratch.url).sync(files: [scratch.path(path)])
        #expect(String(decoding: try scratch.bytes(path), as: UTF8.self) == String(original[..<end.upperBound]))
    }

    /// Sync leaves an unknown name to the author and says so, without rewriting a current block.
    @Test(arguments: ["UnknownMember", "UnknownModifier"])
    func syncReportsUnknownNames(_ piece: String) throws {
        let testCase = try #require(Self.cases.first { $0.piece == piece })
        let scratch = try Self.scratch()
        let before = try scratch.snapshot()
        let report = try Self.load(scratch.url).sync(files: [scratch.path(testCase.path)])
        #expect(report.changes.isEmpty)
        #expect(try scratch.snapshot() == before)
        Self.matches(report.diagnostics, testCase)
    }

    /// Clean pieces, markers in strings and comments included, are left alone.
    @Test(arguments: ["Synced", "MarkerInString", "MarkerInComment"])
    func syncLeavesCleanPiecesAlone(_ piece: String) throws {
        let scratch = try Self.scratch()
        let before = try scratch.snapshot()
        let report = try Self.load(scratch.url).sync(files: [scratch.path("pieces/demo/\(piece).swift")])
        #expect(report.changes.isEmpty)
        #expect(report.diagnostics.isEmpty)
        #expect(try scratch.snapshot() == before)
    }

    @Test(arguments: ["EditedBlock", "NotPrivate"])
    func forceRegeneratesAnEditedBlock(_ piece: String) throws {
        let path = "pieces/demo/\(piece).swift"
        let scratch = try Self.scratch()
        let synchronizer = try Self.load(scratch.url)
        let report = synchronizer.sync(files: [scratch.path(path)], force: true)
        #expect(report.changes.map(\.path) == [path])
        #expect(report.diagnostics.isEmpty)
        #expect(synchronizer.check(files: [scratch.path(path)]).diagnostics.isEmpty)
        let written = String(decoding: try scratch.bytes(path), as: UTF8.self)
        #expect(written.contains("private struct PieceMotion {"))
        #expect(written.contains("bounce: reduceMotion ? 0 : 0.38), initialVelocity"))
        #expect(!written.contains("public struct PieceMotion"))
        #expect(!written.contains("0.5), initialVelocity"))
    }
}
