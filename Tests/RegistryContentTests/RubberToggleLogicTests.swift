import Foundation
import PiecesTestSupport
import Testing

/// RubberToggle's thumb, compiled out of the piece file with the foundation's rubber band and projection:
/// where a release lands and how fast the thumb leaves.
@Suite struct RubberToggleLogicTests {
    static let piece = "registry/pieces/controls/RubberToggle.swift"

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: ["private struct RubberToggleThumb {"],
        support: try FoundationSections.source(["core", "projection", "rubberBand"]),
        probes: [
            .init(theReleaseLeavesAtTheBandsSlope, isolations: MotionIsolation.allCases),
            .init(aTapFlipsAndADragLandsWhereItHeads)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let theReleaseLeavesAtTheBandsSlope =
        """
        let thumb = RubberToggleThumb(travel: 20, mirrored: false)
        print(abs(thumb.releaseVelocity(raw: 20 + 30 / 0.55, finger: 1000) - 137.5) < 1e-9)
        print(thumb.releaseVelocity(raw: 10, finger: 1000))
        print(thumb.banded(100) < 50, thumb.banded(10))
        """

    /// Past the end the thumb leaves at the band's slope: at 30 / 0.55 points past, the slope is 0.55 / 4,
    /// a quarter of the secant's 0.275 × 4 / 2; inside the track it moves with the finger.
    @Test(arguments: MotionIsolation.allCases)
    func theReleaseLeavesAtTheBandsSlope(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.theReleaseLeavesAtTheBandsSlope, isolation: isolation)
        #expect(lines == ["true", "1000.0", "true 10.0"])
    }

    static let aTapFlipsAndADragLandsWhereItHeads =
        """
        let thumb = RubberToggleThumb(travel: 20, mirrored: false)
        print(thumb.landsOn(isOn: false, at: 0, velocity: 0, translation: CGSize(width: 3, height: 2)))
        print(thumb.landsOn(isOn: false, at: 6, velocity: 0, translation: CGSize(width: 6, height: 0)))
        print(thumb.landsOn(isOn: false, at: 6, velocity: 600, translation: CGSize(width: 6, height: 0)))
        let mirrored = RubberToggleThumb(travel: 20, mirrored: true)
        print(mirrored.landsOn(isOn: true, at: 18, velocity: 0, translation: CGSize(width: 18, height: 0)))
        """

    @Test func aTapFlipsAndADragLandsWhereItHeads() throws {
        let lines = try Self.run(Self.aTapFlipsAndADragLandsWhereItHeads)
        #expect(lines == ["true", "false", "true", "false"])
    }
}
