import Foundation
import PiecesTestSupport
import Testing

/// The pure parts of the foundation: the coast, the rubber-band slope, the spring's
/// state in flight, the leading axis of a 2-D settle, release velocity from samples, time-based stretch
/// smoothing and the per-axis press scale. Compiled and run from the real foundation by `MotionMathProbe`.
@Suite struct PieceMotionAdditionsTests {
    @Test func coastDecaysLikeAScrollView() {
        checkMotionCases(MotionAdditionCases.coast)
    }

    /// The claim behind `PieceMotion.coast()`: a critically damped spring at the decay rate, launched at that
    /// many distances per second, draws the decay itself.
    @Test func theCoastSpringIsTheDecay() {
        checkMotionCases(MotionAdditionCases.coastSpring)
    }

    @Test func rubberBandSlopeIsTheCurvesDerivative() {
        checkMotionCases(MotionAdditionCases.rubberBandSlope)
    }

    @Test func springSampleIsTheDampedOscillator() {
        checkMotionCases(MotionAdditionCases.springSample)
    }

    @Test func theAxisThatTravelsFurtherLeads() {
        checkMotionCases(MotionAdditionCases.leadsHorizontally)
    }

    @Test func releaseVelocityComesFromTheGestureOrTheSamples() {
        checkMotionCases(MotionAdditionCases.releaseVelocity)
    }

    @Test func stretchSmoothingDependsOnTimeNotOnTheEventRate() {
        checkMotionCases(MotionAdditionCases.stretchSmoothing)
    }

    @Test func axisPressScaleSinksEachEdgeAlike() {
        checkMotionCases(MotionAdditionCases.axisPressScale)
    }
}

/// The hand-worked expectations for the additions, each with its working.
enum MotionAdditionCases {
    static let coast: [MotionMathCase] = [
        // −1000 × ln 0.998 = 2.00200267…; −1000 × ln 0.99 = 10.05033585…
        MotionMathCase("PieceMotion.coastRate()", 2.0020026706730794),
        MotionMathCase("PieceMotion.coastRate(decelerationRate: 0.99)", 10.050335853501451),
        // a rate of 1 (or 0) describes no deceleration
        MotionMathCase("PieceMotion.coastRate(decelerationRate: 1)", 0),
        // 100 + 1000 / 2.00200267… = 599.49983316…, 0.1% past project's 599
        MotionMathCase("PieceMotion.coastTarget(100, velocity: 1000)", 599.4998331664548),
        MotionMathCase("PieceMotion.coastTarget(40, velocity: 1000, decelerationRate: 1)", 40),
        // 1000 / k × (1 − e^(−k × 0.5)) = 315.92802267…
        MotionMathCase("PieceMotion.coastPosition(from: 0, velocity: 1000, after: 0.5)", 315.92802267850965),
        // before the release it is still where it left
        MotionMathCase("PieceMotion.coastPosition(from: 12, velocity: 1000, after: -1)", 12),
        // 1000 × e^(−k × 0.5) = 367.51125485…
        MotionMathCase("PieceMotion.coastVelocity(1000, after: 0.5)", 367.5112548571585),
        // ln(1000 / k / 0.5) / k = ln(999.0) / 2.002 = 3.44992269…
        MotionMathCase("PieceMotion.coastDuration(velocity: 1000)", 3.449922692823049),
        MotionMathCase("PieceMotion.coastDuration(velocity: -1000)", 3.449922692823049),
        // 0.5 / k = 0.25 points left: already within half a point
        MotionMathCase("PieceMotion.coastDuration(velocity: 0.5)", 0)
    ]

