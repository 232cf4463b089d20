// pieces:
// title: Draggable Tile
// description: A tile that stays under the finger, stretches with its speed and springs home at the speed it was thrown.
// category: gestures
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.1.0"
// level: beginner
// tags: [drag, throw, velocity, momentum, spring, stretch, gesture, arrastrar, lanzar, velocidad, impulso, muelle, estirar, gesto]
// license: MIT

import SwiftUI

/// Makes any content a tile you can pick up and throw. It follows the finger exactly, stretches a
/// little along the direction it is moving, and when let go springs back to its place, each axis
/// leaving at the speed the finger had along it, so a flick carries on before it turns around. While
/// it is held and until it lands it is drawn above its siblings (`zIndex`), so it passes over its
/// neighbours rather than under them. Caught on its way home, it is picked up where it is drawn. A drag
/// the system cancels sends it home as a release at rest.
///
/// What it takes from the views around it: one drag (the default 10-point minimum, any direction),
/// attached with `gesture`. Inside a `ScrollView`, a drag that starts on the tile goes to the tile, not
/// the scroll view (how SwiftUI shares such drags has changed between iOS releases: try it in your layout). `zIndex` orders siblings only: apply any container-level modifiers outside the tile,
/// not by wrapping it in another stack. VoiceOver gets a Nudge action, a throw's stand-in.
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
    /// True from the drag's first event until it ends or is cancelled.
    @State private var isDragging = false
    /// True while held and until the release lands: the tile is drawn above its siblings.
    @State private var isLifted = false
    /// Numbers each release, so the landing of one overtaken by a new grab does not lower the tile.
    @State private var releases = 0
    /// Where the current drag picked the tile up, and the release under way, if any: a tile caught on its
    /// way home is picked up where it is drawn, not at home.
    @State private var grab: CGSize = .zero
    @State private var homing: DraggableTileHoming?
    /// When the finger last moved, so the stretch can relax once it rests.
    @State private var lastMove: Date = .distantPast
    /// One offset per axis, so each can be released with its own velocity.
    @State private var offsetX: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    @State private var stretch = PieceVelocityStretch()

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// A resting finger sends no events: this long after the last one, the tile counts as still.
    private let restDelay: Duration = .milliseconds(80)
    private let restSeconds: TimeInterval = 0.08
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
            // Global space: the tile moves under the finger, so its own space would move with it.
            .pieceDrag(coordinateSpace: .global) { drag in
                follow(drag)
            } onEnded: { drag in
                release(velocity: layout(drag.velocity))
            } onCancelled: {
                // Never reaches onEnded: send the tile home from where it was left.
                release(velocity: .zero)
            }
            .zIndex(isLifted ? 1 : 0)
            // One watcher per drag, not a task per event: a resting finger sends no events, so the
            // stretch relaxes a moment after the last one.
            .task(id: isDragging) {
                guard isDragging else { return }
                while !Task.isCancelled {
                    try? await Task.sleep(for: restDelay / 2)
                    if stretch.vector != .zero, Date.now.timeIntervalSince(lastMove) >= restSeconds {
                        withAnimation(motion.settle) { stretch.rest() }
                    }
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: Text("Nudge")) { nudge() }
    }

    /// Tracks the finger without animation, so the tile never trails it.
    private func follow(_ drag: DragGesture.Value) {
        if !isDragging {
            isDragging = true
            isLifted = true
            grab = drawnOffset()
            homing = nil
        }
        let translation = layout(drag.translation)
        offsetX = grab.width + translation.width
        offsetY = grab.height + translation.height
        // Smoothed by the events' own times, so the stretch is the same at 60 and 120 Hz.
        stretch.update(velocity: layout(drag.velocity), maximum: maximumStretch, time: drag.time)
        lastMove = .now
    }

    /// Each axis leaves at its own speed; the stretch shrinks along its direction as the tile lands, and
    /// the tile goes back among its siblings when the axis that travels further has landed.
    private func release(velocity: CGSize) {
        isDragging = false
        releases += 1
        let release = releases
        let from = CGSize(width: offsetX, height: offsetY)
        homing = DraggableTileHoming(start: .now, from: from, velocity: velocity)
        motion.settle(velocity: velocity, from: from, to: .zero) {
            offsetX = 0
        } vertical: {
            offsetY = 0
        } completion: {
            landed(release)
        }
        withAnimation(motion.settle) { stretch.rest() }
    }

    /// Where the tile is drawn now: part-way home (the springs' exact state, from the foundation's
    /// `settleSample`), or at its model offset.
    private func drawnOffset() -> CGSize {
        guard let homing else { return CGSize(width: offsetX, height: offsetY) }
        let elapsed = Date.now.timeIntervalSince(homing.start)
        let x = motion.settleSample(after: elapsed, velocity: homing.velocity.width, from: homing.from.width, to: 0)
        let y = motion.settleSample(after: elapsed, velocity: homing.velocity.height, from: homing.from.height, to: 0)
        return CGSize(width: x.position, height: y.position)
    }

    private func landed(_ release: Int) {
        // A grab since then keeps the tile lifted.
        guard release == releases, !isDragging else { return }
        isLifted = false
        homing = nil
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

/// A release home: what `settleSample` needs to say where the tile is drawn at any moment of it.
private struct DraggableTileHoming {
    var start: Date
    var from: CGSize
    /// The release velocity, in layout points per second, that each axis's settle carried.
    var velocity: CGSize
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
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, flight, grab, drag, stretchAmount, stretch) sha256:4cda6d90157646e5

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

    /// Whether a 2-D move from `current` to `target` travels at least as far across as down: the axis whose
    /// settle should carry the completion, since it lands last. A tie goes to the horizontal axis.
    static func leadsHorizontally(from current: CGSize, to target: CGSize) -> Bool {
        abs(target.width - current.width) >= abs(target.height - current.height)
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

    /// Settles a 2-D release one axis at a time, each axis at its own speed: `horizontal` and `vertical` each
    /// change one axis (each on its own `.offset(x:)` / `.offset(y:)`, never one `CGSize` both write) inside its
    /// own settle carrying that axis of `velocity`, since a spring takes one velocity. `completion` runs once,
    /// when the axis that travels further (`leadsHorizontally(from:to:)`) logically completes: it lands last.
    ///
    ///     motion.settle(velocity: release.velocity, from: offset, to: .zero) {
    ///         offsetX = 0
    ///     } vertical: {
    ///         offsetY = 0
    ///     } completion: {
    ///         landed += 1
    ///     }
    @MainActor func settle(
        velocity: CGSize, from current: CGSize, to target: CGSize, tier: Tier = .elastic,
        horizontal: () -> Void, vertical: () -> Void, completion: @escaping () -> Void = {}
    ) {
        let across = settle(velocity: velocity.width, from: current.width, to: target.width, tier: tier)
        let down = settle(velocity: velocity.height, from: current.height, to: target.height, tier: tier)
        if PieceMotion.leadsHorizontally(from: current, to: target) {
            withAnimation(down) { vertical() }
            withAnimation(across, completionCriteria: .logicallyComplete) { horizontal() } completion: { completion() }
        } else {
            withAnimation(across) { horizontal() }
            withAnimation(down, completionCriteria: .logicallyComplete) { vertical() } completion: { completion() }
        }
    }
}

/// Where a spring animation is and how fast it moves at one instant: the drawn state of something in flight.
private nonisolated struct PieceSpringSample: Equatable, Sendable {
    /// The animated value, in the same unit as the start and the target.
    var position: Double
    /// Its rate of change, in that unit per second.
    var velocity: Double
}

private nonisolated extension PieceMotion {
    /// The damping ratio SwiftUI gives `Spring(duration:bounce:)`: 1 − bounce for a bounce of 0 or more, and
    /// 1 / (1 + bounce) for a negative (overdamped) one. A bounce of −1 or less is held just above −1.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    }

    /// The spring's exact state `time` seconds after it left `start` for `target` at `velocity` (unit per
    /// second): the damped harmonic oscillator with angular frequency 2π / `duration` and `dampingRatio`, as
    /// SwiftUI runs `Spring(duration:bounce:)`. Grab something in flight from here, where it is drawn, rather
    /// than from its model value (already the target) or its start.
    ///
    /// Negative times read as 0; a `duration` of 0 or less has already arrived.
    static func springSample(
        after time: Double, from start: Double, to target: Double, velocity: Double,
        duration: Double, dampingRatio: Double
    ) -> PieceSpringSample {
        guard duration > 0 else { return PieceSpringSample(position: target, velocity: 0) }
        let t = max(time, 0), omega = 2 * Double.pi / duration, zeta = max(dampingRatio, 0)
        let offset = start - target
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: (A + Bt)·e^(−ωt).
            let b = velocity + omega * offset, decay = exp(-omega * t)
            return PieceSpringSample(position: target + (offset + b * t) * decay, velocity: (velocity - omega * b * t) * decay)
        }
        if zeta < 1 {
            // Underdamped: e^(−ζωt)·(A cos ω_d t + B sin ω_d t).
            let decayRate = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + decayRate * offset) / damped, decay = exp(-decayRate * t)
            let cosine = cos(damped * t), sine = sin(damped * t)
            let position = target + decay * (offset * cosine + b * sine)
            let speed = decay * (velocity * cosine - (decayRate * velocity + omega * omega * offset) / damped * sine)
            return PieceSpringSample(position: position, velocity: speed)
        }
        // Overdamped: C₁e^(r₁t) + C₂e^(r₂t), both roots negative.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (velocity - r2 * offset) / (r1 - r2), c2 = offset - c1
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return PieceSpringSample(position: target + c1 * e1 + c2 * e2, velocity: r1 * c1 * e1 + r2 * c2 * e2)
    }
}

