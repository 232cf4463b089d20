import Foundation
import PiecesTestSupport
import Testing

/// CascadeReveal's schedule, compiled out of the piece file: decoration enters a step apart, capped; data
/// is never staggered; exits go together; Reduce Motion fades in place.
@Suite struct CascadeRevealLogicTests {
    static let piece = "registry/pieces/motion/CascadeReveal.swift"
    static let declarations = ["private nonisolated struct CascadeSchedule: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(decorationStepsAreCappedAndDataArrivesWithTheFirstBeat, isolations: MotionIsolation.allCases),
            .init(exitsGoTogetherWithoutADelay), .init(aGridWaveRunsDiagonallyFromTheLeadingTopCorner),
            .init(hiddenPiecesSitLowerExceptUnderReduceMotion)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let decorationStepsAreCappedAndDataArrivesWithTheFirstBeat =
        """
        let steps = [-2, 0, 3, 6, 7, 40].map { CascadeSchedule(role: .step($0)).entranceIndex(revealed: true) }
        print(steps.map { $0.map(String.init) ?? "nil" })
        print(CascadeSchedule(role: .data).entranceIndex(revealed: true) ?? -1)
        """

    @Test(arguments: MotionIsolation.allCases)
    func decorationStepsAreCappedAndDataArrivesWithTheFirstBeat(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.decorationStepsAreCappedAndDataArrivesWithTheFirstBeat, isolation: isolation)
        #expect(lines == ["[\"0\", \"0\", \"3\", \"6\", \"6\", \"6\"]", "0"])
    }

    static let exitsGoTogetherWithoutADelay =
        """
        for role in [CascadeSchedule.Role.step(5), .step(0), .data] {
            print(CascadeSchedule(role: role).entranceIndex(revealed: false) == nil)
        }
        """

    @Test func exitsGoTogetherWithoutADelay() throws {
        let lines = try Self.run(Self.exitsGoTogetherWithoutADelay)
        #expect(lines == ["true", "true", "true"])
    }

    static let aGridWaveRunsDiagonallyFromTheLeadingTopCorner =
        """
        let wave = (0..<3).map { row in (0..<3).map { CascadeSchedule.step(row: row, column: $0) } }
        print(wave)
        print(CascadeSchedule.step(row: -1, column: -4))
        """

    @Test func aGridWaveRunsDiagonallyFromTheLeadingTopCorner() throws {
        let lines = try Self.run(Self.aGridWaveRunsDiagonallyFromTheLeadingTopCorner)
        #expect(lines == ["[[0, 1, 2], [1, 2, 3], [2, 3, 4]]", "0"])
    }

    static let hiddenPiecesSitLowerExceptUnderReduceMotion =
        """
        let schedule = CascadeSchedule(role: .step(2))
        print(schedule.rise(revealed: false, distance: 16, reduceMotion: false))
        print(schedule.rise(revealed: true, distance: 16, reduceMotion: false))
        print(schedule.rise(revealed: false, distance: 16, reduceMotion: true))
        print(schedule.rise(revealed: false, distance: -3, reduceMotion: false))
        """

    @Test func hiddenPiecesSitLowerExceptUnderReduceMotion() throws {
        let lines = try Self.run(Self.hiddenPiecesSitLowerExceptUnderReduceMotion)
        #expect(lines == ["16.0", "0.0", "0.0", "0.0"])
    }
}
