// pieces:
// title: Swipe Deck
// description: A stack of cards you swipe or flick away, with the cards behind following a beat later and an undo that brings the last one back.
// category: cards
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.1.0"
// level: advanced
// tags: [cards, swipe, deck, stack, flick, undo, drag, spring, tarjetas, deslizar, mazo, pila, deshacer, arrastrar, gesto, muelle]
// license: MIT

import SwiftUI

/// A stack of cards, one per item, that you drag with a tilt and swipe away. Where a release is heading
/// decides: a card dragged past the threshold, or flicked toward it, leaves at the finger's speed;
/// otherwise it settles home, and the cards behind follow a beat later. The undo button brings the last
/// card back from the side it left. The deck remembers which cards are gone, so `items` can stay as it is.
/// A tick marks the moment a drag crosses the threshold, and an impact the moment a thrown card lands
/// off the deck. A card caught on its way home is picked up where it is drawn. A drag the system
/// cancels (a call, a system gesture, the deck going away) settles the card home, as a release at rest
/// would.
///
/// What it takes from the views around it: one drag (the default 10-point minimum, any direction) on
/// the whole deck, attached with `gesture`. Inside a `ScrollView` or a paging `TabView`, a drag that
/// starts on the deck goes to the card, not the scroll view; start it beside the deck to scroll (how
/// SwiftUI shares such drags has changed between iOS releases, so try it in your layout). Buttons on a
/// card keep their taps. VoiceOver gets swipe left, swipe right and undo as actions.
///
/// With Reduce Motion on, the cards still follow the finger and keep a flick's speed, without tilt or
/// overshoot, and a returning card fades in.
///
/// - Parameters:
///   - items: The cards' data, top card first.
///   - threshold: How far, in points, a card must be dragged or be heading to leave the deck.
///   - onSwipe: Called with the item and its direction as a card leaves the deck.
///   - onUndo: Called with the item when undo brings its card back.
///   - card: The view for one item; give it the size the deck should show.
public struct SwipeDeck<Item: Identifiable, Card: View>: View {
    private let items: [Item]
    private let threshold: CGFloat
    private let onSwipe: (Item, SwipeDeckDirection) -> Void
    private let onUndo: (Item) -> Void
    private let card: (Item) -> Card

    /// Swiped items, newest last: what undo brings back.
    @State private var history: [Swipe] = []
    /// Cards still flying off screen; they are already in `history`, so the deck is live at once.
    @State private var departures: [Departure] = []
    /// The top card's offset under the finger, one value per axis so each releases with its own speed.
    @State private var dragX: CGFloat = 0
    @State private var dragY: CGFloat = 0
    /// The card the current drag started on, so an undo mid-drag does not hand the drag to another card.
    @State private var draggedID: Item.ID?
    /// Where the current drag picked the top card up, and the settle home under way, if any: a card
    /// caught on its way home is picked up where it is drawn.
    @State private var grab: CGSize = .zero
    @State private var homing: SwipeDeckHoming?
    @State private var flights = 0
    /// Counts thrown cards that have landed off the deck: the impact belongs to the landing.
    @State private var landings = 0
    /// Whether the top card is dragged past the threshold, and how often a drag has crossed it outward.
    @State private var isPastThreshold = false
    @State private var thresholdCrossings = 0
    @State private var returningDirection: SwipeDeckDirection = .forward
    @State private var deckWidth: CGFloat = 0

    @ScaledMetric(relativeTo: .title2) private var undoDiameter: CGFloat = 52
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    private let visibleDepth = 3
    /// Each card behind is this much smaller and this many points lower, so the stack reads as a pile.
    private let depthShrink: CGFloat = 0.05
    private let depthDrop: CGFloat = 14
    private let maxTiltDegrees: Double = 12
    /// A card coasts further than a sheet's detent would, so a moderate flick is enough to send it.
    private let flickDeceleration: CGFloat = 0.995

    public init(
        items: [Item],
        threshold: CGFloat = 120,
        onSwipe: @escaping (Item, SwipeDeckDirection) -> Void,
        onUndo: @escaping (Item) -> Void = { _ in },
        @ViewBuilder card: @escaping (Item) -> Card
    ) {
        self.items = items
        self.threshold = max(threshold, 1)
        self.onSwipe = onSwipe
        self.onUndo = onUndo
        self.card = card
    }

