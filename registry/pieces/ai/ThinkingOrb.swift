// pieces:
// title: Thinking Orb
// description: A glowing orb that breathes while an assistant is thinking and comes to rest when it is done.
// category: ai
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: beginner
// tags: [ai, assistant, thinking, loading, orb, glow, ambient, breathing, asistente, pensando, cargando, orbe]
// license: MIT

import SwiftUI

/// A soft orb of shifting colour. While `isThinking`, it breathes: it swells, its glow widens and its
/// colours turn, and back, on the slow ambient role, over and over. When thinking stops, the same orb
/// eases from wherever it is in its breath back to its rest pose (full size, colours still) on the settle
/// role: one orb throughout, never two cross-fading, and never frozen on whatever frame it was on. That
/// the running loop hands over to the settle from its drawn pose is not verified here without a device.
///
/// With Reduce Motion on, the orb never loops: it stays on its rest pose and shows thinking by its
/// brighter glow alone. VoiceOver reads "Thinking" or "Ready". The orb has no gesture and blocks
/// nothing; give it a frame, or it takes 64 points scaled with Dynamic Type.
///
/// - Parameters:
///   - isThinking: Whether the assistant is working.
///   - colors: The orb's colours, turned around its centre.
public struct ThinkingOrb: View {
    private let isThinking: Bool
    private let colors: [Color]

    /// Where the breath is heading: the loop runs between rest and an inhale.
    @State private var breath: Breath = .rest

    @ScaledMetric(relativeTo: .largeTitle) private var side: CGFloat = 64
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(isThinking: Bool, colors: [Color] = [.cyan, .indigo, .purple, .pink, .cyan]) {
        self.isThinking = isThinking
        self.colors = colors
    }

    public var body: some View {
        orb
            .scaleEffect(breath.scale)
            .hueRotation(breath.hueTurn)
            .shadow(color: (colors.first ?? .clear).opacity(isThinking ? 0.7 : 0.35), radius: breath.glow(thinking: isThinking))
            .frame(width: side, height: side)
            .onChange(of: isThinking, initial: true) { _, thinking in breathe(thinking) }
            .onChange(of: reduceMotion) { breathe(isThinking) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(isThinking ? Text("Thinking") : Text("Ready"))
            .accessibilityAddTraits(.updatesFrequently)
    }

    /// Starts the loop while thinking (an ambient role of nil means no loop: rest on the designed pose),
    /// or eases back to rest from the drawn pose.
    private func breathe(_ thinking: Bool) {
        if thinking, let ambient = motion.ambient {
            withAnimation(ambient.repeatForever(autoreverses: true)) { breath = .inhale }
        } else {
            withAnimation(motion.settle) { breath = .rest }
        }
    }

    private var orb: some View {
        Circle()
            .fill(AngularGradient(colors: colors, center: .center))
            .overlay {
                Circle().fill(RadialGradient(colors: [.white.opacity(0.55), .clear], center: .init(x: 0.35, y: 0.3),
                                             startRadius: 0, endRadius: side * 0.6))
            }
            .blur(radius: side * 0.02)
    }
}

/// The two ends of a breath: the loop eases between them on the ambient role, and rest is where it stops.
private enum Breath {
    case rest, inhale

    var scale: CGFloat { self == .inhale ? 1.08 : 1 }
    var hueTurn: Angle { .degrees(self == .inhale ? 40 : 0) }
    /// The glow's radius: wider with each inhale, brighter (and a little wider) while thinking at rest.
    func glow(thinking: Bool) -> CGFloat { self == .inhale ? 22 : thinking ? 14 : 8 }
}

// MARK: - Example

private struct ThinkingOrbExample: View {
    @State private var isThinking = false
    @State private var answer = "Ask me anything."

    var body: some View {
        VStack(spacing: 28) {
            ThinkingOrb(isThinking: isThinking)
            Text(answer)
                .font(.body)
                .multilineTextAlignment(.center)
                .frame(maxWidth: 280)
            Button(isThinking ? "Thinking…" : "Ask") {
                isThinking = true
                Task {
                    try? await Task.sleep(for: .seconds(3))
                    answer = "A spring with no bounce never overshoots."
                    isThinking = false
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(isThinking)
        }
        .padding(24)
    }
}

#Preview { ThinkingOrbExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles) sha256:39c774000a9c2ac2

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

// pieces-motion: end
