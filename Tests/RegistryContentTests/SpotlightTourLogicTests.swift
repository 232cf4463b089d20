import Foundation
import PiecesTestSupport
import Testing

/// SpotlightTour's steps and placement, compiled out of the piece file: stops are visited in order with
/// gaps and duplicates allowed, a missing step resolves to the next stop, the cut-out stays on screen,
/// and the card goes below its stop unless there is no room.
@Suite struct SpotlightTourLogicTests {
    static let piece = "registry/pieces/sheets/SpotlightTour.swift"
    static let declarations = ["private nonisolated struct SpotlightTourSteps: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(stepsRunInOrderAcrossGaps, isolations: MotionIsolation.allCases),
            .init(theCutoutStaysOnScreenAndTheCardFindsRoom)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let stepsRunInOrderAcrossGaps =
        """
        let steps = SpotlightTourSteps(orders: [30, 10, 20, 10])
        print(steps.orders)
        print(steps.resolved(0) ?? -1, steps.resolved(15) ?? -1, steps.resolved(99) ?? -1,
            SpotlightTourSteps(orders: []).resolved(0) == nil)
        print(steps.next(after: 10) ?? -1, steps.next(after: 30) == nil, steps.previous(before: 20) ?? -1,
            steps.previous(before: 10) == nil)
        let place = steps.place(of: 20)
        print(place.number, place.total)
        """

    @Test(arguments: MotionIsolation.allCases)
    func stepsRunInOrderAcrossGaps(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.stepsRunInOrderAcrossGaps, isolation: isolation)
        #expect(lines == ["[10, 20, 30]", "10 20 30 true", "20 true 10 true", "2 3"])
    }

    static let theCutoutStaysOnScreenAndTheCardFindsRoom =
        """
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let hole = SpotlightTourSteps.cutout(around: CGRect(x: 340, y: 60, width: 44, height: 44), padding: 8,
            in: screen)
        print(hole.minX, hole.minY, hole.maxX, hole.maxY)
        let gone = SpotlightTourSteps.cutout(around: CGRect(x: 900, y: 900, width: 10, height: 10), padding: 8,
            in: screen)
        print(gone.width, gone.midX, gone.midY)
        // Near the top: the card goes 16 points below the hole (center = 112 + 16 + 60).
        print(SpotlightTourSteps.cardCenterY(cutout: hole, cardHeight: 120, boundsHeight: 844))
        // Near the bottom: above it (center = 700 − 16 − 60).
        let low = CGRect(x: 20, y: 700, width: 100, height: 60)
        print(SpotlightTourSteps.cardCenterY(cutout: low, cardHeight: 120, boundsHeight: 844))
        // A hole covering the screen: held within the margins.
        print(SpotlightTourSteps.cardCenterY(cutout: screen, cardHeight: 120, boundsHeight: 844))
        """

    @Test func theCutoutStaysOnScreenAndTheCardFindsRoom() throws {
        let lines = try Self.run(Self.theCutoutStaysOnScreenAndTheCardFindsRoom)
        #expect(lines == ["332.0 52.0 390.0 112.0", "0.0 195.0 422.0", "188.0", "624.0", "728.0"])
    }
}
