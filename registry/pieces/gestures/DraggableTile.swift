// pieces:
// title: Draggable Tile
// description: A tile that stays under the finger, stretches with its speed and springs home at the speed it was thrown.
// category: gestures
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [drag, throw, velocity, momentum, spring, stretch, gesture, arrastrar, lanzar, velocidad, impulso, muelle, estirar, gesto]
// license: MIT

import SwiftUI

/// Makes any content a tile you can pick up and throw. It follows the finger exactly, stretches a
/// little along the direction it is moving, and when let go springs back to its place, each axis
/// leaving at the speed the finger had along it, so a flick carries on before it turns around.
///
/// With Reduce Motion on, the tile still follows the finger and keeps its speed on release, but lands
/// without overshoot and does not stretch.
///
/// - Parameters:
///   - maximumStretch: How far the tile stretches at full speed, 0.08 being 8%; keep it to 0.03–0.05 for content that carries text.
///   - content: The tile's content, which sets its size and shape.
public struct DraggableTile<Content: View>: View {
    private let maximumStretch: CGFloat
    private let content: Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    /// True while a finger is down; resets by itself when the gesture ends or is cancelled.
    @GestureState private var isDragging = false
    /// One offset per axis, so each can be released with its own velocity.
    @State private var offsetX: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    @State private var stretch = PieceVelocityStretch()
    /// Clears the stretch once the finger stops moving.
    @State private var restTimer: Task<Void, Never>?

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// A resting finger sends no events: this long after the last one, the tile counts as still.
    private let restDelay: Duration = .milliseconds(80)
    /// How far the accessibility nudge moves the tile before it springs home.
    private let nudgeDistance: CGFloat = 28

    public init(maximumStretch: Double = 0.08, @ViewBuilder content: () -> Content) {
        self.maximumStretch = CGFloat(min(max(maximumStretch, 0), 0.2))
        self.content = content()
    }

    public var body: some View {
        content
            .pieceStretch(stretch.vector)
            .offset(x: offsetX)
            .offset(y: offsetY)
            .gesture(drag)
            .onChange(of: isDragging) { _, dragging in
                // A cancelled gesture never reaches onEnded: send the tile home from here instead.
                if !dragging { release(velocity: .zero) }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: Text("Nudge")) { nudge() }
    }

    private var drag: some Gesture {
        // Global space: the tile moves under the finger, so its own space would move with it.
        DragGesture(coordinateSpace: .global)
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { drag in follow(drag) }
            .onEnded { drag in release(velocity: layout(drag.velocity)) }
    }

    /// Tracks the finger without animation, so the tile never trails it.
    private func follow(_ drag: DragGesture.Value) {
        let translation = layout(drag.translation)
        offsetX = translation.width
        offsetY = translation.height
        stretch.update(velocity: layout(drag.velocity), maximum: maximumStretch)
        scheduleRest()
    }

    /// Each axis leaves at its own speed; the stretch shrinks along its direction as the tile lands.
    private func release(velocity: CGSize) {
        restTimer?.cancel()
        guard offsetX != 0 || offsetY != 0 || stretch.vector != .zero else { return }
        withAnimation(motion.settle(velocity: velocity.width, from: offsetX, to: 0)) { offsetX = 0 }
        withAnimation(motion.settle(velocity: velocity.height, from: offsetY, to: 0)) { offsetY = 0 }
        withAnimation(motion.settle) { stretch.rest() }
    }

    /// A finger that holds still sends no more events, so the stretch would freeze mid-air: relax it
    /// shortly after the last one.
    private func scheduleRest() {
        restTimer?.cancel()
        restTimer = Task {
            try? await Task.sleep(for: restDelay)
            guard !Task.isCancelled else { return }
            withAnimation(motion.settle) { stretch.rest() }
        }
    }

    /// VoiceOver's stand-in for a throw: the tile hops toward its trailing side and springs home.
    private func nudge() {
        withAnimation(motion.snap) {
            offsetX = nudgeDistance
        } completion: {
            withAnimation(motion.settle) { offsetX = 0 }
        }
    }

    /// Gestures report screen points while layout mirrors in right-to-left: flip the horizontal axis there.
    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: layoutDirection == .rightToLeft ? -size.width : size.width, height: size.height)
    }
}

// MARK: - Example

