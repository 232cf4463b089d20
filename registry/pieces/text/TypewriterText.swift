// pieces:
// title: Typewriter Text
// description: Text that types itself out at a reading pace, pausing at punctuation, and keeps up with a streamed reply as it grows.
// category: text
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [text, typewriter, streaming, reveal, reply, chat, texto, máquina de escribir, escribir, revelar, respuesta]
// license: MIT

import SwiftUI

/// Text that appears a character at a time, each fading in on the foundation's `reveal` spring, with a
/// short pause after the end of a sentence and a shorter one after a comma, so it reads at the pace of
/// speech rather than a ticker. Give it a growing string (a reply streaming in) and it carries on at the
/// same pace from where it was; give it a different string and it keeps what the two share and types
/// the rest.
///
/// The whole text is laid out from the start and the part still to come is drawn clear, so lines never
/// reflow as it types and the view's size never changes. A `TimelineView` drives the reveal, at most 60
/// times a second, and pauses as soon as everything is shown; `onFinished` runs then, once per text (never for an empty one).
///
/// VoiceOver reads the whole text as one element, not each character as it appears. With Reduce
/// Motion on, the text appears a whole word at a time at the same pace, with no fade. It takes the
/// font, color and Dynamic Type size of its environment and wraps like `Text`; right-to-left text
/// types from its start, on the right.
///
/// What it takes from the views around it: nothing. It adds no gesture and no hit area beyond a `Text`.
///
/// - Parameters:
///   - text: What to show; it may grow while it types.
///   - charactersPerSecond: The typing pace, before the pauses at punctuation.
///   - onFinished: Runs once when the whole text is shown.
public struct TypewriterText: View {
    private let text: String
    private let pace: TypewriterPace
    private let onFinished: () -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The characters shown when `anchorTime` began counting: the reveal continues from here.
    @State private var anchorCount = 0
    @State private var anchorTime = Date.now
    /// The text as it was when the reveal was last anchored: a change measures its progress on this.
    @State private var characters: [Character] = []
    /// The text whose end has been reached, so `onFinished` runs once for it.
    @State private var finishedText: String?

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    /// How long a new character takes to fade in: about the `reveal` spring's settling time.
    private let fadeWindow = 0.5

    public init(_ text: String, charactersPerSecond: Double = 32, onFinished: @escaping () -> Void = {}) {
        self.text = text
        self.pace = TypewriterPace(charactersPerSecond: charactersPerSecond)
        self.onFinished = onFinished
    }

    public var body: some View {
        let shown = Array(text)
        let isFinished = finishedText == text
        // 60 redraws a second at most: a fade that short needs no more, and a long reply costs less.
        TimelineView(.animation(minimumInterval: 1.0 / 60, paused: isFinished)) { context in
            let elapsed = context.date.timeIntervalSince(anchorTime)
            let typing = pace.progress(of: shown, from: anchorCount, after: elapsed, wholeWords: reduceMotion)
            typed(shown, count: isFinished ? shown.count : Int(typing), elapsed: isFinished ? .infinity : elapsed)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: text))
        // Back on screen after it finished (a list scrolled back), it stays typed.
        .onAppear { if finishedText != text { restart(from: 0) } }
        .onChange(of: text) { old, new in
            let kept = TypewriterPace.commonPrefixCount(Array(old), Array(new))
            let elapsed = Date.now.timeIntervalSince(anchorTime)
            let shownBefore = pace.progress(of: characters, from: anchorCount, after: elapsed, wholeWords: reduceMotion)
            let visible = Int(shownBefore)
            // Text added while the old is still typing carries on at the same pace, so nothing already
            // fading starts over; otherwise the reveal starts again from what both texts share.
            if kept == characters.count, visible < characters.count {
                characters = Array(new)
            } else {
                restart(from: min(kept, visible))
            }
        }
        .task(id: TypewriterSchedule(text: text, anchorCount: anchorCount, anchorTime: anchorTime)) {
            let remaining = pace.duration(of: Array(text), from: anchorCount)
            let due = anchorTime.addingTimeInterval(remaining).timeIntervalSinceNow
            if due > 0 { try? await Task.sleep(for: .seconds(due)) }
            // An empty text has nothing to finish: a reply that has not started yet.
            guard !Task.isCancelled, !text.isEmpty, finishedText != text else { return }
            finishedText = text
            onFinished()
        }
    }

    /// The typed part; the newest characters each fading in on the foundation's `reveal` spring from the
    /// moment they appeared (none under Reduce Motion, where whole words appear); the rest laid out clear.
    private func typed(_ characters: [Character], count: Int, elapsed: Double) -> Text {
        let count = min(max(count, 0), characters.count)
        var fading: [(character: Character, opacity: Double)] = []
        if !reduceMotion, count > anchorCount {
            var appeared = pace.appearTime(at: count - 1, in: characters, from: anchorCount)
            var index = count - 1
            while index >= anchorCount, elapsed - appeared < fadeWindow {
                let fade = motion.settleSample(after: elapsed - appeared, velocity: 0, from: 0, to: 1, tier: .calm)
                fading.insert((characters[index], min(max(fade.position, 0), 1)), at: 0)
                appeared -= pace.delay(at: index, in: characters)
                index -= 1
            }
        }
        let whole = count - fading.count
        // Interpolated rather than added with `+`, which newer SDKs deprecate; each part keeps its style.
        var typed = Text(verbatim: String(characters[..<whole]))
        for letter in fading {
            let part = Text(verbatim: String(letter.character)).foregroundStyle(.foreground.opacity(letter.opacity))
            typed = Text("\(typed)\(part)")
        }
        return Text("\(typed)\(Text(verbatim: String(characters[count...])).foregroundStyle(.clear))")
    }

    private func restart(from count: Int) {
        characters = Array(text)
        anchorCount = min(count, characters.count)
        anchorTime = .now
        if finishedText != text { finishedText = nil }
    }
}

