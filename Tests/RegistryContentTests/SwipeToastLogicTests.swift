import Foundation
import PiecesTestSupport
import Testing

/// SwipeToast's fling, compiled out of the piece file with the foundation's projection, rubber band and
/// 2-D axis choice: where a release sends the toast, and which axis carries the removal.
@Suite struct SwipeToastLogicTests {
    static let piece = "registry/pieces/feedback/SwipeToast.swift"
    static let declarations = ["private struct SwipeToastFling {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        support: try FoundationSections.source(["core", "velocity", "projection", "rubberBand"]),
        probes: [
            .init(aSidewaysThrowIsRemovedWhenItsHorizontalSettleLands, isolations: MotionIsolation.allCases),
            .init(aDismissalWithoutAReleaseLeavesStraightUp), .init(theReleaseIsProjectedAndDownIsBanded)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aSidewaysThrowIsRemovedWhenItsHorizontalSettleLands =
        """
        let fling = SwipeToastFling(size: CGSize(width: 360, height: 64))
        let at = CGSize(width: 60, height: -4), speed = CGSize(width: 1400, height: -80)
        let target = fling.target(from: at, velocity: speed)
        print(fling.dismisses(at: at, velocity: speed), target.width, target.height)
        print(PieceMotion.leadsHorizontally(from: at, to: target))
        let up = fling.target(from: CGSize(width: 10, height: -30), velocity: CGSize(width: 100, height: -900))
        print(up.width, up.height, PieceMotion.leadsHorizontally(from: CGSize(width: 10, height: -30), to: up))
        """

    /// The bug: a sideways throw has nothing to travel vertically, yet the removal rode the vertical
    /// settle, so it came at once, mid-throw. Before the fix the piece had no fling type and hard-wired
    /// the completion to the vertical settle (this test failed to compile out `SwipeToastFling`, and the
    /// axis it chose, vertical, is the `false` this test refuses). Now the completion rides the axis
    /// `leadsHorizontally` picks from the throw's own target.
    @Test(arguments: MotionIsolation.allCases)
    func aSidewaysThrowIsRemovedWhenItsHorizontalSettleLands(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aSidewaysThrowIsRemovedWhenItsHorizontalSettleLands, isolation: isolation)
        #expect(lines == ["true 400.0 -4.0", "true", "10.0 -144.0 false"])
    }

    static let aDismissalWithoutAReleaseLeavesStraightUp =
        """
        let fling = SwipeToastFling(size: CGSize(width: 360, height: 64))
        let target = fling.target(from: .zero, velocity: .zero)
        print(target.width, target.height, fling.dismisses(at: .zero, velocity: .zero))
        let left = fling.target(from: CGSize(width: -200, height: 0), velocity: .zero)
        print(left.width, left.height)
        """

    @Test func aDismissalWithoutAReleaseLeavesStraightUp() throws {
        let lines = try Self.run(Self.aDismissalWithoutAReleaseLeavesStraightUp)
        #expect(lines == ["0.0 -144.0 false", "-400.0 0.0"])
    }

    static let theReleaseIsProjectedAndDownIsBanded =
        """
        let fling = SwipeToastFling(size: CGSize(width: 360, height: 64))
        print(fling.dismisses(at: CGSize(width: 0, height: -5), velocity: CGSize(width: 0, height: -600)))
        print(fling.dismisses(at: CGSize(width: 100, height: 0), velocity: CGSize(width: -200, height: 0)))
        let pulled = fling.tracked(CGSize(width: 12, height: 400))
        print(pulled.width, pulled.height > 0, pulled.height < 40)
        print(fling.dismisses(at: pulled, velocity: CGSize(width: 0, height: 3000)))
        """

    /// Projected, a quick flick counts: a toast barely moved but heading fast up dismisses; a slow drag
    /// back under the reach does not. Down is banded and never dismisses.
    @Test func theReleaseIsProjectedAndDownIsBanded() throws {
        let lines = try Self.run(Self.theReleaseIsProjectedAndDownIsBanded)
        #expect(lines == ["true", "false", "12.0 true true", "false"])
    }
}
