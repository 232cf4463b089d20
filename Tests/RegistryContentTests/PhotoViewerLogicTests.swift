import Foundation
import PiecesTestSupport
import Testing

/// PhotoViewer's rules, compiled out of the piece file with the foundation's projection and rubber band:
/// a release pages by where it is heading and never more than one page, the ends band invertibly, a pick
/// up dismisses by its projection, a throw leaves along its heading, and zoom anchors and pan limits
/// follow the tap and the layout direction.
@Suite struct PhotoViewerLogicTests {
    static let piece = "registry/pieces/media/PhotoViewer.swift"
    static let declarations = ["private nonisolated struct PhotoViewerPaging: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        support: try FoundationSections.source(["core", "projection", "rubberBand"]),
        probes: [
            .init(aReleasePagesByWhereItIsHeadingOnePageAtMost, isolations: MotionIsolation.allCases),
            .init(theStripsEndsBandInvertibly), .init(aPickUpDismissesByItsProjectionAndAThrowKeepsItsHeading),
            .init(theZoomAnchorFollowsTheTapAndTheLayoutAndThePanKeepsTheScreenCovered)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aReleasePagesByWhereItIsHeadingOnePageAtMost =
        """
        let pager = PhotoViewerPaging(count: 5, size: CGSize(width: 400, height: 800))
        print(pager.target(from: 1, offset: -520, velocity: 0), pager.target(from: 1, offset: -620, velocity: 0))
        print(pager.target(from: 1, offset: -450, velocity: -2000), pager.target(from: 1, offset: -450,
            velocity: 3000))
        print(pager.target(from: 1, offset: -500, velocity: -40_000), pager.target(from: 0, offset: 30,
            velocity: 5000))
        print(pager.target(from: 4, offset: -1650, velocity: -5000), pager.window(around: 0),
            pager.window(around: 2), pager.window(around: 9))
        """

    /// Pages 400 points wide. From page 1 (x = −400) dragged to −520 and let go at rest: back to page 1;
    /// dragged to −620: page 2. From −450 a −2000 pt/s flick heads to −648 (page 2), a 3000 pt/s one to
    /// −153 (page 0). A hard flick from page 1 never skips past page 2, nor past either end.
    @Test(arguments: MotionIsolation.allCases)
    func aReleasePagesByWhereItIsHeadingOnePageAtMost(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aReleasePagesByWhereItIsHeadingOnePageAtMost, isolation: isolation)
        #expect(lines == ["1 2", "2 0", "2 0", "4 [0, 1] [1, 2, 3] [3, 4]"])
    }

    static let theStripsEndsBandInvertibly =
        """
        let pager = PhotoViewerPaging(count: 3, size: CGSize(width: 400, height: 800))
        print(pager.pageRange, pager.pageOffset(pull: -300), pager.pageOffset(pull: 10_000) < 90,
            pager.pageOffset(pull: -10_000) > -890)
        var worst: CGFloat = 0
        for pull in stride(from: -1400.0, through: 600, by: 12.5) {
            worst = max(worst, abs(pager.pull(forOffset: pager.pageOffset(pull: pull)) - pull))
        }
        print(worst < 1e-6)
        """

    @Test func theStripsEndsBandInvertibly() throws {
        let lines = try Self.run(Self.theStripsEndsBandInvertibly)
        #expect(lines == ["-800.0...0.0 -300.0 true true", "true"])
    }

    static let aPickUpDismissesByItsProjectionAndAThrowKeepsItsHeading =
        """
        let pager = PhotoViewerPaging(count: 3, size: CGSize(width: 400, height: 800))
        print(pager.dismisses(offsetY: 100, velocity: 0), pager.dismisses(offsetY: 100, velocity: 700),
            pager.dismisses(offsetY: 300, velocity: -2500))
        print(pager.intent(for: CGSize(width: 3, height: 12)), pager.intent(for: CGSize(width: 12, height: -3)),
            pager.intent(for: CGSize(width: 2, height: -12)))
        let exit = pager.exit(from: CGSize(width: 20, height: 200), velocity: CGSize(width: 640, height: 1280))
        print(exit.width, exit.height)
        print(pager.liftProgress(offsetY: 200), pager.liftScale(offsetY: 400), pager.liftProgress(offsetY: -50))
        """

    /// 800 points tall: dismissal needs a heading past 160. At 100 and at rest it stays; a 700 pt/s flick
    /// from 100 heads to 169.3 and dismisses; moving up never does. A drag is a lift only when it starts
    /// downward, and a page turn when it starts sideways.
    @Test func aPickUpDismissesByItsProjectionAndAThrowKeepsItsHeading() throws {
        let lines = try Self.run(Self.aPickUpDismissesByItsProjectionAndAThrowKeepsItsHeading)
        #expect(lines == ["false true false", "lift page none", "340.0 840.0", "0.5 0.75 0.0"])
    }

    static let theZoomAnchorFollowsTheTapAndTheLayoutAndThePanKeepsTheScreenCovered =
        """
        let pager = PhotoViewerPaging(count: 3, size: CGSize(width: 400, height: 800))
        let ltr = pager.zoomAnchor(tap: CGPoint(x: 100, y: 200), rightToLeft: false)
        let rtl = pager.zoomAnchor(tap: CGPoint(x: 100, y: 200), rightToLeft: true)
        print(ltr.x, ltr.y, rtl.x, rtl.y)
        let range = pager.panRange(anchor: CGPoint(x: 0.25, y: 0.5), zoom: 2.5)
        print(range.x, range.y)
        print(pager.panRange(anchor: CGPoint(x: 0.5, y: 0.5), zoom: 1).x, pager.layoutTravel(30, rightToLeft: true))
        """

    @Test func theZoomAnchorFollowsTheTapAndTheLayoutAndThePanKeepsTheScreenCovered() throws {
        let lines = try Self.run(Self.theZoomAnchorFollowsTheTapAndTheLayoutAndThePanKeepsTheScreenCovered)
        #expect(lines == ["0.25 0.25 0.75 0.25", "-450.0...150.0 -600.0...600.0", "-0.0...0.0 -30.0"])
    }
}
