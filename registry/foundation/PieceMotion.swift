// PieceMotion: the motion language every piece shares.
// version: 1.0.0
// about: The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// about: settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// about: Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
import SwiftUI

// pieces-motion-section: core
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

// pieces-motion-section: tiers
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

// pieces-motion-section: roles
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

// pieces-motion-section: velocity
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

// pieces-motion-section: momentum
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

// pieces-motion-section: projection
private nonisolated extension PieceMotion {
    /// Where a flick at `velocity` (points per second) would coast to from `position`, decelerating the way
    /// a scroll view does. 0.998 coasts like a scroll view; 0.99 is shorter and suits detents, so a moderate
    /// flick doesn't skip one. A rate outside 0..<1 describes no deceleration, so it coasts nowhere.
    static func project(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.99) -> CGFloat {
        guard decelerationRate >= 0, decelerationRate < 1 else { return position }
        return position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The candidate closest to `value`; the earlier one on a tie, and `value` itself when there are none.
    ///
    ///     let heading = PieceMotion.project(offset, velocity: drag.velocity.height)
    ///     let detent = PieceMotion.nearest(heading, in: [0, 320, 640])
    static func nearest(_ value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }
}

// pieces-motion-section: rubberBand
private nonisolated extension PieceMotion {
    /// How far something travels when pulled `overshoot` points past its limit: the scroll view's edge
    /// curve, (1 − 1 / (|overshoot| × coefficient / limit + 1)) × limit. It grows ever more slowly and never
    /// reaches `limit`; 0.55 matches a scroll view. Size `limit` to the thing: 24 to 40 for a thumb or a
    /// toggle, 60 to 120 for a card or a sheet. Band the total pull, never each event's delta.
    static func rubberBand(_ overshoot: CGFloat, limit: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
        guard limit > 0, overshoot != 0 else { return 0 }
        let banded = (1 - 1 / (abs(overshoot) * coefficient / limit + 1)) * limit
        return overshoot < 0 ? -banded : banded
    }

    /// `value` unchanged inside `range`; past either end only the overshoot is banded, so the value moves
    /// on with growing resistance. For a control only the visual position does this: keep the committed
    /// value clamped.
    static func rubberBand(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat, coefficient: CGFloat = 0.55
    ) -> CGFloat {
        if value < range.lowerBound {
            return range.lowerBound + rubberBand(value - range.lowerBound, limit: limit, coefficient: coefficient)
        }
        if value > range.upperBound {
            return range.upperBound + rubberBand(value - range.upperBound, limit: limit, coefficient: coefficient)
        }
        return value
    }
}

// pieces-motion-section: pressScale
private nonisolated extension PieceMotion {
    /// The pressed scale for a surface of `size`: each edge sinks about 2.5 points, whatever the size, so
    /// 1 − 5 / √(width × height), held within 0.92…0.985. An icon button lands on 0.92, a pill near 0.95
    /// and a card near 0.985.
    static func pressScale(for size: CGSize) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - 5 / side, 0.92), 0.985)
    }

    /// The scale anchor for a press at `touch` (in the view's own points), in unit space (0…1 on each axis):
    /// `lean` of the way from the center toward the touch. A touch outside the view counts from its edge;
    /// an unmeasured view presses from its center.
    static func leanAnchor(touch: CGPoint, in size: CGSize, lean: CGFloat = 0.5) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let lean = min(max(lean, 0), 1)
        let unitX = min(max(touch.x / size.width, 0), 1)
        let unitY = min(max(touch.y / size.height, 0), 1)
        return CGPoint(x: 0.5 + (unitX - 0.5) * lean, y: 0.5 + (unitY - 0.5) * lean)
    }
}

// pieces-motion-section: drag
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
                onEnded(PieceDragRelease(
                    translation: value.translation, velocity: value.velocity,
                    predictedEndTranslation: value.predictedEndTranslation,
                    startLocation: value.startLocation, location: value.location, time: value.time))
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

// pieces-motion-section: press
/// Presses a view in: size-aware depth, anchored partway toward the finger, and kept there through the
/// release so the surface re-expands from where it was pressed. Under Reduce Motion it dims instead.
private struct PiecePressEffect: ViewModifier {
    /// Whether the finger is down.
    var pressing: Bool
    /// Where the finger is, in the view's own points, or `nil` when it is not known.
    var touchPoint: CGPoint?

