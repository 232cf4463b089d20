// pieces:
// title: Rolling Number
// description: A number whose changed digits roll together to their new values, never showing a number it never was.
// category: text
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.1.0"
// level: beginner
// tags: [number, counter, digits, odometer, roll, score, número, contador, dígitos, marcador]
// license: MIT

import SwiftUI

/// A whole number shown as a row of character columns. When the value changes, every column whose
/// character changes rolls from its old glyph straight to its new one, all of them together on one
/// `value` spring (no bounce, no stagger): upward when the number grows, downward when it shrinks.
/// Every column shares one progress, so at any instant the row shows the old number, the new one, or
/// the two halfway between each other, never a third number (10 → 9 never passes "19", 9,489 → 9,490
/// never rolls a digit backwards). Unchanged characters stay still. The first appearance shows the
/// number as it is, without rolling.
///
/// A change that arrives mid-roll carries on the roll already under way (same direction, same spring)
/// toward the newest number: the glyphs rolling in switch to it, those rolling out are the number
/// being left.
///
/// The number is formatted for the current locale (grouping separators, a minus sign, the locale's own
/// digits) and always reads left to right, as numerals do in right-to-left languages too. A column a
/// number gains or loses rolls in from, or out to, a blank.
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

    /// The two numbers the row rolls between, and which one it is heading to.
    @State private var roll: RollingNumberRoll?
    /// 0 shows `roll.first`, 1 shows `roll.second`; the one animated value every column reads.
    @State private var progress: Double = 0
    /// Counts rolls, so only the latest one's landing tidies up.
    @State private var rolls = 0

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
                columns(of: roll ?? RollingNumberRoll(resting: text))
            }
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(text))
        .accessibilityAddTraits(.updatesFrequently)
        .onChange(of: value, initial: true) { old, new in receive(formatted(new), after: formatted(old), rising: new > old) }
        .onChange(of: locale) { roll = RollingNumberRoll(resting: text) }
    }

    /// One column per place counted from the right, so the ones column stays the same view when the
    /// number gains a digit on the left.
    private func columns(of roll: RollingNumberRoll) -> some View {
        HStack(spacing: 0) {
            ForEach((0..<roll.places).reversed(), id: \.self) { place in
                RollingColumn(
                    first: roll.first[place], second: roll.second[place], progress: progress,
                    sign: roll.sign)
            }
        }
        // Numerals run left to right in every language; only their glyphs are the locale's.
        .environment(\.layoutDirection, .leftToRight)
    }

    private func formatted(_ number: Int) -> String { number.formatted(format.locale(locale)) }

    private func receive(_ new: String, after old: String, rising: Bool) {
        guard let current = roll, !reduceMotion, new != old else {
            roll = RollingNumberRoll(resting: new)
            progress = 0
            return
        }
        rolls += 1
        let id = rolls
        let next = current.rolling(to: new, rising: rising)
        roll = next
        withAnimation(motion.value, completionCriteria: .logicallyComplete) {
            progress = next.target
        } completion: {
            guard id == rolls, let landed = roll?.landed() else { return }
            withAnimation(motion.value) { roll = landed }
        }
    }
}

