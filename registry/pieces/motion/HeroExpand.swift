// pieces:
// title: Hero Expand
// description: A grid whose tiles open into a full detail view by flying from their place, and fly back home when closed.
// category: motion
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [hero, matched geometry, transition, expand, zoom, grid, detail, héroe, transición, expandir, detalle, cuadrícula]
// license: MIT

import SwiftUI

/// A grid of tiles where a tap opens the tile into a detail view that fills the grid's space: the tile
/// flies from its place and grows into the detail (a `matchedGeometryEffect`), the tile's face fading
/// into the detail's as it goes. Closing flies it back into its place. Opening is a little slower than
/// closing, on the foundation's `reveal` and `dismiss` roles, neither of which bounces a surface that
/// size.
///
/// A tile in flight is drawn above its neighbours until it lands, so a tile flying home never slides
/// under the tiles after it; a new flight started before the last one lands takes over at once.
///
/// This is a hero within one view. For a push inside a `NavigationStack` on iOS 18, the system's
/// `navigationTransition(.zoom(sourceID:in:))` with `matchedTransitionSource(id:in:)` gives the same
/// flight with an interactive dismissal, and is the better choice there.
///
/// What it takes from the views around it: a tap on each tile (a button, so it scrolls in the grid's
/// `ScrollView` and VoiceOver activates it). The open detail covers the grid and takes its touches; it
/// closes with its close button or the VoiceOver escape gesture, and VoiceOver treats it as modal.
///
/// With Reduce Motion on, the detail fades in and out in place, without the flight. Tiles take their
/// size from `minimumTileWidth`, which scales with Dynamic Type; the grid flows in the layout direction.
///
/// - Parameters:
///   - items: The tiles' items, in order.
///   - minimumTileWidth: The narrowest a tile may be; the grid fits as many columns as it can.
///   - tile: A tile's face.
///   - detail: What an open tile shows; it fills the grid's space.
public struct HeroExpand<Item: Identifiable, Tile: View, Detail: View>: View {
    private let items: [Item]
    private let tile: (Item) -> Tile
    private let detail: (Item) -> Detail

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .body) private var minimumTileWidth: CGFloat = 150
    @Namespace private var hero
    @State private var flight = HeroExpandFlight<Item.ID>()

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private let cornerRadius: CGFloat = 22

    public init(
        items: [Item],
        minimumTileWidth: CGFloat = 150,
        @ViewBuilder tile: @escaping (Item) -> Tile,
        @ViewBuilder detail: @escaping (Item) -> Detail
    ) {
        self.items = items
        self.tile = tile
        self.detail = detail
        _minimumTileWidth = ScaledMetric(wrappedValue: minimumTileWidth, relativeTo: .body)
    }

    public var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: minimumTileWidth), spacing: 12)], spacing: 12) {
                    ForEach(items) { item in
                        cell(item)
                    }
                }
                .padding(16)
            }
            .accessibilityHidden(flight.open != nil)
            if let id = flight.open, let item = items.first(where: { $0.id == id }) {
                opened(item)
                    .zIndex(1)
            }
        }
    }

    // MARK: Appearance

    private func cell(_ item: Item) -> some View {
        Button {
            fly(to: item.id)
        } label: {
            // The placeholder keeps the tile's space while its face is away in the detail.
            Color.clear
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    if flight.open != item.id {
                        tile(item)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .clipShape(.rect(cornerRadius: cornerRadius, style: .continuous))
                            .heroMatch(id: item.id, in: hero, isOn: !reduceMotion)
                            .transition(.opacity)
                    }
                }
                .contentShape(.rect(cornerRadius: cornerRadius, style: .continuous))
        }
        .buttonStyle(.piecePress)
        .zIndex(flight.zIndex(of: item.id))
    }

    private func opened(_ item: Item) -> some View {
        detail(item)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.background)
            .clipShape(.rect(cornerRadius: cornerRadius, style: .continuous))
            .heroMatch(id: item.id, in: hero, isOn: !reduceMotion)
            .overlay(alignment: .topTrailing) {
                Button {
                    fly(to: nil)
                } label: {
                    Image(systemName: "xmark")
                        .font(.body.weight(.semibold))
                        .padding(10)
                        .background(.regularMaterial, in: .circle)
                }
                .buttonStyle(.piecePress)
                .padding(12)
                .accessibilityLabel(Text("Close"))
            }
            .transition(.opacity)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .accessibilityAction(.escape) { fly(to: nil) }
    }

    // MARK: Flight

    /// Opens `id` (nil closes) on `reveal` or `dismiss`; the flying tile stays on top until its flight
    /// logically completes, unless a newer flight took over.
    private func fly(to id: Item.ID?) {
        let number = flight.start(opening: id)
        withAnimation(id == nil ? motion.dismiss : motion.reveal, completionCriteria: .logicallyComplete) {
            flight.show(id)
        } completion: {
            flight.land(number)
        }
    }
}

