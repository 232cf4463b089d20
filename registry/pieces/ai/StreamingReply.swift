// pieces:
// title: Streaming Reply
// description: An assistant message that types itself out as tokens stream in, word by word at a steady pace, with a caret and a bubble that grows smoothly.
// category: ai
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [ai, assistant, chat, streaming, tokens, typing, caret, message, asistente, respuesta, escribir, mensaje]
// license: MIT

import SwiftUI

/// An assistant's reply that appears as it is generated. Give it the text received so far and whether
/// the stream has finished: tokens arrive in bursts, so the reply does not show them as they land but
/// reveals them at a steady reading pace, whole words at a time (a half-received word waits for its
/// end), speeding up when a backlog builds so it never trails the stream by more than about half a
/// second. A caret blinks at the end while it writes. The bubble grows by whole lines on the morph
/// spring rather than jumping a line at a time, and new words are laid out at once, so no frame
/// re-lays out character by character. A reply that is already complete when it appears shows at once.
/// If the text changes other than by growing (a regenerated reply), the reveal starts over.
///
/// What it takes from the views around it: nothing; it has no gestures. It plays no haptic: a stream is
/// continuous, and the reply's arrival is the app's to mark.
///
/// VoiceOver does not read a moving target: while the reply is being written the bubble reads
/// "Writing a reply", and when it is complete VoiceOver announces "Reply ready" and the bubble reads the
/// whole text. With Reduce Motion on the bubble grows without overshoot and the caret stays lit instead
/// of blinking; the text still arrives word by word, since that is the reply arriving, not decoration.
/// The text uses the body style and grows with Dynamic Type; it follows the layout direction, with the
/// bubble on the leading side.
///
/// - Parameters:
///   - text: The reply received so far; it grows as tokens arrive.
///   - isComplete: Whether the stream has finished; the caret goes and the rest of the text is revealed.
///   - tint: The caret's color and the bubble's wash.
///   - charactersPerSecond: The steady reading pace; a backlog is revealed faster.
public struct StreamingReply: View {
    private let text: String
    private let isComplete: Bool
    private let tint: Color
    private let charactersPerSecond: Double

    @State private var pacer: StreamingReplyPacer
    /// The height the bubble shows, which follows the revealed text's height on a spring.
    @State private var shownHeight: CGFloat?

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private var characters: [Character] { Array(text) }
    private var revealed: String { String(characters.prefix(pacer.shown)) }
    private var writing: Bool { !isComplete || pacer.shown < characters.count }

    public init(text: String, isComplete: Bool, tint: Color = .indigo, charactersPerSecond: Double = 45) {
        self.text = text
        self.isComplete = isComplete
        self.tint = tint
        self.charactersPerSecond = max(charactersPerSecond, 1)
        // A reply that is already whole when it appears is history, not a stream: show it at once.
        _pacer = State(initialValue: StreamingReplyPacer(shown: isComplete ? text.count : 0))
    }