private struct DraggableTileExample: View {
    var body: some View {
        VStack(spacing: 40) {
            Text("Throw a tile")
                .font(.largeTitle.bold())
            HStack(spacing: 24) {
                DraggableTile {
                    tile("flame.fill", color: .orange, label: "Flame")
                }
                DraggableTile(maximumStretch: 0.12) {
                    tile("drop.fill", color: .teal, label: "Drop")
                }
            }
            Text("Each one springs home at the speed you let it go.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func tile(_ systemImage: String, color: Color, label: LocalizedStringKey) -> some View {
        RoundedRectangle(cornerRadius: 28, style: .continuous)
            .fill(color.gradient)
            .frame(width: 128, height: 128)
            .overlay {
                Image(systemName: systemImage)
                    .font(.system(size: 44, weight: .semibold))
                    .foregroundStyle(.white)
            }
            .shadow(color: color.opacity(0.35), radius: 14, y: 8)
            .accessibilityElement()
            .accessibilityLabel(Text(label))
    }
}

#Preview { DraggableTileExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, stretch) sha256:020ed48b0112f9a9

/// The motion language every piece shares: five spring tiers, a role for every moment something moves
/// (each carrying its Reduce Motion substitute) and the gesture physics around them.
///
/// Build one from the environment and pick the role that names what just happened:
///
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
///
/// Never animate the tracking of a finger: set gesture state directly in `onChanged`, so the surface
/// stays under the finger, and spring only the release.
private nonisolated struct PieceMotion: Sendable {
    /// Whether the person asked for less motion. Every role swaps in its substitute when this is on.
    var reduceMotion: Bool

    /// A motion language for the current Reduce Motion setting.
    init(reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
    }
}

private nonisolated extension PieceMotion {
    /// The five springs every motion is built from; a role picks one.
    ///
    /// `Spring(duration:bounce:)` has stiffness (2π / duration)² and damping ratio ζ = 1 − bounce for a bounce
    /// of 0 or more. Released from rest, such a spring first peaks exp(−πζ / √(1 − ζ²)) past its target: that
    /// is the overshoot given for each tier. Times are measured from rest to 90% of the way.
    enum Tier: CaseIterable, Sendable {
        /// 0.14 s, bounce 0 (ζ = 1): no overshoot, 90% in about 90 ms. A press arriving under the finger.
        case firm
        /// 0.32 s, bounce 0.25 (ζ = 0.75): 2.8% overshoot, 90% in about 140 ms. A snap to a detent, a page or a
        /// segment.
        case responsive
        /// 0.42 s, bounce 0.38 (ζ = 0.62): 8.4% overshoot, 90% in about 160 ms. Visible give: a release, a
        /// settle, a rebound.
        case elastic
        /// 0.48 s, bounce 0.48 (ζ = 0.52): 14.8% overshoot, 90% in about 165 ms. An outcome landing, at most
        /// once per interaction.
        case expressive
        /// 0.5 s, bounce 0.2 (ζ = 0.8): 1.5% overshoot, 90% in about 240 ms: unhurried. Opening a surface.
        case calm

        /// The perceptual duration in seconds: the spring's undamped period, about its settling time.
        var duration: Double {
            switch self {
            case .firm: 0.14
            case .responsive: 0.32
            case .elastic: 0.42
            case .expressive: 0.48
            case .calm: 0.5
            }
        }

        /// How bouncy the tier is: 0 never overshoots, each step up overshoots more (see each case).
        var bounce: Double {
            switch self {
            case .firm: 0
            case .responsive: 0.25
            case .elastic: 0.38
            case .expressive: 0.48
            case .calm: 0.2
            }
        }

        /// The tier as a SwiftUI spring, for `.spring(_:)`, `interpolatingSpring(_:initialVelocity:)` and keyframes.
        var spring: Spring { Spring(duration: duration, bounce: bounce) }
    }

    /// The Reduce Motion spring: short and critically damped, so nothing overshoots. Roles and settles land on it.
    private static var reducedSpring: Spring { Spring(duration: 0.25, bounce: 0) }
}

private nonisolated extension PieceMotion {
    /// Touch-down. Lands within a frame or two and never bounces under the finger. Unchanged under Reduce
    /// Motion, where a press dims instead of scaling.
    var press: Animation { .spring(Tier.firm.spring) }

    /// The finger lifts off a pressed surface, which springs back through rest.
    var release: Animation { tierOrReduced(.elastic) }

    /// A dragged thing comes to rest. After a gesture, `settle(velocity:from:to:)` also carries its speed.
    var settle: Animation { tierOrReduced(.elastic) }

    /// Lands on a detent, a page or a segment.
    var snap: Animation { tierOrReduced(.responsive) }

    /// A number, a chart value or a progress figure moves to its new value. Never overshoots, so for no
    /// instant does it show a value that isn't true.
    var value: Animation {
        .spring(reduceMotion ? PieceMotion.reducedSpring : Spring(duration: Tier.responsive.duration, bounce: 0))
    }

    /// Comes back from past a limit: a rubber-banded pull let go, a value pushed against its bound.
    var rebound: Animation { tierOrReduced(.elastic) }

    /// One container changes size, corner radius or form, settling with a little give.
    var morph: Animation { tierOrReduced(.responsive) }

    /// Something appears, opens or expands: a little slower than `dismiss`, so it arrives with care.
    var reveal: Animation { tierOrReduced(.calm) }

    /// Something leaves, closes or collapses: quicker than `reveal` and without bounce, out of the way.
    var dismiss: Animation {
        let reduced = Spring(duration: PieceMotion.reducedSpring.duration * 0.8, bounce: 0)
        return .spring(reduceMotion ? reduced : Spring(duration: Tier.responsive.duration, bounce: 0))
    }

    /// A resolved action lands: a check, a sent state, a reaction. Pair it with `piecePop(trigger:)`.
    var success: Animation { tierOrReduced(.expressive) }

    /// A refused action: quick, with barely any give of its own. `pieceShake(trigger:)` adds the movement.
    var error: Animation { tierOrReduced(.responsive) }

    /// Slow ambient change: a drift, a breath, a glow. Chain `.repeatForever(autoreverses: true)` for a loop.
    /// `nil` under Reduce Motion: set the designed rest pose without animation, so loops rest.
    var ambient: Animation? { reduceMotion ? nil : .easeInOut(duration: 1.6) }

    /// `transition` for something that moves in or out; a plain fade under Reduce Motion.
    @MainActor func moving(_ transition: AnyTransition) -> AnyTransition {
        reduceMotion ? .opacity : transition
    }

    /// For content replaced inside a container that stays put (a glyph, a label, a count): the old content
    /// blurs out as the new one sharpens in. A plain fade under Reduce Motion.
    @MainActor var contentSwap: AnyTransition {
        reduceMotion ? .opacity : AnyTransition(.blurReplace)
    }

    /// `tier`, or the short spring without overshoot under Reduce Motion.
    private func tierOrReduced(_ tier: Tier) -> Animation {
        .spring(reduceMotion ? PieceMotion.reducedSpring : tier.spring)
    }
}

private nonisolated extension PieceMotion {
    /// The fastest relative velocity a settle may start with: 1.5 × the spring's angular frequency
    /// (2π / duration). Faster flicks are held to it, so they add a little overshoot rather than a slingshot.
    static func velocityCap(springDuration: Double) -> Double {
        guard springDuration > 0 else { return 0 }
        return 2 * Double.pi / springDuration * 1.5
    }

    /// A finger's `velocity` (points per second) in the unit `interpolatingSpring` expects: whole distances
    /// per second, the distance being from `current` to `target`. Positive heads toward the target.
    ///
    /// 0 when less than a point is left to travel (the quotient would explode), and held within
    /// ±`velocityCap(springDuration:)`.
    static func relativeVelocity(
        _ velocity: Double, from current: Double, to target: Double, springDuration: Double
    ) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = velocityCap(springDuration: springDuration)
        return min(max(velocity / distance, -cap), cap)
    }
}

private nonisolated extension PieceMotion {
    /// A settle that leaves at the finger's speed (points per second), on the elastic tier.
    ///
    /// A spring takes one velocity, so release each axis on its own offset (`.offset(x:)`, `.offset(y:)`)
    /// with its own settle. SwiftUI does not reliably carry a gesture's speed into the next spring by
    /// itself; this always does. Attach a completion to the axis that travels further.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> Animation {
        settle(velocity: velocity, from: current, to: target, tier: .elastic)
    }

