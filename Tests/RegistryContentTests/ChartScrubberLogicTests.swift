import Foundation
import PiecesTestSupport
import Testing

/// ChartScrubber's selection, compiled out of the piece file: which point is touched, when a move ticks,
/// and what survives the points shrinking under the finger.
@Suite struct ChartScrubberLogicTests {
    static let piece = "registry/pieces/data/ChartScrubber.swift"

    @Test(arguments: MotionIsolation.allCases)
    func movesBetweenPointsTickAndAShrunkSelectionIsDropped(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try PieceLogicProbe.run(
            piece: Self.piece, declarations: ["private struct ChartScrubberSelection: Equatable {"],
            probe: """
                var selection = ChartScrubberSelection()
                selection.touch(4, count: 7)
                print(selection.index ?? -1, selection.steps)
                selection.touch(5, count: 7)
                selection.touch(5, count: 7)
                selection.touch(9, count: 7)
                print(selection.index ?? -1, selection.steps)
                print(selection.valid(in: 7) ?? -1, selection.valid(in: 3) ?? -1)
                selection.lift()
                print(selection.index == nil, selection.steps)
                """, isolation: isolation)
        #expect(lines == ["4 0", "5 1", "5 -1", "true 1"])
    }
}