    public var body: some View {
        // Ticks only while a caret blinks: not once the reply is written, never under Reduce Motion.
        TimelineView(.animation(minimumInterval: 0.53, paused: !writing || reduceMotion)) { context in
            label(caretLit: caretLit(at: context.date))
        }
        .fixedSize(horizontal: false, vertical: true)
        .onGeometryChange(for: CGFloat.self) {
            $0.size.height
        } action: {
            grow(to: $0)
        }
        .frame(height: shownHeight, alignment: .top)
        .clipped()
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .background(tint.opacity(0.1), in: .rect(cornerRadius: 18, style: .continuous))
        .frame(maxWidth: .infinity, alignment: .leading)
        // One reveal loop per change of the text: it runs until the reveal has caught up, then ends.
        .task(id: StreamingReplyFeed(count: characters.count, complete: isComplete)) { await reveal() }
        .onChange(of: text) { old, new in pacer.retarget(from: Array(old), to: Array(new)) }
        .onChange(of: writing) { _, stillWriting in
            if !stillWriting { AccessibilityNotification.Announcement(String(localized: "Reply ready")).post() }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(writing ? Text("Writing a reply") : Text(verbatim: text))
        .accessibilityAddTraits(writing ? .updatesFrequently : [])
    }

    private func label(caretLit: Bool) -> some View {
        let caret = Text(verbatim: writing ? " ▍" : "").foregroundStyle(tint.opacity(caretLit ? 1 : 0.15))
        return Text("\(Text(verbatim: revealed))\(caret)")
            .font(.body)
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Steady under Reduce Motion; otherwise on for one tick, off for the next.
    private func caretLit(at date: Date) -> Bool {
        reduceMotion || Int(date.timeIntervalSinceReferenceDate / 0.53) % 2 == 0
    }

    /// The bubble follows the text's height on the morph spring; the first measurement is taken as it is.
    private func grow(to height: CGFloat) {
        guard let shown = shownHeight else {
            shownHeight = height
            return
        }
        guard abs(shown - height) > 0.5 else { return }
        withAnimation(motion.morph) { shownHeight = height }
    }

    /// Reveals at the pacer's rate, about 30 times a second, until it has caught up with what arrived.
    private func reveal() async {
        var last = Date.now
        while !Task.isCancelled {
            let chars = characters
            guard !pacer.caughtUp(total: chars.count, complete: isComplete) else { return }
            try? await Task.sleep(for: .milliseconds(33))
            let now = Date.now
            pacer.advance(
                by: now.timeIntervalSince(last), in: chars, complete: isComplete, baseRate: charactersPerSecond)
            last = now
        }
    }
}

/// What the reveal loop restarts on.
private struct StreamingReplyFeed: Equatable {
    var count: Int
    var complete: Bool
}

/// How much of a streamed reply to show, apart from the view so it can be checked on its own
/// (`StreamingReplyLogicTests` compiles it from this file). Counts are in `Character`s, so an emoji or
/// an accented letter is never split.
private nonisolated struct StreamingReplyPacer: Equatable, Sendable {
    /// The characters shown: always the end of a word, or the end of the text.
    private(set) var shown: Int
    /// Where the reveal has got to, in characters; runs ahead of `shown` within a word.
    private(set) var position: Double
    /// The longest run without a space (a link, a long number) held back before it is shown anyway.
    var longestHeldWord = 24
    /// How far, in seconds of reading, the reveal may trail what has arrived before it speeds up.
    var maximumLag: Double = 0.5

    init(shown: Int = 0) {
        self.shown = max(shown, 0)
        self.position = Double(self.shown)
    }

    /// Characters per second for a backlog of `backlog` characters: the steady pace, or faster so the
    /// backlog clears within `maximumLag`.
    func rate(backlog: Double, baseRate: Double) -> Double {
        max(baseRate, backlog / maximumLag)
    }

    /// Whether everything that can be shown is: all of a complete text, or up to the last whole word of
    /// one still arriving.
    func caughtUp(total: Int, complete: Bool) -> Bool {
        complete ? shown >= total : position >= Double(total)
    }

    /// Moves the reveal on by `seconds` and shows up to the last word end it has passed. A complete text
    /// shows its final word when the reveal reaches it; a text still arriving holds a word back until a
    /// space follows it (the next token may continue it), unless it has grown past `longestHeldWord`.
    mutating func advance(by seconds: Double, in text: [Character], complete: Bool, baseRate: Double) {
        let total = Double(text.count)
        if position > total { self = StreamingReplyPacer(shown: 0) }
        let backlog = total - position
        if backlog > 0 {
            position = min(position + rate(backlog: backlog, baseRate: baseRate) * max(seconds, 0), total)
        }
        let reach = Int(position)
        if complete, reach >= text.count {
            shown = text.count
            return
        }
        let end = StreamingReplyPacer.wordEnd(in: text, upTo: reach)
        let held = reach - end
        shown = max(shown, held > longestHeldWord ? reach : end)
    }

    /// A text that changed other than by growing (a regenerated reply) starts the reveal over.
    mutating func retarget(from old: [Character], to new: [Character]) {
        let kept = old.prefix(shown)
        guard new.count >= kept.count, new.prefix(kept.count) == kept else {
            self = StreamingReplyPacer(shown: 0)
            return
        }
    }

    /// The last word end at or before `limit`: an index where a word has just ended, because the next
    /// character is white space (or the text ends there, when that is all that arrived).
    static func wordEnd(in text: [Character], upTo limit: Int) -> Int {
        var index = min(max(limit, 0), text.count)
        while index > 0 {
            if index < text.count, text[index].isWhitespace, !text[index - 1].isWhitespace { return index }
            index -= 1
        }
        return 0
    }
}

// MARK: - Example

private struct StreamingReplyExample: View {
    @State private var received = ""
    @State private var complete = false
    @State private var runs = 0
    private let reply = """
        Lisbon in three days: start in Alfama early, before the tram queues. Cross to Belém for the \
        monastery and the custard tarts, then end at the Miradouro da Senhora do Monte at sunset. 🌅
        """

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Plan a weekend in Lisbon")
                .padding(12)
                .background(.quaternary, in: .rect(cornerRadius: 18, style: .continuous))
                .frame(maxWidth: .infinity, alignment: .trailing)
            StreamingReply(text: received, isComplete: complete)
            Button("Stream again") { runs += 1 }
                .buttonStyle(.bordered)
            Spacer()
        }
        .padding(20)
        // Tokens of two to nine characters in uneven bursts, as a model sends them.
        .task(id: runs) {
            received = ""
            complete = false
            var rest = Substring(reply)
            var sizes = [3, 7, 2, 9, 4, 5, 8, 2, 6]
            while !rest.isEmpty {
                try? await Task.sleep(for: .milliseconds(sizes[0] * 15))
                received += rest.prefix(sizes[0])
                rest = rest.dropFirst(sizes[0])
                sizes.append(sizes.removeFirst())
            }
            complete = true
        }
    }
}

#Preview { StreamingReplyExample() }

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
