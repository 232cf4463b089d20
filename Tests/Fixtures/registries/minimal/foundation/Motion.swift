// Motion: a small foundation for the engine's tests.
// version: 2.1.0
// about: A test foundation: springs, settles and a pop.
// about: Edit foundation/Motion.swift, then run `pieces sync`.
import SwiftUI

// pieces-motion-section: core
/// The namespace; pieces build one with their Reduce Motion setting.
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion-section: roles
private extension PieceMotion {
    /// Settles with a little give.
    var settle: Animation {
        reduceMotion ? .spring(duration: 0.2, bounce: 0) : .spring(duration: 0.42, bounce: 0.38)
    }

    /// Never overshoots: for values people read.
    var value: Animation { .spring(duration: 0.3, bounce: 0) }
}

// pieces-motion-section: velocity
private extension PieceMotion {
    /// Finger speed in distances per second, capped near the spring's frequency.
    static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double, duration: Double) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = 2 * Double.pi / duration * 1.5
        return min(max(velocity / distance, -cap), cap)
    }
}

// pieces-motion-section: momentum
private extension PieceMotion {
    /// A settle that leaves at the finger's speed.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> Animation {
        let speed = PieceMotion.relativeVelocity(Double(velocity), from: Double(current), to: Double(target), duration: 0.42)
        return .interpolatingSpring(Spring(duration: 0.42, bounce: reduceMotion ? 0 : 0.38), initialVelocity: speed)
    }
}

// pieces-motion-section: projection
private extension PieceMotion {
    /// Where a flick coasts to.
    static func project(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.99) -> CGFloat {
        position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}

// pieces-motion-section: pop
/// Anticipation, overshoot, settle, each time `trigger` changes.
private struct PiecePopEffect: ViewModifier {
    let trigger: Int
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: CGFloat(1), trigger: trigger) { view, scale in
            view.scaleEffect(reduceMotion ? 1 : scale)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(0.97, duration: 0.08)
                SpringKeyframe(1, duration: 0.42)
            }
        }
    }
}

private extension View {
    /// Pops each time `trigger` changes.
    func piecePop(trigger: Int) -> some View { modifier(PiecePopEffect(trigger: trigger)) }
}
