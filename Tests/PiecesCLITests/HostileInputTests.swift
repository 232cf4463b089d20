import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import SwiftLexing

/// Pieces whose bytes are hostile to the tool: invalid UTF-8, unterminated literals, deep nesting,
/// NULs, nothing at all. Each gets a clear diagnostic and a failing status with nothing written,
/// or a correct result; none crashes, hangs or loses a byte.
///
/// Small inputs are fixtures in `Fixtures/hostile/`; large ones are generated. The largest run the
/// real `pieces` executable, with a time limit, so a hang fails the test instead of stalling it.
@Suite("hostile input")
struct HostileInputTests {
    static let piecePath = "pieces/hostile/Hostile.swift"
    static let depth = 10_000

    /// What the tool must do with the piece.
    enum Expected: Sendable {
        /// `sync` and `check` fail with exit status 1 and a `source-invalid` diagnostic carrying this
        /// message; nothing is written.
        case refused(String)
        /// Nothing to do: both succeed silently and nothing is written.
        case untouched
        /// `sync` adds the block after the own code, which it keeps; then `check` passes and a
        /// second `sync` writes nothing.
        case synced
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: @Sendable () throws -> [UInt8]
        var expected: Expected
        var testDescription: String { name }

        static func fixture(_ file: String, _ expected: Expected) -> Case {
            Case(
                name: file, bytes: { Array(try Data(contentsOf: FixturePaths.fixture("hostile/\(file)"))) },
                expected: expected)
        }

        static func generated(_ name: String, _ expected: Expected, _ make: @escaping @Sendable () -> String) -> Case {
            Case(name: name, bytes: { Array(make().utf8) }, expected: expected)
        }
    }

    /// A piece's header and a main type that uses `PieceMotion`, for generated inputs to extend.
    static let pieceStart = """
        // pieces:
        // title: Hostile
        // description: A piece whose bytes are hostile to the tool.
        // category: hostile
        // license: MIT

        import SwiftUI

        public struct Hostile: View {
            public var body: some View { Text("hostile") }
        }

        """

    static let cases: [Case] = [
        .fixture("InvalidUTF8.swift", .refused(LexerDiagnostic.invalidUTF8Message)),
        .fixture("UnterminatedString.swift", .refused(LexerDiagnostic.unterminatedStringMessage)),
        .fixture("UnterminatedMultilineString.swift", .refused(LexerDiagnostic.unterminatedStringMessage)),
        // Found by the sync fuzzer (artifact crash-60924f2d…): the quote is the file's last byte.
        .fixture("QuoteAtEndOfFile.swift", .refused(LexerDiagnostic.unterminatedStringMessage)),
        .fixture("UnterminatedBlockComment.swift", .refused(LexerDiagnostic.unterminatedBlockCommentMessage)),
        .fixture("NULs.swift", .refused(LexerDiagnostic.unexpectedCharacterMessage)),
        .fixture("Empty.swift", .untouched),
        // A file with no code needs no block: the file contract (docs/sync.md, "The block") keeps
        // everything above the (absent) block byte for byte.
        .fixture("OnlyBOM.swift", .untouched),
        .generated("no block needed, no final line break", .untouched) { pieceStart + "private let answer = 42" },
        // Found by the sync fuzzer (crash-887b68fb…): no `\n` at all and a final `\r`; the `\n` sync
        // added made the first line break a CRLF, so the next sync rewrote the block in CRLF.
        .fixture("CarriageReturnAtEndOfFile.swift", .synced),
        .generated("LF file whose code ends in a lone CR", .synced) {
            pieceStart + "private let motion = PieceMotion(reduceMotion: false)\r"
        },
        .generated("CRLF file whose code ends in a lone CR", .synced) {
            (pieceStart + "private let motion = PieceMotion(reduceMotion: false)\n").replacingOccurrences(
                of: "\n", with: "\r\n") + "// end\r"
        },
        .generated("10,000 nested braces", .synced) {
            pieceStart + "private func deep() {\n" + String(repeating: "{", count: depth)
                + " _ = PieceMotion(reduceMotion: false) " + String(repeating: "}", count: depth) + "\n}\n"
        },
        .generated("10,000 nested parentheses", .synced) {
            pieceStart + "private let deep = " + String(repeating: "(", count: depth)
                + "PieceMotion(reduceMotion: false)"
                + String(repeating: ")", count: depth) + "\n"
        },
        .generated("10,000 nested interpolations", .synced) {
            pieceStart + "private let deep = " + String(repeating: "\"\\(", count: depth)
                + "PieceMotion(reduceMotion: false)"
                + String(repeating: ")\"", count: depth) + "\n"
        },
        .generated("10,000 braces never closed", .synced) {
            pieceStart + "private let motion = PieceMotion(reduceMotion: false)\n"
                + String(repeating: "{\n", count: depth)
        },
        // Found by the sync fuzzer (crash-942ec2f6…): a parameter list opened by the file's last
        // significant token; the declaration scanner formed the range `(open + 1)..<open`.
        .generated("a parameter list opened at the end of the file", .synced) {
            pieceStart + "private let motion = PieceMotion(reduceMotion: false)\nfunc trailing("
        },
        .generated("a parameter list opened before a final comment", .synced) {
            pieceStart + "private let motion = PieceMotion(reduceMotion: false)\nfunc trailing( // unfinished\n"
        },
        .generated("10,000 nested unterminated interpolations", .refused(LexerDiagnostic.unterminatedStringMessage)) {
            pieceStart + "private let deep = " + String(repeating: "\"\\(", count: depth)
                + "PieceMotion(reduceMotion: false)\n"
        }
    ]