    /// A settle that leaves at the finger's speed (points per second), on `tier`.
    ///
    /// Under Reduce Motion it lands on the short critically damped spring and keeps the speed, held to the
    /// spring's own angular frequency: no faster than that, a critically damped spring cannot pass its
    /// target, so the bounce goes and the momentum stays.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat, tier: Tier) -> Animation {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(current), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return .interpolatingSpring(spring, initialVelocity: initial)
    }
}

private nonisolated extension PieceMotion {
    /// The most any stretch may be: 20% longer along its direction, and as much thinner across.
    static var stretchLimit: CGFloat { 0.2 }

    /// The stretch for a tethered pull (a button dragged past its edge): along the pull, growing with its
    /// length as maximum × d / (d + reach), so half of `maximum` at `reach` points and never more than it
    /// (nor than `stretchLimit`).
    static func stretch(pull: CGSize, reach: CGFloat, maximum: CGFloat) -> CGSize {
        let distance = (pull.width * pull.width + pull.height * pull.height).squareRoot()
        guard distance > 0, reach > 0, maximum > 0 else { return .zero }
        let amount = min(maximum, stretchLimit) * distance / (distance + reach)
        return CGSize(width: pull.width / distance * amount, height: pull.height / distance * amount)
    }
}

/// Stretches a view along `vector`'s direction by its length (0.06 is 6%) and thins it across by the same
/// factor, so its area never changes. The length is held to `PieceMotion.stretchLimit`. Animate the vector
/// back to zero, never its angle and length apart, so the shape never spins on the way home.
private struct PieceStretchEffect: GeometryEffect {
    /// Direction and amount of the stretch, in the view's own axes.
    var vector: CGSize