private nonisolated extension PieceMotion {
    /// Where a `settle(velocity:from:to:tier:)` launched `time` seconds ago draws its value now, and how fast
    /// it moves (points per second): the same spring, capped velocity and Reduce Motion choice as the settle.
    /// The model value is already `target`, so a finger that catches the thing mid-flight must start from
    /// here, or it jumps. Measure `time` from the release's `time` to the new drag's first event.
    ///
    ///     let drawn = motion.settleSample(after: value.time.timeIntervalSince(releaseTime),
    ///                                     velocity: releaseVelocity, from: releasedAt, to: restingPlace)
    ///     dragOrigin = drawn.position   // then follow the finger from there, without animation
    func settleSample(
        after time: Double, velocity: CGFloat, from start: CGFloat, to target: CGFloat, tier: Tier = .elastic
    ) -> PieceSpringSample {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(start), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return PieceMotion.springSample(
            after: time, from: Double(start), to: Double(target), velocity: initial * Double(target - start),
            duration: spring.duration, dampingRatio: PieceMotion.dampingRatio(bounce: spring.bounce))
    }
}

/// The release of a drag: where it ended and how fast it was moving.
private nonisolated struct PieceDragRelease: Equatable, Sendable {
    /// The total movement from the first event to the last, in points.
    var translation: CGSize
    /// How fast the finger was moving when it lifted, in points per second (`DragGesture.Value.velocity`).
    var velocity: CGSize
    /// Where SwiftUI predicts the drag would have come to rest, as a translation.
    var predictedEndTranslation: CGSize
    /// Where the drag began, in the gesture's coordinate space.
    var startLocation: CGPoint
    /// Where the drag ended, in the gesture's coordinate space.
    var location: CGPoint
    /// When the last event happened.
    var time: Date
}

