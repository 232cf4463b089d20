import Foundation
import PiecesTestSupport
import Testing

/// ExpandingSheet's drag, compiled out of the piece file with the foundation's rubber band and
/// projection: down follows the finger, up and sideways are banded and invertible, the release keeps
/// the band's slope, a flick decides by where it is heading, and the throw lands on the bar.
@Suite struct ExpandingSheetLogicTests {
    static let piece = "registry/pieces/motion/ExpandingSheet.swift"
    static let declarations = ["private nonisolated struct ExpandingSheetDrag: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        support: try FoundationSections.source(["core", "rubberBand", "projection"]),
        probes: [
            .init(downFollowsTheFingerAndUpAndSidewaysAreBandedAndInvertible, isolations: MotionIsolation.allCases),
            .init(theReleaseKeepsTheFingerDownwardAndTheSlopeWhereBanded), .init(aFlickDecidesByWhereItIsHeading),
            .init(theThrowLandsCenteredOnTheBarAtItsWidth)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let downFollowsTheFingerAndUpAndSidewaysAreBandedAndInvertible =
        """
        let drag = ExpandingSheetDrag()
        let down = drag.offset(forPull: CGSize(width: 0, height: 300))
        let up = drag.offset(forPull: CGSize(width: 500, height: -500))
        print(down.height, up.height > -60, up.height < -45, up.width < 40, up.width > 30)
        var worst: CGFloat = 0
        for pull in stride(from: -300.0, through: 300.0, by: 12.5) {
            let point = CGSize(width: pull, height: pull * 0.7)
            let back = drag.pull(forOffset: drag.offset(forPull: point))
            worst = max(worst, abs(back.width - point.width), abs(back.height - point.height))
        }
        print(worst < 1e-6)
        """

    @Test(arguments: MotionIsolation.allCases)
    func downFollowsTheFingerAndUpAndSidewaysAreBandedAndInvertible(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.downFollowsTheFingerAndUpAndSidewaysAreBandedAndInvertible, isolation: isolation)
        #expect(lines == ["300.0 true true true true", "true"])
    }

    static let theReleaseKeepsTheFingerDownwardAndTheSlopeWhereBanded =
        """
        let drag = ExpandingSheetDrag()
        let down = drag.velocity(pull: CGSize(width: 0, height: 200), finger: CGSize(width: 0, height: 1200))
        print(down.height)
        // At a sideways pull of 40 / 0.55 the growth is 2: slope 0.55 / 4.
        let stretched = CGSize(width: 40 / 0.55, height: -60 / 0.55)
        let side = drag.velocity(pull: stretched, finger: CGSize(width: 1000, height: -1000))
        print(abs(side.width - 137.5) < 1e-9, abs(side.height + 137.5) < 1e-9)
        """

    @Test func theReleaseKeepsTheFingerDownwardAndTheSlopeWhereBanded() throws {
        let lines = try Self.run(Self.theReleaseKeepsTheFingerDownwardAndTheSlopeWhereBanded)
        #expect(lines == ["1200.0", "true true"])
    }

    static let aFlickDecidesByWhereItIsHeading =
        """
        let drag = ExpandingSheetDrag()
        print(drag.collapses(offsetY: 260, velocityY: 0, sheetHeight: 700))
        print(drag.collapses(offsetY: 40, velocityY: 2000, sheetHeight: 700))
        print(drag.collapses(offsetY: 200, velocityY: -900, sheetHeight: 700))
        print(drag.collapses(offsetY: 100, velocityY: 0, sheetHeight: 700))
        """

    /// 0.99 projection: offset + v / 1000 × 99. A slow drag far down closes; a quick flick from near
    /// the top closes; a drag down with an upward flick at the end stays open.
    @Test func aFlickDecidesByWhereItIsHeading() throws {
        let lines = try Self.run(Self.aFlickDecidesByWhereItIsHeading)
        #expect(lines == ["true", "true", "false", "false"])
    }

    static let theThrowLandsCenteredOnTheBarAtItsWidth =
        """
        let drag = ExpandingSheetDrag()
        let sheet = CGRect(x: 0, y: 44, width: 400, height: 756)
        let bar = CGRect(x: 12, y: 736, width: 376, height: 56)
        let landing = drag.barTransform(bar: bar, sheet: sheet)
        print(landing.offset.width, landing.offset.height, landing.scale, landing.opacity)
        print(drag.barTransform(bar: bar, sheet: .zero).opacity, ExpandingSheetDrag.Transform.open.scale)
        """

    @Test func theThrowLandsCenteredOnTheBarAtItsWidth() throws {
        let lines = try Self.run(Self.theThrowLandsCenteredOnTheBarAtItsWidth)
        #expect(lines == ["0.0 342.0 0.94 0.0", "0.0 1.0"])
    }
}
