import Foundation
import Testing

@testable import PiecesSite

/// The spring sampling the plots and the dots are drawn from, against values worked out by hand and
/// the figures the foundation documents for each tier. (Agreement with the foundation's own
/// functions, compiled from the foundation file, is `SiteMotionAgreementTests`, beside this file.)
@Suite struct SpringSamplerTests {
    @Test func criticallyDampedStepIsOneMinusOnePlusOmegaTTimesDecay() {
        // firm: ω = 2π / 0.14 = 44.8799…; at t = 0.05, ωt = 2.24399…; 1 − 3.24399 × 0.10600… = 0.65602…
        let omega = 2 * Double.pi / 0.14
        let t = 0.05
        let expected = 1 - (1 + omega * t) * exp(-omega * t)
        #expect(abs(SpringSampler(MotionVocabulary.firm.spring).position(after: t) - expected) < 1e-12)
        #expect(abs(expected - 0.656026) < 1e-6)
    }

    @Test func overshootIsTheFoundationsExpOfMinusPiZetaOverRootOneMinusZetaSquared() {
        for tier in MotionVocabulary.tiers where tier.spring.bounce > 0 {
            let zeta = 1 - tier.spring.bounce
            let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
            // Sampled every millisecond, the peak can be missed by at most a sliver.
            #expect(abs(SpringSampler(tier.spring).overshoot - expected) < 2e-4, "\(tier.name)")
        }
        #expect(SpringSampler(MotionVocabulary.firm.spring).overshoot == 0)
        #expect(SpringSampler(MotionVocabulary.reducedSpring).overshoot == 0)
    }

    @Test func theDocumentedOvershootsAndNinetyPercentTimesHold() {
        // PieceMotion.Tier's doc comments: overshoot and "90% in about" per tier.
        let documented: [(String, Double, Double)] = [
            ("firm", 0, 0.090), ("responsive", 0.028, 0.140), ("elastic", 0.084, 0.160), ("expressive", 0.148, 0.165),
            ("calm", 0.015, 0.240)
        ]
        for (name, overshoot, ninety) in documented {
            let sampler = SpringSampler(MotionVocabulary.tiers.first { $0.name == name }!.spring)
            #expect(abs(sampler.overshoot - overshoot) < 0.001, "\(name) overshoot \(sampler.overshoot)")
            #expect(abs(sampler.timeTo90Percent - ninety) <= 0.012, "\(name) 90% at \(sampler.timeTo90Percent)")
        }
    }

    @Test func restTimeIsWhenItStaysWithinATenthOfAPercent() {
        for tier in MotionVocabulary.tiers {
            let sampler = SpringSampler(tier.spring)
            let rest = sampler.restTime
            #expect(rest > 0 && rest < tier.spring.duration * 10)
            for index in 0...500 {
                #expect(abs(sampler.position(after: rest + Double(index) * 0.002) - 1) <= SpringSampler.restTolerance)
            }
            #expect(abs(sampler.position(after: rest - SpringSampler.step) - 1) > SpringSampler.restTolerance)
        }
    }

    @Test func loopEasingStopsAreTheSampledSolution() throws {
        let sampler = SpringSampler(MotionVocabulary.expressive.spring)
        let cycle = 3.0
        let easing = sampler.loopEasing(cycle: cycle)
        #expect(easing.hasPrefix("linear(0 0%, "))
        #expect(easing.hasSuffix(", 0 100%)"))
        let stops = try easing.dropFirst(7).dropLast().split(separator: ",").map { stop in
            let parts = stop.split(separator: " ")
            return (value: try #require(Double(parts[0])), percent: try #require(Double(parts[1].dropLast())))
        }
        // Percentages never go backwards, and each stop on the way out is the spring at its time.
        #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.percent <= $1.percent })
        for stop in stops.prefix(20) {
            let time = stop.percent / 100 * cycle
            // Positions are written to 4 decimals and percentages to 2 (0.0003 s of a 3 s cycle).
            #expect(abs(sampler.position(after: time) - stop.value) < 0.02, "at \(time)")
        }
        // It overshoots like the spring, past 1.14.
        #expect(stops.map(\.value).max()! > 1.14)
        // The same call gives the same text.
        #expect(sampler.loopEasing(cycle: cycle) == easing)
    }

    @Test func numbersAreLocaleFreeAndShort() {
        #expect(SpringSampler.number(1.5, decimals: 4) == "1.5")
        #expect(SpringSampler.number(2, decimals: 2) == "2")
        #expect(SpringSampler.number(-0.00001, decimals: 2) == "0")
        #expect(SpringSampler.number(0.084012, decimals: 3) == "0.084")
        for (value, decimals) in [(123456.789, 2), (1e-7, 4), (-2.5, 0), (0.125, 2), (1e21, 1)] {
            var expected = String(format: "%.\(decimals)f", value)
            if expected.contains(".") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            #expect(SpringSampler.number(value, decimals: decimals) == (expected == "-0" ? "0" : expected))
        }
    }

    @Test func settleHoldsAFlickToTheVelocityCap() {
        let spring = MotionVocabulary.elastic.spring
        // 2400 / 100 = 24 distances per second is over the cap of 22.44: the start speed is 2244 pt/s.
        let start = SpringSolution.settle(after: 0, velocity: 2400, from: 0, to: 100, spring: spring, reduced: false)
        #expect(abs(start.velocity - 2243.994752564138) < 1e-6)
        // Under Reduce Motion the speed is held to ω = 2π / 0.25 = 25.13 distances per second.
        let reduced = SpringSolution.settle(
            after: 0, velocity: 4000, from: 0, to: 100, spring: MotionVocabulary.reducedSpring, reduced: true)
        #expect(abs(reduced.velocity - 2513.2741228718346) < 1e-6)
    }

    @Test func rubberBandProjectionAndCoastMatchTheirFormulas() {
        #expect(abs(SpringSolution.rubberBand(100, limit: 80) - 32.592592592592595) < 1e-12)
        #expect(abs(SpringSolution.project(100, velocity: 1000) - 199) < 1e-9)
        // 1000 / (−1000 ln 0.998) = 499.4996…
        #expect(
            abs(SpringSolution.coastPosition(from: 0, velocity: 1000, after: 100) - 1000 / (-1000 * log(0.998))) < 1e-6)
    }

    @Test func easeInOutIsTheCSSCurve() {
        #expect(EaseInOut.value(at: 0) < 1e-9)
        #expect(abs(EaseInOut.value(at: 1) - 1) < 1e-9)
        #expect(abs(EaseInOut.value(at: 0.5) - 0.5) < 1e-9)
        // Symmetric about the middle.
        #expect(abs(EaseInOut.value(at: 0.2) + EaseInOut.value(at: 0.8) - 1) < 1e-9)
    }
}
