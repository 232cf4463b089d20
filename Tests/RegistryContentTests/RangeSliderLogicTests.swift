import Foundation
import PiecesTestSupport
import Testing

/// RangeSlider's track, compiled out of the piece file: steps, the minimum gap between the thumbs, where
/// each thumb may travel, VoiceOver's steps, and which thumb lies on top where the two meet.
@Suite struct RangeSliderLogicTests {
    static let piece = "registry/pieces/inputs/RangeSlider.swift"
    static let declarations = ["private nonisolated struct RangeSliderTrack: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aThumbSnapsToStepsAndStopsAtTheGapBeforeTheOtherThumb, isolations: MotionIsolation.allCases),
            .init(theMinimumDistanceRoundsUpToWholeStepsAndNeverExceedsTheSpan),
            .init(anInvalidRangeIsMadeValidInsideTheBounds), .init(voiceOverStepsEachThumbAndTheStepIndexTicks),
            .init(whereTheThumbsMeetTheOneThatCanStillMoveLiesOnTop)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aThumbSnapsToStepsAndStopsAtTheGapBeforeTheOtherThumb =
        """
        let track = RangeSliderTrack(bounds: 0...200, step: 10, minimumDistance: 20)
        print(track.moving(.lower, to: 44, in: 40...120))
        print(track.moving(.lower, to: 117, in: 40...120))
        print(track.moving(.upper, to: 12, in: 40...120))
        print(track.moving(.upper, to: 260, in: 40...120), track.moving(.lower, to: -30, in: 40...120))
        print(track.allowed(.lower, in: 40...120), track.allowed(.upper, in: 40...120))
        """

    @Test(arguments: MotionIsolation.allCases)
    func aThumbSnapsToStepsAndStopsAtTheGapBeforeTheOtherThumb(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aThumbSnapsToStepsAndStopsAtTheGapBeforeTheOtherThumb, isolation: isolation)
        #expect(
            lines == [
                "40.0...120.0", "100.0...120.0", "40.0...60.0", "40.0...200.0 0.0...120.0",
                "0.0...100.0 60.0...200.0"
            ])
    }

    static let theMinimumDistanceRoundsUpToWholeStepsAndNeverExceedsTheSpan =
        """
        print(RangeSliderTrack(bounds: 0...100, step: 10, minimumDistance: 15).minimumDistance)
        print(RangeSliderTrack(bounds: 0...1, step: 0.1, minimumDistance: 0.3).minimumDistance)
        print(RangeSliderTrack(bounds: 0...50, step: nil, minimumDistance: 80).minimumDistance)
        print(RangeSliderTrack(bounds: 0...50, step: -2, minimumDistance: -1).step == nil)
        """

    @Test func theMinimumDistanceRoundsUpToWholeStepsAndNeverExceedsTheSpan() throws {
        let lines = try Self.run(Self.theMinimumDistanceRoundsUpToWholeStepsAndNeverExceedsTheSpan)
        #expect(lines == ["20.0", "0.30000000000000004", "50.0", "true"])
    }

    static let anInvalidRangeIsMadeValidInsideTheBounds =
        """
        let track = RangeSliderTrack(bounds: 0...200, step: 10, minimumDistance: 20)
        print(track.normalized(43...47), track.normalized(195...200), track.normalized(-50...400))
        let loose = RangeSliderTrack(bounds: 0...1, step: 0.1, minimumDistance: 0.1)
        // 0.3 − 0.2 is 0.0999… in binary: a gap of one step already, left alone.
        let nudged = loose.normalized(0.2...0.3)
        print(nudged.lowerBound == 0.2, abs(nudged.upperBound - 0.3) < 1e-12)
        """

    @Test func anInvalidRangeIsMadeValidInsideTheBounds() throws {
        let lines = try Self.run(Self.anInvalidRangeIsMadeValidInsideTheBounds)
        #expect(lines == ["40.0...60.0 180.0...200.0 0.0...200.0", "true true"])
    }

    static let voiceOverStepsEachThumbAndTheStepIndexTicks =
        """
        let track = RangeSliderTrack(bounds: 0...200, step: 10, minimumDistance: 20)
        print(track.adjusted(.lower, by: 1, in: 40...60), track.adjusted(.upper, by: 1, in: 40...60))
        print(track.adjusted(.upper, by: -1, in: 40...60), track.adjusted(.lower, by: -1, in: 0...60))
        let smooth = RangeSliderTrack(bounds: 0...1, step: nil, minimumDistance: 0)
        print(smooth.adjusted(.upper, by: 1, in: 0.2...0.5), smooth.stepIndex(of: 0.5) == nil)
        print(track.stepIndex(of: 40) ?? -1, track.stepIndex(of: 200) ?? -1)
        """

    @Test func voiceOverStepsEachThumbAndTheStepIndexTicks() throws {
        let lines = try Self.run(Self.voiceOverStepsEachThumbAndTheStepIndexTicks)
        #expect(lines == ["40.0...60.0 40.0...70.0", "40.0...60.0 0.0...60.0", "0.2...0.6 true", "4 20"])
    }

    static let whereTheThumbsMeetTheOneThatCanStillMoveLiesOnTop =
        """
        let track = RangeSliderTrack(bounds: 0...100, step: nil, minimumDistance: 0)
        print(track.lowerOnTop(100...100), track.lowerOnTop(0...0), track.lowerOnTop(20...80))
        print(track.fraction(of: 25), track.fraction(of: -5), track.value(atFraction: 1.5))
        let flat = RangeSliderTrack(bounds: 5...5, step: nil, minimumDistance: 3)
        print(flat.fraction(of: 5), flat.minimumDistance)
        """

    @Test func whereTheThumbsMeetTheOneThatCanStillMoveLiesOnTop() throws {
        let lines = try Self.run(Self.whereTheThumbsMeetTheOneThatCanStillMoveLiesOnTop)
        #expect(lines == ["true false false", "0.25 0.0 100.0", "0.0 0.0"])
    }
}
