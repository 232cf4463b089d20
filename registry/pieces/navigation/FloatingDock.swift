// pieces:
// title: Floating Dock
// description: A floating bar of icons that swell under the finger as it glides along, pushing their neighbours aside; lift to choose.
// category: navigation
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [dock, tab bar, magnification, icons, navigation, floating, lens, barra, iconos, navegación, lupa]
// license: MIT

import SwiftUI

/// A capsule of icons that floats over the content. Touch it and the icon under the finger swells, its
/// neighbours a little less, falling off smoothly over about two icons either side; the swollen icons push
/// their neighbours outward so none overlap, and the bar widens to hold them. Glide along the bar and the
/// lens follows the finger at every frame, with a selection tick each time it reaches a new icon and the
/// icon's name shown above it. Lift to choose that icon; lift far above the bar to choose nothing. The
/// lens arrives with the press role (no bounce under the finger) and lets go with the release role. A dot
/// under the chosen icon glides to it on the snap role.
///
/// What it blocks: a touch anywhere on the bar belongs to the bar (a zero-distance drag), so put it over
/// content (`.overlay(alignment: .bottom)` or `safeAreaInset`), not inside a scroll view's content.
/// A drag the system cancels lets the lens go and chooses nothing.
///
/// With Reduce Motion on, nothing swells or moves aside: the icon under the finger gets a tinted
/// backdrop instead, and the dot moves without overshoot. VoiceOver reads each icon as a button with its
/// name, the chosen one as selected. The icons and names grow with Dynamic Type. In right-to-left languages
/// the icons run right to left: the order is mirrored by hand and the bar laid out left to right, so the
/// finger and the icon under it always agree.
///
/// - Parameters:
///   - selection: The id of the chosen item.
///   - items: The icons, in reading order.
public struct FloatingDock: View {
    @Binding private var selection: FloatingDockItem.ID
    private let items: [FloatingDockItem]

    /// The finger's x in the bar, or nil when the bar is not touched.
    @State private var fingerX: CGFloat?
    /// Counts the icons the finger reaches: one tick each, none for the press itself.
    @State private var crossings = 0
    @Namespace private var dot

    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 44
    @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 8
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far above the bar a lift still chooses, in points.
    private let liftSlop: CGFloat = 60

    public init(selection: Binding<FloatingDockItem.ID>, items: [FloatingDockItem]) {
        _selection = selection
        self.items = items
    }

    private var order: [Int] {
        layoutDirection == .rightToLeft ? Array(items.indices.reversed()) : Array(items.indices)
    }

    private var lens: FloatingDockLens {
        FloatingDockLens(count: items.count, iconSize: iconSize, spacing: spacing, maximumScale: reduceMotion ? 1 : 1.6)
    }

    public var body: some View {
        let lens = lens
        let order = order
        let hovered = fingerX.map { order[lens.slot(at: $0)] }
        HStack(spacing: spacing) {
            ForEach(Array(order.enumerated()), id: \.element) { slot, index in
                icon(index, slot: slot, lens: lens, hovered: hovered == index)
            }
        }
        .padding(.horizontal, spacing)
        .padding(.vertical, spacing)
        .background {
            Capsule()
                .fill(.regularMaterial)
                .scaleEffect(x: lens.widthScale(finger: fingerX), y: 1)
                .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
                .animation(fingerX == nil ? motion.release : motion.press, value: fingerX == nil)
        }
        .overlay(alignment: .topLeading) { nameBubble(hovered: hovered, lens: lens) }
        .pieceDrag(minimumDistance: 0, coordinateSpace: .named(FloatingDock.space)) { drag in
            track(drag.location, lens: lens)
        } onEnded: { release in
            choose(at: release.location, lens: lens)
        } onCancelled: {
            withAnimation(motion.dismiss) { fingerX = nil }
        }
        .coordinateSpace(.named(FloatingDock.space))
        // Laid out left to right always: the order is mirrored by hand, so the finger and the slots agree.
        .environment(\.layoutDirection, .leftToRight)
        .pieceHaptic(.step, trigger: crossings)
        .pieceHaptic(.step, trigger: selection)
        .accessibilityElement(children: .contain)
    }

    private static let space = "FloatingDock"

    private func icon(_ index: Int, slot: Int, lens: FloatingDockLens, hovered: Bool) -> some View {
        let item = items[index]
        let isSelected = item.id == selection
        return Image(systemName: item.systemImage)
            .font(.title2.weight(.medium))
            .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
            .frame(width: iconSize, height: iconSize)
            .background {
                Circle().fill(.tint.opacity(reduceMotion && hovered ? 0.2 : 0))
            }
            .overlay(alignment: .bottom) {
                if isSelected {
                    Circle().fill(.tint).frame(width: 5, height: 5).offset(y: spacing * 0.75)
                        .matchedGeometryEffect(id: "dot", in: dot)
                }
            }
            .scaleEffect(lens.scale(ofSlot: slot, finger: fingerX), anchor: .bottom)
            .offset(x: lens.offset(ofSlot: slot, finger: fingerX))
            .animation(fingerX == nil ? motion.release : motion.press, value: fingerX == nil)
            .contentShape(Rectangle())
            .accessibilityElement()
            .accessibilityLabel(Text(item.title))
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            .accessibilityAction { select(item.id) }
    }

