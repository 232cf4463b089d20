// pieces:
// title: Snap Carousel
// description: A row of cards that pages like the system's own scroll view, lands on the page a flick points to, and shows where you are with page dots.
// category: cards
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "2.0.0"
// level: intermediate
// tags: [carousel, pager, pages, cards, swipe, snap, dots, carrusel, páginas, tarjetas, deslizar]
// license: MIT

import SwiftUI

/// A horizontal carousel of cards, one page at a time with the neighbours peeking in at the sides,
/// built on the system's scroll view: `scrollTargetBehavior(.viewAligned(limitBehavior: .always))`
/// lands every flick on a card and at most one card further (on iPhone and iPad alike), so the row
/// follows the finger, keeps its speed, rubber-bands at the ends, scrolls with a trackpad and nests
/// inside a vertical scroll view as any scroll view does, and a card caught mid-settle stays under the
/// finger. Page dots under the row show the current page, the current dot stretched wide.
///
/// The layout settles in one pass: each card is as wide as the carousel's own visible width less the
/// peeks (`containerRelativeFrame`, with the peeks as safe-area padding), never derived from the row
/// of cards it lays out. `page` follows the card at the centre (`scrollPosition(id:anchor:)`); setting
/// it scrolls there with the `snap` role.
///
/// Landing on a new page ticks once. From iOS 18 the tick plays when the scroll view comes to rest on
/// that page (`onScrollPhaseChange`); on iOS 17, which has no scroll phase, it plays when the page
/// changes, as the centre crosses into the next card. How each feels is not verified here without a
/// device.
///
/// Pages run right to left in right-to-left languages (the scroll view mirrors itself). With Reduce
/// Motion on, programmatic page changes land without bounce; the finger's paging is the system's.
/// VoiceOver moves card by card as in any scroll view, scrolling each into view, and announces
/// "page 2 of 5" as the page changes; the dots are hidden from it.
///
/// - Parameters:
///   - items: The cards' data.
///   - page: The index of the page showing.
///   - peek: How much of each neighbouring card shows at the sides, in points.
///   - content: The card for an item.
public struct SnapCarousel<Item: Identifiable, Content: View>: View {
    private let items: [Item]
    @Binding private var page: Int
    private let peek: CGFloat
    private let content: (Item) -> Content

    /// The card at the centre, as the scroll view reports it.
    @State private var centred: Item.ID?
    /// Which page the last landing ticked for, and how many ticks there were.
    @State private var landing = SnapCarouselLanding()

    @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 12
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private var paging: SnapCarouselPaging { SnapCarouselPaging(count: items.count, peek: peek, spacing: spacing) }

    public init(
        _ items: [Item], page: Binding<Int>, peek: CGFloat = 24,
        @ViewBuilder content: @escaping (Item) -> Content
    ) {
        self.items = items
        _page = page
        self.peek = peek
        self.content = content
    }

    public var body: some View {
        VStack(spacing: 14) {
            landingTicks(row)
            PageDots(count: items.count, current: page, mirrored: layoutDirection == .rightToLeft, motion: motion)
        }
        .pieceHaptic(.detent, trigger: landing.ticks)
        .onAppear { centred = paging.clamped(page).map { items[$0].id } }
        .onChange(of: centred) { _, id in
            guard let index = items.firstIndex(where: { $0.id == id }) else { return }
            if index != page { page = index }
        }
        .onChange(of: page) { _, new in scroll(to: new) }
    }

    private var row: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: spacing) {
                ForEach(items) { item in
                    content(item)
                        .containerRelativeFrame(.horizontal)
                        .accessibilityElement(children: .contain)
                        .accessibilityValue(Text(pageLabel(of: item)))
                }
            }
            .scrollTargetLayout()
        }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .safeAreaPadding(.horizontal, paging.inset)
        .scrollPosition(id: $centred, anchor: .center)
    }

    /// From iOS 18, ticks when the scroll view comes to rest on a new page; on iOS 17, when the page
    /// changes.
    @ViewBuilder private func landingTicks(_ row: some View) -> some View {
        if #available(iOS 18.0, macOS 15.0, *) {
            row.onScrollPhaseChange { _, phase in
                landing.rested(on: page, isIdle: phase == .idle)
            }
        } else {
            row.onChange(of: page) { _, new in landing.rested(on: new, isIdle: true) }
        }
    }

    private func pageLabel(of item: Item) -> String {
        let index = (items.firstIndex { $0.id == item.id } ?? 0) + 1
        return "Page \(index) of \(items.count)"
    }

    /// Scrolls to `target` (clamped to the pages) when the binding changed from outside.
    private func scroll(to target: Int) {
        guard let index = paging.clamped(target) else { return }
        if index != target {
            page = index
            return
        }
        guard items[index].id != centred else { return }
        withAnimation(motion.snap) { centred = items[index].id }
    }
}

/// The carousel's paging maths and its landing ticks: free of SwiftUI, so `swift test` runs them.
private struct SnapCarouselPaging {
    /// How many cards there are.
    var count: Int
    /// How much of each neighbour shows.
    var peek: CGFloat
    /// The gap between cards.
    var spacing: CGFloat

    /// The padding on each side of the visible row: a neighbour's peek and the gap before it.
    var inset: CGFloat { peek + spacing }

    /// `page` held to the cards, or nil when there are none.
    func clamped(_ page: Int) -> Int? {
        count > 0 ? min(max(page, 0), count - 1) : nil
    }
}

/// Counts landings: one tick each time the scroll view comes to rest on a page other than the one it
/// last rested on.
private struct SnapCarouselLanding: Equatable {
    /// The page of the last landing.
    var page: Int?
    /// How many landings ticked.
    var ticks = 0

    /// The scroll view's phase changed (`isIdle` when it came to rest) with `page` at the centre.
    mutating func rested(on page: Int, isIdle: Bool) {
        guard isIdle else { return }
        defer { self.page = page }
        guard let last = self.page else { return }
        if last != page { ticks += 1 }
    }
}

/// One dot per page; the current one stretches into a short bar, changing shape with the morph role.
private struct PageDots: View {
    let count: Int
    let current: Int
    let mirrored: Bool
    let motion: PieceMotion

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: index == current ? 18 : 7, height: 7)
                    .animation(motion.morph, value: current)
            }
        }
        .environment(\.layoutDirection, mirrored ? .rightToLeft : .leftToRight)
        .accessibilityHidden(true)
    }
}

// MARK: - Example

private struct SnapCarouselExample: View {
    struct Place: Identifiable {
        let id: String
        let colors: [Color]
    }

    @State private var page = 0
    private let places = [
        Place(id: "Lisbon", colors: [.orange, .pink]),
        Place(id: "Kyoto", colors: [.red, .purple]),
        Place(id: "Reykjavík", colors: [.teal, .blue]),
        Place(id: "Oaxaca", colors: [.yellow, .orange]),
    ]

    var body: some View {
        SnapCarousel(places, page: $page) { place in
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(LinearGradient(colors: place.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 320)
                .overlay(alignment: .bottomLeading) {
                    Text(place.id).font(.title.bold()).foregroundStyle(.white).padding(20)
                }
        }
        .padding(.vertical, 24)
    }
}

#Preview { SnapCarouselExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, haptics) sha256:ad1607123add0c45

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