/// What the finishing task waits on: a new text or a new anchor restarts it.
private struct TypewriterSchedule: Equatable {
    var text: String
    var anchorCount: Int
    var anchorTime: Date
}

/// The typing pace, apart from the view so it can be checked on its own (`TypewriterTextLogicTests`
/// compiles it from this file). Counts are in characters (grapheme clusters), as `Text` draws them.
private nonisolated struct TypewriterPace: Equatable, Sendable {
    var charactersPerSecond: Double
    /// Extra wait after a character that ends a sentence.
    var sentencePause: Double = 0.32
    /// Extra wait after a comma, a semicolon or a colon.
    var clausePause: Double = 0.12

    init(charactersPerSecond: Double) {
        self.charactersPerSecond = min(max(charactersPerSecond, 1), 2000)
    }

    /// How long the character at `index` waits after the one before it: one beat, plus a pause when the
    /// one before ends a sentence or a clause.
    func delay(at index: Int, in characters: [Character]) -> Double {
        let beat = 1 / charactersPerSecond
        guard index > 0, index <= characters.count else { return beat }
        let previous = characters[index - 1]
        if ".!?…。！？".contains(previous) { return beat + sentencePause }
        if ",;:，、；：".contains(previous) { return beat + clausePause }
        return beat
    }

    /// How much is shown `elapsed` seconds after `anchor` characters were: whole characters, plus the
    /// share of the next one that has faded in. With `wholeWords`, only whole words (and no partial
    /// character): the count falls back to the last word boundary until the text ends.
    func progress(of characters: [Character], from anchor: Int, after elapsed: Double, wholeWords: Bool) -> Double {
        var count = min(max(anchor, 0), characters.count)
        var time = max(elapsed, 0)
        while count < characters.count {
            let wait = delay(at: count, in: characters)
            if time < wait {
                guard wholeWords else { return Double(count) + time / wait }
                return Double(TypewriterPace.wordBoundary(atOrBefore: count, in: characters, from: anchor))
            }
            time -= wait
            count += 1
        }
        return Double(count)
    }

    /// Seconds until everything after `anchor` is shown.
    func duration(of characters: [Character], from anchor: Int) -> Double {
        let start = min(max(anchor, 0), characters.count)
        return (start..<characters.count).reduce(0) { $0 + delay(at: $1, in: characters) }
    }

    /// The largest count at or before `count` that ends on a word boundary (the text's start, or just
    /// after a space or a newline), never less than `anchor`, which was shown already.
    static func wordBoundary(atOrBefore count: Int, in characters: [Character], from anchor: Int) -> Int {
        var boundary = min(count, characters.count)
        while boundary > anchor, boundary > 0, !characters[boundary - 1].isWhitespace { boundary -= 1 }
        return max(boundary, min(anchor, characters.count))
    }

    /// How many leading characters two texts share: what a new text keeps of the old one's reveal.
    static func commonPrefixCount(_ old: [Character], _ new: [Character]) -> Int {
        zip(old, new).prefix { $0 == $1 }.count
    }

    /// Seconds after the anchor at which the character at `index` appears: the waits of every character
    /// from `anchor` through `index`. 0 for a character shown already.
    func appearTime(at index: Int, in characters: [Character], from anchor: Int) -> Double {
        let start = min(max(anchor, 0), characters.count), end = min(index, characters.count - 1)
        guard end >= start else { return 0 }
        return (start...end).reduce(0) { $0 + delay(at: $1, in: characters) }
    }
}

// MARK: - Example

private struct TypewriterTextExample: View {
    @State private var reply = ""
    @State private var finished = 0

    private let answer =
        "Springs feel physical when they keep the finger's speed. Let go, and the card carries on, then settles: no jump, no wait."

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            TypewriterText(reply) { finished += 1 }
                .font(.title3)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button("Stream a reply") { stream() }
                .buttonStyle(.borderedProminent)
            Text("^[\(finished) reply](inflect: true) finished")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
    }

    /// Feeds the answer in chunks, as a model's reply arrives.
    private func stream() {
        reply = ""
        let words = answer.split(separator: " ", omittingEmptySubsequences: false)
        Task { @MainActor in
            for (index, word) in words.enumerated() {
                reply += (index == 0 ? "" : " ") + word
                try? await Task.sleep(for: .milliseconds(90))
            }
        }
    }
}

