import Foundation
import PiecesTestSupport
import Testing

/// MediaScrubber's scrub speed, compiled out of the piece file (with a one-line stand-in for SwiftUI's
/// `LocalizedStringKey`): bands 48 points apart from the bar, each slower than the last.
@Suite struct MediaScrubberLogicTests {
    static let piece = "registry/pieces/media/MediaScrubber.swift"

    @Test(arguments: MotionIsolation.allCases)
    func theSpeedFallsByBandAwayFromTheBar(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try PieceLogicProbe.run(
            piece: Self.piece, declarations: ["private enum ScrubSpeed: Equatable {"],
            support: "typealias LocalizedStringKey = String",
            probe: """
                print([0, 47.9, 48, 95.9, 96, 143.9, 144, 1_000].map { ScrubSpeed(distance: $0).rate })
                print(ScrubSpeed(distance: 200).title)
                """, isolation: isolation)
        #expect(lines == ["[1.0, 1.0, 0.5, 0.5, 0.25, 0.25, 0.1, 0.1]", "Fine Scrubbing"])
    }
}
