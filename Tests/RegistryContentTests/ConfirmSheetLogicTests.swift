import Foundation
import PiecesTestSupport
import Testing

/// ConfirmSheet's rules, compiled out of the piece file with the foundation's rubber band and projection:
/// a flick heading past the dismiss line dismisses even from near rest, a slow drag past the line does
/// not come back, the band above rest is invertible for a mid-flight grab, and the hold fills in time.
@Suite struct ConfirmSheetLogicTests {
    static let piece = "registry/pieces/sheets/ConfirmSheet.swift"
    static let declarations = ["private nonisolated struct ConfirmSheetRules: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        support: try FoundationSections.source(["core", "projection", "rubberBand"]),
        probes: [
            .init(whereTheReleaseIsHeadingDecides, isolations: MotionIsolation.allCases),
            .init(upwardPullsAreBandedInvertiblyAndLeaveAtTheSlope),
            .init(theHoldFillsInTimeAndTheBackdropFadesWithTheDrag)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let whereTheReleaseIsHeadingDecides =
        """
        let rules = ConfirmSheetRules(height: 400)
        print(rules.dismissDistance)
        print(rules.dismisses(offset: 20, velocity: 1000), rules.dismisses(offset: 20, velocity: 2000))
        print(rules.dismisses(offset: 170, velocity: 0), rules.dismisses(offset: 170, velocity: -1000))
        print(ConfirmSheetRules(height: 100).dismissDistance, ConfirmSheetRules(height: 0).dismisses(offset: 500,
            velocity: 0))
        """

    /// A 400-point sheet dismisses past 160 points. project(20, 1000) is 20 + 99 = 119: not yet; at 2000
    /// it is 218: dismissed. Standing still at 170 dismisses; a flick up from 170 (−1000) heads to 71 and
    /// springs back.
    @Test(arguments: MotionIsolation.allCases)
    func whereTheReleaseIsHeadingDecides(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.whereTheReleaseIsHeadingDecides, isolation: isolation)
        #expect(lines == ["160.0", "false true", "true false", "80.0 false"])
    }

    static let upwardPullsAreBandedInvertiblyAndLeaveAtTheSlope =
        """
        let rules = ConfirmSheetRules(height: 400)
        print(rules.offset(pull: 120), rules.offset(pull: -10_000) > -70, rules.offset(pull: -10_000) < -69)
        var worst: CGFloat = 0
        for pull in stride(from: -600.0, through: 0, by: 12.5) {
            worst = max(worst, abs(rules.pull(forOffset: rules.offset(pull: pull)) - pull))
        }
        print(worst < 1e-6, rules.pull(forOffset: 42))
        // At a pull of 70 / 0.55 up the band's growth is 2: the slope is 0.55 / 4.
        let slow = rules.velocity(pull: -70 / 0.55, finger: -1000)
        print(abs(slow + 137.5) < 1e-9, rules.velocity(pull: 30, finger: 800))
        """

    @Test func upwardPullsAreBandedInvertiblyAndLeaveAtTheSlope() throws {
        let lines = try Self.run(Self.upwardPullsAreBandedInvertiblyAndLeaveAtTheSlope)
        #expect(lines == ["120.0 true true", "true 42.0", "true 800.0"])
    }

    static let theHoldFillsInTimeAndTheBackdropFadesWithTheDrag =
        """
        let rules = ConfirmSheetRules(height: 400)
        print(rules.fill(heldFor: nil, duration: 1) == nil, rules.fill(heldFor: 0.25, duration: 1)!,
            rules.fill(heldFor: 3, duration: 1)!)
        print(rules.fill(heldFor: -1, duration: 1)!, rules.fill(heldFor: 0.1, duration: 0)!)
        print(rules.dimming(offset: 0), rules.dimming(offset: 100), rules.dimming(offset: -30),
            rules.dimming(offset: 900))
        """

    @Test func theHoldFillsInTimeAndTheBackdropFadesWithTheDrag() throws {
        let lines = try Self.run(Self.theHoldFillsInTimeAndTheBackdropFadesWithTheDrag)
        #expect(lines == ["true 0.25 1.0", "0.0 1.0", "1.0 0.75 1.0 0.0"])
    }
}
