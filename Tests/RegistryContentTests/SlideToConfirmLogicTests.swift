import Foundation
import PiecesTestSupport
import Testing

/// SlideToConfirm's track, compiled out of the piece file with the foundation's rubber band and
/// projection: a release commits by where it is heading, the ends band invertibly and the banded thumb
/// leaves at the band's slope, and a finger in a right-to-left layout moves the thumb forward leftwards.
@Suite struct SlideToConfirmLogicTests {
    static let piece = "registry/pieces/buttons/SlideToConfirm.swift"
    static let declarations = ["private nonisolated struct SlideToConfirmTrack: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        support: try FoundationSections.source(["core", "projection", "rubberBand"]),
        probes: [
            .init(aReleaseCommitsByWhereItIsHeading, isolations: MotionIsolation.allCases),
            .init(theEndsBandInvertiblyAndTheThumbLeavesAtTheSlope),
            .init(rightToLeftReadsTheFingerInTheLayoutsDirection)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aReleaseCommitsByWhereItIsHeading =
        """
        let track = SlideToConfirmTrack(travel: 250)
        print(track.commits(offset: 190, velocity: 0), track.commits(offset: 210, velocity: 0))
        print(track.commits(offset: 120, velocity: 1000), track.commits(offset: 120, velocity: 500))
        print(track.commits(offset: 240, velocity: -3000), SlideToConfirmTrack(travel: -20).commits(offset: 0,
            velocity: 9000))
        """

    /// On 250 points of travel the commit line is at 200. Let go at rest at 190 it springs back; at 210
    /// it commits; from 120 a 1000 pt/s flick heads to 219 and commits, a 500 pt/s one to 169.5 and not.
    @Test(arguments: MotionIsolation.allCases)
    func aReleaseCommitsByWhereItIsHeading(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aReleaseCommitsByWhereItIsHeading, isolation: isolation)
        #expect(lines == ["false true", "true false", "false false"])
    }

    static let theEndsBandInvertiblyAndTheThumbLeavesAtTheSlope =
        """
        let track = SlideToConfirmTrack(travel: 250)
        print(track.offset(pull: 100), track.offset(pull: 10_000) < 278, track.offset(pull: -10_000) > -28)
        var worst: CGFloat = 0
        for pull in stride(from: -300.0, through: 600, by: 7.5) {
            worst = max(worst, abs(track.pull(forOffset: track.offset(pull: pull)) - pull))
        }
        print(worst < 1e-6)
        let past = track.velocity(pull: 250 + 28 / 0.55, finger: 1000)
        print(abs(past - 137.5) < 1e-9, track.velocity(pull: 80, finger: 1000))
        print(track.progress(offset: 125), track.progress(offset: 300), track.progress(offset: -5))
        """

    @Test func theEndsBandInvertiblyAndTheThumbLeavesAtTheSlope() throws {
        let lines = try Self.run(Self.theEndsBandInvertiblyAndTheThumbLeavesAtTheSlope)
        #expect(lines == ["100.0 true true", "true", "true 1000.0", "0.5 1.0 0.0"])
    }

    static let rightToLeftReadsTheFingerInTheLayoutsDirection =
        """
        let track = SlideToConfirmTrack(travel: 250)
        print(track.layoutTravel(-40, rightToLeft: true), track.layoutTravel(-40, rightToLeft: false))
        print(track.commits(offset: 150, velocity: track.layoutTravel(-1000, rightToLeft: true)))
        """

    @Test func rightToLeftReadsTheFingerInTheLayoutsDirection() throws {
        let lines = try Self.run(Self.rightToLeftReadsTheFingerInTheLayoutsDirection)
        #expect(lines == ["40.0 -40.0", "true"])
    }
}