#Preview { TypewriterTextExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, velocity, flight, grab) sha256:62576846a9ed5498

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
    /// The fastest relative velocity a settle may start with: 1.5 × the spring's angular frequency
    /// (2π / duration). Faster flicks are held to it, so they add a little overshoot rather than a slingshot.
    static func velocityCap(springDuration: Double) -> Double {
        guard springDuration > 0 else { return 0 }
        return 2 * Double.pi / springDuration * 1.5
    }

    /// A finger's `velocity` (points per second) in the unit `interpolatingSpring` expects: whole distances
    /// per second, the distance being from `current` to `target`. Positive heads toward the target.
    ///
    /// 0 when less than a point is left to travel (the quotient would explode), and held within
    /// ±`velocityCap(springDuration:)`.
    static func relativeVelocity(
        _ velocity: Double, from current: Double, to target: Double, springDuration: Double
    ) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = velocityCap(springDuration: springDuration)
        return min(max(velocity / distance, -cap), cap)
    }

    /// Whether a 2-D move from `current` to `target` travels at least as far across as down: the axis whose
    /// settle should carry the completion, since it lands last. A tie goes to the horizontal axis.
    static func leadsHorizontally(from current: CGSize, to target: CGSize) -> Bool {
        abs(target.width - current.width) >= abs(target.height - current.height)
    }
}

/// Where a spring animation is and how fast it moves at one instant: the drawn state of something in flight.
private nonisolated struct PieceSpringSample: Equatable, Sendable {
    /// The animated value, in the same unit as the start and the target.
    var position: Double
    /// Its rate of change, in that unit per second.
    var velocity: Double
}

private nonisolated extension PieceMotion {
    /// The damping ratio SwiftUI gives `Spring(duration:bounce:)`: 1 − bounce for a bounce of 0 or more, and
    /// 1 / (1 + bounce) for a negative (overdamped) one. A bounce of −1 or less is held just above −1.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    }

    /// The spring's exact state `time` seconds after it left `start` for `target` at `velocity` (unit per
    /// second): the damped harmonic oscillator with angular frequency 2π / `duration` and `dampingRatio`, as
    /// SwiftUI runs `Spring(duration:bounce:)`. Grab something in flight from here, where it is drawn, rather
    /// than from its model value (already the target) or its start.
    ///
    /// Negative times read as 0; a `duration` of 0 or less has already arrived.
    static func springSample(
        after time: Double, from start: Double, to target: Double, velocity: Double,
        duration: Double, dampingRatio: Double
    ) -> PieceSpringSample {
        guard duration > 0 else { return PieceSpringSample(position: target, velocity: 0) }
        let t = max(time, 0), omega = 2 * Double.pi / duration, zeta = max(dampingRatio, 0)
        let offset = start - target
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: (A + Bt)·e^(−ωt).
            let b = velocity + omega * offset, decay = exp(-omega * t)
            return PieceSpringSample(position: target + (offset + b * t) * decay, velocity: (velocity - omega * b * t) * decay)
        }
        if zeta < 1 {
            // Underdamped: e^(−ζωt)·(A cos ω_d t + B sin ω_d t).
            let decayRate = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + decayRate * offset) / damped, decay = exp(-decayRate * t)
            let cosine = cos(damped * t), sine = sin(damped * t)
            let position = target + decay * (offset * cosine + b * sine)
            let speed = decay * (velocity * cosine - (decayRate * velocity + omega * omega * offset) / damped * sine)
            return PieceSpringSample(position: position, velocity: speed)
        }
        // Overdamped: C₁e^(r₁t) + C₂e^(r₂t), both roots negative.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (velocity - r2 * offset) / (r1 - r2), c2 = offset - c1
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return PieceSpringSample(position: target + c1 * e1 + c2 * e2, velocity: r1 * c1 * e1 + r2 * c2 * e2)
    }
}

private nonisolated extension PieceMotion {
    /// Where a `settle(velocity:from:to:tier:)` launched `time` seconds ago draws its value now, and how fast
    /// it moves (points per second): the same spring, capped velocity and Reduce Motion choice as the settle.
    /// The model value is already `target`, so a finger that catches the thing mid-flight must start from
    /// here, or it jumps. Measure `time` from the release's `time` to the new drag's first event.
    ///
    ///     let drawn = motion.settleSample(after: value.time.timeIntervalSince(releaseTime),
    ///                                     velocity: releaseVelocity, from: releasedAt, to: restingPlace)
    ///     dragOrigin = drawn.position   // then follow the finger from there, without animation
    func settleSample(
        after time: Double, velocity: CGFloat, from start: CGFloat, to target: CGFloat, tier: Tier = .elastic
    ) -> PieceSpringSample {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(start), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return PieceMotion.springSample(
            after: time, from: Double(start), to: Double(target), velocity: initial * Double(target - start),
            duration: spring.duration, dampingRatio: PieceMotion.dampingRatio(bounce: spring.bounce))
    }
}

// pieces-motion: end
