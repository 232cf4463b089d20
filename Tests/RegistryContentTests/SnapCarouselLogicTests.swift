import Foundation
import PiecesTestSupport
import Testing

/// SnapCarousel's paging and landing ticks, compiled out of the piece file. The layout itself (each card
/// as wide as the carousel's visible width less the peeks, from `containerRelativeFrame`) is the system's
/// and is only type-checked here.
@Suite struct SnapCarouselLogicTests {
    static let piece = "registry/pieces/cards/SnapCarousel.swift"
    static let declarations = ["private struct SnapCarouselPaging {", "private struct SnapCarouselLanding: Equatable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aTickComesWhenTheRowRestsOnANewPage, isolations: MotionIsolation.allCases),
            .init(pagesAreHeldToTheCardsAndTheInsetIsPeekAndGap)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aTickComesWhenTheRowRestsOnANewPage =
        """
        var landing = SnapCarouselLanding()
        landing.rested(on: 0, isIdle: true)
        print(landing.ticks)
        for page in [1, 2] { landing.rested(on: page, isIdle: false) }
        print(landing.ticks)
        landing.rested(on: 2, isIdle: true)
        print(landing.ticks)
        landing.rested(on: 3, isIdle: false)
        landing.rested(on: 2, isIdle: true)
        print(landing.ticks, landing.page ?? -1)
        """

    /// The bug: the haptic was keyed to the page, which changed at release, so a flick ticked before the
    /// row landed, and a scroll crossing two cards ticked twice. Before the fix the piece had no landing
    /// type (this test could not cut one out) and the same sequence ticked at every page change: four
    /// ticks here, against one. Now a tick comes only when the scroll view rests on a page other than the
    /// last one rested on.
    @Test(arguments: MotionIsolation.allCases)
    func aTickComesWhenTheRowRestsOnANewPage(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aTickComesWhenTheRowRestsOnANewPage, isolation: isolation)
        #expect(lines == ["0", "0", "1", "1 2"])
    }

    static let pagesAreHeldToTheCardsAndTheInsetIsPeekAndGap =
        """
        let paging = SnapCarouselPaging(count: 4, peek: 24, spacing: 12)
        print(paging.inset, paging.clamped(-2) ?? -1, paging.clamped(2) ?? -1, paging.clamped(9) ?? -1)
        print(SnapCarouselPaging(count: 0, peek: 24, spacing: 12).clamped(0) == nil)
        """

    @Test func pagesAreHeldToTheCardsAndTheInsetIsPeekAndGap() throws {
        let lines = try Self.run(Self.pagesAreHeldToTheCardsAndTheInsetIsPeekAndGap)
        #expect(lines == ["36.0 0 2 3", "true"])
    }
}
