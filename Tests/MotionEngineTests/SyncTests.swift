import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesDiagnostics

@Suite("pieces sync and check on the minimal registry")
struct SyncTests {
    static let settleCard = "pieces/demo/SettleCard.swift"
    static let plainBadge = "pieces/demo/PlainBadge.swift"

    @Test func syncAddsExactlyTheClosureOfWhatThePieceUses() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let report = try folder.synchronizer().sync()
        #expect(report.diagnostics.isEmpty)
        #expect(report.changes.map(\.path) == [Self.settleCard])
        #expect(report.changes.first?.added == ["core", "velocity", "momentum"])
        let text = try folder.text(Self.settleCard)
        #expect(MotionBlockLine.sections(in: text) == ["core", "velocity", "momentum"])
        #expect(text.contains("// MARK: - Piece motion\n//\n// A test foundation: springs, settles and a pop.\n"))
        #expect(text.hasSuffix("\n// pieces-motion: end\n"))
        #expect(text.contains("private extension PieceMotion {\n    /// A settle that leaves at the finger's speed."))
        #expect(!text.contains("var settle: Animation"), "the roles section must not be copied")
    }

    @Test func wordsInCommentsAndStringsPullNothingIn() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let before = try folder.bytes(Self.plainBadge)
        _ = try folder.synchronizer().sync()
        #expect(try folder.bytes(Self.plainBadge) == before)
    }

    @Test func syncTwiceChangesNothingAndCheckPassesAfterSync() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        _ = try folder.synchronizer().sync()
        let afterFirst = try folder.snapshot()
        let second = try folder.synchronizer().sync()
        #expect(second.changes.isEmpty)
        #expect(try folder.snapshot() == afterFirst)
        let check = try folder.synchronizer().check()
        #expect(check.diagnostics.isEmpty)
        #expect(check.exitStatus == 0)
    }

    @Test func checkNeverWrites() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let before = try folder.snapshot()
        let report = try folder.synchronizer().check()
        #expect(report.diagnostics.map(\.code) == ["block-missing"])
        #expect(report.diagnostics.first?.line == 17)
        #expect(report.diagnostics.first?.column == 25)
        #expect(report.diagnostics.first?.message == "uses 'PieceMotion' but has no 'Piece motion' block")
        #expect(report.exitStatus == 1)
        #expect(try folder.snapshot() == before)
    }

    @Test func settlePropertyAndSettleMethodPullDifferentSections() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let original = try folder.text(Self.settleCard)
        let property = original.replacingOccurrences(
            of: "motion\n                            .settle(velocity: drag.velocity.width, from: offset, to: 0)",
            with: "motion.settle")
        #expect(property != original)
        try folder.write(property, to: Self.settleCard)
        _ = try folder.synchronizer().sync()
        #expect(MotionBlockLine.sections(in: try folder.text(Self.settleCard)) == ["core", "roles"])
    }

    @Test func removingTheOnlyUseDropsTheSectionAndSaysWhy() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        _ = try folder.synchronizer().sync()
        let synced = try folder.text(Self.settleCard)
        let ownCodeEnd = synced.range(of: "\n// MARK: - Piece motion")!.lowerBound
        let own = String(synced[..<ownCodeEnd]).replacingOccurrences(
            of: ".settle(velocity: drag.velocity.width, from: offset, to: 0)", with: ".value")
        try folder.write(own + synced[ownCodeEnd...], to: Self.settleCard)
        let report = try folder.synchronizer().sync()
        #expect(report.changes.first?.added == ["roles"])
        #expect(report.changes.first?.removed == ["momentum", "velocity"])
        #expect(MotionBlockLine.sections(in: try folder.text(Self.settleCard)) == ["core", "roles"])
    }

    @Test func ownCodeSurvivesByteForByteWithCRLFBOMAndTrailingSpaces() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let lf = try folder.text(Self.settleCard).replacingOccurrences(
            of: "public init() {}", with: "public init() {}   \t")
        let own = [0xEF, 0xBB, 0xBF] + Array(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try folder.write(own, to: Self.settleCard)
        _ = try folder.synchronizer().sync()
        let after = try folder.bytes(Self.settleCard)
        #expect(Array(after.prefix(own.count)) == own)
        let block = String(decoding: after.dropFirst(own.count), as: UTF8.self)
        #expect(block.hasPrefix("\r\n// MARK: - Piece motion\r\n"))
        #expect(
            !block.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line break of the block is CRLF")
        #expect(try folder.synchronizer().check().diagnostics.isEmpty)
        #expect(try folder.synchronizer().sync().changes.isEmpty)
    }

    @Test func aHandEditIsReportedWithADiffAndNeverOverwrittenWithoutForce() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        _ = try folder.synchronizer().sync()
        let edited = try folder.text(Self.settleCard).replacingOccurrences(
            of: "duration: 0.42)\n", with: "duration: 0.5)\n")
        try folder.write(edited, to: Self.settleCard)
        let check = try folder.synchronizer().check()
        #expect(check.diagnostics.map(\.code) == ["block-edited"])
        #expect(check.diagnostics.first?.fix?.contains("foundation/Motion.swift") == true)
        #expect(
            check.diagnostics.first?.detail?.contains(
                """
                -        let speed = PieceMotion.relativeVelocity(Double(velocity), from: Double(current), to: \
                Double(target), duration: 0.5)
                """
            ) == true)
        let refused = try folder.synchronizer().sync()
        #expect(refused.changes.isEmpty)
        #expect(refused.diagnostics.map(\.code) == ["block-edited"])
        #expect(try folder.text(Self.settleCard) == edited)
        let forced = try folder.synchronizer().sync(force: true)
        #expect(forced.changes.count == 1)
        #expect(try folder.synchronizer().check().diagnostics.isEmpty)
    }

    @Test func aFoundationChangeMakesBlocksStaleAndSyncRefreshesThem() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        _ = try folder.synchronizer().sync()
        let foundation = "foundation/Motion.swift"
        let changed = try folder.text(foundation)
            .replacingOccurrences(of: "// version: 2.1.0", with: "// version: 2.2.0")
            .replacingOccurrences(
                of: "let cap = 2 * Double.pi / duration * 1.5", with: "let cap = 2 * Double.pi / duration * 1.25")
        try folder.write(changed, to: foundation)
        let check = try folder.synchronizer().check()
        #expect(check.diagnostics.map(\.code) == ["block-stale"])
        #expect(
            check.diagnostics.first?.message == "block was generated from foundation 2.1.0; the foundation is now 2.2.0"
        )
        #expect(check.diagnostics.first?.detail?.contains("+        let cap = 2 * Double.pi / duration * 1.25") == true)
        let sync = try folder.synchronizer().sync()
        #expect(sync.changes.first?.refreshed == ["velocity"])
        #expect(sync.changes.first.map { [$0.added, $0.removed, $0.refreshed] } == [[], [], ["velocity"]])
    }

    @Test func explicitFilesSkipNonPiecesWithANote() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        try folder.write("let x = 1\n", to: "Other.swift")
        let report = try folder.synchronizer().sync(files: ["README.md", "Other.swift", Self.settleCard, "Gone.swift"])
        #expect(report.checked == 1)
        #expect(report.notes.count == 2)
        #expect(report.notes[0] == "skipped README.md: not a Swift file")
        #expect(report.notes[1].hasPrefix("skipped Other.swift: not a piece"))
        #expect(report.diagnostics.map(\.code) == ["file-not-found"])
        #expect(report.exitStatus(hook: false) == ExitStatus.noInput)
    }

    @Test func aNamedFoundationStandsForEveryPieceOfTheRegistry() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let report = try folder.synchronizer().sync(files: ["foundation/Motion.swift"])
        #expect(report.checked == 2)
        #expect(report.foundations == ["foundation/Motion.swift"])
        #expect(
            report.notes == [
                """
                foundation/Motion.swift is a foundation: checking every piece of the registry, since any may carry a \
                section it changed
                """
            ])
        #expect(report.changes.map(\.path) == [Self.settleCard])
        #expect(report.exitStatus(hook: true) == ExitStatus.findings)
        #expect(try folder.synchronizer().check(files: ["foundation/Motion.swift"]).checked == 2)
    }

    /// A regression: `pieces sync --hook templates/piece.swift` appended a block to the template.
    @Test func templatesAndLookAlikesOutsideThePiecesFolderAreNeverWritten() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let piece = try folder.text(Self.settleCard)
        let template = piece.replacingOccurrences(of: "SettleCard", with: "{{Name}}")
        try folder.write(template, to: "templates/piece.swift")
        try folder.write(piece, to: "pieces/demo/templates/Draft.swift")
        try folder.write(template, to: "pieces/demo/Placeholder.swift")
        try folder.write(piece.replacingOccurrences(of: "// pieces:", with: "// notes:"), to: "Tests/LookAlike.swift")
        let before = try folder.snapshot()
        let files = [
            "templates/piece.swift", "pieces/demo/templates/Draft.swift", "pieces/demo/Placeholder.swift",
            "Tests/LookAlike.swift"
        ]
        let report = try folder.synchronizer().sync(files: files)
        #expect(report.checked == 0)
        #expect(report.changes.isEmpty)
        #expect(
            report.notes == [
                "skipped templates/piece.swift: a template (pieces new renders it; sync the piece it makes instead)",
                """
                skipped pieces/demo/templates/Draft.swift: a template (pieces new renders it; sync the piece it makes \
                instead)
                """,
                """
                skipped pieces/demo/Placeholder.swift: a template (pieces new renders it; sync the piece it makes \
                instead)
                """,
                "skipped Tests/LookAlike.swift: not a piece (no '// pieces:' header and not under pieces/)"
            ])
        #expect(report.exitStatus(hook: true) == 0)
        #expect(try folder.synchronizer().check(files: files).checked == 0)
        #expect(try folder.snapshot() == before)
    }

    @Test func dryRunReportsButWritesNothing() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let before = try folder.snapshot()
        let report = try folder.synchronizer().sync(dryRun: true)
        #expect(report.changes.count == 1)
        #expect(try folder.snapshot() == before)
    }
}