    /// Both components, so the vector animates as one.
    nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(vector.width, vector.height) }
        set { vector = CGSize(width: newValue.first, height: newValue.second) }
    }

    /// Scales by 1 + amount along the direction and by its inverse across it, about the view's center.
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (vector.width * vector.width + vector.height * vector.height).squareRoot()
        guard length > 0.0005 else { return ProjectionTransform() }
        let amount = min(length, PieceMotion.stretchLimit)
        let cosine = vector.width / length, sine = vector.height / length
        let along = 1 + amount, across = 1 / along, difference = along - across
        // across × identity + (along − across) × (direction ⊗ direction): determinant along × across = 1.
        let stretch = CGAffineTransform(
            a: across + difference * cosine * cosine, b: difference * cosine * sine,
            c: difference * cosine * sine, d: across + difference * sine * sine, tx: 0, ty: 0)
        let center = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
        let back = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
        return ProjectionTransform(center.concatenating(stretch).concatenating(back))
    }
}

/// Applies `PieceStretchEffect`, or nothing under Reduce Motion.
private struct PieceStretchGate: ViewModifier {
    /// The stretch asked for.
    var stretchVector: CGSize

    @Environment(\.accessibilityReduceMotion) private var stretchReduceMotion

    func body(content: Content) -> some View {
        content.modifier(PieceStretchEffect(vector: stretchReduceMotion ? .zero : stretchVector))
    }
}

private extension View {
    /// Squashes and stretches this view along `vector` (length 0.06 is 6%, held to 0.2), keeping its area.
    /// About 8 to 12% suits a card or a blob, 12 to 18% a small indicator, no more than 3 to 5% anything
    /// carrying text. Off under Reduce Motion.
    func pieceStretch(_ vector: CGSize) -> some View {
        modifier(PieceStretchGate(stretchVector: vector))
    }
}

/// A stretch for free flight, read from the finger's velocity and low-passed so single noisy events don't
/// jolt it. Keep one in `@State`, `update` it from `onChanged` and feed `vector` to `pieceStretch`. A
/// resting finger sends no events, so `rest()` it when the gesture ends (animated, e.g. with `settle`) or
/// when the finger has stopped.
private nonisolated struct PieceVelocityStretch: Equatable, Sendable {
    /// The current stretch, for `pieceStretch(_:)`.
    var vector: CGSize = .zero
    /// The finger speed, in points per second, that stretches by the full `maximum`.
    var fullSpeed: CGFloat = 2400
    /// How much of the way to each new reading the stretch moves (0…1): lower is smoother and slower.
    var smoothing: CGFloat = 0.3

    /// Moves the stretch toward the one `velocity` (points per second) asks for, at most `maximum`.
    mutating func update(velocity: CGSize, maximum: CGFloat) {
        let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
        var target = CGSize.zero
        if speed > 0, fullSpeed > 0 {
            let amount = min(speed / fullSpeed, 1) * min(max(maximum, 0), PieceMotion.stretchLimit)
            target = CGSize(width: velocity.width / speed * amount, height: velocity.height / speed * amount)
        }
        let blend = min(max(smoothing, 0), 1)
        vector = CGSize(
            width: vector.width + (target.width - vector.width) * blend,
            height: vector.height + (target.height - vector.height) * blend)
    }

    /// Clears the stretch: the surface is at rest.
    mutating func rest() {
        vector = .zero
    }
}

// pieces-motion: end
