#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The exact motion math of `registry/foundation/PieceMotion.swift`, in plain Swift: the damped
/// harmonic oscillator SwiftUI runs for `Spring(duration:bounce:)`, the velocity cap of a settle,
/// projection, coast and the rubber band. The site draws every curve from these, and
/// `SiteMotionAgreementTests` compiles the foundation's own functions to check they agree.
package enum SpringSolution {
    /// Where a spring is and how fast it moves at one instant.
    package struct Sample: Equatable, Sendable {
        package var position: Double
        package var velocity: Double
    }

    /// The damping ratio of `Spring(duration:bounce:)`: 1 − bounce for a bounce of 0 or more, and
    /// 1 / (1 + bounce) for a negative one (held just above −1), as the foundation's `dampingRatio(bounce:)`.
    package static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    }

    /// The state `time` seconds after leaving `start` for `target` at `velocity` (unit per second), as
    /// the foundation's `springSample(after:from:to:velocity:duration:dampingRatio:)`: critically damped,
    /// underdamped or overdamped closed form. Negative times read as 0; no duration has arrived.
    package static func sample(
        after time: Double, from start: Double, to target: Double, velocity: Double,
        duration: Double, dampingRatio: Double
    ) -> Sample {
        guard duration > 0 else { return Sample(position: target, velocity: 0) }
        let t = max(time, 0)
        let omega = 2 * Double.pi / duration
        let zeta = max(dampingRatio, 0)
        let offset = start - target
        if abs(zeta - 1) < 1e-9 {
            let b = velocity + omega * offset
            let decay = exp(-omega * t)
            return Sample(position: target + (offset + b * t) * decay, velocity: (velocity - omega * b * t) * decay)
        }
        if zeta < 1 {
            let decayRate = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + decayRate * offset) / damped
            let decay = exp(-decayRate * t)
            let cosine = cos(damped * t)
            let sine = sin(damped * t)
            let position = target + decay * (offset * cosine + b * sine)
            let speed = decay * (velocity * cosine - (decayRate * velocity + omega * omega * offset) / damped * sine)
            return Sample(position: position, velocity: speed)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c1 = (velocity - r2 * offset) / (r1 - r2)
        let c2 = offset - c1
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        return Sample(position: target + c1 * e1 + c2 * e2, velocity: r1 * c1 * e1 + r2 * c2 * e2)
    }

    /// `spring` released from rest at 0 toward 1: the curve every plot and every `linear()` easing draws.
    static func unitStep(_ spring: SpringParameters, after time: Double) -> Double {
        sample(
            after: time, from: 0, to: 1, velocity: 0, duration: spring.duration,
            dampingRatio: dampingRatio(bounce: spring.bounce)
        ).position
    }

    /// The fastest relative velocity a settle may start with: 1.5 × 2π / duration.
    package static func velocityCap(springDuration: Double) -> Double {
        guard springDuration > 0 else { return 0 }
        return 2 * Double.pi / springDuration * 1.5
    }

    /// A finger's velocity in distances per second, 0 under a point of travel, held within the cap.
    package static func relativeVelocity(
        _ velocity: Double, from current: Double, to target: Double, springDuration: Double
    ) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = velocityCap(springDuration: springDuration)
        return min(max(velocity / distance, -cap), cap)
    }

    /// Where a settle launched at `velocity` (points per second) on `spring` is after `time`, as the
    /// foundation's `settleSample`: the capped relative velocity, and under Reduce Motion (`reduced`)
    /// held to the spring's own angular frequency so the critically damped spring cannot pass its target.
    package static func settle(
        after time: Double, velocity: Double, from start: Double, to target: Double,
        spring: SpringParameters, reduced: Bool
    ) -> Sample {
        let relative = relativeVelocity(velocity, from: start, to: target, springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduced ? min(max(relative, -frequency), frequency) : relative
        return sample(
            after: time, from: start, to: target, velocity: initial * (target - start),
            duration: spring.duration, dampingRatio: dampingRatio(bounce: spring.bounce))
    }

    /// Where a flick coasts to, summing a scroll view's per-millisecond deceleration.
    package static func project(_ position: Double, velocity: Double, decelerationRate: Double = 0.99) -> Double {
        guard decelerationRate >= 0, decelerationRate < 1 else { return position }
        return position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// How fast a coast dies away per second: −1000 × ln(rate); 0 outside 0..<1.
    package static func coastRate(decelerationRate: Double = 0.998) -> Double {
        guard decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return -1000 * log(decelerationRate)
    }

    /// Where a coast from `position` at `velocity` is `time` seconds later.
    package static func coastPosition(
        from position: Double, velocity: Double, after time: Double, decelerationRate: Double = 0.998
    ) -> Double {
        let rate = coastRate(decelerationRate: decelerationRate)
        guard rate > 0 else { return position }
        return position + velocity / rate * (1 - exp(-rate * max(time, 0)))
    }

    /// The scroll view's edge curve: (1 − 1 / (|overshoot| × coefficient / limit + 1)) × limit, signed.
    package static func rubberBand(_ overshoot: Double, limit: Double, coefficient: Double = 0.55) -> Double {
        guard limit > 0, overshoot != 0 else { return 0 }
        let banded = (1 - 1 / (abs(overshoot) * coefficient / limit + 1)) * limit
        return overshoot < 0 ? -banded : banded
    }
}
