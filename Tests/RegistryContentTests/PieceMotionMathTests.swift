import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import SwiftLexing

/// The SwiftUI-free sections of `registry/foundation/PieceMotion.swift`, checked against values worked out
/// by hand from the motion guide's formulas.
///
/// The real foundation code is tested: its pure sections are cut out of the file, compiled on their own
/// with only Foundation (in the Swift 6 language mode, which also proves they need nothing from SwiftUI),
/// and run once (`MotionMathProbe`); every expression below prints its value and is compared here. The
/// same program is compiled again with `-default-isolation MainActor`, calling everything from a
/// `nonisolated` function, which proves the pure sections are callable from any isolation.
@Suite struct PieceMotionMathTests {
    @Test func velocityCapIsOneAndAHalfAngularFrequencies() {
        check(MotionMathCases.velocityCap)
    }

    @Test func relativeVelocityIsDistancesPerSecondWithinTheCap() {
        check(MotionMathCases.relativeVelocity)
    }

    @Test func projectionCoastsLikeAScrollView() {
        check(MotionMathCases.projection)
    }

    @Test func nearestPicksTheClosestCandidate() {
        check(MotionMathCases.nearest)
    }

    @Test func rubberBandFollowsTheScrollViewCurve() throws {
        check(MotionMathCases.rubberBand)
        // The curve grows ever more slowly and never reaches its limit, however far it is pulled.
        let huge = try #require(try motionMathValues.get()[MotionMathCases.hugePull])
        #expect(huge < 80)
    }

    @Test func rangedRubberBandBandsOnlyTheOvershoot() {
        check(MotionMathCases.rangedRubberBand)
    }

    @Test func pressScaleSinksEachEdgeAboutTwoAndAHalfPoints() {
        check(MotionMathCases.pressScale)
    }

    @Test func leanAnchorLeansPartwayTowardTheTouch() {
        check(MotionMathCases.leanAnchor)
    }

    @Test func thePureSectionsAreInTheFoundation() throws {
        let foundation = try String(contentsOf: MotionMathProbe.foundationFile(), encoding: .utf8)
        for section in MotionMathProbe.pureSections {
            #expect(foundation.contains("\n// pieces-motion-section: \(section)\n"), "no section \(section)")
        }
        let source = MotionMathProbe.pureMathSource(foundation: foundation)
        #expect(source.contains("private nonisolated struct PieceMotion"))
        #expect(!source.contains("-section: "), "a marker line was kept")
    }

    /// Under Xcode 26's default main-actor isolation every pure declaration must still be callable from a
    /// `nonisolated` context, and give the same values.
    @Test(
        .enabled(if: MotionMathProbe.supportsDefaultIsolation, Comment(rawValue: MotionMathProbe.isolationUnsupported)))
    func everyCaseAgreesUnderDefaultMainActorIsolation() {
        checkMotionCases(MotionMathProbe.allCases, in: motionMathValuesOnMainActor)
    }

    private func check(_ cases: [MotionMathCase], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        checkMotionCases(cases, sourceLocation: sourceLocation)
    }
}

/// The hand-worked expectations, each with its working.
enum MotionMathCases {
    static let velocityCap: [MotionMathCase] = [
        // 2π / 0.42 × 1.5 = 14.95996501… × 1.5 = 22.43994752…
        MotionMathCase("PieceMotion.velocityCap(springDuration: 0.42)", 22.43994752564138),
        // 2π / 0.25 × 1.5 = 25.13274122… × 1.5 = 37.69911184…
        MotionMathCase("PieceMotion.velocityCap(springDuration: 0.25)", 37.69911184307752),
        // A spring without duration has no frequency to carry speed at.
        MotionMathCase("PieceMotion.velocityCap(springDuration: 0)", 0)
    ]

