// pieces:
// title: Morphing Label
// description: A one-line label that morphs between strings: shared letters slide into place, the rest blur out and in, never overshooting.
// category: text
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [text, label, morph, transition, numeric, status, texto, etiqueta, transformar, transición, estado]
// license: MIT

import SwiftUI

/// A one-line label that morphs when its text changes. The letters the old and the new text share, in
/// order, are kept: they slide to their new places, while the letters only the old text had blur out
/// and the new ones blur in ("Follow" → "Following" keeps all six and adds three). A number morphs
/// digit by digit with the system's numeric text transition, rolling up when it grows and down when it
/// falls. Either way it moves on the foundation's `value` spring, which never overshoots: at no instant
/// does it show a letter or a digit out of place.
///
/// Letters are laid out one by one, so kerning and ligatures between them are lost: use it for short
/// labels (a button title, a status, a count), not for paragraphs. Text in a script whose letters join
/// or reorder (Arabic, Hebrew, the Indic and several South-East Asian scripts) cannot be cut into
/// letters without breaking it, so it morphs as a whole, fading between the two texts. Letters are
/// always laid out in the text's own order, left to right; right-to-left text takes the whole-text path.
///
/// VoiceOver reads the label's current text as one element. It takes the font, color and Dynamic Type
/// size of its environment and stays on one line. With Reduce Motion on, kept letters still move to
/// their places on a short spring without overshoot, and the rest fade without blur.
///
/// What it takes from the views around it: nothing. It adds no gesture.
///
/// - Parameters:
///   - text: What the label says; each change morphs it.
public struct MorphingLabel: View {
    private let text: String

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var glyphs: MorphingLabelGlyphs

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ text: String) {
        self.text = text
        _glyphs = State(initialValue: MorphingLabelGlyphs(text))
    }

    public var body: some View {
        content
            .lineLimit(1)
            .fixedSize()
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: text))
            .onChange(of: text) { _, new in
                withAnimation(motion.value) { glyphs.morph(to: new) }
            }
    }

    /// Drawn from the morph's own text, which changes inside the animated update: the parent's `text`
    /// changes outside it, and a content transition only runs when its text changes in an animation.
    @ViewBuilder
    private var content: some View {
        switch MorphingLabelGlyphs.style(of: glyphs.text) {
        case .letters:
            HStack(spacing: 0) {
                ForEach(glyphs.glyphs) { glyph in
                    Text(verbatim: String(glyph.character))
                        .transition(motion.contentSwap)
                }
            }
            .environment(\.layoutDirection, .leftToRight)
        case .number:
            Text(verbatim: glyphs.text)
                .contentTransition(.numericText(countsDown: glyphs.countsDown))
        case .whole:
            Text(verbatim: glyphs.text)
                .contentTransition(.opacity)
        }
    }
}

