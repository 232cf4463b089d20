import Foundation
import PiecesTestSupport
import Testing

/// SourceStack's fan, compiled out of the piece file: the front card sits square, the cards behind peek
/// out alternately to either side, cards past the fan hide behind its last one, and the open list lays
/// rows out one under the other in exactly the height it reserves.
@Suite struct SourceStackLogicTests {
    static let piece = "registry/pieces/ai/SourceStack.swift"
    static let declarations = ["private nonisolated struct SourceStackFan: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(theFanPeeksToEitherSideAndHidesTheRest, isolations: MotionIsolation.allCases),
            .init(theOpenListStacksRowsInTheHeightItReserves)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let theFanPeeksToEitherSideAndHidesTheRest =
        """
        let fan = SourceStackFan(count: 5, rowHeight: 58)
        for rank in 0..<5 {
            let p = fan.place(rank: rank, expanded: false)
            print(p.x, p.y, p.scale, p.rotation, p.opacity)
        }
        print(fan.height(expanded: false))
        """

    @Test(arguments: MotionIsolation.allCases)
    func theFanPeeksToEitherSideAndHidesTheRest(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.theFanPeeksToEitherSideAndHidesTheRest, isolation: isolation)
        #expect(
            lines == [
                "0.0 0.0 1.0 0.0 1.0", "-4.0 7.0 0.96 -3.5 1.0", "8.0 14.0 0.92 7.0 1.0", "8.0 14.0 0.92 7.0 0.0",
                "8.0 14.0 0.92 7.0 0.0", "72.0"
            ])
    }

    static let theOpenListStacksRowsInTheHeightItReserves =
        """
        let fan = SourceStackFan(count: 4, rowHeight: 50)
        let rows = (0..<4).map { fan.place(rank: $0, expanded: true) }
        print(rows.map(\\.y), rows.allSatisfy { $0.x == 0 && $0.rotation == 0 && $0.scale == 1 && $0.opacity == 1 })
        print(fan.height(expanded: true), rows[3].y + 50 == fan.height(expanded: true))
        print(SourceStackFan(count: 1, rowHeight: 50).height(expanded: false), SourceStackFan(count: 2,
            rowHeight: 50).height(expanded: false))
        print(SourceStackFan(count: 0, rowHeight: 50).height(expanded: true))
        """

    @Test func theOpenListStacksRowsInTheHeightItReserves() throws {
        let lines = try Self.run(Self.theOpenListStacksRowsInTheHeightItReserves)
        #expect(lines == ["[0.0, 58.0, 116.0, 174.0] true", "224.0 true", "50.0 57.0", "0.0"])
    }
}