    static let relativeVelocity: [MotionMathCase] = [
        // distance 0 − 100 = −100; 800 / −100 = −8, inside ±22.44
        MotionMathCase("PieceMotion.relativeVelocity(800, from: 100, to: 0, springDuration: 0.42)", -8),
        // −3000 / −100 = 30, capped at +22.43994752…
        MotionMathCase(
            "PieceMotion.relativeVelocity(-3000, from: 100, to: 0, springDuration: 0.42)", 22.43994752564138),
        // 3000 / −100 = −30, capped at −22.43994752…
        MotionMathCase(
            "PieceMotion.relativeVelocity(3000, from: 100, to: 0, springDuration: 0.42)", -22.43994752564138),
        // |0 − 0.5| = 0.5 < 1: no distance to divide by, so 0
        MotionMathCase("PieceMotion.relativeVelocity(500, from: 0.5, to: 0, springDuration: 0.42)", 0),
        // distance exactly 1 still counts: 10 / 1 = 10
        MotionMathCase("PieceMotion.relativeVelocity(10, from: 0, to: 1, springDuration: 0.42)", 10),
        // 500 / 1 = 500, capped at 2π / 0.25 × 1.5 = 37.69911184…
        MotionMathCase("PieceMotion.relativeVelocity(500, from: 0, to: 1, springDuration: 0.25)", 37.69911184307752)
    ]

    static let projection: [MotionMathCase] = [
        // 100 + 1000 / 1000 × 0.99 / (1 − 0.99) = 100 + 99 = 199
        MotionMathCase("PieceMotion.project(100, velocity: 1000)", 199),
        // 100 + 1 × 0.998 / 0.002 = 100 + 499 = 599
        MotionMathCase("PieceMotion.project(100, velocity: 1000, decelerationRate: 0.998)", 599),
        // 0 + (−2000 / 1000) × 99 = −198
        MotionMathCase("PieceMotion.project(0, velocity: -2000, decelerationRate: 0.99)", -198),
        // a rate of 1 never decelerates: it coasts nowhere rather than to infinity
        MotionMathCase("PieceMotion.project(40, velocity: 1000, decelerationRate: 1)", 40)
    ]

    static let nearest: [MotionMathCase] = [
        // |7 − 0| = 7 is the smallest
        MotionMathCase("PieceMotion.nearest(7, in: [0, 320, 640])", 0),
        // |500 − 640| = 140 < |500 − 320| = 180
        MotionMathCase("PieceMotion.nearest(500, in: [0, 320, 640])", 640),
        // a tie (5 from each) goes to the earlier candidate
        MotionMathCase("PieceMotion.nearest(5, in: [0, 10])", 0),
        MotionMathCase("PieceMotion.nearest(5, in: [10, 0])", 10),
        // no candidates: the value itself
        MotionMathCase("PieceMotion.nearest(3, in: [])", 3)
    ]

    /// Pulled a billion points past a limit of 80.
    static let hugePull = "PieceMotion.rubberBand(1_000_000_000, limit: 80)"

    static let rubberBand: [MotionMathCase] = [
        // (1 − 1 / (100 × 0.55 / 80 + 1)) × 80 = (1 − 1 / 1.6875) × 80 = 32.59259259…
        MotionMathCase("PieceMotion.rubberBand(100, limit: 80)", 32.592592592592595),
        // symmetric: −32.59259259…
        MotionMathCase("PieceMotion.rubberBand(-100, limit: 80)", -32.592592592592595),
        // no overshoot, no travel
        MotionMathCase("PieceMotion.rubberBand(0, limit: 80)", 0),
        // (1 − 1 / (100 × 1 / 80 + 1)) × 80 = (1 − 1 / 2.25) × 80 = 44.44444444…
        MotionMathCase("PieceMotion.rubberBand(100, limit: 80, coefficient: 1)", 44.44444444444444),
        // 80 − 80 / (1e9 × 0.55 / 80 + 1) = 80 − 80 / 6875001 = 79.99998836…
        MotionMathCase(hugePull, 79.99998836363805),
        // a limit of 0 or less leaves nothing to travel
        MotionMathCase("PieceMotion.rubberBand(50, limit: 0)", 0),
        MotionMathCase("PieceMotion.rubberBand(50, limit: -10)", 0)
    ]

