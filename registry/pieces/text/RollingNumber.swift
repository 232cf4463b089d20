// pieces:
// title: Rolling Number
// description: A number whose digits roll to their new values one column after another, never overshooting.
// category: text
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [number, counter, digits, odometer, roll, score, número, contador, dígitos, marcador]
// license: MIT

import SwiftUI

/// A whole number shown as a row of digit columns. When the value changes, each digit rolls to its new
/// glyph: the ones column leads and each column to its left follows 30 ms later on a spring without
/// bounce, so the figure never shows a value past its own and lands whole within about 120 ms.
///
/// The number is formatted for the current locale (grouping separators, a minus sign, the locale's own
/// digits) and always reads left to right, as numerals do in right-to-left languages too. Columns that
/// appear or disappear as the number gains or loses digits fade and slide in from below.
///
/// With Reduce Motion on, nothing rolls: the number fades to its new value. VoiceOver reads the whole
/// number as one value. The piece has no gesture and blocks nothing; set the font with `.font(_:)`, and
/// Dynamic Type sizes the columns with it.
///
/// - Parameters:
///   - value: The number to show.
///   - format: How to format it (grouping, sign, notation); the locale comes from the environment.
public struct RollingNumber: View {
    private let value: Int
    private let format: IntegerFormatStyle<Int>

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.locale) private var locale

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ value: Int, format: IntegerFormatStyle<Int> = .number) {
        self.value = value
        self.format = format
    }

    public var body: some View {
        let text = value.formatted(format.locale(locale))
        Group {
            if reduceMotion {
                Text(text)
                    .contentTransition(.opacity)
                    .animation(motion.value, value: value)
            } else {
                columns(of: text)
            }
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(text))
        .accessibilityAddTraits(.updatesFrequently)
    }

    /// One column per character, identified by its place counted from the right, so the ones column
    /// stays the same view when the number gains a digit on the left.
    private func columns(of text: String) -> some View {
        let glyphs = digitGlyphs
        let characters = text.map(String.init)
        let places = characters.indices.map { characters.count - 1 - $0 }
        return HStack(spacing: 0) {
            ForEach(places, id: \.self) { place in
                let character = characters[characters.count - 1 - place]
                Group {
                    if let digit = glyphs.firstIndex(of: character) {
                        DigitColumn(digit: digit, glyphs: glyphs, animation: motion.value(rank: place))
                    } else {
                        Text(character)
                    }
                }
                .transition(motion.moving(.move(edge: .bottom).combined(with: .opacity)))
            }
        }
        // Numerals run left to right in every language; only their glyphs are the locale's.
        .environment(\.layoutDirection, .leftToRight)
        // pieces-lint:disable:next-line container-animation keyed to the column count only: it moves columns in and out; digits roll on their own scoped springs
        .animation(motion.reveal, value: characters.count)
    }

    /// The locale's glyphs for 0 through 9, so Arabic-Indic or Devanagari digits roll as well.
    private var digitGlyphs: [String] {
        (0...9).map { $0.formatted(IntegerFormatStyle<Int>.number.locale(locale)) }
    }
}

/// A strip of the ten digit glyphs behind a window one glyph tall, moved so `digit` shows through.
private struct DigitColumn: View {
    let digit: Int
    let glyphs: [String]
    let animation: Animation

    /// The height of one glyph line in the current font, measured from the window itself.
    @State private var lineHeight: CGFloat = 0

    var body: some View {
        // The widest digit sizes the window; the strip behind it moves, the layout never does.
        Text(glyphs[8])
            .hidden()
            .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { lineHeight = $0 }
            .overlay(alignment: .top) {
                VStack(spacing: 0) {
                    ForEach(glyphs.indices, id: \.self) { index in
                        Text(glyphs[index]).frame(height: lineHeight)
                    }
                }
                .animation(animation) { strip in
                    strip.offset(y: -CGFloat(digit) * lineHeight)
                }
            }
            .clipped()
    }
}

// MARK: - Example

private struct RollingNumberExample: View {
    @State private var steps = 9_486
    @State private var score = 97

    var body: some View {
        VStack(spacing: 28) {
            VStack(spacing: 4) {
                RollingNumber(steps)
                    .font(.system(size: 56, weight: .bold, design: .rounded))
                Text("steps today")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 12) {
                Button("+ 1") { steps += 1 }
                Button("+ 27") { steps += 27 }
                Button("+ 1,000") { steps += 1_000 }
                Button("Reset") { steps = 0 }
            }
            .buttonStyle(.bordered)

            HStack {
                Text("Score")
                Spacer()
                RollingNumber(score, format: .number.sign(strategy: .always()))
                    .font(.title2.weight(.semibold))
            }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            Stepper("Score", value: $score, in: -200...200, step: 13)
                .labelsHidden()
        }
        .padding(24)
    }
}

#Preview { RollingNumberExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, followThrough) sha256:5d03b98ec9b7b312

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

    /// The `value` spring for a digit, bar or point `rank` places behind the one that leads (0 is the
    /// lead): 30 ms longer per rank and never any bounce, so a number rolling digit by digit shows no
    /// value past its own at any instant. Ranks past 4 move with rank 4, so the whole figure lands within
    /// 120 ms of its lead. Under Reduce Motion every rank lands together on the short spring.
    func value(rank: Int) -> Animation {
        guard !reduceMotion else { return .spring(PieceMotion.reducedSpring) }
        let rank = Double(min(max(rank, 0), 4))
        return .spring(Spring(duration: Tier.responsive.duration + 0.03 * rank, bounce: 0))
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
