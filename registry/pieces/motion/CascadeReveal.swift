// pieces:
// title: Cascade Reveal
// description: An entrance choreography for any layout: decoration rises in one beat after another, data arrives together, exits go at once.
// category: motion
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [stagger, entrance, cascade, choreography, reveal, grid, escalonado, entrada, cascada, coreografía, aparecer]
// license: MIT

import SwiftUI

/// An entrance for a screen's independent pieces, in any layout (a grid of tiles, a hero and its
/// badges, a row of cards): mark each with `.cascadeStep(_:)` and, when the reveal opens, they rise
/// and fade in one beat (30 ms) after another, capped at the seventh step so nothing keeps the last one
/// waiting. In a grid, `.cascadeStep(row:column:)` runs the wave diagonally from the leading top
/// corner; in a right-to-left layout that corner is on the right, as the grid's own columns are.
///
/// The stagger is for decoration and entrances only. What people read as data (numbers, values,
/// a list's rows, text that belongs together) must arrive together, so mark it `.cascadeData()`: it
/// takes no step and lands with the first beat. Closing sends everything away together and at once,
/// since a delay would hold a piece still on its way out. Because an entrance waits its beat, the
/// cascade is for one-shot reveals; a panel that opens and closes often wants springs that follow
/// without a delay (the foundation's `follow(rank:)`).
///
/// Hidden pieces keep their space, so the layout never jumps, and while hidden they take no touches and
/// are hidden from VoiceOver. With Reduce Motion on, pieces fade in place, still a beat apart, on a
/// spring without overshoot. The reveal opens when the view first appears with `isRevealed` true.
///
/// What it takes from the views around it: nothing. It adds no gesture.
///
/// - Parameters:
///   - isRevealed: Whether the pieces are shown; false sends them away together.
///   - content: The layout whose pieces carry `.cascadeStep(_:)` or `.cascadeData()`.
public struct CascadeReveal<Content: View>: View {
    private let isRevealed: Bool
    private let content: Content

    /// False until the first appearance, so the first reveal is an entrance.
    @State private var shown = false

    public init(isRevealed: Bool = true, @ViewBuilder content: () -> Content) {
        self.isRevealed = isRevealed
        self.content = content()
    }

    public var body: some View {
        content
            .environment(\.cascadeRevealed, shown)
            .onAppear { shown = isRevealed }
            .onChange(of: isRevealed) { _, revealed in shown = revealed }
    }
}

public extension View {
    /// Enters `step` beats after the first, when its `CascadeReveal` opens. For decoration and
    /// independent pieces only: never for data people read.
    func cascadeStep(_ step: Int) -> some View {
        modifier(CascadeItem(role: .step(step)))
    }

    /// Enters with the wave that starts at the leading top corner of a grid: a piece's step is its row
    /// plus its column.
    func cascadeStep(row: Int, column: Int) -> some View {
        modifier(CascadeItem(role: .step(CascadeSchedule.step(row: row, column: column))))
    }

    /// Enters with the first beat, together with every other piece of data: numbers, values and text
    /// that belongs together are never staggered.
    func cascadeData() -> some View {
        modifier(CascadeItem(role: .data))
    }
}

/// One piece of the cascade: it reads its reveal's state and animates only its own opacity and rise.
private struct CascadeItem: ViewModifier {
    var role: CascadeSchedule.Role

    @Environment(\.cascadeRevealed) private var revealed
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .body) private var rise: CGFloat = 16

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    func body(content: Content) -> some View {
        let schedule = CascadeSchedule(role: role)
        let index = schedule.entranceIndex(revealed: revealed)
        let animation = index.map { motion.entrance(index: $0) } ?? motion.dismiss
        let lift = schedule.rise(revealed: revealed, distance: rise, reduceMotion: reduceMotion)
        return content.animation(animation) { view in
            view
                .opacity(revealed ? 1 : 0)
                .offset(y: lift)
        }
        .allowsHitTesting(revealed)
        .accessibilityHidden(!revealed)
    }
}

private struct CascadeRevealedKey: EnvironmentKey {
    static let defaultValue = true
}

private extension EnvironmentValues {
    /// Whether the enclosing `CascadeReveal` is open; true outside one, so a marked piece alone shows.
    var cascadeRevealed: Bool {
        get { self[CascadeRevealedKey.self] }
        set { self[CascadeRevealedKey.self] = newValue }
    }
}

/// When each piece moves, apart from the view so it can be checked on its own (`CascadeRevealLogicTests`
/// compiles it from this file). The delay per step itself is the foundation's `entrance(index:)`.
private nonisolated struct CascadeSchedule: Equatable, Sendable {
    /// What a piece is to the reveal.
    nonisolated enum Role: Equatable, Sendable {
        /// Decoration or an independent piece, entering this many beats after the first.
        case step(Int)
        /// Data people read: never staggered.
        case data
    }

    var role: Role

    /// The last step that waits longer than the one before: later steps enter with it.
    static let lastStep = 6

    /// A grid piece's step: the diagonal from the leading top corner, row plus column.
    static func step(row: Int, column: Int) -> Int {
        max(row, 0) + max(column, 0)
    }

    /// The entrance index for `entrance(index:)` while revealing: the step, held to 0...lastStep, and 0
    /// for data. Nil while hiding: exits go together, without a delay.
    func entranceIndex(revealed: Bool) -> Int? {
        guard revealed else { return nil }
        switch role {
        case .step(let step): return min(max(step, 0), CascadeSchedule.lastStep)
        case .data: return 0
        }
    }

    /// How far below its place the piece sits: `distance` while hidden, 0 when shown, and always 0
    /// under Reduce Motion, where pieces fade in place.
    func rise(revealed: Bool, distance: CGFloat, reduceMotion: Bool) -> CGFloat {
        revealed || reduceMotion ? 0 : max(distance, 0)
    }
}

// MARK: - Example

private struct CascadeRevealExample: View {
    @State private var isRevealed = true

    private let symbols = ["sparkles", "leaf.fill", "flame.fill", "drop.fill", "bolt.fill", "moon.fill"]

    var body: some View {
        CascadeReveal(isRevealed: isRevealed) {
            VStack(spacing: 24) {
                HStack(spacing: 24) {
                    stat("Streak", "12 days")
                    stat("Minutes", "348")
                }
                .cascadeData()
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: 3), spacing: 12) {
                    ForEach(symbols.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 18, style: .continuous)
                            .fill(.teal.gradient)
                            .frame(height: 88)
                            .overlay(Image(systemName: symbols[index]).font(.title).foregroundStyle(.white))
                            .cascadeStep(row: index / 3, column: index % 3)
                    }
                }
                Button(isRevealed ? "Hide" : "Reveal") { isRevealed.toggle() }
                    .buttonStyle(.bordered)
            }
            .padding(24)
        }
    }

    private func stat(_ title: String, _ value: String) -> some View {
        VStack(spacing: 4) {
            Text(value).font(.title.bold())
            Text(title).font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview { CascadeRevealExample() }

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
