// pieces:
// title: Swipe Actions Row
// description: A list row that swipes open to reveal an action, commits it on a long or fast swipe, and ticks at the point of no return.
// category: lists
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [swipe, row, list, actions, delete, archive, rubber band, deslizar, fila, lista, acciones, borrar]
// license: MIT

import SwiftUI

/// A row that slides sideways under the finger to reveal an action behind its trailing edge. Let go
/// heading past half the action's width and the row stays open on the action; let go heading past the
/// commit line (55% of the row) and the action runs, the row flying out at the finger's speed. Where the
/// row would go is its position projected from the finger's speed, so a quick flick commits. Crossing
/// the commit line ticks once, and the action's button grows to fill the row, so the point of no return
/// is felt and seen. Beyond the full row and toward the leading edge the row resists (rubber-banded).
/// A tap on an open row closes it; a closed row takes no tap, so a `NavigationLink` or button around it
/// still gets its taps. A cancelled drag settles it back open or closed. After an action that leaves the
/// row in place, the row slides back in from the trailing edge and settles closed.
///
/// Only horizontal drags move the row: a drag that starts vertically is left to the enclosing list
/// or scroll view. The trailing edge is mirrored in right-to-left languages. With Reduce Motion on, the
/// row still follows the finger and keeps its speed, without bounce. VoiceOver offers the action as a
/// custom action on the row.
///
/// What it blocks: nothing vertical. The row runs its drag beside the enclosing scroll view's own.
///
/// - Parameters:
///   - action: What the swipe does: its title, symbol, tint and handler.
///   - content: The row's content.
public struct SwipeActionsRow<Content: View>: View {
    private let action: SwipeRowAction
    private let content: Content

    /// The row's horizontal position: 0 closed, negative toward the trailing action (left to right).
    @State private var offset: CGFloat = 0
    /// Where the row was when the current drag began.
    @State private var dragStart: CGFloat?
    /// Whether the current drag is horizontal (decided on its first event); `nil` before that.
    @State private var isHorizontal: Bool?
    @State private var width: CGFloat = 0
    @State private var pastCommit = false
    @State private var crossings = 0

    @ScaledMetric(relativeTo: .body) private var actionWidth: CGFloat = 88
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(action: SwipeRowAction, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    /// +1 when the trailing edge is on the right, −1 when it is mirrored to the left.
    private var side: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }
    /// How far the row is pulled open, in points, whichever way the edge faces.
    private var pull: CGFloat { -offset * side }
    private var commitLine: CGFloat { max(width * 0.55, actionWidth * 1.5) }

    public var body: some View {
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.background)
            .environment(\.layoutDirection, layoutDirection)
            .offset(x: offset)
            .background { actionButton }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            .clipped()
            .contentShape(Rectangle())
            // Laid out left to right; the trailing side is mirrored by hand, so finger and row agree.
            .environment(\.layoutDirection, .leftToRight)
            // Only an open row takes a tap (to close); a closed one leaves taps to an enclosing
            // NavigationLink or button, since a tap gesture attached here would win over them.
            .gesture(TapGesture().onEnded { settle(to: 0, velocity: 0) }, including: offset != 0 ? .all : .subviews)
            .pieceDrag(priority: .simultaneous, onChanged: track, onEnded: release, onCancelled: cancel)
            .pieceHaptic(.threshold, trigger: crossings)
            .accessibilityAction(named: Text(action.title)) { action.perform() }
    }

    /// The action fills the row's back; the row slides off it. Its symbol sits in the revealed gap and,
    /// past the commit line, rides the row's edge. Offsets only: no layout changes while dragging.
    private var actionButton: some View {
        let riding = pastCommit ? -(max(pull, actionWidth) - actionWidth) * side : 0
        return Button {
            commit(velocity: 0)
        } label: {
            Rectangle()
                .fill(action.tint)
                .overlay(alignment: side > 0 ? .trailing : .leading) {
                    Image(systemName: action.systemImage)
                        .font(.title3)
                        .foregroundStyle(.white)
                        .frame(width: actionWidth)
                        .offset(x: riding)
                }
        }
        .buttonStyle(.plain)
        .accessibilityHidden(true)
    }

    private func track(_ drag: DragGesture.Value) {
        if isHorizontal == nil {
            isHorizontal = abs(drag.translation.width) > abs(drag.translation.height)
            dragStart = pull
        }
        guard isHorizontal == true, let start = dragStart else { return }
        // Toward the action it follows the finger up to the row's width; beyond, and the other way, it resists.
        let raw = start - drag.translation.width * side
        let banded = PieceMotion.rubberBand(raw, in: 0...max(width, actionWidth), limit: 40)
        offset = -banded * side
        let beyond = banded > commitLine
        if beyond != pastCommit {
            // pieces-lint:disable:next-line animated-tracking the symbol jumps to the row's edge once, at the line; the row itself tracks unanimated
            withAnimation(motion.snap) { pastCommit = beyond }
            crossings += 1
        }
    }

    private func release(_ drag: PieceDragRelease) {
        defer { isHorizontal = nil; dragStart = nil }
        guard isHorizontal == true else { return }
        let velocity = -drag.velocity.width * side
        let heading = PieceMotion.project(pull, velocity: velocity)
        if heading > commitLine {
            commit(velocity: velocity)
        } else {
            settle(to: heading > actionWidth / 2 ? actionWidth : 0, velocity: velocity)
        }
    }

    private func cancel() {
        let wasHorizontal = isHorizontal == true
        isHorizontal = nil
        dragStart = nil
        if wasHorizontal { settle(to: pull > actionWidth / 2 ? actionWidth : 0, velocity: 0) }
    }

    /// Opens the row to `target` points (0 closed), leaving at `velocity` (points per second, toward open).
    private func settle(to target: CGFloat, velocity: CGFloat) {
        withAnimation(motion.snap) { pastCommit = false }
        withAnimation(motion.settle(velocity: -velocity * side, from: offset, to: -target * side, tier: .responsive)) {
            offset = -target * side
        }
    }

    /// Runs the action as the row flies out past its trailing edge, then slides it back closed on the
    /// settle role (an action that removes the row never sees it come back).
    private func commit(velocity: CGFloat) {
        let out = -(width + actionWidth) * side
        withAnimation(motion.settle(velocity: -velocity * side, from: offset, to: out, tier: .firm)) {
            offset = out
        } completion: {
            action.perform()
            pastCommit = false
            withAnimation(motion.settle) { offset = 0 }
        }
    }
}

/// The action behind a `SwipeActionsRow`: its title (read by VoiceOver), symbol, colour and handler.
public struct SwipeRowAction {
    public let title: String
    public let systemImage: String
    public let tint: Color
    public let perform: () -> Void

    public init(_ title: String, systemImage: String, tint: Color = .red, perform: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.perform = perform
    }
}

// MARK: - Example

private struct SwipeActionsRowExample: View {
    @State private var messages = ["Lunch on Friday?", "Your order has shipped", "Photos from the trip", "Invoice #1042"]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(messages, id: \.self) { message in
                    SwipeActionsRow(action: SwipeRowAction("Archive", systemImage: "archivebox.fill", tint: .indigo) {
                        messages.removeAll { $0 == message }
                    }) {
                        Text(message)
                            .padding(.horizontal, 20)
                            .padding(.vertical, 18)
                    }
                    Divider()
                }
            }
        }
    }
}

#Preview { SwipeActionsRowExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, projection, rubberBand, drag, haptics) sha256:05fdc12e8dec78af

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