/// The two numbers a row of columns rolls between, one glyph per place (index 0 is the rightmost), and
/// where it heads: free of SwiftUI, so `swift test` runs it. Progress 0 shows `first`, 1 `second`; every
/// column reads the same progress, so no column can be ahead of another.
private nonisolated struct RollingNumberRoll: Equatable {
    /// The glyphs shown at progress 0, a blank where the number has no such place.
    var first: [String]
    /// The glyphs shown at progress 1.
    var second: [String]
    /// Whether the roll heads to `second` (progress 1) or to `first` (progress 0).
    var towardSecond: Bool
    /// +1 when the glyphs coming in enter from below (the number grows), −1 from above.
    var sign: Double

    /// The number at rest, both slots alike.
    init(resting text: String) {
        let glyphs = RollingNumberRoll.glyphs(of: text)
        first = glyphs
        second = glyphs
        towardSecond = true
        sign = 1
    }

    init(first: [String], second: [String], towardSecond: Bool, sign: Double) {
        let places = max(first.count, second.count)
        self.first = first + Array(repeating: "", count: places - first.count)
        self.second = second + Array(repeating: "", count: places - second.count)
        self.towardSecond = towardSecond
        self.sign = sign
    }

    /// How many columns: the longer of the two numbers.
    var places: Int { max(first.count, second.count) }
    /// The progress the roll heads to.
    var target: Double { towardSecond ? 1 : 0 }
    /// The glyphs the roll heads to.
    var heading: [String] { towardSecond ? second : first }

    /// The glyphs of `text`, rightmost first.
    static func glyphs(of text: String) -> [String] { text.reversed().map(String.init) }

    /// The roll to `text`. At rest, the slot out of sight takes the new number and the roll turns
    /// toward it, entering from below when `rising`. In flight (the slot headed to already differs from
    /// the one left), the slot headed to takes the new number and the roll keeps its way and direction.
    func rolling(to text: String, rising: Bool) -> RollingNumberRoll {
        let glyphs = RollingNumberRoll.glyphs(of: text)
        if first != second {
            return towardSecond
                ? RollingNumberRoll(first: first, second: glyphs, towardSecond: true, sign: sign)
                : RollingNumberRoll(first: glyphs, second: second, towardSecond: false, sign: sign)
        }
        let turned = !towardSecond
        // Heading to second, it enters at +sign lines; heading to first, at −sign lines.
        let sign: Double = (rising == turned) ? 1 : -1
        return turned
            ? RollingNumberRoll(first: heading, second: glyphs, towardSecond: true, sign: sign)
            : RollingNumberRoll(first: glyphs, second: heading, towardSecond: false, sign: sign)
    }

    /// The roll landed: both slots hold the number it headed to, blank places dropped.
    func landed() -> RollingNumberRoll {
        var glyphs = heading
        while glyphs.last == "" { glyphs.removeLast() }
        return RollingNumberRoll(first: glyphs, second: glyphs, towardSecond: towardSecond, sign: sign)
    }

    /// Where the two glyphs of `place` are drawn at `progress`, in lines (1 is one glyph's height, down
    /// positive): the first slot leaves upward as the second rises in, or the other way round.
    func offsets(place: Int, progress: Double) -> (first: Double, second: Double) {
        guard first[place] != second[place] else { return (0, 0) }
        return (Self.offset(isSecond: false, progress: progress, sign: sign), Self.offset(isSecond: true, progress: progress, sign: sign))
    }

    /// Where a slot's glyph is drawn at `progress`, in lines: the first slot is in view at 0 and leaves
    /// toward −`sign`, the second comes in from +`sign` and is in view at 1.
    static func offset(isSecond: Bool, progress: Double, sign: Double) -> Double {
        isSecond ? (1 - progress) * sign : -progress * sign
    }

    /// What a reader sees at `progress`: in every column the glyph more than half in view, read left
    /// to right.
    func reading(at progress: Double) -> String {
        (0..<places).reversed().map { progress < 0.5 ? first[$0] : second[$0] }.joined()
    }
}

/// One place of the number: its two glyphs behind a window one glyph tall, each moved by the row's one
/// progress, so the column never runs ahead of its neighbours.
private struct RollingColumn: View {
    let first: String
    let second: String
    let progress: Double
    let sign: Double

    /// The height of one glyph line in the current font, measured from the window itself.
    @State private var lineHeight: CGFloat = 0

    var body: some View {
        // The window is as wide as the wider glyph; the glyphs move, the layout never does mid-roll.
        ZStack {
            Text(first).hidden()
            Text(second).hidden()
        }
        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { lineHeight = $0 }
        .overlay {
            ZStack {
                if first == second {
                    Text(first)
                } else {
                    Text(first).modifier(RollingSlot(progress: progress, isSecond: false, sign: sign, line: lineHeight))
                    Text(second).modifier(RollingSlot(progress: progress, isSecond: true, sign: sign, line: lineHeight))
                }
            }
        }
        .clipped()
    }
}

/// Moves one slot's glyph for the row's progress. Only the progress animates: the direction and the
/// line height apply at once, so a new roll starts with its incoming glyph already on the right side.
private struct RollingSlot: GeometryEffect {
    var progress: Double
    let isSecond: Bool
    let sign: Double
    let line: CGFloat

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        let lines = RollingNumberRoll.offset(isSecond: isSecond, progress: progress, sign: sign)
        return ProjectionTransform(CGAffineTransform(translationX: 0, y: CGFloat(lines) * line))
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
