import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces sync --hook` and `pieces check` as the command line reports them (the engine underneath
/// is MotionEngineTests' `SyncTests`).
@Suite("pieces sync and check commands on the minimal registry")
struct SyncCommandTests {
    static let settleCard = "pieces/demo/SettleCard.swift"
    static let plainBadge = "pieces/demo/PlainBadge.swift"

    @Test func theHookModeFailsWhenItRewroteSoTheCommitStops() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let context = PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false)
        let first = PiecesTool.run(["sync", "--hook", Self.settleCard], context: context)
        #expect(first.status == 1)
        #expect(
            first.standardOutput.contains("pieces/demo/SettleCard.swift: note: updated: added core, velocity, momentum")
        )
        #expect(first.standardOutput.contains("`git add` them, and commit again"))
        let second = PiecesTool.run(["sync", "--hook", Self.settleCard], context: context)
        #expect(second.status == 0)
        #expect(second.standardOutput == "synced 1 piece: 0 updated\n")
    }

    @Test func checkSaysWhetherSyncCanFixWhatItFound() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let context = PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false)
        let missing = PiecesTool.run(["check", Self.settleCard], context: context)
        #expect(missing.standardOutput.hasSuffix("checked 1 piece: 1 problem; run `pieces sync` to fix them\n"))

        try folder.write(try folder.text(Self.plainBadge) + "let broken = \"\n", to: Self.plainBadge)
        let both = PiecesTool.run(["check", Self.settleCard, Self.plainBadge], context: context)
        #expect(
            both.standardOutput.hasSuffix(
                "checked 2 pieces: 2 problems; `pieces sync` fixes 1 of them, the rest need the edits named above\n"),
            "\(both.standardOutput)")

        let invalid = PiecesTool.run(["check", Self.plainBadge], context: context)
        #expect(
            invalid.standardOutput.hasSuffix(
                "checked 1 piece: 1 problem; fix them as named above (`pieces sync` cannot)\n"),
            "\(invalid.standardOutput)")
        #expect(invalid.status == ExitStatus.findings)
    }
}