    @Environment(\.accessibilityReduceMotion) private var pressReduceMotion
    /// The view's measured size, which sets the depth.
    @State private var measuredSize: CGSize = .zero
    /// The last known touch, kept through the release.
    @State private var heldTouch: CGPoint?

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: pressReduceMotion)
        let anchor = (touchPoint ?? heldTouch).map { PieceMotion.leanAnchor(touch: $0, in: measuredSize) }
        let unit = anchor.map { UnitPoint(x: $0.x, y: $0.y) } ?? .center
        let depth = PieceMotion.pressScale(for: measuredSize)
        let sinks = pressing && !pressReduceMotion, dims = pressing && pressReduceMotion
        return content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { measuredSize = $0 }
            // Scoped, so only the press itself animates, never the content's own changes.
            .animation(pressing ? motion.press : motion.release) { view in
                view
                    .scaleEffect(sinks ? depth : 1, anchor: unit)
                    // Reduce Motion: dim rather than move, and never turn the surface see-through.
                    .brightness(dims ? -0.08 : 0)
            }
            .onChange(of: touchPoint) { _, touch in
                if let touch { heldTouch = touch }
            }
    }
}

private extension View {
    /// Presses this view in while `isPressed`: it sinks about 2.5 points at each edge (never bouncing on the
    /// way in), leans toward `touch` and springs back elastically on release. Under Reduce Motion it dims
    /// instead of scaling.
    ///
    /// `touch` is the finger in this view's own points, e.g. from a `DragGesture(minimumDistance: 0)`'s
    /// `location`; pass `nil` when it is not known. Leave the lean out inside a `ScrollView` or `List`: a
    /// zero-distance drag there competes with scrolling.
    func piecePress(isPressed: Bool, touch: CGPoint?) -> some View {
        modifier(PiecePressEffect(pressing: isPressed, touchPoint: touch))
    }
}

/// A button style that presses its label in with `piecePress`: size-aware depth from the center (a button
/// style never sees the touch, which keeps it free to scroll), dimming under Reduce Motion.
private struct PiecePressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.piecePress(isPressed: configuration.isPressed, touch: nil)
    }
}

private extension ButtonStyle where Self == PiecePressStyle {
    /// `.buttonStyle(.piecePress)`: presses the label in by a few points and springs it back.
    static var piecePress: PiecePressStyle { PiecePressStyle() }
}

// pieces-motion-section: stretch
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

// pieces-motion-section: followThrough
private nonisolated extension PieceMotion {
    /// The spring for a follower `rank` places behind the lead (0 is the lead): 40 ms longer and 0.02 more
    /// bounce per rank on the elastic tier, so it arrives later and settles softer, yet still turns around
    /// at once if the state flips back. Ranks past 6 move with rank 6. Under Reduce Motion the ranks keep
    /// their timing and lose the bounce.
    func follow(rank: Int) -> Animation {
        let rank = Double(min(max(rank, 0), 6))
        let duration = reduceMotion ? PieceMotion.reducedSpring.duration : Tier.elastic.duration
        let bounce = reduceMotion ? 0 : Tier.elastic.bounce + 0.02 * rank
        return .spring(Spring(duration: duration + 0.04 * rank, bounce: bounce))
    }

    /// The `value` spring for a digit, bar or point `rank` places behind the one that leads (0 is the
    /// lead): 30 ms longer per rank and never any bounce, so a number rolling digit by digit shows no
    /// value past its own at any instant. Ranks past 4 move with rank 4, so the whole figure lands within
    /// 120 ms of its lead. Under Reduce Motion every rank lands together on the short spring.
    func value(rank: Int) -> Animation {
        guard !reduceMotion else { return .spring(PieceMotion.reducedSpring) }
        let rank = Double(min(max(rank, 0), 4))
        return .spring(Spring(duration: Tier.responsive.duration + 0.03 * rank, bounce: 0))
    }

    /// `reveal`, 30 ms later per `index`, capped at the seventh item (index 6, 180 ms) so a long list
    /// never keeps its last row waiting. For one-shot entrances only: a delay holds a follower still when
    /// a toggle reverses, so use `follow(rank:)` for anything that can. Exits go together; never stagger
    /// data people read.
    func entrance(index: Int) -> Animation {
        self.reveal.delay(0.03 * Double(min(max(index, 0), 6)))
    }
}

