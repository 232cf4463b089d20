import Foundation
import PiecesTestSupport
import Testing

/// TiltField's tilt, compiled out of the piece file with the foundation's rubber band: the tilt never
/// reaches its reach, a grab mid-settle finds the pull that gives the drawn tilt, and the release leaves
/// at the band's slope, not its secant.
@Suite struct TiltFieldLogicTests {
    static let piece = "registry/pieces/backgrounds/TiltField.swift"
    static let declarations = ["private nonisolated struct TiltFieldTilt: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations, support: try FoundationSections.source(["core", "rubberBand"]),
        probes: [
            .init(theTiltNearsItsReachAndTheInverseFindsThePull, isolations: MotionIsolation.allCases),
            .init(theReleaseLeavesAtTheSlopeOfTheBand), .init(theFrontLayerSlidesFurthestAndTheTurnFollowsTheDrag)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let theTiltNearsItsReachAndTheInverseFindsThePull =
        """
        let tilt = TiltFieldTilt(reach: 36, maximumAngle: 7)
        let far = tilt.tilt(pull: CGSize(width: 10_000, height: -10_000))
        print(far.width < 36, far.width > 35, far.height > -36, far.height < -35)
        var worst: CGFloat = 0
        for pull in stride(from: -400.0, through: 400.0, by: 7.5) {
            let banded = tilt.tilt(pull: CGSize(width: pull, height: -pull / 2))
            let back = tilt.pull(forTilt: banded)
            worst = max(worst, abs(back.width - pull), abs(back.height + pull / 2))
        }
        print(worst < 1e-6)
        print(tilt.pull(forTilt: .zero) == .zero, tilt.tilt(pull: .zero) == .zero)
        """

    @Test(arguments: MotionIsolation.allCases)
    func theTiltNearsItsReachAndTheInverseFindsThePull(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.theTiltNearsItsReachAndTheInverseFindsThePull, isolation: isolation)
        #expect(lines == ["true true true true", "true", "true true"])
    }

    static let theReleaseLeavesAtTheSlopeOfTheBand =
        """
        let tilt = TiltFieldTilt(reach: 36, maximumAngle: 7)
        let pull = CGSize(width: 36 / 0.55, height: 0)
        let speed = tilt.releaseVelocity(pull: pull, fingerVelocity: CGSize(width: 1000, height: 1000))
        let secant = tilt.tilt(pull: pull).width / pull.width * 1000
        print(abs(speed.width - 137.5) < 1e-9, abs(speed.height - 550) < 1e-9, abs(secant - 275) < 1e-9)
        let still = TiltFieldTilt(reach: 0, maximumAngle: 7)
        print(still.releaseVelocity(pull: pull, fingerVelocity: CGSize(width: 1000, height: 0)) == .zero)
        """

    /// At a pull of reach / 0.55 the band's growth is 2: the slope is 0.55 / 4 = 0.1375, while the secant
    /// (tilt / pull) is 0.275, twice as fast.
    @Test func theReleaseLeavesAtTheSlopeOfTheBand() throws {
        let lines = try Self.run(Self.theReleaseLeavesAtTheSlopeOfTheBand)
        #expect(lines == ["true true true", "true"])
    }

    static let theFrontLayerSlidesFurthestAndTheTurnFollowsTheDrag =
        """
        let tilt = TiltFieldTilt(reach: 40, maximumAngle: 8)
        let moved = CGSize(width: 20, height: -10)
        print(TiltFieldTilt.depths.map { tilt.layerOffset(tilt: moved, depth: $0).width })
        let turn = tilt.rotation(tilt: moved)
        print(turn.aroundX, turn.aroundY)
        let steep = TiltFieldTilt(reach: 40, maximumAngle: 90), flat = TiltFieldTilt(reach: -5, maximumAngle: 8)
        print(steep.maximumAngle, flat.reach)
        """

    @Test func theFrontLayerSlidesFurthestAndTheTurnFollowsTheDrag() throws {
        let lines = try Self.run(Self.theFrontLayerSlidesFurthestAndTheTurnFollowsTheDrag)
        #expect(lines == ["[5.0, 12.0, 20.0]", "2.0 4.0", "20.0 0.0"])
    }
}