private extension PieceDragRelease {
    /// The release of `value`, a drag's last event: for a piece that composes its own drag (a long press
    /// sequenced before it, say) and still hands releases around in this shape.
    init(_ value: DragGesture.Value) {
        self.init(
            translation: value.translation, velocity: value.velocity,
            predictedEndTranslation: value.predictedEndTranslation,
            startLocation: value.startLocation, location: value.location, time: value.time)
    }
}

/// How a `pieceDrag` competes with the other gestures on and around its view.
private nonisolated enum PieceDragPriority: Equatable, Sendable {
    /// `gesture(_:including:)`: a gesture on a subview wins.
    case normal
    /// `highPriorityGesture(_:including:)`: wins over the gestures of its subviews.
    case high
    /// `simultaneousGesture(_:including:)`: runs alongside the others (a pan next to a pinch).
    case simultaneous
}

/// The drag behind `pieceDrag`. The activity lives in `@GestureState`, which SwiftUI resets however the
/// gesture stops; a reset that `onEnded` did not come before is a cancellation.
private struct PieceDragGate: ViewModifier {
    var minimumDistance: CGFloat
    var coordinateSpace: CoordinateSpace
    var isEnabled: Bool
    var mask: GestureMask
    var priority: PieceDragPriority
    var onChanged: (DragGesture.Value) -> Void
    var onEnded: (PieceDragRelease) -> Void
    var onCancelled: () -> Void

    /// True from the drag's first event until SwiftUI resets it: on the end, or on a cancellation.
    @GestureState private var dragActive = false
    /// True between a drag's first event and its end or cancellation: what `onCancelled` puts back.
    @State private var dragInFlight = false

    func body(content: Content) -> some View {
        // Disabled, the drag leaves out the view itself and keeps its subviews' gestures.
        let included: GestureMask = isEnabled ? mask : mask.subtracting(.gesture)
        let drag = DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
            .updating($dragActive) { _, active, _ in active = true }
            .onChanged { value in
                if !dragInFlight { dragInFlight = true }
                onChanged(value)
            }
            .onEnded { value in
                dragInFlight = false
                onEnded(PieceDragRelease(value))
            }
        return Group {
            switch priority {
            case .normal: content.gesture(drag, including: included)
            case .high: content.highPriorityGesture(drag, including: included)
            case .simultaneous: content.simultaneousGesture(drag, including: included)
            }
        }
        // SwiftUI resets the gesture state after `onEnded`; a reset still in flight had no end.
        .onChange(of: dragActive) { _, active in
            if !active { cancelIfInFlight() }
        }
        // A view removed mid-drag sees no reset of its own.
        .onDisappear { cancelIfInFlight() }
    }

