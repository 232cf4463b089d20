// pieces:
// title: Typewriter Text
// description: Text that types itself out at a reading pace, pausing at punctuation, and keeps up with a streamed reply as it grows.
// category: text
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [text, typewriter, streaming, reveal, reply, chat, texto, máquina de escribir, escribir, revelar, respuesta]
// license: MIT

import SwiftUI

/// Text that appears a character at a time, the newest one fading in, with a short pause after the end
/// of a sentence and a shorter one after a comma, so it reads at the pace of speech rather than a
/// ticker. Give it a growing string (a reply streaming in) and it carries on from where it was; give it
/// a different string and it keeps what the two share and types the rest.
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
            typed(shown, progress: isFinished ? Double(shown.count) : typing)
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
            restart(from: min(kept, visible))
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

    /// The typed part, the newest character at its partial opacity, and the rest laid out but clear.
    private func typed(_ characters: [Character], progress: Double) -> Text {
        let split = TypewriterPace.split(count: characters.count, progress: progress)
        let done = String(characters[..<split.whole])
        let fading = String(characters[split.whole..<split.fadingEnd])
        let rest = String(characters[split.fadingEnd...])
        // Interpolated rather than added with `+`, which newer SDKs deprecate; each part keeps its style.
        let newest = Text(verbatim: fading).foregroundStyle(.foreground.opacity(split.fadingOpacity))
        return Text("\(Text(verbatim: done))\(newest)\(Text(verbatim: rest).foregroundStyle(.clear))")
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

    /// Where a progress splits the text: whole characters, the one fading in (if any) and its opacity.
    static func split(count: Int, progress: Double) -> (whole: Int, fadingEnd: Int, fadingOpacity: Double) {
        let clamped = min(max(progress, 0), Double(count))
        let whole = Int(clamped.rounded(.down))
        let share = clamped - Double(whole)
        return share > 0 && whole < count ? (whole, whole + 1, share) : (whole, whole, 0)
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
