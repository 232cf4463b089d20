// Test foundation in the shape of the upstream swiftpieces motion foundation (written for these tests).
// version: 2.4.0
//
// No about lines: the upstream script supplies the block's about text itself. Provides lines use the
// upstream pattern syntax: a type stands for its members, `.trail(` is a call, a bare name is a
// View extension method.

import SwiftUI

// swiftpieces-motion-section: core
// provides: PieceMotion
/// The motion tokens, as a value built from the environment.
private struct PieceMotion {
    var reduceMotion = false

    static var quick: Spring { Spring(duration: 0.15, bounce: 0) }
    static var bouncy: Spring { Spring(duration: 0.4, bounce: 0.35) }
    private static var calm: Animation { .spring(duration: 0.25, bounce: 0) }

    var press: Animation { .spring(Self.quick) }
    var release: Animation { reduceMotion ? Self.calm : .spring(Self.bouncy) }
    var value: Animation { reduceMotion ? Self.calm : .spring(duration: 0.35, bounce: 0) }

    func transition(_ transition: AnyTransition) -> AnyTransition {
        reduceMotion ? .opacity : transition
    }

    @MainActor var swap: AnyTransition {
        reduceMotion ? .opacity : AnyTransition(.blurReplace)
    }
}

// swiftpieces-motion-section: trail
// requires: core
// provides: .trail(, .stagger(
extension PieceMotion {
    /// Later ranks arrive a beat later.
    func trail(_ spring: Spring = PieceMotion.bouncy, rank: Int) -> Animation {
        guard !reduceMotion else { return .spring(duration: 0.25, bounce: 0) }
        return .spring(duration: spring.duration + 0.04 * Double(min(rank, 6)), bounce: spring.bounce)
    }

    func stagger(_ animation: Animation, index: Int, step: Double = 0.03) -> Animation {
        guard !reduceMotion, index > 0 else { return animation }
        return animation.delay(step * Double(min(index, 7)))
    }
}

// swiftpieces-motion-section: coast
// requires: core
// provides: PieceMotion.coast, PieceMotion.closest, .glide(velocity
extension PieceMotion {
    nonisolated static func coast(_ position: CGFloat, velocity: CGFloat, rate: CGFloat = 0.99) -> CGFloat {
        position + velocity / 1000 * rate / (1 - rate)
    }

    nonisolated static func closest(_ value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }

    func glide(velocity: CGFloat, from current: CGFloat, to target: CGFloat, spring: Spring = PieceMotion.bouncy) -> Animation {
        let distance = target - current
        guard abs(distance) >= 1 else { return .spring(spring) }
        return .interpolatingSpring(spring, initialVelocity: Double(velocity / distance))
    }
}

// swiftpieces-motion-section: band
// requires: core
// provides: PieceMotion.band
extension PieceMotion {
    nonisolated static func band(_ overshoot: CGFloat, limit: CGFloat) -> CGFloat {
        guard limit > 0 else { return 0 }
        return (1 - 1 / (abs(overshoot) / limit + 1)) * limit * (overshoot < 0 ? -1 : 1)
    }

    nonisolated static func band(_ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat) -> CGFloat {
        if value < range.lowerBound { return range.lowerBound + band(value - range.lowerBound, limit: limit) }
        if value > range.upperBound { return range.upperBound + band(value - range.upperBound, limit: limit) }
        return value
    }
}

// swiftpieces-motion-section: sinkMath
// requires: core
// provides: PieceMotion.sinkScale, PieceMotion.sinkAnchor
extension PieceMotion {
    nonisolated static func sinkScale(for size: CGSize, depth: CGFloat = 2.5) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - depth * 2 / side, 0.92), 0.985)
    }

    nonisolated static func sinkAnchor(touch: CGPoint?, in size: CGSize) -> UnitPoint {
        guard let touch, size.width > 0, size.height > 0 else { return .center }
        return UnitPoint(x: touch.x / size.width, y: touch.y / size.height)
    }
}

// swiftpieces-motion-section: sink
// requires: sinkMath
// provides: pieceSink
/// The modifier itself is not listed: the bare name of its View extension pulls the section in.
private struct PieceSink: ViewModifier {
    let pressed: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var size: CGSize = .zero

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { size = $0 }
            .scaleEffect(pressed ? PieceMotion.sinkScale(for: size) : 1)
            .animation(pressed ? motion.press : motion.release, value: pressed)
    }
}

private extension View {
    func pieceSink(_ pressed: Bool) -> some View {
        modifier(PieceSink(pressed: pressed))
    }
}

// swiftpieces-motion-section: sinkStyle
// requires: sink
// provides: PieceSinkStyle
private struct PieceSinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.pieceSink(configuration.isPressed)
    }
}

// swiftpieces-motion-section: smear
// requires: core
// provides: .smear(velocity, .smear(pull, pieceSmear
extension PieceMotion {
    func smear(velocity: CGSize, limit: CGFloat = 0.1) -> CGSize {
        guard !reduceMotion else { return .zero }
        let speed = hypot(velocity.width, velocity.height)
        guard speed > 1 else { return .zero }
        let amount = limit * CGFloat(tanh(Double(speed / 2000)))
        return CGSize(width: velocity.width / speed * amount, height: velocity.height / speed * amount)
    }

    func smear(pull: CGSize, limit: CGFloat = 0.06) -> CGSize {
        guard !reduceMotion else { return .zero }
        let distance = hypot(pull.width, pull.height)
        guard distance > 0.5 else { return .zero }
        return CGSize(width: pull.width / distance * limit, height: pull.height / distance * limit)
    }
}

private struct PieceSmear: GeometryEffect {
    var vector: CGSize

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(vector.width, vector.height) }
        set { vector = CGSize(width: newValue.first, height: newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: 1 + vector.width, y: 1 + vector.height))
    }
}

private extension View {
    func pieceSmear(_ vector: CGSize) -> some View {
        modifier(PieceSmear(vector: vector))
    }
}

// swiftpieces-motion-section: bump
// requires: core
// provides: pieceBump
private struct PieceBump: ViewModifier {
    let trigger: AnyHashable

    func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: CGFloat(1), trigger: trigger) { view, scale in
            view.scaleEffect(scale)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(0.96, duration: 0.08)
                SpringKeyframe(1, duration: 0.4, spring: PieceMotion.bouncy)
            }
        }
    }
}

private extension View {
    func pieceBump(trigger: some Hashable & Sendable) -> some View {
        modifier(PieceBump(trigger: AnyHashable(trigger)))
    }
}

// swiftpieces-motion-section: wobble
// requires: core
// provides: pieceWobble
private struct PieceWobble: ViewModifier {
    let trigger: AnyHashable

    func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: CGFloat(0), trigger: trigger) { view, x in
            view.offset(x: x)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(-6, duration: 0.06)
                SpringKeyframe(0, duration: 0.12, spring: PieceMotion.quick)
            }
        }
    }
}

private extension View {
    func pieceWobble(trigger: some Hashable & Sendable) -> some View {
        modifier(PieceWobble(trigger: AnyHashable(trigger)))
    }
}
