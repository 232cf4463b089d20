// pieces:
// title: Swipe Deck
// description: A stack of cards you swipe or flick away, with the cards behind following a beat later and an undo that brings the last one back.
// category: cards
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [cards, swipe, deck, stack, flick, undo, drag, spring, tarjetas, deslizar, mazo, pila, deshacer, arrastrar, gesto, muelle]
// license: MIT

import SwiftUI

/// A stack of cards, one per item, that you drag with a tilt and swipe away. Where a release is heading
/// decides: a card dragged past the threshold, or flicked toward it, leaves at the finger's speed;
/// otherwise it settles home, and the cards behind follow a beat later. The undo button brings the last
/// card back from the side it left. The deck remembers which cards are gone, so `items` can stay as it is.
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
    /// Changes with every release, undo and swipe: the cards behind animate on it with their own beat.
    @State private var followBeat = 0
    @State private var flights = 0
    @State private var dismissals = 0
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
            .gesture(drag)
            undoButton
        }
        .pieceHaptic(.impact, trigger: dismissals)
    }

    // MARK: Cards

    private func cardView(for slot: Slot) -> some View {
        let pose = pose(for: slot)
        let depth = effectiveDepth(for: slot)
        return card(slot.item)
            .scaleEffect(1 - depthShrink * depth)
            .offset(y: depthDrop * depth)
            // Only the stack position above follows the beat; the pose below stays with the finger.
            .animation(motion.follow(rank: max(slot.depth, 1)), value: followBeat)
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

    /// Global coordinates, because the card moves under the finger: local ones would shift with it.
    private var drag: some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { drag in track(drag) }
            .onEnded { drag in release(drag) }
    }

    /// The card stays under the finger: no animation, and screen points turned into layout points.
    private func track(_ drag: DragGesture.Value) {
        guard let top = remaining.first else { return }
        let id = draggedID ?? top.id
        draggedID = id
        guard id == top.id else { return }
        dragX = drag.translation.width * forward
        dragY = drag.translation.height
    }

    /// Projection decides: a release heading past the threshold leaves, anything else settles home.
    private func release(_ drag: DragGesture.Value) {
        defer { draggedID = nil }
        guard let top = remaining.first, draggedID == top.id else { return }
        let velocity = CGSize(width: drag.velocity.width * forward, height: drag.velocity.height)
        let heading = PieceMotion.project(dragX, velocity: velocity.width, decelerationRate: flickDeceleration)
        if abs(heading) > threshold {
            fling(top, toward: heading > 0 ? .forward : .back, velocity: velocity)
            return
        }
        withAnimation(motion.settle(velocity: velocity.width, from: dragX, to: 0)) {
            dragX = 0
            followBeat += 1
        }
        withAnimation(motion.settle(velocity: velocity.height, from: dragY, to: 0)) { dragY = 0 }
    }

    // MARK: Swipe and undo

    /// Hands the card from the finger to its own flight at the same spot, commits the swipe at once so
    /// the next card is live, then flies it out: at the finger's speed after a drag, with the dismiss
    /// role when it was sent without one.
    private func fling(_ item: Item, toward direction: SwipeDeckDirection, velocity: CGSize?) {
        let start = CGSize(width: dragX, height: dragY)
        flights += 1
        let flight = flights
        withAnimation(motion.reveal) {
            departures.append(Departure(item: item, flight: flight, x: start.width, y: start.height))
            history.append(Swipe(item: item, direction: direction))
            dragX = 0
            dragY = 0
            followBeat += 1
        }
        dismissals += 1
        onSwipe(item, direction)

        let targetX = exitX(direction)
        let animationX = velocity.map { motion.settle(velocity: $0.width, from: start.width, to: targetX) } ?? motion.dismiss
        // The horizontal axis travels furthest, so its landing decides when the card is gone.
        withAnimation(animationX) {
            updateDeparture(flight) { $0.x = targetX }
        } completion: {
            departures.removeAll { $0.flight == flight }
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
            followBeat += 1
        }
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