/// The label's letters and who keeps which, apart from the view so it can be checked on its own
/// (`MorphingLabelLogicTests` compiles it from this file). A letter is a `Character`, as `Text` draws it.
private nonisolated struct MorphingLabelGlyphs: Equatable, Sendable {
    /// One letter with an identity that survives a morph when the letter is kept.
    nonisolated struct Glyph: Equatable, Sendable, Identifiable {
        var id: Int
        var character: Character
    }

    /// How a text morphs.
    nonisolated enum Style: Equatable, Sendable {
        /// Letter by letter: kept letters slide, the others blur.
        case letters
        /// A number: the system's numeric text transition.
        case number
        /// As a whole, fading: scripts that cannot be cut into letters.
        case whole
    }

    private(set) var glyphs: [Glyph]
    private(set) var nextID: Int
    /// Whether the last morph made a number smaller, so its digits roll down.
    private(set) var countsDown = false
    /// The text the letters spell.
    private(set) var text: String

    /// Beyond this many letter pairs the matching is skipped and every letter is new: a label is short.
    static let matchingLimit = 4096

    init(_ text: String) {
        self.text = text
        self.glyphs = text.enumerated().map { Glyph(id: $0.offset, character: $0.element) }
        self.nextID = glyphs.count
    }

    /// Moves to `new`: letters in the longest run the two texts share in order keep their identities,
    /// every other letter of `new` gets a fresh one.
    mutating func morph(to new: String) {
        if let old = Self.number(in: text), let next = Self.number(in: new) { countsDown = next < old }
        let letters = Array(new)
        let kept = Self.sharedPairs(glyphs.map(\.character), letters)
        var result: [Glyph] = []
        result.reserveCapacity(letters.count)
        var pairs = kept.makeIterator(), pair = pairs.next()
        for (index, character) in letters.enumerated() {
            if let match = pair, match.new == index {
                result.append(glyphs[match.old])
                pair = pairs.next()
            } else {
                result.append(Glyph(id: nextID, character: character))
                nextID += 1
            }
        }
        glyphs = result
        text = new
    }

    /// The index pairs (old, new) of a longest common subsequence, in order. On ties it keeps the earlier
    /// letters of the old text, so "aa" → "a" keeps the first "a".
    static func sharedPairs(_ old: [Character], _ new: [Character]) -> [(old: Int, new: Int)] {
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= matchingLimit else { return [] }
        let width = new.count + 1
        var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                let skipOld = lengths[(i + 1) * width + j], skipNew = lengths[i * width + j + 1]
                lengths[i * width + j] = old[i] == new[j] ? lengths[(i + 1) * width + j + 1] + 1 : max(skipOld, skipNew)
            }
        }
        var pairs: [(old: Int, new: Int)] = []
        var i = 0, j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] > lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// How `text` morphs: as a number when it is one, as a whole when its script cannot be cut into
    /// letters, else letter by letter.
    static func style(of text: String) -> Style {
        if number(in: text) != nil { return .number }
        return text.unicodeScalars.contains(where: isUncuttable) ? .whole : .letters
    }

    /// The value of a text that is only a number: digits with an optional sign, grouping commas or
    /// spaces, one decimal point and a trailing percent sign; nil for anything else.
    static func number(in text: String) -> Double? {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") { trimmed.removeLast() }
        let digits = trimmed.filter { $0 != "," && $0 != " " && $0 != "\u{202F}" }
        guard digits.contains(where: \.isASCIIDigit),
            digits.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == "+" || $0 == "−" })
        else { return nil }
        return Double(digits.replacingOccurrences(of: "−", with: "-"))
    }

    /// Scalars of scripts whose letters join, reorder or run right to left, and the bidirectional
    /// controls: cut into letters, such text would break.
    static func isUncuttable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF,  // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic
            0x0900...0x0DFF,  // Devanagari to Sinhala
            0x0E00...0x0FFF,  // Thai, Lao, Tibetan
            0x1000...0x109F,  // Myanmar
            0x1780...0x18AF,  // Khmer, Mongolian
            0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069,  // bidirectional marks and embeddings
            0xFB1D...0xFDFF, 0xFE70...0xFEFF:  // Hebrew and Arabic presentation forms
            return true
        default:
            return false
        }
    }
}

private extension Character {
    /// 0 to 9 only: `isNumber` also takes other scripts' digits, which `Double` does not read.
    nonisolated var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

// MARK: - Example

private struct MorphingLabelExample: View {
    @State private var isFollowing = false
    @State private var followers = 1_280

    var body: some View {
        VStack(spacing: 28) {
            MorphingLabel(followers.formatted())
                .font(.system(.largeTitle, design: .rounded).bold())
            Button {
                isFollowing.toggle()
                followers += isFollowing ? 1 : -1
            } label: {
                MorphingLabel(isFollowing ? "Following" : "Follow")
                    .font(.headline)
                    .padding(.horizontal, 8)
            }
            .buttonStyle(.borderedProminent)
            .pieceHaptic(.toggle, trigger: isFollowing)
        }
        .padding()
    }
}

#Preview { MorphingLabelExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, haptics) sha256:ad1607123add0c45

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
