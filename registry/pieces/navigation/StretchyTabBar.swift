// pieces:
// title: Stretchy Tab Bar
// description: A tab bar whose selection pill stretches toward the new tab in flight and gathers itself up on arrival.
// category: navigation
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [tab bar, tabs, navigation, indicator, pill, stretch, segmented, pestañas, navegación, indicador]
// license: MIT

import SwiftUI

/// A row of tabs on a material bar with a pill behind the selected one. When the selection changes,
/// the pill's front edge leaves at once on a snappy spring while its back edge follows on a softer,
/// later one, so the pill stretches toward the new tab in flight and gathers itself up as it lands:
/// the guide's follow-through on the two edges of one shape. A change that reverses mid-flight turns
/// both edges around at once. Each change ticks.
///
/// With Reduce Motion on, both edges move together on the short spring, so the pill slides without
/// stretching. VoiceOver reads each tab as a button, the selected one as selected. Labels grow with
/// Dynamic Type; tabs run right to left in right-to-left languages. The bar uses plain buttons and
/// blocks nothing.
///
/// - Parameters:
///   - selection: The index of the selected tab.
///   - tabs: The tabs, in reading order.
public struct StretchyTabBar: View {
    @Binding private var selection: Int
    private let tabs: [StretchyTab]

    /// Each tab's frame in the bar, measured left to right.
    @State private var frames: [Int: CGRect] = [:]
    /// The pill's two edges, animated apart so it can stretch.
    @State private var leftEdge: CGFloat = 0
    @State private var rightEdge: CGFloat = 0

    @ScaledMetric(relativeTo: .footnote) private var tabHeight: CGFloat = 48
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(selection: Binding<Int>, tabs: [StretchyTab]) {
        _selection = selection
        self.tabs = tabs
    }

    public var body: some View {
        let order = layoutDirection == .rightToLeft ? Array(tabs.indices.reversed()) : Array(tabs.indices)
        HStack(spacing: 0) {
            ForEach(order, id: \.self) { index in
                tab(index)
            }
        }
        .background(alignment: .leading) { pill }
        .coordinateSpace(.named(StretchyTabBar.space))
        // Laid out left to right always: the order is mirrored by hand, so measured edges and offsets agree.
        .environment(\.layoutDirection, .leftToRight)
        .padding(4)
        .background(.regularMaterial, in: Capsule())
        .pieceHaptic(.step, trigger: selection)
        .onChange(of: selection) { old, new in move(from: old, to: new) }
    }

    private var pill: some View {
        Capsule()
            .fill(Color.accentColor.opacity(0.18))
            .frame(width: max(rightEdge - leftEdge, 0), height: tabHeight)
            .offset(x: leftEdge)
    }

    private func tab(_ index: Int) -> some View {
        let isSelected = index == selection
        return Button {
            selection = index
        } label: {
            VStack(spacing: 2) {
                Image(systemName: tabs[index].systemImage).font(.body.weight(.semibold))
                Text(tabs[index].title).font(.caption2.weight(.medium))
            }
            .foregroundStyle(isSelected ? Color.accentColor : Color.secondary)
            .frame(maxWidth: .infinity, minHeight: tabHeight)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .environment(\.layoutDirection, layoutDirection)
        .onGeometryChange(for: CGRect.self) { $0.frame(in: .named(StretchyTabBar.space)) } action: { frame in
            frames[index] = frame
            if index == selection { leftEdge = frame.minX; rightEdge = frame.maxX }
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    /// The edge on the side of travel leads on the snap role; the other follows one rank behind.
    private func move(from old: Int, to new: Int) {
        guard let target = frames[new] else { return }
        let headsRight = target.midX > (leftEdge + rightEdge) / 2
        let lead = motion.snap
        let trail = reduceMotion ? motion.snap : motion.follow(rank: 2)
        withAnimation(headsRight ? lead : trail) { rightEdge = target.maxX }
        withAnimation(headsRight ? trail : lead) { leftEdge = target.minX }
    }

    // Read from the geometry closure, which runs off the main actor.
    private nonisolated static let space = "StretchyTabBar"
}

/// One tab of a `StretchyTabBar`: its title and its SF Symbol.
public struct StretchyTab: Hashable {
    public let title: String
    public let systemImage: String

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
}

// MARK: - Example

private struct StretchyTabBarExample: View {
    @State private var selection = 0
    private let tabs = [
        StretchyTab("Home", systemImage: "house"),
        StretchyTab("Search", systemImage: "magnifyingglass"),
        StretchyTab("Library", systemImage: "books.vertical"),
        StretchyTab("Profile", systemImage: "person.crop.circle"),
    ]

    var body: some View {
        VStack {
            Spacer()
            Text(tabs[selection].title).font(.largeTitle.bold())
            Spacer()
            StretchyTabBar(selection: $selection, tabs: tabs)
                .padding(.horizontal, 20)
        }
        .padding(.vertical, 24)
    }
}

#Preview { StretchyTabBarExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, followThrough, haptics) sha256:7d59c514775b9637

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
