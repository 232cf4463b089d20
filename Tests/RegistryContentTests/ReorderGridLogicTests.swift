import Foundation
import PiecesTestSupport
import Testing

/// ReorderGrid's slot maths, compiled out of the piece file: where slots sit and which slot a dragged
/// tile's centre is over, held to the grid.
@Suite struct ReorderGridLogicTests {
    static let piece = "registry/pieces/lists/ReorderGrid.swift"

    @Test(arguments: MotionIsolation.allCases)
    func aDraggedTileIsOverTheSlotUnderItsCentre(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try PieceLogicProbe.run(
            piece: Self.piece, declarations: ["private struct ReorderGridSlots {"],
            probe: """
                let slots = ReorderGridSlots(columns: 3, count: 7, width: 324, spacing: 12)
                let corner = slots.origin(of: 4)
                print(slots.side, slots.rows, corner.x, corner.y)
                let start = slots.origin(of: 0)
                print(slots.slot(under: start, movedBy: .zero), slots.slot(under: start, movedBy: CGSize(width: 70,
                    height: 0)))
                print(slots.slot(under: start, movedBy: CGSize(width: 120, height: 120)))
                print(slots.slot(under: start, movedBy: CGSize(width: 900, height: 900)))
                print(slots.slot(under: start, movedBy: CGSize(width: -400, height: -400)))
                """, isolation: isolation)
        #expect(lines == ["100.0 3 112.0 112.0", "0 1", "4", "6", "0"])
    }
}
