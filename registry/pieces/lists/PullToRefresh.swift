// pieces:
// title: Pull to Refresh
// description: A stack you pull down against growing resistance to run an async refresh, with a tick at the threshold.
// category: lists
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.1"
// level: advanced
// tags: [pull to refresh, refresh, rubber band, drag, spinner, async, list, actualizar, recargar, tirar, arrastrar, elástico, lista]
// license: MIT

import SwiftUI

/// A vertical stack you pull down to refresh. The pull meets growing resistance, a ring fills as it
/// nears the threshold and the arrow turns with a tick when crossing it. Let go past the threshold
/// and the stack settles onto a spinner while `action` runs, keeping the finger's speed; let go
/// short of it and it settles back. When the refresh ends, the stack closes over the spinner.
///
/// The pull is a simultaneous drag on a plain stack rather than a `ScrollView`, because on iOS 17
/// SwiftUI can neither read a scroll view's offset (`onScrollGeometryChange` is iOS 18) nor turn off
/// its own bounce at the top, and two rubber bands fighting over one pull feel broken. Being
/// simultaneous, the drag leaves taps and horizontal swipes inside the rows working. Use it for
/// content that fits on screen, such as a dashboard, a short feed or a card stack, and don't put it
/// inside a `ScrollView`; for long scrolling lists use SwiftUI's own `refreshable(action:)`.
///
/// A pull the system cancels (a call, Notification Center pulled down over it, the view going away)
/// settles back without refreshing, even past the threshold: only a release commits.
///
/// What it takes from the views around it: one simultaneous drag (the default 10-point minimum) on the
/// whole stack. Rows keep their taps, buttons and their own gestures, and a drag that starts sideways is
/// never a pull; but inside a `ScrollView` or `List` the scroll and the pull would both move, which is
/// why it must not go in one. VoiceOver gets a Refresh action on every row.
///
/// With Reduce Motion on, the pull still tracks the finger and keeps its speed on release, but it
/// settles without overshoot and the arrow and spinner swap with a fade.
///
/// - Parameters:
///   - threshold: How far, in points on screen, the stack must be pulled before a release refreshes.
///   - action: The refresh, run on the main actor; the spinner shows until it returns.
///   - content: The rows, laid out in a vertical stack.
public struct PullToRefresh<Content: View>: View {
    private let threshold: CGFloat
    private let action: @MainActor () async -> Void
    private let content: Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .body) private var indicatorSize: CGFloat = 30
    @State private var pull: CGFloat = 0
    @State private var intent: Intent?
    @State private var isArmed = false
    @State private var isRefreshing = false
    @State private var crossings = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// A spinner that flashes for a frame reads as a glitch, so it stays at least this long.
    private static var shortestRefresh: Duration { .milliseconds(500) }

    public init(
        threshold: CGFloat = 64,
        action: @escaping @MainActor () async -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.threshold = threshold
        self.action = action
        self.content = content()
    }

    public var body: some View {
        ZStack(alignment: .top) {
            indicator
                // Centred in the gap the pull opens above the rows; moved, never resized per frame.
                .offset(y: (pull - indicatorSize) / 2)
            VStack { content }
                .frame(maxWidth: .infinity)
                .offset(y: pull)
                // VoiceOver can't pull. On a stack that isn't an element itself, the action reaches
                // every row, so "Refresh" is in the actions rotor wherever the reader is.
                .accessibilityAction(named: Text("Refresh")) { beginRefresh(velocity: 0) }
        }
        .contentShape(Rectangle())
        // Simultaneous, so the rows' own taps and swipes keep working under the pull.
        .pieceDrag(priority: .simultaneous) { drag in
            track(drag)
        } onEnded: { drag in
            release(velocity: drag.velocity.height * bandSlope(at: max(drag.translation.height, 0)))
        } onCancelled: {
            // Never reaches onEnded; without this the stack would stay pulled open.
            cancelPull()
        }
        .pieceHaptic(.threshold, trigger: crossings)
        .task(id: isRefreshing) {
            guard isRefreshing else { return }
            await refresh()
        }
    }

    // MARK: Indicator

    @ViewBuilder private var indicator: some View {
        ZStack {
            if isRefreshing {
                ProgressView()
                    .accessibilityLabel(Text("Refreshing"))
                    .transition(motion.contentSwap)
            } else {
                arrow.transition(motion.contentSwap)
            }
        }
        .frame(width: indicatorSize, height: indicatorSize)
        .opacity(isRefreshing ? 1 : progress)
    }

    private var arrow: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.secondary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: "arrow.down")
                .font(.footnote.weight(.bold))
                .foregroundStyle(.secondary)
                // Only the discrete turn is animated, scoped to the rotation; the ring follows the finger as it is.
                .animation(motion.snap) { arrow in
                    arrow.rotationEffect(.degrees(isArmed ? 180 : 0))
                }
        }
        .accessibilityHidden(true)
    }

    /// How close the pull is to the threshold, 0…1.
    private var progress: CGFloat { min(max(pull / threshold, 0), 1) }

    /// Where the stack rests while refreshing: just enough to show the spinner with some air.
    private var restingPull: CGFloat { indicatorSize + 20 }

    /// The asymptote of the rubber band, well above the threshold: the finger travels about two and
    /// a half thresholds to cross it, so a deliberate pull refreshes and an accidental brush doesn't.
    private var reach: CGFloat { threshold * 3.5 }

    // MARK: Gesture

    /// Whether a drag is a pull, decided once from its first movement so a horizontal swipe inside a
    /// row never turns into a pull halfway through. Only vertical direction is read, so right-to-left
    /// layouts need no conversion.
    private enum Intent { case pull, ignore }

    /// The stack follows the finger without animation.
    private func track(_ drag: DragGesture.Value) {
        guard !isRefreshing else { return }
        if intent == nil {
            let downward = drag.translation.height > 0
            intent = downward && abs(drag.translation.height) > abs(drag.translation.width) ? .pull : .ignore
        }
        guard intent == .pull else { return }
        // Band the whole overshoot, never the per-event delta, so the stack stays in step with the finger.
        pull = PieceMotion.rubberBand(max(drag.translation.height, 0), limit: reach)
        arm(pull >= threshold)
    }

    /// Past the threshold the stack settles onto the spinner, short of it back to rest; either way it
    /// leaves at `velocity`, the speed it had on screen.
    private func release(velocity: CGFloat) {
        defer { intent = nil }
        guard intent == .pull, !isRefreshing else { return }
        if isArmed {
            beginRefresh(velocity: velocity)
        } else {
            withAnimation(motion.settle(velocity: velocity, from: pull, to: 0)) { pull = 0 }
        }
    }

    /// The system took the drag away: back to rest from where it was, disarmed, nothing refreshed.
    private func cancelPull() {
        defer { intent = nil }
        guard intent == .pull, !isRefreshing else { return }
        arm(false)
        withAnimation(motion.settle) { pull = 0 }
    }

    /// One tick per crossing on the way out; backing off re-arms quietly.
    private func arm(_ armed: Bool) {
        guard armed != isArmed else { return }
        if armed { crossings += 1 }
        isArmed = armed
    }

    /// The banded stack moves slower than the finger; this is how much slower at `overshoot` (the
    /// band's slope there, not the ratio pull / overshoot), so the release carries the speed the stack
    /// actually had rather than the finger's raw speed.
    private func bandSlope(at overshoot: CGFloat) -> CGFloat {
        PieceMotion.rubberBandSlope(overshoot, limit: reach)
    }

    // MARK: Refresh

    private func beginRefresh(velocity: CGFloat) {
        guard !isRefreshing else { return }
        withAnimation(motion.settle(velocity: velocity, from: pull, to: restingPull)) { pull = restingPull }
        withAnimation(motion.reveal) { isRefreshing = true }
    }

    private func refresh() async {
        let started = ContinuousClock.now
        await action()
        let remaining = Self.shortestRefresh - (ContinuousClock.now - started)
        if remaining > .zero { try? await Task.sleep(for: remaining) }
        // Cancelled (the view went away) or not, the stack must not stay open on a dead spinner.
        withAnimation(motion.dismiss) {
            pull = 0
            isArmed = false
            isRefreshing = false
        }
    }
}

