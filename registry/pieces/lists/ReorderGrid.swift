// pieces:
// title: Reorder Grid
// description: A grid of tiles you reorder by holding one and dragging it; the others make room, the nearest first.
// category: lists
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [reorder, grid, drag and drop, long press, tiles, sort, rearrange, reordenar, cuadrícula, arrastrar, mosaicos]
// license: MIT

import SwiftUI

/// A grid of square tiles in `columns` columns. Hold a tile for a moment and it lifts (it grows a
/// little and casts a shadow); then drag it, and it stays under the finger while the tiles it passes
/// make room. Tiles move by rank: the neighbour next to the gap moves first and each tile further away
/// follows a little later and softer, so the grid ripples rather than jumping at once. Each slot passed
/// ticks. Let go and the tile lands in its new slot, each axis carrying the finger's speed on its own
/// spring, and stays above its neighbours until the axis that travels further has landed. A drag the
/// system cancels (a second finger, a call) puts every tile back in its original order. In
/// right-to-left languages the grid runs from the right and the tile still follows the finger.
///
/// With Reduce Motion on, the lifted tile does not grow and nothing bounces; tiles still move in rank
/// order. VoiceOver offers "Move earlier" and "Move later" on each tile. The hold means a plain drag over
/// the grid still scrolls an enclosing scroll view; only a held tile is dragged.
///
/// - Parameters:
///   - items: The tiles' data, in order; reordering rewrites it.
///   - columns: How many tiles each row holds.
///   - content: The tile for an item.
public struct ReorderGrid<Item: Identifiable, Content: View>: View where Item.ID: Sendable {
    @Binding private var items: [Item]
    private let columns: Int
    private let content: (Item) -> Content

    /// The drag in progress, if any.
    @State private var session: ReorderSession<Item.ID>?
    /// The tile landing after a drop, and where it is drawn on each axis as it settles.
    @State private var landing: Item.ID?
    @State private var landingX: CGFloat = 0
    @State private var landingY: CGFloat = 0
    @State private var width: CGFloat = 0
    @State private var moves = 0
    @State private var lifts = 0

    @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 12
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ items: Binding<[Item]>, columns: Int = 3, @ViewBuilder content: @escaping (Item) -> Content) {
        _items = items
        self.columns = max(columns, 1)
        self.content = content
    }

    private var slots: ReorderGridSlots {
        ReorderGridSlots(columns: columns, count: items.count, width: width, spacing: spacing)
    }
    private var side: CGFloat { slots.side }
    private var rows: Int { slots.rows }

    /// Gestures report screen points while the grid's offsets mirror in right-to-left: flip x there.
    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: layoutDirection == .rightToLeft ? -size.width : size.width, height: size.height)
    }

    /// The leading-top corner of slot `index`, leading to trailing then top to bottom.
    private func origin(of index: Int) -> CGPoint {
        slots.origin(of: index)
    }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                tile(item, at: index)
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .frame(height: CGFloat(rows) * side + CGFloat(max(rows - 1, 0)) * spacing, alignment: .topLeading)
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
        .pieceHaptic(.threshold, trigger: lifts)
        .pieceHaptic(.step, trigger: moves)
    }

    private func tile(_ item: Item, at index: Int) -> some View {
        let isLifted = session?.id == item.id
        let rank = session.map { abs(index - ($0.index(in: items) ?? index)) } ?? 0
        return ReorderTile(
            onLift: { lift(item.id) },
            onMove: { move(item.id, by: layout($0)) },
            onDrop: { drop(item.id, velocity: layout($0)) },
            onCancel: cancel
        ) {
            content(item)
                .frame(width: side, height: side)
                .scaleEffect(isLifted && !reduceMotion ? 1.08 : 1)
                .shadow(color: .black.opacity(isLifted ? 0.25 : 0), radius: 14, y: 8)
                .animation(isLifted ? motion.reveal : motion.release, value: isLifted)
        }
        .offset(x: position(of: item.id, at: index).x)
        .offset(y: position(of: item.id, at: index).y)
        // The lifted tile tracks the finger: never animated. The others make room by rank; a landing
        // tile moves on its own settles.
        .transaction { if isLifted { $0.animation = nil } }
        .animation(motion.follow(rank: rank), value: index)
        .zIndex(isLifted || landing == item.id ? 1 : 0)
        .accessibilityActions {
            Button("Move earlier") { shift(item.id, by: -1) }
            Button("Move later") { shift(item.id, by: 1) }
        }
    }

    /// Where a tile is drawn: under the finger while lifted, on its settle while landing, else its slot.
    private func position(of id: Item.ID, at index: Int) -> CGPoint {
        if let session, session.id == id {
            return CGPoint(x: session.origin.x + session.translation.width, y: session.origin.y + session.translation.height)
        }
        if landing == id { return CGPoint(x: landingX, y: landingY) }
        return origin(of: index)
    }

    private func lift(_ id: Item.ID) {
        guard session == nil, let index = items.firstIndex(where: { $0.id == id }) else { return }
        session = ReorderSession(id: id, origin: origin(of: index), originalOrder: items.map(\.id))
        lifts += 1
    }

    /// Follows the finger and moves the tile to the slot under its centre.
    private func move(_ id: Item.ID, by translation: CGSize) {
        guard var current = session, current.id == id, let from = items.firstIndex(where: { $0.id == id }) else { return }
        current.translation = translation
        session = current
        let to = slots.slot(under: current.origin, movedBy: translation)
        guard to != from else { return }
        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        moves += 1
    }

    /// Lands the tile in its slot from where it is drawn, each axis carrying the finger's speed.
    private func drop(_ id: Item.ID, velocity: CGSize) {
        guard let current = session, current.id == id, let index = items.firstIndex(where: { $0.id == id }) else { return }
        let drawn = position(of: id, at: index), target = origin(of: index)
        landing = id
        landingX = drawn.x
        landingY = drawn.y
        session = nil
        // The completion rides the axis that travels further, which lands last, so the tile stays above
        // its neighbours until it is home on both axes.
        motion.settle(
            velocity: velocity, from: CGSize(width: drawn.x, height: drawn.y),
            to: CGSize(width: target.x, height: target.y)
        ) {
            landingX = target.x
        } vertical: {
            landingY = target.y
        } completion: {
            if landing == id { landing = nil }
        }
    }

    /// Puts every tile back where it was before the hold.
    private func cancel() {
        guard let current = session else { return }
        session = nil
        let order = current.originalOrder
        withAnimation(motion.settle) {
            items.sort { (order.firstIndex(of: $0.id) ?? 0) < (order.firstIndex(of: $1.id) ?? 0) }
        }
    }

    private func shift(_ id: Item.ID, by step: Int) {
        guard let from = items.firstIndex(where: { $0.id == id }) else { return }
        let to = min(max(from + step, 0), items.count - 1)
        guard to != from else { return }
        withAnimation(motion.snap) {
            items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
        moves += 1
    }
}