    public var body: some View {
        VStack(spacing: 20) {
            ZStack {
                if slots.isEmpty {
                    ContentUnavailableView("No more cards", systemImage: "rectangle.stack")
                }
                ForEach(slots) { slot in
                    cardView(for: slot)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { deckWidth = $0 }
            // Global coordinates, because the card moves under the finger: local ones would shift with it.
            .pieceDrag(coordinateSpace: .global) { drag in
                track(drag)
            } onEnded: { drag in
                release(drag)
            } onCancelled: {
                cancelDrag()
            }
            undoButton
        }
        .pieceHaptic(.threshold, trigger: thresholdCrossings)
        .pieceHaptic(.impact, trigger: landings)
    }

    // MARK: Cards

    private func cardView(for slot: Slot) -> some View {
        let pose = pose(for: slot)
        let depth = effectiveDepth(for: slot)
        return card(slot.item)
            // Only the place in the stack follows a beat later; the card's own content animates as its
            // own changes say, and the pose below stays with the finger.
            .animation(motion.follow(rank: max(slot.depth, 1))) { stacked in
                stacked
                    .scaleEffect(1 - depthShrink * depth)
                    .offset(y: depthDrop * depth)
            }
            .modifier(SwipeDeckPose(x: pose.width, y: pose.height, tilt: tilt(for: pose.width)))
            .allowsHitTesting(slot.isTop)
            .accessibilityElement(children: .combine)
            .accessibilityHidden(!slot.isTop)
            .accessibilityActions { if slot.isTop { actions } }
            .zIndex(zIndex(for: slot))
            .transition(transition(for: slot))
    }

    /// Cards behind rise toward the top as the top card is dragged out, reaching the next place at the threshold.
    private func effectiveDepth(for slot: Slot) -> CGFloat {
        guard slot.departure == nil, slot.depth > 0 else { return 0 }
        return CGFloat(slot.depth) - min(abs(dragX) / threshold, 1)
    }

    private func pose(for slot: Slot) -> CGSize {
        if let departure = slot.departure { return CGSize(width: departure.x, height: departure.y) }
        return slot.isTop ? CGSize(width: dragX, height: dragY) : .zero
    }

    /// A lean toward the direction of travel; off under Reduce Motion, like any other lean.
    private func tilt(for x: CGFloat) -> Double {
        guard !reduceMotion else { return 0 }
        let lean = Double(x / max(deckWidth, 1)) * maxTiltDegrees * 2
        return min(max(lean, -maxTiltDegrees * 1.5), maxTiltDegrees * 1.5)
    }

    private func zIndex(for slot: Slot) -> Double {
        slot.departure == nil ? Double(visibleDepth - slot.depth) : Double(visibleDepth + 1)
    }

    /// The top card returns from the side it left; cards entering or leaving behind it only fade.
    private func transition(for slot: Slot) -> AnyTransition {
        guard slot.depth == 0 else { return .opacity }
        let away = exitX(returningDirection)
        return motion.moving(.asymmetric(
            insertion: .modifier(
                active: SwipeDeckPose(x: away, y: 0, tilt: tilt(for: away)),
                identity: SwipeDeckPose(x: 0, y: 0, tilt: 0)
            ),
            removal: .identity
        ))
    }

    // MARK: Gesture

    /// The card stays under the finger: no animation, and screen points turned into layout points. The
    /// transaction also keeps the stack's own animation off the cards behind, which rise with the drag.
    private func track(_ drag: DragGesture.Value) {
        guard let top = remaining.first else { return }
        if draggedID == nil {
            draggedID = top.id
            grab = drawnPose()
            homing = nil
        }
        guard draggedID == top.id else { return }
        var tracking = Transaction()
        tracking.disablesAnimations = true
        withTransaction(tracking) {
            dragX = grab.width + drag.translation.width * forward
            dragY = grab.height + drag.translation.height
        }
        // One tick on the way out past the threshold; backing off re-arms quietly.
        let past = abs(dragX) >= threshold
        if past != isPastThreshold {
            if past { thresholdCrossings += 1 }
            isPastThreshold = past
        }
    }

    /// Projection decides: a release heading past the threshold leaves, anything else settles home.
    private func release(_ drag: PieceDragRelease) {
        defer { endDrag() }
        guard let top = remaining.first, draggedID == top.id else { return }
        let velocity = CGSize(width: drag.velocity.width * forward, height: drag.velocity.height)
        let heading = PieceMotion.project(dragX, velocity: velocity.width, decelerationRate: flickDeceleration)
        if abs(heading) > threshold {
            fling(top, toward: heading > 0 ? .forward : .back, velocity: velocity)
            return
        }
        settleHome(velocity: velocity)
    }

    /// The system took the drag away: the card goes home from where it was, as from a release at rest.
    private func cancelDrag() {
        if draggedID != nil, draggedID == remaining.first?.id { settleHome(velocity: .zero) }
        endDrag()
    }

    /// Each axis goes home at its own speed, and the settle is remembered so a finger can catch it.
    private func settleHome(velocity: CGSize) {
        let from = CGSize(width: dragX, height: dragY)
        homing = SwipeDeckHoming(start: .now, from: from, velocity: velocity)
        motion.settle(velocity: velocity, from: from, to: .zero) {
            dragX = 0
        } vertical: {
            dragY = 0
        }
    }

    /// Where the top card is drawn now: part-way home (the springs' exact state, from the foundation's
    /// `settleSample`), or at its model pose.
    private func drawnPose() -> CGSize {
        guard let homing else { return CGSize(width: dragX, height: dragY) }
        let elapsed = Date.now.timeIntervalSince(homing.start)
        let x = motion.settleSample(after: elapsed, velocity: homing.velocity.width, from: homing.from.width, to: 0)
        let y = motion.settleSample(after: elapsed, velocity: homing.velocity.height, from: homing.from.height, to: 0)
        return CGSize(width: x.position, height: y.position)
    }

    private func endDrag() {
        draggedID = nil
        isPastThreshold = false
    }

    // MARK: Swipe and undo

    /// Hands the card from the finger to its own flight at the same spot, commits the swipe at once so
    /// the next card is live, then flies it out: at the finger's speed after a drag, with the dismiss
    /// role when it was sent without one.
    private func fling(_ item: Item, toward direction: SwipeDeckDirection, velocity: CGSize?) {
        let start = draggedID == nil ? drawnPose() : CGSize(width: dragX, height: dragY)
        homing = nil
        flights += 1
        let flight = flights
        withAnimation(motion.reveal) {
            departures.append(Departure(item: item, flight: flight, x: start.width, y: start.height))
            history.append(Swipe(item: item, direction: direction))
            dragX = 0
            dragY = 0
        }
        onSwipe(item, direction)

        let targetX = exitX(direction)
        let animationX = velocity.map { motion.settle(velocity: $0.width, from: start.width, to: targetX) } ?? motion.dismiss
        // The horizontal axis travels furthest, so its landing decides when the card is gone, and plays
        // the impact: on the landing, not the launch. A card brought back mid-flight never lands.
        withAnimation(animationX) {
            updateDeparture(flight) { $0.x = targetX }
        } completion: {
            guard departures.contains(where: { $0.flight == flight }) else { return }
            departures.removeAll { $0.flight == flight }
            landings += 1
        }
        if let velocity {
            let targetY = PieceMotion.project(start.height, velocity: velocity.height)
            withAnimation(motion.settle(velocity: velocity.height, from: start.height, to: targetY)) {
                updateDeparture(flight) { $0.y = targetY }
            }
        }
    }

    private func updateDeparture(_ flight: Int, _ change: (inout Departure) -> Void) {
        guard let index = departures.firstIndex(where: { $0.flight == flight }) else { return }
        change(&departures[index])
    }

    /// Brings the last card back: mid-flight it turns around, otherwise it enters from the side it left.
    private func undo() {
        guard let last = history.last else { return }
        returningDirection = last.direction
        withAnimation(motion.settle) {
            history.removeLast()
            departures.removeAll { $0.item.id == last.item.id }
            dragX = 0
            dragY = 0
        }
        homing = nil
        // draggedID stays: a drag still under way keeps to its own card, never the one brought back.
        isPastThreshold = false
        onUndo(last.item)
    }

    /// VoiceOver names screen sides; the deck reports them in layout terms.
    private func swipeTop(screenRight: Bool) {
        guard let top = remaining.first else { return }
        let forwardIsRight = layoutDirection == .leftToRight
        fling(top, toward: screenRight == forwardIsRight ? .forward : .back, velocity: nil)
    }

    @ViewBuilder private var actions: some View {
        Button("Swipe left") { swipeTop(screenRight: false) }
        Button("Swipe right") { swipeTop(screenRight: true) }
        if !history.isEmpty {
            Button("Undo") { undo() }
        }
    }

    private var undoButton: some View {
        Button(action: undo) {
            Label("Undo", systemImage: "arrow.uturn.backward")
                .labelStyle(.iconOnly)
                .font(.title2.weight(.semibold))
                .frame(width: undoDiameter, height: undoDiameter)
                .background(.regularMaterial, in: .circle)
        }
        .buttonStyle(.piecePress)
        .disabled(history.isEmpty)
    }

    // MARK: Model

    private var remaining: [Item] {
        let gone = Set(history.map(\.item.id))
        return items.filter { !gone.contains($0.id) }
    }

    /// Departing cards on top, then the first few remaining cards, each with its place in the stack.
    private var slots: [Slot] {
        let flying = departures.map { Slot(item: $0.item, depth: 0, departure: $0) }
        let stacked = remaining.prefix(visibleDepth).enumerated().map { index, item in
            Slot(item: item, depth: index, departure: nil)
        }
        return flying + stacked
    }

    /// Far enough that a tilted card has fully left a deck of this width.
    private func exitX(_ direction: SwipeDeckDirection) -> CGFloat {
        (direction == .forward ? 1 : -1) * max(deckWidth, 320) * 1.5
    }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }

    private struct Swipe {
        let item: Item
        let direction: SwipeDeckDirection
    }

    private struct Departure {
        let item: Item
        let flight: Int
        var x: CGFloat
        var y: CGFloat
    }

    private struct Slot: Identifiable {
        let item: Item
        let depth: Int
        let departure: Departure?
        var id: Item.ID { item.id }
        var isTop: Bool { depth == 0 && departure == nil }
    }
}

/// A top card's settle home: what `settleSample` needs to say where it is drawn at any moment of it.
private struct SwipeDeckHoming {
    var start: Date
    var from: CGSize
    /// The release velocity, in layout points per second, that each axis's settle carried.
    var velocity: CGSize
}

/// Which way a card left the deck, read in the layout's direction rather than the screen's.
public enum SwipeDeckDirection: Hashable, Sendable {
    /// Toward the trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case forward
    /// Toward the leading edge: left in left-to-right layouts, right in right-to-left ones.
    case back
}

/// A card's place away from the stack: offset per axis and a tilt about its bottom edge, like a hand-held card.
private struct SwipeDeckPose: ViewModifier {
    let x: CGFloat
    let y: CGFloat
    let tilt: Double

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(tilt), anchor: .bottom)
            .offset(x: x)
            .offset(y: y)
    }
}