// MARK: - Example

private struct PullToRefreshExample: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var headlines = ["Tide tables updated", "Ferry back on schedule", "Market opens at nine"]
    @State private var refreshes = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        PullToRefresh {
            try? await Task.sleep(for: .seconds(1.2))
            refreshes += 1
            withAnimation(motion.reveal) { headlines.insert("Fresh story #\(refreshes)", at: 0) }
        } content: {
            Text("Pull down to refresh")
                .font(.footnote)
                .foregroundStyle(.secondary)
            ForEach(headlines, id: \.self) { headline in
                Text(headline)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(16)
                    .background(.quaternary, in: .rect(cornerRadius: 14, style: .continuous))
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.top, 12)
    }
}

#Preview { PullToRefreshExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, rubberBand, drag, haptics) sha256:2a605742ae3fb0f5

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

    /// How fast the banded travel grows per point of pull at `overshoot` points past the limit: the slope of
    /// `rubberBand(_:limit:coefficient:)`, coefficient / (|overshoot| × coefficient / limit + 1)². It starts at
    /// `coefficient` and falls toward 0. Multiply the finger's velocity by it to hand the banded thing's own
    /// velocity to the release spring (the ratio banded / overshoot is the secant, 1.5 to 2× too fast near `limit`).
    static func rubberBandSlope(_ overshoot: CGFloat, limit: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
        guard limit > 0 else { return 0 }
        let growth = abs(overshoot) * coefficient / limit + 1
        return coefficient / (growth * growth)
    }

    /// The slope of `rubberBand(_:in:limit:coefficient:)` at `value`: 1 inside `range`, where the value moves
    /// with the finger, and the banded slope past either end.
    static func rubberBandSlope(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat, coefficient: CGFloat = 0.55
    ) -> CGFloat {
        if value < range.lowerBound {
            return rubberBandSlope(value - range.lowerBound, limit: limit, coefficient: coefficient)
        }
        if value > range.upperBound {
            return rubberBandSlope(value - range.upperBound, limit: limit, coefficient: coefficient)
        }
        return 1
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
    /// Something switched on or off: a toggle, a like, a selected chip. A light impact at 0.6 intensity, a
    /// little softer than a detent.
    case toggle

    /// The system feedback this haptic plays.
    var feedback: SensoryFeedback {
        switch self {
        case .step: .selection
        case .detent: .impact(weight: .light)
        case .threshold: .impact(weight: .medium)
        case .success: .success
        case .failure: .error
        case .impact: .impact(weight: .heavy)
        case .toggle: .impact(weight: .light, intensity: 0.6)
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

// pieces-motion: end
