// pieces:
// title: Staggered Stack
// description: A vertical stack whose rows cascade in on appear and follow one another when the panel opens.
// category: lists
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.1"
// level: intermediate
// tags: [stagger, cascade, list, entrance, follow-through, panel, escalonado, cascada, lista, entrada, desplegar, aparecer]
// license: MIT

import SwiftUI

/// A vertical stack that gives its rows a lead and followers. When it first appears the rows enter
/// one after another, a beat apart and capped at the seventh so a long list never keeps its last
/// row waiting. When `isPresented` opens the panel, every row starts at once on a slightly longer,
/// softer spring than the one above it, so the rows arrive in order and still turn around at once
/// if the panel closes mid-flight. Closing sends every row away together.
///
/// Only arrival is staggered: rows inserted later and values changing inside a row arrive
/// together, because people read them. Hidden rows keep their space, so the layout around the
/// panel never jumps, and they are hidden from touches and VoiceOver.
///
/// What it takes from the views around it: nothing. It adds no gesture of its own, so it scrolls in a
/// `ScrollView` like any stack; while the panel is closed its rows let touches through to what is behind.
///
/// With Reduce Motion on, rows fade in place instead of rising, on springs without overshoot.
///
/// - Parameters:
///   - data: The identified items to show, one row each, in order.
///   - isPresented: Whether the rows are shown; toggling it opens and closes the panel.
///   - spacing: The distance between rows, or `nil` for the system's default spacing.
///   - content: Builds the row for one item.
public struct StaggeredStack<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
    private let data: Data
    private let isPresented: Bool
    private let spacing: CGFloat?
    private let content: (Data.Element) -> Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .body) private var rise: CGFloat = 18
    @State private var hasEntered = false

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(
        _ data: Data,
        isPresented: Bool = true,
        spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.isPresented = isPresented
        self.spacing = spacing
        self.content = content
    }

    public var body: some View {
        VStack(spacing: spacing) {
            ForEach(Array(data.enumerated()), id: \.element.id) { index, element in
                row(content(element), index: index)
            }
        }
        // One-shot: a later appearance (a tab switch, a pop back) finds the rows already in place.
        .onAppear { hasEntered = true }
    }

    /// Entrance and panel are two separate layers, each with its own animation, so the one-shot
    /// delay of the entrance never holds a row still when the panel reverses.
    private func row(_ view: Content, index: Int) -> some View {
        view
            .animation(motion.entrance(index: index)) { layer in
                layer
                    .opacity(hasEntered ? 1 : 0)
                    .offset(y: hasEntered ? 0 : travel)
            }
            .animation(panelAnimation(rank: index)) { layer in
                layer
                    .opacity(isPresented ? 1 : 0)
                    .offset(y: isPresented ? 0 : travel)
            }
            .allowsHitTesting(isPresented)
            .accessibilityHidden(!isPresented)
    }

    /// Opening: each rank follows the one above it (rows past the seventh move with the seventh, so a
    /// long panel doesn't drag its tail). Closing: everyone leaves together.
    private func panelAnimation(rank: Int) -> Animation {
        isPresented ? motion.follow(rank: rank) : motion.dismiss
    }

    /// Reduce Motion turns the rise into a plain fade.
    private var travel: CGFloat { reduceMotion ? 0 : rise }
}

// MARK: - Example

private struct StaggeredStackExample: View {
    private struct Shortcut: Identifiable {
        let id: String
        let symbol: String
        let color: Color
    }

    private let shortcuts = [
        Shortcut(id: "Scan a document", symbol: "doc.viewfinder", color: .blue),
        Shortcut(id: "New reminder", symbol: "checklist", color: .orange),
        Shortcut(id: "Start a timer", symbol: "timer", color: .pink),
        Shortcut(id: "Share location", symbol: "location.fill", color: .green),
        Shortcut(id: "Record a memo", symbol: "waveform", color: .purple),
    ]

    @State private var isOpen = true
    @State private var appearance = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Button(isOpen ? "Hide shortcuts" : "Show shortcuts") { isOpen.toggle() }
                Spacer()
                // A fresh identity makes the stack appear again, replaying its entrance.
                Button("Replay entrance") { appearance += 1 }
            }
            .buttonStyle(.bordered)

            StaggeredStack(shortcuts, isPresented: isOpen, spacing: 10) { shortcut in
                Label(shortcut.id, systemImage: shortcut.symbol)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(16)
                    .background(shortcut.color.opacity(0.15), in: .rect(cornerRadius: 16, style: .continuous))
            }
            .id(appearance)

            Spacer()
        }
        .padding(20)
    }
}

#Preview { StaggeredStackExample() }

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