/// The grid's slot maths: free of SwiftUI, so `swift test` runs it. Positions are in layout points from
/// the grid's leading-top corner (mirrored in right-to-left, as the tiles' offsets are).
private struct ReorderGridSlots {
    /// Tiles per row.
    var columns: Int
    /// How many tiles there are.
    var count: Int
    /// The grid's width.
    var width: CGFloat
    /// The gap between tiles.
    var spacing: CGFloat

    /// A tile's side: the width shared by the columns and the gaps between them, at least 1.
    var side: CGFloat { max((width - spacing * CGFloat(columns - 1)) / CGFloat(columns), 1) }
    /// How many rows the tiles fill.
    var rows: Int { (count + columns - 1) / columns }

    /// The leading-top corner of slot `index`, leading to trailing then top to bottom.
    func origin(of index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index % columns) * (side + spacing), y: CGFloat(index / columns) * (side + spacing))
    }

    /// The slot under the centre of a tile that started at `origin` and was dragged by `translation`:
    /// held to the grid's columns, rows and tiles.
    func slot(under origin: CGPoint, movedBy translation: CGSize) -> Int {
        let centre = CGPoint(x: origin.x + translation.width + side / 2, y: origin.y + translation.height + side / 2)
        let column = min(max(Int((centre.x / (side + spacing)).rounded(.down)), 0), columns - 1)
        let row = min(max(Int((centre.y / (side + spacing)).rounded(.down)), 0), max(rows - 1, 0))
        return max(min(row * columns + column, count - 1), 0)
    }
}

/// The drag of one lifted tile: which, from where, how far, and the order to restore on a cancel.
private struct ReorderSession<ID: Equatable> {
    let id: ID
    let origin: CGPoint
    let originalOrder: [ID]
    var translation: CGSize = .zero

    func index<Item: Identifiable>(in items: [Item]) -> Int? where Item.ID == ID {
        items.firstIndex { $0.id == id }
    }
}

/// A tile's hold-then-drag gesture. Its state lives in `@GestureState`, which SwiftUI resets however
/// the gesture stops; a reset that no drop came before is reported as a cancellation.
private struct ReorderTile<Label: View>: View {
    let onLift: () -> Void
    let onMove: (CGSize) -> Void
    let onDrop: (CGSize) -> Void
    let onCancel: () -> Void
    @ViewBuilder let label: Label

    @GestureState private var isActive = false
    @State private var isLifted = false

    var body: some View {
        label
            .gesture(
                LongPressGesture(minimumDuration: 0.35)
                    .sequenced(before: DragGesture(minimumDistance: 0))
                    .updating($isActive) { _, active, _ in active = true }
                    .onChanged { value in
                        guard case .second(true, let drag) = value else { return }
                        if !isLifted {
                            isLifted = true
                            onLift()
                        }
                        if let drag { onMove(drag.translation) }
                    }
                    .onEnded { value in
                        guard isLifted else { return }
                        isLifted = false
                        if case .second(true, let drag) = value {
                            onDrop(drag?.velocity ?? .zero)
                        } else {
                            onCancel()
                        }
                    })
            .onChange(of: isActive) { _, active in
                if !active && isLifted {
                    isLifted = false
                    onCancel()
                }
            }
    }
}

// MARK: - Example

private struct ReorderGridExample: View {
    struct App: Identifiable {
        let id: String
        let color: Color
    }

    @State private var apps = [
        App(id: "Mail", color: .blue), App(id: "Maps", color: .green), App(id: "Music", color: .pink),
        App(id: "Notes", color: .yellow), App(id: "Photos", color: .orange), App(id: "Weather", color: .cyan),
        App(id: "Clock", color: .gray), App(id: "Books", color: .brown), App(id: "News", color: .red),
    ]

    var body: some View {
        ScrollView {
            ReorderGrid($apps, columns: 3) { app in
                RoundedRectangle(cornerRadius: 22, style: .continuous)
                    .fill(app.color.gradient)
                    .overlay { Text(app.id).font(.headline).foregroundStyle(.white) }
            }
            .padding(20)
        }
    }
}

#Preview { ReorderGridExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, followThrough, haptics) sha256:d5b8df927601d789

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