    @Test(arguments: cases)
    func hostilePiece(_ hostile: Case) throws {
        let folder = try Self.registry(piece: try hostile.bytes())
        let before = try folder.snapshot()
        let own = before[Self.piecePath]!
        let synchronizer = try folder.synchronizer()
        let sync = synchronizer.sync()
        let check = synchronizer.check()
        switch hostile.expected {
        case .refused(let message):
            for (command, status, diagnostics) in [
                ("sync", sync.exitStatus(hook: false), sync.diagnostics), ("check", check.exitStatus, check.diagnostics)
            ] {
                #expect(status == ExitStatus.findings, "\(command)")
                #expect(
                    diagnostics.contains { $0.code == "source-invalid" && $0.message == message && $0.line != nil },
                    "\(command): \(diagnostics.map(\.message))")
            }
            #expect(sync.changes.isEmpty)
            #expect(try folder.snapshot() == before, "a refused piece was written")
        case .untouched:
            #expect(
                sync.diagnostics.isEmpty && check.diagnostics.isEmpty,
                "\((sync.diagnostics + check.diagnostics).map(\.message))")
            #expect(sync.exitStatus(hook: false) == 0 && check.exitStatus == 0)
            #expect(try folder.snapshot() == before, "sync rewrote a piece that needs no block")
        case .synced:
            #expect(sync.exitStatus(hook: false) == 0, "\(sync.diagnostics.map(\.message))")
            #expect(sync.changes.map(\.path) == [Self.piecePath])
            let after = try folder.bytes(Self.piecePath)
            #expect(after.starts(with: own), "the own code changed")
            // One blank line, then the block, in the file's line breaks; code lacking a final line
            // break gets one first (a final lone `\r` of a CRLF file is completed by `\n`).
            let newline = LineEnding.detect(in: own[...]) == .crlf ? "\r\n" : "\n"
            let ending = own.last == 10 ? "" : own.last == 13 && newline == "\r\n" ? "\n" : newline
            let start = Array((ending + newline + "// MARK: - Piece motion" + newline).utf8)
            #expect(
                after[own.count...].starts(with: start),
                "\(String(decoding: after[own.count...].prefix(40), as: UTF8.self).debugDescription)")
            let again = try folder.synchronizer()
            #expect(again.sync().changes.isEmpty)
            #expect(again.check().diagnostics.isEmpty)
        }
    }

    /// A section nested 10,000 deep in the foundation itself: read, copied and used like any other.
    @Test func deeplyNestedFoundationSection() throws {
        let nested = String(repeating: "(", count: Self.depth) + "1" + String(repeating: ")", count: Self.depth)
        let braces = String(repeating: "{", count: Self.depth) + String(repeating: "}", count: Self.depth)
        let text = String(repeating: "\"\\(", count: Self.depth) + "1" + String(repeating: ")\"", count: Self.depth)
        let section =
            """
            \n// pieces-motion-section: deep\nprivate func pieceDeep() -> Int {\n    let text = \(text)\n    _ = \
            text\n    _ = \(braces)\n    return \(nested)\n}\n
            """
        let piece = Self.pieceStart + "private let value = pieceDeep()\n"
        let folder = try Self.registry(piece: Array(piece.utf8), foundationSuffix: section)
        let synchronizer = try folder.synchronizer()
        #expect(synchronizer.foundations.errors.isEmpty, "\(synchronizer.foundations.errors)")
        let deep = try #require(synchronizer.foundations.section(named: "deep"))
        #expect(synchronizer.foundations.sections[deep].provides.map(\.description) == ["pieceDeep()"])
        let report = synchronizer.sync()
        #expect(report.changes.first?.added == ["deep"])
        let after = try folder.text(Self.piecePath)
        #expect(after.contains("private func pieceDeep() -> Int {\n    let text = \(text)"))
        #expect(try folder.synchronizer().check().diagnostics.isEmpty)
    }

    // MARK: Large inputs, through the executable

    static let megabytes = CrashSafetyTests.environmentNumber("PIECES_HOSTILE_MEGABYTES") ?? 4

    /// A piece made of a real piece's own code repeated to `megabytes` MB: sync appends the block
    /// within a time and memory budget and keeps every byte.
    @Test func hugePieceIsSyncedInBoundedTimeAndMemory() throws {
        let original = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent(
                "registry/pieces/buttons/ElasticButton.swift"), encoding: .utf8)
        let own = String(original[..<original.range(of: LargeRegistry.blockStart)!.lowerBound]) + "\n"
        let body = String(own[own.range(of: "import SwiftUI")!.lowerBound...])
        let size = Self.megabytes << 20
        let bytes = Array(
            (own + String(repeating: body, count: max(1, (size - own.utf8.count) / body.utf8.count + 1))).utf8)
        let folder = try Self.registry(piece: bytes)
        let pieces = try PiecesExecutable.url()
        let budget = 20 + 3 * Double(Self.megabytes)
        let outcome = try ChildProcess.run(
            pieces, ["sync", "--quiet"], in: folder.url, timeout: budget, samplingMemory: true)
        #expect(!outcome.timedOut, "sync of \(Self.megabytes) MB took more than \(budget) s")
        #expect(outcome.status == 0, "\(outcome.output)")
        let after = try folder.bytes(Self.piecePath)
        #expect(after.count > bytes.count && after.starts(with: bytes))
        let peak = try #require(outcome.peakResidentKilobytes)
        #expect(
            peak < (16 * size + (256 << 20)) / 1024, "peak resident memory \(peak) kB for a \(Self.megabytes) MB piece")
    }

    /// One diagnostic per run of bytes that start no token, as for invalid UTF-8: a megabyte of
    /// NULs is one problem, not a million, and reporting it takes moments.
    @Test func aMegabyteOfNULsIsReportedBrieflyAndQuickly() throws {
        let folder = try Self.registry(piece: [UInt8](repeating: 0, count: 1 << 20))
        let before = try folder.snapshot()
        let outcome = try ChildProcess.run(try PiecesExecutable.url(), ["check"], in: folder.url, timeout: 30)
        #expect(!outcome.timedOut, "check of 1 MB of NULs did not finish in 30 s")
        #expect(outcome.status == ExitStatus.findings)
        let reported = outcome.output.components(separatedBy: "[source-invalid]").count - 1
        #expect((1...10).contains(reported), "\(reported) source-invalid diagnostics for one run of NULs")
        #expect(try folder.snapshot() == before)
    }

    /// Many findings on one very long line (minified code) take about as long as the same findings
    /// one per line: locating each must not rescan the line from its start. (Compared with each
    /// other, not with a clock, so the test holds for debug and release builds alike.)
    @Test func manyFindingsOnOneLongLineCostNoMoreThanOnManyLines() throws {
        let statement = "_ = PieceMotion.nope;"
        let count = 10_000
        let pieces = try PiecesExecutable.url()
        var seconds: [Double] = []
        for separator in ["\n", " "] {
            let code = Array(repeating: statement, count: count).joined(separator: separator)
            let folder = try Self.registry(piece: Array((Self.pieceStart + code + "\n").utf8))
            let outcome = try ChildProcess.run(pieces, ["check", "--quiet"], in: folder.url, timeout: 60)
            #expect(!outcome.timedOut, "check of \(count) findings did not finish in 60 s")
            #expect(outcome.status == ExitStatus.findings)
            seconds.append(outcome.seconds)
        }
        #expect(seconds[1] <= 2 * seconds[0] + 1, "one line: \(seconds[1]) s; one finding per line: \(seconds[0]) s")
    }

    // MARK: Helpers

    /// A registry with the real foundation (plus `foundationSuffix`) and `piece` at `piecePath`.
    static func registry(piece: [UInt8], foundationSuffix: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder.registry(appending: foundationSuffix)
        try folder.write(piece, to: piecePath)
        return folder
    }
}