private extension View {
    /// The flight's shared geometry, or nothing (a fade in place) when `isOn` is false.
    @ViewBuilder
    func heroMatch<ID: Hashable>(id: ID, in namespace: Namespace.ID, isOn: Bool) -> some View {
        if isOn {
            matchedGeometryEffect(id: id, in: namespace)
        } else {
            self
        }
    }
}

/// Which tile is open and which one is flying, apart from the view so it can be checked on its own
/// (`HeroExpandLogicTests` compiles it from this file). Each flight gets a number; only the latest
/// flight's landing brings its tile back down among its neighbours.
private nonisolated struct HeroExpandFlight<ID: Hashable>: Equatable {
    /// The tile shown as the detail, if any.
    private(set) var open: ID?
    /// The tile drawn above its neighbours: the open one, or the one flying home.
    private(set) var raised: ID?
    private(set) var flights = 0

    /// Starts a flight to `id` (nil: closing) and returns its number. The tile flying is the one
    /// opening, or the one closing; it is raised at once.
    mutating func start(opening id: ID?) -> Int {
        flights += 1
        raised = id ?? open
        return flights
    }

    /// What the animated update changes: the open tile.
    mutating func show(_ id: ID?) {
        open = id
    }

    /// Flight `number` landed: a tile that flew home comes back down, unless a later flight started.
    mutating func land(_ number: Int) {
        guard number == flights, open == nil else { return }
        raised = nil
    }

    /// A tile's place in the stack: above its neighbours while it is raised.
    func zIndex(of id: ID) -> Double {
        raised == id ? 1 : 0
    }
}

// MARK: - Example

private struct HeroExpandExample: View {
    private struct Place: Identifiable {
        let id: String
        let color: Color
        let symbol: String
    }

    private let places = [
        Place(id: "Lagoon", color: .teal, symbol: "water.waves"),
        Place(id: "Dunes", color: .orange, symbol: "sun.max.fill"),
        Place(id: "Forest", color: .green, symbol: "tree.fill"),
        Place(id: "Glacier", color: .cyan, symbol: "snowflake"),
        Place(id: "Canyon", color: .red, symbol: "mountain.2.fill"),
        Place(id: "Meadow", color: .mint, symbol: "leaf.fill")
    ]

    var body: some View {
        HeroExpand(items: places) { place in
            ZStack(alignment: .bottomLeading) {
                Rectangle().fill(place.color.gradient)
                Label(place.id, systemImage: place.symbol)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(12)
            }
        } detail: { place in
            VStack(alignment: .leading, spacing: 16) {
                Rectangle().fill(place.color.gradient)
                    .frame(height: 240)
                    .overlay(Image(systemName: place.symbol).font(.system(size: 64)).foregroundStyle(.white))
                Text(place.id).font(.largeTitle.bold()).padding(.horizontal, 20)
                Text("A quiet place to spend an afternoon.").foregroundStyle(.secondary).padding(.horizontal, 20)
                Spacer(minLength: 0)
            }
        }
    }
}

#Preview { HeroExpandExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press) sha256:071cbe2845bad6ca

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

// pieces-motion: end