// pieces-motion-section: pop
/// Dips, swells past full size and lands each time `popCount` changes. Still under Reduce Motion.
private struct PiecePopEffect: ViewModifier {
    /// The counter that fires the pop.
    var popCount: Int

    @Environment(\.accessibilityReduceMotion) private var popReduceMotion

    func body(content: Content) -> some View {
        // The `KeyframeAnimator` view, not the `keyframeAnimator` modifier: the modifier's content closure is
        // `@Sendable`, so the main-actor `scaleEffect` inside it would be called from outside the main actor.
        let still = popReduceMotion
        return KeyframeAnimator(initialValue: CGFloat(1), trigger: popCount) { scale in
            content.scaleEffect(still ? 1 : scale)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe<CGFloat>(0.97, duration: 0.08)
                SpringKeyframe<CGFloat>(1.08, duration: 0.14, spring: Spring(duration: 0.18, bounce: 0))
                SpringKeyframe<CGFloat>(1, duration: 0.42, spring: PieceMotion.Tier.expressive.spring)
            }
        }
    }
}

private extension View {
    /// Anticipation (0.97), overshoot (1.08) and settle each time `trigger` changes: the secondary response
    /// of a success. Use a counter, never a Bool that can flip back before it fires. Off under Reduce Motion.
    func piecePop(trigger: Int) -> some View {
        modifier(PiecePopEffect(popCount: trigger))
    }
}

// pieces-motion-section: shake
/// A short decaying side-to-side shake each time `shakeCount` changes. Still under Reduce Motion.
private struct PieceShakeEffect: ViewModifier {
    /// The counter that fires the shake.
    var shakeCount: Int

    @Environment(\.accessibilityReduceMotion) private var shakeReduceMotion

    func body(content: Content) -> some View {
        // The `KeyframeAnimator` view, as in `PiecePopEffect`: its content closure stays on the main actor.
        let still = shakeReduceMotion
        return KeyframeAnimator(initialValue: CGFloat(0), trigger: shakeCount) { offset in
            content.offset(x: still ? 0 : offset)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe<CGFloat>(-8, duration: 0.06)
                CubicKeyframe<CGFloat>(7, duration: 0.08)
                CubicKeyframe<CGFloat>(-4.5, duration: 0.07)
                CubicKeyframe<CGFloat>(2.5, duration: 0.06)
                // Home without a wobble of its own.
                SpringKeyframe<CGFloat>(0, duration: 0.12, spring: PieceMotion.Tier.firm.spring)
            }
        }
    }
}

private extension View {
    /// Shakes this view briefly, decaying, each time `trigger` changes: a refusal. Fire the error haptic on
    /// the same beat; the color and label carry the outcome under Reduce Motion, where the shake is off.
    func pieceShake(trigger: Int) -> some View {
        modifier(PieceShakeEffect(shakeCount: trigger))
    }
}

// pieces-motion-section: haptics
/// The haptics a piece plays, one per event, on the beat the motion lands (a check's tap when the check
/// lands, not when it starts). Presses and continuous tracking get none of their own.
///
/// Every case plays on iPhone: `.increase`, `.decrease`, `.start`, `.stop` and `.levelChange` play nothing
/// there, so they are not used. Never play two in one frame (a threshold tick and a throw impact together
/// read as a stutter).
private nonisolated enum PieceHaptic: Equatable, Sendable {
    /// A discrete value stepped: a slider notch, a picker row. `.selection`.
    case step
    /// Something came to rest on a detent: a sheet, a snapped card. A light impact.
    case detent
    /// A drag crossed the point where letting go commits. A medium impact.
    case threshold
    /// An action succeeded. `.success`.
    case success
    /// An action was refused. `.error`, on the shake's beat.
    case failure
    /// A thrown thing hit an edge or another thing. A heavy impact.
    case impact

    /// The system feedback this haptic plays.
    var feedback: SensoryFeedback {
        switch self {
        case .step: .selection
        case .detent: .impact(weight: .light)
        case .threshold: .impact(weight: .medium)
        case .success: .success
        case .failure: .error
        case .impact: .impact(weight: .heavy)
        }
    }
}

private extension View {
    /// Plays `haptic` each time `trigger` changes. Use a counter or a semantic value (a step index, a
    /// detent), never a Bool that can flip back before the view updates.
    func pieceHaptic<T: Equatable>(_ haptic: PieceHaptic, trigger: T) -> some View {
        sensoryFeedback(haptic.feedback, trigger: trigger)
    }
}