    private func cancelIfInFlight() {
        guard dragInFlight else { return }
        dragInFlight = false
        onCancelled()
    }
}

private extension View {
    /// Calls `onChanged` for every drag event, `onEnded` once with the release, and `onCancelled`
    /// when the drag stops without ending (second finger, system gesture, view removed), so a
    /// piece can always put its in-flight state back.
    ///
    /// Exactly one of `onEnded` and `onCancelled` follows every drag that called `onChanged`. Turning
    /// `isEnabled` off mid-drag cancels it. `mask` and `priority` are those of SwiftUI's `gesture`,
    /// `highPriorityGesture` and `simultaneousGesture`; set `priority: .simultaneous` to pan beside a pinch.
    func pieceDrag(
        minimumDistance: CGFloat = 10,
        coordinateSpace: CoordinateSpace = .local,
        isEnabled: Bool = true,
        including mask: GestureMask = .all,
        priority: PieceDragPriority = .normal,
        onChanged: @escaping (DragGesture.Value) -> Void,
        onEnded: @escaping (PieceDragRelease) -> Void,
        onCancelled: @escaping () -> Void
    ) -> some View {
        modifier(PieceDragGate(
            minimumDistance: minimumDistance, coordinateSpace: coordinateSpace, isEnabled: isEnabled,
            mask: mask, priority: priority, onChanged: onChanged, onEnded: onEnded, onCancelled: onCancelled))
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

/// A stretch for free flight, read from the finger's velocity and low-passed so single noisy events don't
/// jolt it. Keep one in `@State`, `update(velocity:maximum:time:)` it from `onChanged` with the event's
/// `time` and feed `vector` to `pieceStretch`. A resting finger sends no events, so `rest()` it when the
/// gesture ends (animated, e.g. with `settle`) or when the finger has stopped.
private nonisolated struct PieceVelocityStretch: Equatable, Sendable {
    /// The current stretch, for `pieceStretch(_:)`.
    var vector: CGSize = .zero
    /// The finger speed, in points per second, that stretches by the full `maximum`.
    var fullSpeed: CGFloat = 2400
    /// The smoothing's time constant in seconds: the stretch closes 63% of the way to a steady reading in this
    /// long, whatever the event rate. 0.0467 s moves 30% of the way per event at 60 Hz (and 16% at 120 Hz).
    var timeConstant: Double = 0.0467
    /// How much of the way to each new reading the untimed `update(velocity:maximum:)` moves (0…1).
    var smoothing: CGFloat = 0.3
    /// The time of the last timed update; `nil` at rest.
    private(set) var lastUpdate: Date?

    /// Moves the stretch toward the one `velocity` (points per second) asks for, at most `maximum`, by as much
    /// as the time since the last update allows: 1 − e^(−elapsed / timeConstant). The same drag gives the same
    /// stretch at 60 and 120 Hz. The first update after a rest counts as one 60 Hz frame.
    mutating func update(velocity: CGSize, maximum: CGFloat, time: Date) {
        let elapsed = lastUpdate.map { max(time.timeIntervalSince($0), 0) } ?? 1.0 / 60
        lastUpdate = time
        let blend = timeConstant > 0 ? 1 - exp(-elapsed / timeConstant) : 1
        move(toward: target(for: velocity, maximum: maximum), by: CGFloat(blend))
    }

    /// Moves the stretch `smoothing` of the way toward the one `velocity` asks for, per call: faster at 120 Hz
    /// than at 60. Prefer `update(velocity:maximum:time:)`.
    mutating func update(velocity: CGSize, maximum: CGFloat) {
        move(toward: target(for: velocity, maximum: maximum), by: min(max(smoothing, 0), 1))
    }

    /// Clears the stretch: the surface is at rest.
    mutating func rest() {
        vector = .zero
        lastUpdate = nil
    }

    /// The stretch `velocity` asks for: along it, `maximum` (held to `stretchLimit`) at `fullSpeed` or faster.
    private func target(for velocity: CGSize, maximum: CGFloat) -> CGSize {
        let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
        guard speed > 0, fullSpeed > 0 else { return .zero }
        let amount = min(speed / fullSpeed, 1) * min(max(maximum, 0), PieceMotion.stretchLimit)
        return CGSize(width: velocity.width / speed * amount, height: velocity.height / speed * amount)
    }

    private mutating func move(toward target: CGSize, by blend: CGFloat) {
        vector = CGSize(
            width: vector.width + (target.width - vector.width) * blend,
            height: vector.height + (target.height - vector.height) * blend)
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

// pieces-motion: end
