import Foundation
import PiecesTestSupport
import Testing

/// StoryStrip's clock and timeline, compiled out of the piece file: a pause keeps the time played, a
/// new page starts from nothing, segments fill by time, steps stop at the ends, and the tap sides follow
/// the layout direction.
@Suite struct StoryStripLogicTests {
    static let piece = "registry/pieces/media/StoryStrip.swift"
    static let declarations = [
        "private nonisolated struct StoryStripClock: Equatable, Sendable {",
        "private nonisolated struct StoryStripTimeline: Equatable, Sendable {"
    ]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aPauseKeepsTheTimePlayedAndANewPageStartsOver, isolations: MotionIsolation.allCases),
            .init(segmentsFillByTimeAndStepsStopAtTheEnds), .init(theTapSidesFollowTheLayoutDirection)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aPauseKeepsTheTimePlayedAndANewPageStartsOver =
        """
        let t0 = Date(timeIntervalSinceReferenceDate: 1000)
        var clock = StoryStripClock()
        clock.resume(at: t0)
        clock.resume(at: t0.addingTimeInterval(1))
        print(clock.elapsed(at: t0.addingTimeInterval(1.5)))
        clock.pause(at: t0.addingTimeInterval(2))
        clock.pause(at: t0.addingTimeInterval(3))
        print(clock.elapsed(at: t0.addingTimeInterval(9)))
        clock.resume(at: t0.addingTimeInterval(10))
        print(clock.elapsed(at: t0.addingTimeInterval(10.5)))
        clock.show(page: 0, at: t0.addingTimeInterval(11))
        print(clock.elapsed(at: t0.addingTimeInterval(11)))
        clock.show(page: 1, at: t0.addingTimeInterval(11))
        print(clock.elapsed(at: t0.addingTimeInterval(12)), clock.page)
        clock.restart(at: t0.addingTimeInterval(20), running: false)
        print(clock.elapsed(at: t0.addingTimeInterval(30)))
        """

    @Test(arguments: MotionIsolation.allCases)
    func aPauseKeepsTheTimePlayedAndANewPageStartsOver(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aPauseKeepsTheTimePlayedAndANewPageStartsOver, isolation: isolation)
        #expect(lines == ["1.5", "2.0", "2.5", "3.0", "1.0 1", "0.0"])
    }

    static let segmentsFillByTimeAndStepsStopAtTheEnds =
        """
        let timeline = StoryStripTimeline(count: 4, segmentDuration: 5)
        print((0..<4).map { timeline.fill(segment: $0, current: 2, elapsed: 1.25) })
        print(timeline.fill(segment: 2, current: 2, elapsed: 9), timeline.fill(segment: 2, current: 2, elapsed: -1))
        print(timeline.remaining(elapsed: 1.5), timeline.remaining(elapsed: 7))
        let back = timeline.step(.back, from: 0), on = timeline.step(.forward,
            from: 2), last = timeline.step(.forward, from: 3)
        print(back.index, back.finished, on.index, on.finished, last.index, last.finished)
        print(timeline.clamped(9), timeline.clamped(-2), StoryStripTimeline(count: 0,
            segmentDuration: 5).clamped(3))
        """

    @Test func segmentsFillByTimeAndStepsStopAtTheEnds() throws {
        let lines = try Self.run(Self.segmentsFillByTimeAndStepsStopAtTheEnds)
        #expect(lines == ["[1.0, 1.0, 0.25, 0.0]", "1.0 0.0", "3.5 0.0", "0 false 3 false 3 true", "3 0 0"])
    }

    static let theTapSidesFollowTheLayoutDirection =
        """
        let taps: [CGFloat] = [20, 150, 280]
        print(taps.map { StoryStripTimeline.side(tapX: $0, width: 300, rightToLeft: false) == .back })
        print(taps.map { StoryStripTimeline.side(tapX: $0, width: 300, rightToLeft: true) == .back })
        print(StoryStripTimeline.side(tapX: 5, width: 0, rightToLeft: false) == .forward)
        """

    /// Gestures report screen points: on a 300-point strip the left 100 points step back left to right,
    /// the right 100 points in a right-to-left layout.
    @Test func theTapSidesFollowTheLayoutDirection() throws {
        let lines = try Self.run(Self.theTapSidesFollowTheLayoutDirection)
        #expect(lines == ["[true, false, false]", "[false, false, true]", "true"])
    }
}
