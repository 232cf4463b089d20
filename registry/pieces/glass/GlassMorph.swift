// pieces:
// title: Glass Morph
// description: A floating glass button whose actions bud out of it as glass bubbles and melt back in; Liquid Glass on iOS 26, a material on iOS 17.
// category: glass
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [glass, liquid glass, floating button, speed dial, morph, menu, actions, cristal, vidrio, botón flotante, menú]
// license: MIT

import SwiftUI

/// A round floating button that opens a column of actions. On iOS 26 every bubble is Liquid Glass in
/// one glass container, so the actions bud out of the button's glass and melt back into it; on iOS 17
/// and 18 the same bubbles are thin material and grow out of the button instead. The button's plus
/// turns into a close mark as the column opens. The bubbles open by rank: the one nearest the button
/// leads and each further one follows on a slightly longer, softer spring (`follow(rank:)`, no delay);
/// they close together. Choosing an action runs it and closes the column.
///
/// With Reduce Motion on, the bubbles fade in and out in place and the plus swaps for the close mark
/// instead of turning; the glass itself is the system's and adapts to Reduce Transparency on its own.
/// VoiceOver reads the button as "Show actions" or "Hide actions" and each bubble by its title. The
/// piece uses plain buttons: it works inside scroll views and blocks nothing under it beyond its
/// bubbles.
///
/// - Parameters:
///   - isExpanded: Whether the actions are showing.
///   - actions: The actions, from the one nearest the button outward.
public struct GlassMorph: View {
    @Binding private var isExpanded: Bool
    private let actions: [GlassMorphAction]

    @Namespace private var glassSpace
    @ScaledMetric(relativeTo: .title2) private var buttonSide: CGFloat = 58
    @ScaledMetric(relativeTo: .title3) private var bubbleSide: CGFloat = 48
    @ScaledMetric(relativeTo: .title3) private var spacing: CGFloat = 12
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(isExpanded: Binding<Bool>, actions: [GlassMorphAction]) {
        _isExpanded = isExpanded
        self.actions = actions
    }

    public var body: some View {
        if #available(iOS 26.0, *) {
            GlassEffectContainer(spacing: spacing * 2) { column(glass: true) }
        } else {
            column(glass: false)
        }
    }

    private func column(glass: Bool) -> some View {
        VStack(spacing: spacing) {
            if isExpanded {
                ForEach(Array(actions.enumerated()).reversed(), id: \.element.id) { rank, action in
                    bubble(for: action, glass: glass)
                        .transition(budding(rank: rank))
                }
            }
            toggle(glass: glass)
        }
    }

    /// A bubble buds out `rank` places from the button on its own follow-through spring, so the nearest
    /// leads and each further one arrives a little later and softer; all of them leave together.
    private func budding(rank: Int) -> AnyTransition {
        let bud = motion.moving(.scale(scale: 0.2, anchor: .bottom).combined(with: .opacity))
        return .asymmetric(insertion: bud.animation(motion.follow(rank: rank)), removal: bud)
    }

    private func toggle(glass: Bool) -> some View {
        Button {
            withAnimation(isExpanded ? motion.dismiss : motion.morph) { isExpanded.toggle() }
        } label: {
            Image(systemName: reduceMotion && isExpanded ? "xmark" : "plus")
                .font(.title2.weight(.semibold))
                .rotationEffect(.degrees(isExpanded && !reduceMotion ? 45 : 0))
                .contentTransition(.opacity)
                .frame(width: buttonSide, height: buttonSide)
                .surface(glass: glass, id: "toggle", in: glassSpace)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isExpanded ? Text("Hide actions") : Text("Show actions"))
    }

    private func bubble(for action: GlassMorphAction, glass: Bool) -> some View {
        Button {
            action.perform()
            withAnimation(motion.dismiss) { isExpanded = false }
        } label: {
            Image(systemName: action.systemImage)
                .font(.title3)
                .frame(width: bubbleSide, height: bubbleSide)
                .surface(glass: glass, id: action.id, in: glassSpace)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(action.title))
    }
}

/// One action of a `GlassMorph`: its title (read by VoiceOver), its symbol and what it does.
public struct GlassMorphAction: Identifiable {
    public let title: String
    public let systemImage: String
    public let perform: () -> Void

    public var id: String { title + "|" + systemImage }

    public init(_ title: String, systemImage: String, perform: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.perform = perform
    }
}

private extension View {
    /// A round surface: interactive Liquid Glass with an identity in `space` on iOS 26, so bubbles morph
    /// into one another; thin material on earlier systems.
    @ViewBuilder
    func surface(glass: Bool, id: String, in space: Namespace.ID) -> some View {
        if #available(iOS 26.0, *), glass {
            self
                .glassEffect(.regular.interactive(), in: Circle())
                .glassEffectID(id, in: space)
        } else {
            self
                .background(.thinMaterial, in: Circle())
                .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
        }
    }
}

// MARK: - Example

private struct GlassMorphExample: View {
    @State private var isExpanded = false
    @State private var last = "Nothing yet"

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            LinearGradient(colors: [.teal, .blue, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .overlay { Text(last).font(.title3.bold()).foregroundStyle(.white) }
            GlassMorph(isExpanded: $isExpanded, actions: [
                GlassMorphAction("New note", systemImage: "square.and.pencil") { last = "New note" },
                GlassMorphAction("Take photo", systemImage: "camera") { last = "Take photo" },
                GlassMorphAction("Record", systemImage: "mic") { last = "Record" },
            ])
            .padding(24)
        }
    }
}

#Preview { GlassMorphExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, followThrough) sha256:3dac1c9d538f0847

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

// pieces-motion: end