    @ViewBuilder
    private func nameBubble(hovered: Int?, lens: FloatingDockLens) -> some View {
        if let hovered, let slot = order.firstIndex(of: hovered) {
            let width = lens.pitch * 3
            Text(items[hovered].title)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
                // The bar is laid out left to right; the name reads in the layout's own direction.
                .environment(\.layoutDirection, layoutDirection)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.thickMaterial, in: Capsule())
                .frame(width: width)
                .offset(x: spacing + lens.centre(ofSlot: slot) + lens.offset(ofSlot: slot, finger: fingerX) - width / 2)
                .offset(y: -iconSize * 0.9 - spacing)
                .allowsHitTesting(false)
                .transition(motion.moving(.opacity.combined(with: .scale(scale: 0.8, anchor: .bottom))))
                .accessibilityHidden(true)
        }
    }

    // MARK: Gesture

    /// The lens sits exactly under the finger at every frame: no animation while it moves.
    private func track(_ location: CGPoint, lens: FloatingDockLens) {
        let x = location.x - spacing
        guard let old = fingerX else {
            // The first touch: the name bubble reveals; the icons keep their own press animation.
            withAnimation(motion.reveal) { fingerX = x }
            return
        }
        if lens.slot(at: old) != lens.slot(at: x) { crossings += 1 }
        fingerX = x
    }

    private func choose(at location: CGPoint, lens: FloatingDockLens) {
        defer { withAnimation(motion.dismiss) { fingerX = nil } }
        guard location.y > -liftSlop, let x = fingerX else { return }
        select(items[order[lens.slot(at: x)]].id)
    }

    private func select(_ id: FloatingDockItem.ID) {
        guard id != selection else { return }
        withAnimation(motion.snap) { selection = id }
    }
}

/// One icon of a `FloatingDock`.
public struct FloatingDockItem: Identifiable, Hashable {
    public let id: String
    public let title: String
    public let systemImage: String

    public init(_ title: String, systemImage: String, id: String? = nil) {
        self.id = id ?? title
        self.title = title
        self.systemImage = systemImage
    }
}

/// The dock's lens, free of SwiftUI so `swift test` runs it: how much each slot swells for a finger at
/// `x` (measured from the first icon's leading edge), how far it moves aside, and which slot is under the finger.
private nonisolated struct FloatingDockLens: Equatable, Sendable {
    let count: Int
    let iconSize: CGFloat
    let spacing: CGFloat
    let maximumScale: CGFloat

    /// How far the lens reaches either side of the finger: two and a half icons.
    var reach: CGFloat { pitch * 2.5 }
    /// From one icon's centre to the next.
    var pitch: CGFloat { iconSize + spacing }

    func centre(ofSlot slot: Int) -> CGFloat {
        CGFloat(slot) * pitch + iconSize / 2
    }

    /// The slot under `x`, held to the first and last so a finger past either end keeps the end icon.
    func slot(at x: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        return min(max(Int((x / pitch).rounded(.down)), 0), count - 1)
    }

    /// 1 beyond `reach`, `maximumScale` under the finger, and a raised cosine in between: smooth at both
    /// ends, so icons swell and settle without a visible edge.
    func scale(ofSlot slot: Int, finger: CGFloat?) -> CGFloat {
        guard let finger, maximumScale > 1 else { return 1 }
        let distance = abs(finger - centre(ofSlot: slot))
        guard distance < reach else { return 1 }
        return 1 + (maximumScale - 1) * (1 + cos(.pi * distance / reach)) / 2
    }

    /// The width each slot gains when swollen.
    private func growth(ofSlot slot: Int, finger: CGFloat?) -> CGFloat {
        (scale(ofSlot: slot, finger: finger) - 1) * iconSize
    }

    /// How far a slot moves so swollen icons never overlap: every slot shifts by the growth of those before
    /// it plus half its own, and the whole row recentres on the bar, which widens by the total growth.
    func offset(ofSlot slot: Int, finger: CGFloat?) -> CGFloat {
        guard count > 0 else { return 0 }
        let before = (0..<slot).reduce(CGFloat(0)) { $0 + growth(ofSlot: $1, finger: finger) }
        let total = (0..<count).reduce(CGFloat(0)) { $0 + growth(ofSlot: $1, finger: finger) }
        return before + growth(ofSlot: slot, finger: finger) / 2 - total / 2
    }

    /// The bar's horizontal scale that holds the swollen icons: its width plus the total growth.
    func widthScale(finger: CGFloat?) -> CGFloat {
        let width = CGFloat(count) * pitch + spacing
        guard count > 0, width > 0 else { return 1 }
        let total = (0..<count).reduce(CGFloat(0)) { $0 + growth(ofSlot: $1, finger: finger) }
        return (width + total) / width
    }
}

// MARK: - Example

private struct FloatingDockExample: View {
    @State private var selection = "Home"

    private let items = [
        FloatingDockItem("Home", systemImage: "house"),
        FloatingDockItem("Search", systemImage: "magnifyingglass"),
        FloatingDockItem("Library", systemImage: "books.vertical"),
        FloatingDockItem("Music", systemImage: "music.note"),
        FloatingDockItem("Photos", systemImage: "photo.on.rectangle"),
        FloatingDockItem("Settings", systemImage: "gearshape")
    ]

    var body: some View {
        Text(selection)
            .font(.largeTitle.bold())
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(
                LinearGradient(colors: [.indigo.opacity(0.3), .teal.opacity(0.2)], startPoint: .top, endPoint: .bottom))
            .overlay(alignment: .bottom) {
                FloatingDock(selection: $selection, items: items)
                    .padding(.bottom, 24)
            }
    }
}

#Preview { FloatingDockExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, drag, haptics) sha256:c00d6cd237a962ff

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