    static let rangedRubberBand: [MotionMathCase] = [
        // inside the range: unchanged
        MotionMathCase("PieceMotion.rubberBand(50, in: 0...100, limit: 40)", 50),
        // on either end: unchanged
        MotionMathCase("PieceMotion.rubberBand(0, in: 0...100, limit: 40)", 0),
        MotionMathCase("PieceMotion.rubberBand(100, in: 0...100, limit: 40)", 100),
        // 0 − (1 − 1 / (20 × 0.55 / 40 + 1)) × 40 = −(1 − 1 / 1.275) × 40 = −8.62745098…
        MotionMathCase("PieceMotion.rubberBand(-20, in: 0...100, limit: 40)", -8.627450980392153),
        // 100 + (1 − 1 / (30 × 0.55 / 40 + 1)) × 40 = 100 + (1 − 1 / 1.4125) × 40 = 111.68141592…
        MotionMathCase("PieceMotion.rubberBand(130, in: 0...100, limit: 40)", 111.68141592920354)
    ]

    static let pressScale: [MotionMathCase] = [
        // icon: 1 − 5 / √(44 × 44) = 1 − 5 / 44 = 0.8863… → held to 0.92
        MotionMathCase("PieceMotion.pressScale(for: CGSize(width: 44, height: 44))", 0.92),
        // pill: 1 − 5 / √(200 × 56) = 1 − 5 / 105.83005… = 0.95275444…
        MotionMathCase("PieceMotion.pressScale(for: CGSize(width: 200, height: 56))", 0.9527544408738466),
        // card: 1 − 5 / √(360 × 200) = 1 − 5 / 268.32815… = 0.98136610…, still inside 0.985
        MotionMathCase("PieceMotion.pressScale(for: CGSize(width: 360, height: 200))", 0.9813661001875017),
        // large card: 1 − 5 / √(400 × 300) = 1 − 5 / 346.41016… = 0.98556… → held to 0.985
        MotionMathCase("PieceMotion.pressScale(for: CGSize(width: 400, height: 300))", 0.985),
        // unmeasured: each side counts as 1, 1 − 5 / 1 = −4 → held to 0.92
        MotionMathCase("PieceMotion.pressScale(for: CGSize.zero)", 0.92)
    ]

    static let leanAnchor: [MotionMathCase] = [
        // top-left corner, unit (0, 0): 0.5 + (0 − 0.5) × 0.5 = 0.25 on both axes
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: 0, y: 0), in: CGSize(width: 200, height: 100)).x", 0.25),
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: 0, y: 0), in: CGSize(width: 200, height: 100)).y", 0.25),
        // unit (150 / 200, 25 / 100) = (0.75, 0.25): 0.5 + 0.25 × 0.5 = 0.625, 0.5 − 0.25 × 0.5 = 0.375
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: 150, y: 25), in: CGSize(width: 200, height: 100)).x", 0.625),
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: 150, y: 25), in: CGSize(width: 200, height: 100)).y", 0.375),
        // outside the view: unit held to (0, 1), so (0.25, 0.75)
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: -50, y: 250), in: CGSize(width: 200, height: 100)).x", 0.25),
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: -50, y: 250), in: CGSize(width: 200, height: 100)).y", 0.75),
        // lean 1 is the touch itself, lean 0 the center
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: 150, y: 25), in: CGSize(width: 200, height: 100), lean: 1).x",
            0.75),
        MotionMathCase(
            "PieceMotion.leanAnchor(touch: CGPoint(x: 150, y: 25), in: CGSize(width: 200, height: 100), lean: 0).y", 0.5
        ),
        // an unmeasured view presses from its center
        MotionMathCase("PieceMotion.leanAnchor(touch: CGPoint(x: 10, y: 10), in: CGSize.zero).x", 0.5)
    ]

    static var all: [MotionMathCase] {
        velocityCap + relativeVelocity + projection + nearest + rubberBand + rangedRubberBand + pressScale + leanAnchor
    }
}