    static let coastSpring: [MotionMathCase] = [
        // the spring ζ = 1, duration 2π / k, from 0 toward 1000 / k at 1000 points per second: the coast's
        // 315.92802267… and 367.51125485… at 0.5 s (checked against a Runge–Kutta integration of the spring)
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.5, from: 0, to: Double(PieceMotion.coastTarget(0, velocity: 1000)), \
            velocity: 1000, duration: 2 * Double.pi / PieceMotion.coastRate(), dampingRatio: 1).position
            """,
            315.92802267850965),
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.5, from: 0, to: Double(PieceMotion.coastTarget(0, velocity: 1000)), \
            velocity: 1000, duration: 2 * Double.pi / PieceMotion.coastRate(), dampingRatio: 1).velocity
            """,
            367.5112548571585)
    ]

    static let rubberBandSlope: [MotionMathCase] = [
        // 0.55 / (0 + 1)² = 0.55 at the limit itself
        MotionMathCase("PieceMotion.rubberBandSlope(0, limit: 80)", 0.55),
        // 0.55 / (100 × 0.55 / 80 + 1)² = 0.55 / 1.6875² = 0.19314128…, the same pulled either way
        MotionMathCase("PieceMotion.rubberBandSlope(100, limit: 80)", 0.19314128943758574),
        MotionMathCase("PieceMotion.rubberBandSlope(-100, limit: 80)", 0.19314128943758574),
        // the central difference of rubberBand over ±0.001 points agrees to its own error (~1e-8)
        MotionMathCase(
            "(PieceMotion.rubberBand(100.001, limit: 80) - PieceMotion.rubberBand(99.999, limit: 80)) / 0.002",
            0.19314128943758574, tolerance: 1e-6),
        // the secant banded / pull at 100 is 32.59 / 100 = 0.326, 1.69× the slope: what the slope replaces
        MotionMathCase(
            "PieceMotion.rubberBand(100, limit: 80) / 100 / PieceMotion.rubberBandSlope(100, limit: 80)", 1.6875),
        MotionMathCase("PieceMotion.rubberBandSlope(50, limit: 0)", 0),
        // inside the range the value moves with the finger; past it, 0.55 / (30 × 0.55 / 40 + 1)² = 0.27566763…
        MotionMathCase("PieceMotion.rubberBandSlope(50, in: 0...100, limit: 40)", 1),
        MotionMathCase("PieceMotion.rubberBandSlope(130, in: 0...100, limit: 40)", 0.27566763254757615),
        MotionMathCase("PieceMotion.rubberBandSlope(-30, in: 0...100, limit: 40)", 0.27566763254757615)
    ]

    /// Expectations from a Runge–Kutta integration (200 000 steps) of x″ = −ω²(x − target) − 2ζωx′, ω = 2π / duration.
    static let springSample: [MotionMathCase] = [
        MotionMathCase("PieceMotion.dampingRatio(bounce: 0.38)", 0.62),
        MotionMathCase("PieceMotion.dampingRatio(bounce: 0)", 1),
        // 1 / (1 − 0.5) = 2: overdamped
        MotionMathCase("PieceMotion.dampingRatio(bounce: -0.5)", 2),
        // elastic (0.42 s, ζ 0.62), 100 → 0 from rest, 0.1 s in
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 100, to: 0, velocity: 0, duration: 0.42, dampingRatio: \
            0.62).position
            """,
            44.11892612636213),
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 100, to: 0, velocity: 0, duration: 0.42, dampingRatio: \
            0.62).velocity
            """,
            -695.498192339029),
        // the same, launched at −800 points per second
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 100, to: 0, velocity: -800, duration: 0.42, dampingRatio: \
            0.62).position
            """,
            19.25756874205722),
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 100, to: 0, velocity: -800, duration: 0.42, dampingRatio: \
            0.62).velocity
            """,
            -587.2625557840299),
        // critically damped (0.25 s), 0 → 100, from rest and at 500 points per second
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 0, to: 100, velocity: 0, duration: 0.25, dampingRatio: \
            1).position
            """,
            71.54156890859606),
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 0, to: 100, velocity: 500, duration: 0.25, dampingRatio: \
            1).velocity
            """,
            450.36710234040333),
        // overdamped (ζ 2, 0.3 s), 0 → 100 from rest
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 0, to: 100, velocity: 0, duration: 0.3, dampingRatio: \
            2).position
            """,
            38.53717278685643),
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.1, from: 0, to: 100, velocity: 0, duration: 0.3, dampingRatio: \
            2).velocity
            """,
            344.69794540154203),
        // at release it is where it left, at the speed it left with; before release too
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0, from: 100, to: 0, velocity: -800, duration: 0.42, dampingRatio: \
            0.62).position
            """,
            100),
        MotionMathCase(
            """
            PieceMotion.springSample(after: -1, from: 100, to: 0, velocity: -800, duration: 0.42, dampingRatio: \
            0.62).velocity
            """,
            -800),
        // a spring without duration has already arrived
        MotionMathCase(
            """
            PieceMotion.springSample(after: 0.01, from: 100, to: 7, velocity: 50, duration: 0, dampingRatio: \
            1).position
            """,
            7)
    ]

    static let leadsHorizontally: [MotionMathCase] = [
        // |30| < |−40|: the vertical axis travels further
        MotionMathCase(
            """
            PieceMotion.leadsHorizontally(from: CGSize(width: 0, height: 0), to: CGSize(width: 30, height: -40)) ? \
            1.0 : 0.0
            """,
            0),
        MotionMathCase(
            """
            PieceMotion.leadsHorizontally(from: CGSize(width: 100, height: 10), to: CGSize(width: 0, height: 0)) ? \
            1.0 : 0.0
            """,
            1),
        // a tie goes across
        MotionMathCase(
            """
            PieceMotion.leadsHorizontally(from: CGSize(width: 5, height: 5), to: CGSize(width: 0, height: 0)) ? 1.0 : \
            0.0
            """,
            1)
    ]

    /// Six samples of 2 + 3t, 10 ms apart, from t = 1000 s.
    static let linearSamples =
        """
        (0..<6).reduce(into: PieceVelocitySampler()) { s, i in s.add(2 + 3 * Double(i) * 0.01, at: \
        Date(timeIntervalSinceReferenceDate: 1000 + Double(i) * 0.01)) }
        """

    static let releaseVelocity: [MotionMathCase] = [
        // the least-squares slope of exact 2 + 3t is 3
        MotionMathCase("\(linearSamples).velocity()", 3),
        // 250 ms after the last sample nothing is inside the 100 ms window: the finger had stopped
        MotionMathCase("\(linearSamples).velocity(at: Date(timeIntervalSinceReferenceDate: 1000.3))", 0),
        // one sample is no slope
        MotionMathCase(
            """
            { () -> Double in var s = PieceVelocitySampler(); s.add(4, at: Date(timeIntervalSinceReferenceDate: 5)); \
            return s.velocity() }()
            """,
            0),
        // a sample 200 ms before the others leaves the window: only the later 5-per-second samples count
        MotionMathCase(
            """
            { () -> Double in var s = PieceVelocitySampler(); s.add(90, at: Date(timeIntervalSinceReferenceDate: 0)); \
            for i in 0..<4 { s.add(5 * Double(i) * 0.02, at: Date(timeIntervalSinceReferenceDate: 0.2 + Double(i) * \
            0.02)) }; return s.velocity() }()
            """,
            5),
        // after reset() there is nothing to fit
        MotionMathCase("{ () -> Double in var s = \(linearSamples); s.reset(); return s.velocity() }()", 0),
        // the gesture's own velocity wins when it gives one; 0 or NaN falls back to the samples
        MotionMathCase("PieceMotion.releaseVelocity(reported: 2.5, sampled: \(linearSamples))", 2.5),
        MotionMathCase("PieceMotion.releaseVelocity(reported: 0, sampled: \(linearSamples))", 3),
        MotionMathCase("PieceMotion.releaseVelocity(reported: .nan, sampled: \(linearSamples))", 3),
        // base scale 2 × 0.8 magnification per second
        MotionMathCase("PieceMotion.scaleVelocity(0.8, base: 2)", 1.6)
    ]

    /// A steady 1200 points per second (half of `fullSpeed`, maximum 0.1, so a target of 0.05) for 100 ms
    /// after the first event, at `rate` events per second; the stretch's width.
    static func steadyStretch(rate: Int) -> String {
        """
        (0...\(rate / 10)).reduce(into: PieceVelocityStretch()) { s, i in s.update(velocity: CGSize(width: 1200, \
        height: 0), maximum: 0.1, time: Date(timeIntervalSinceReferenceDate: 50 + Double(i) / \(rate))) }.vector.width
        """
    }

    static let stretchSmoothing: [MotionMathCase] = [
        // the first event counts as a 60 Hz frame, then 0.1 s more: 0.05 × (1 − e^(−(0.1 + 1/60) / 0.0467))
        MotionMathCase(steadyStretch(rate: 60), 0.045888419744030726),
        MotionMathCase(steadyStretch(rate: 120), 0.045888419744030726),
        MotionMathCase(steadyStretch(rate: 240), 0.045888419744030726),
        // one timed step of a 60 Hz frame moves 1 − e^(−(1/60) / 0.0467) = 30.01% of the way, like the old 0.3
        MotionMathCase("1 - exp(-(1.0 / 60) / PieceVelocityStretch().timeConstant)", 0.3001490793972773),
        // the untimed update still moves `smoothing` per call: 0.05 × 0.3
        MotionMathCase(
            """
            { () -> CGFloat in var s = PieceVelocityStretch(); s.update(velocity: CGSize(width: 1200, height: 0), \
            maximum: 0.1); return s.vector.width }()
            """,
            0.015),
        // rest() forgets the time, so the next drag starts from one 60 Hz frame again, not from a long gap
        MotionMathCase(
            """
            { () -> CGFloat in var s = PieceVelocityStretch(); s.update(velocity: CGSize(width: 1200, height: 0), \
            maximum: 0.1, time: Date(timeIntervalSinceReferenceDate: 0)); s.rest(); s.update(velocity: CGSize(width: \
            1200, height: 0), maximum: 0.1, time: Date(timeIntervalSinceReferenceDate: 9)); return s.vector.width }()
            """,
            0.05 * 0.3001490793972773)
    ]

    static let axisPressScale: [MotionMathCase] = [
        // 300 × 44: uniform 1 − 5 / √13200 = 0.95648059…; across 1 − 5/300 = 0.98333 held to uniform + 0.015
        MotionMathCase("PieceMotion.axisPressScale(for: CGSize(width: 300, height: 44)).width", 0.9714805860110756),
        // down 1 − 5/44 = 0.88636 held to uniform − 0.015
        MotionMathCase("PieceMotion.axisPressScale(for: CGSize(width: 300, height: 44)).height", 0.9414805860110755),
        // a square: the uniform 1 − 5/100 on both axes
        MotionMathCase("PieceMotion.axisPressScale(for: CGSize(width: 100, height: 100)).width", 0.95),
        MotionMathCase("PieceMotion.axisPressScale(for: CGSize(width: 100, height: 100)).height", 0.95),
        // 360 × 200: across 1 − 5/360 = 0.98611 inside the band, held to 0.985; down 1 − 5/200 = 0.975
        MotionMathCase("PieceMotion.axisPressScale(for: CGSize(width: 360, height: 200)).width", 0.985),
        MotionMathCase("PieceMotion.axisPressScale(for: CGSize(width: 360, height: 200)).height", 0.975),
        // no distortion allowed: the uniform scale
        MotionMathCase(
            "PieceMotion.axisPressScale(for: CGSize(width: 300, height: 44), maximumDistortion: 0).height",
            0.9564805860110756)
    ]

    static var all: [MotionMathCase] {
        coast + coastSpring + rubberBandSlope + springSample + leadsHorizontally + releaseVelocity + stretchSmoothing
            + axisPressScale
    }
}