// MARK: - Example

private struct SwipeDeckExample: View {
    private struct Destination: Identifiable {
        let id: Int
        let name: String
        let symbol: String
        let color: Color
    }

    private let destinations = [
        Destination(id: 0, name: "Lisbon", symbol: "sun.max.fill", color: .orange),
        Destination(id: 1, name: "Reykjavík", symbol: "snowflake", color: .cyan),
        Destination(id: 2, name: "Kyoto", symbol: "leaf.fill", color: .pink),
        Destination(id: 3, name: "Marrakesh", symbol: "building.columns.fill", color: .red),
        Destination(id: 4, name: "Patagonia", symbol: "mountain.2.fill", color: .indigo),
    ]
    @State private var liked: [String] = []

    var body: some View {
        VStack(spacing: 16) {
            Text(liked.isEmpty ? "Swipe right to save" : liked.joined(separator: ", "))
                .font(.headline)
                .lineLimit(2)
            SwipeDeck(items: destinations) { destination, direction in
                if direction == .forward { liked.append(destination.name) }
            } onUndo: { destination in
                liked.removeAll { $0 == destination.name }
            } card: { destination in
                VStack(spacing: 16) {
                    Image(systemName: destination.symbol)
                        .font(.system(size: 64))
                    Text(destination.name)
                        .font(.largeTitle.bold())
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(destination.color.gradient, in: .rect(cornerRadius: 28, style: .continuous))
                .shadow(color: .black.opacity(0.12), radius: 12, y: 6)
            }
            .frame(maxHeight: 520)
        }
        .padding(24)
    }
}

#Preview { SwipeDeckExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, flight, grab, projection, pressScale, drag, press, followThrough, haptics) sha256:eee3dd0d23f98bcf

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
    /// The pressed scale for a surface of `size`: each edge sinks about 2.5 points, whatever the size, so
    /// 1 − 5 / √(width × height), held within 0.92…0.985. An icon button lands on 0.92, a pill near 0.95
    /// and a card near 0.985.
    static func pressScale(for size: CGSize) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - 5 / side, 0.92), 0.985)
    }

    /// The pressed scale per axis for a wide or tall surface: each edge sinks the same 2.5 points,
    /// 1 − 5 / width across and 1 − 5 / height down, each held within 0.92…0.985 and within
    /// ± `maximumDistortion` / 2 of the uniform `pressScale(for:)`, so text on a long pill squashes by no more
    /// than that. A square gets the uniform scale on both axes.
    static func axisPressScale(for size: CGSize, maximumDistortion: CGFloat = 0.03) -> CGSize {
        let uniform = pressScale(for: size), band = max(maximumDistortion, 0) / 2
        func axis(_ length: CGFloat) -> CGFloat {
            let ideal = 1 - 5 / max(length, 1)
            return min(max(min(max(ideal, uniform - band), uniform + band), 0.92), 0.985)
        }
        return CGSize(width: axis(size.width), height: axis(size.height))
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

/// Presses a view in: size-aware depth, anchored partway toward the finger, and kept there through the
/// release so the surface re-expands from where it was pressed. Under Reduce Motion it dims instead.
private struct PiecePressEffect: ViewModifier {
    /// Whether the finger is down.
    var pressing: Bool
    /// Where the finger is, in the view's own points, or `nil` when it is not known.
    var touchPoint: CGPoint?
    /// Whether each axis sinks by its own scale (`axisPressScale(for:)`), for wide or tall shapes.
    var perAxis = false

    @Environment(\.accessibilityReduceMotion) private var pressReduceMotion
    /// The view's measured size, which sets the depth.
    @State private var measuredSize: CGSize = .zero
    /// The last known touch, kept through the release.
    @State private var heldTouch: CGPoint?

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: pressReduceMotion)
        let anchor = (touchPoint ?? heldTouch).map { PieceMotion.leanAnchor(touch: $0, in: measuredSize) }
        let unit = anchor.map { UnitPoint(x: $0.x, y: $0.y) } ?? .center
        let uniform = PieceMotion.pressScale(for: measuredSize)
        let depth = perAxis ? PieceMotion.axisPressScale(for: measuredSize) : CGSize(width: uniform, height: uniform)
        let sinks = pressing && !pressReduceMotion, dims = pressing && pressReduceMotion
        return content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { measuredSize = $0 }
            // Scoped, so only the press itself animates, never the content's own changes.
            .animation(pressing ? motion.press : motion.release) { view in
                view
                    .scaleEffect(sinks ? depth : CGSize(width: 1, height: 1), anchor: unit)
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
    ///
    /// `perAxis` sinks each edge by the same 2.5 points on a wide or tall shape (a full-width pill, a bar), where
    /// one uniform scale would pull the long edges in several times further than the short ones; the two
    /// scales stay within 3% of each other so text is barely squashed.
    func piecePress(isPressed: Bool, touch: CGPoint?, perAxis: Bool = false) -> some View {
        modifier(PiecePressEffect(pressing: isPressed, touchPoint: touch, perAxis: perAxis))
    }
}

/// A button style that presses its label in with `piecePress`: size-aware depth from the center (a button
/// style never sees the touch, which keeps it free to scroll), dimming under Reduce Motion.
private struct PiecePressStyle: ButtonStyle {
    /// Whether each axis sinks by its own scale, for a wide or tall button.
    var perAxis = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.piecePress(isPressed: configuration.isPressed, touch: nil, perAxis: perAxis)
    }
}

private extension ButtonStyle where Self == PiecePressStyle {
    /// `.buttonStyle(.piecePress)`: presses the label in by a few points and springs it back.
    static var piecePress: PiecePressStyle { PiecePressStyle() }

    /// `.buttonStyle(.piecePress(perAxis: true))`: the same, sinking each edge by the same points on a wide
    /// or tall button.
    static func piecePress(perAxis: Bool) -> PiecePressStyle { PiecePressStyle(perAxis: perAxis) }
}

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

    /// `reveal`, 30 ms later per `index`, capped at the seventh item (index 6, 180 ms) so a long list
    /// never keeps its last row waiting. For one-shot entrances only: a delay holds a follower still when
    /// a toggle reverses, so use `follow(rank:)` for anything that can. Exits go together; never stagger
    /// data people read.
    func entrance(index: Int) -> Animation {
        self.reveal.delay(0.03 * Double(min(max(index, 0), 6)))
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
