// pieces:
// title: Token Field
// description: A text field that turns what you type into removable tokens on comma or return; tokens pop in and out, and a duplicate shakes.
// category: inputs
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [tokens, tags, chips, text field, input, email, recipients, etiquetas, fichas, campo de texto, entrada]
// license: MIT

import SwiftUI

/// A text field inside a wrapping row of tokens. Typing a comma, a semicolon or return turns the text
/// before it into a token (trimmed, inner runs of spaces collapsed, at most `maximumLength` characters);
/// pasting "ana, luis; eva" adds all three at once and keeps nothing half-cleaned. A token already in the
/// field (ignoring case and accents) is not added again: the existing one shakes instead, with the error
/// haptic. Deleting in the empty field first selects the last token, and a second delete removes it, as
/// Mail does; each token's remove button removes it at once. Tokens pop in on the expressive spring and
/// leave quickly on the dismiss role; adding or removing one plays the toggle haptic when the animation
/// logically completes, so the tap lands with the token.
///
/// The empty-field delete is seen through an invisible zero-width space kept before the text: deleting
/// it is the only way SwiftUI's `TextField` reports a delete with nothing to delete. It is never part of
/// the tokens or of what VoiceOver reads. Return keeps the keyboard up (focus is set again after the
/// submit). The logic tests exercise the text handling of typing, pasting, return and delete; the
/// keyboard, the focus and the sentinel's round trip through `TextField` need a device to verify.
///
/// With Reduce Motion on, tokens fade in and out and the shake is off (the haptic and the red outline
/// still mark the duplicate). VoiceOver reads each token as a button: activating it removes the token.
/// Tokens and the field grow with Dynamic Type and wrap onto more rows; rows run right to left in
/// right-to-left languages, since the wrapping layout mirrors with them. It blocks nothing: there is no
/// drag.
///
/// - Parameters:
///   - tokens: The tokens, in the order they were added; kept free of duplicates.
///   - prompt: The hint shown in the empty field.
///   - maximumLength: The most characters a token may have; longer text is cut there.
public struct TokenField: View {
    @Binding private var tokens: [String]
    private let prompt: LocalizedStringResource
    private let text: TokenFieldText

    /// What has been typed after the last token.
    @State private var draft = ""
    /// The token the first delete in an empty field selected; the next delete removes it.
    @State private var selected: String?
    /// Each token's shake counter, bumped when a duplicate of it is refused.
    @State private var shakes: [String: Int] = [:]
    /// The tokens the last refused duplicate repeats, outlined until the next edit.
    @State private var refused: [String] = []
    @State private var changes = 0
    @State private var refusals = 0
    @FocusState private var focused: Bool

    @ScaledMetric(relativeTo: .body) private var fieldMinimumWidth: CGFloat = 96
    @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 6
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(tokens: Binding<[String]>, prompt: LocalizedStringResource = "Add", maximumLength: Int = 40) {
        _tokens = tokens
        self.prompt = prompt
        text = TokenFieldText(maximumLength: maximumLength)
    }

    public var body: some View {
        TokenFieldFlow(spacing: spacing, lastMinimumWidth: fieldMinimumWidth) {
            ForEach(tokens, id: \.self) { token in
                chip(token)
                    .transition(motion.moving(.scale(scale: 0.6).combined(with: .opacity)))
            }
            TextField(text: field, prompt: Text(prompt)) { Text(prompt) }
                .focused($focused)
                .submitLabel(.return)
                .onSubmit(submit)
                .autocorrectionDisabled()
        }
        .padding(10)
        .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .contentShape(Rectangle())
        .onTapGesture { focused = true }
        .pieceHaptic(.toggle, trigger: changes)
        .pieceHaptic(.failure, trigger: refusals)
        .onAppear {
            let unique = text.unique(tokens)
            if unique != tokens { tokens = unique }
        }
    }

    private func chip(_ token: String) -> some View {
        let isSelected = selected == token
        return Button {
            remove(token)
        } label: {
            HStack(spacing: 4) {
                Text(token).lineLimit(1)
                Image(systemName: "xmark").font(.caption2.weight(.bold)).imageScale(.small)
                    .accessibilityHidden(true)
            }
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(isSelected ? AnyShapeStyle(.white) : AnyShapeStyle(.tint))
            .background(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.tint.opacity(0.14)), in: Capsule())
            .overlay { Capsule().strokeBorder(.red, lineWidth: refused.contains(token) ? 1.5 : 0) }
        }
        .buttonStyle(.piecePress)
        .pieceShake(trigger: shakes[token, default: 0])
        .accessibilityLabel(Text(token))
        .accessibilityHint(Text("Removes this token"))
    }

    /// The field shows the sentinel and the draft; every edit goes through `TokenFieldText` exactly once,
    /// and what it returns is what the field shows next, so a cleaned text never comes back as a new edit.
    private var field: Binding<String> {
        Binding {
            TokenFieldText.sentinel + draft
        } set: { newText in
            apply(text.edit(newText))
        }
    }

    private func apply(_ edit: TokenFieldText.Edit) {
        switch edit {
        case .draft(let newDraft):
            if newDraft != draft {
                selected = nil
                refused = []
            }
            draft = newDraft
        case .commit(let candidates, let rest):
            draft = rest
            add(candidates)
        case .deleteBackward:
            let step = text.deleteBackward(selected: selected, in: tokens)
            if let removed = step.remove { remove(removed) }
            selected = step.select
        }
    }

    private func submit() {
        apply(text.commit(draft))
        // A single-line field ends editing on return; the next token is typed straight after.
        focused = true
    }

    private func add(_ candidates: [String]) {
        let outcome = text.accepting(candidates, into: tokens)
        selected = nil
        refused = outcome.duplicates
        if !outcome.added.isEmpty {
            withAnimation(motion.success, completionCriteria: .logicallyComplete) {
                tokens += outcome.added
            } completion: {
                changes += 1
            }
        }
        guard !outcome.duplicates.isEmpty else { return }
        for token in outcome.duplicates { shakes[token, default: 0] += 1 }
        refusals += 1
    }

    private func remove(_ token: String) {
        if selected == token { selected = nil }
        shakes[token] = nil
        withAnimation(motion.dismiss, completionCriteria: .logicallyComplete) {
            tokens.removeAll { $0 == token }
        } completion: {
            changes += 1
        }
    }
}

/// Lays its subviews out in rows that wrap, the last one (the text field) stretched over the rest of its
/// row, or onto a row of its own when less than `lastMinimumWidth` is left. Mirrors in right-to-left.
private struct TokenFieldFlow: Layout {
    var spacing: CGFloat
    var lastMinimumWidth: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(width: proposal.width ?? .infinity, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = arrangement(width: bounds.width, subviews: subviews).frames
        for (subview, frame) in zip(subviews, frames) {
            let origin = CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY)
            subview.place(at: origin, proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrangement(width: CGFloat, subviews: Subviews) -> TokenFieldText.Arrangement {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let finite = width.isFinite ? width : sizes.reduce(0) { $0 + $1.width + spacing } + lastMinimumWidth
        return TokenFieldText.arrange(sizes, width: finite, spacing: spacing, lastMinimumWidth: lastMinimumWidth)
    }
}

/// The token field's text handling and row wrapping, free of SwiftUI so `swift test` runs it.
private nonisolated struct TokenFieldText: Equatable, Sendable {
    /// A zero-width space kept before the draft: deleting it is how a delete in an empty field shows up.
    static let sentinel = "\u{200B}"
    /// What ends a token as it is typed or pasted.
    static let separators: Set<Character> = [",", ";", "\n", "\r\n", "\u{FF0C}", "\u{3001}"]

    var maximumLength: Int

    init(maximumLength: Int) {
        self.maximumLength = max(maximumLength, 1)
    }

    /// What an edit of the field means.
    enum Edit: Equatable, Sendable {
        /// Only the draft changed.
        case draft(String)
        /// These cleaned tokens were finished; `rest` is the draft after the last separator.
        case commit([String], rest: String)
        /// A delete in an empty field.
        case deleteBackward
    }

    /// The meaning of the field's new text, `sentinel` + draft as it was shown, edited once.
    func edit(_ newText: String) -> Edit {
        guard newText.hasPrefix(TokenFieldText.sentinel) else {
            // The sentinel went: a delete at the very start, or the whole text replaced (select all, paste).
            if newText.isEmpty { return .deleteBackward }
            return edited(newText.replacingOccurrences(of: TokenFieldText.sentinel, with: ""))
        }
        return edited(String(newText.dropFirst()).replacingOccurrences(of: TokenFieldText.sentinel, with: ""))
    }

    /// Return: the whole draft becomes a token (or nothing, when it is only spaces).
    func commit(_ draft: String) -> Edit {
        .commit(parts(draft + "\n").tokens, rest: "")
    }

    /// One token as it will be kept: trimmed, inner white space collapsed to one space, cut to the limit.
    func cleaned(_ raw: String) -> String {
        let words = raw.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        return String(words.joined(separator: " ").prefix(maximumLength))
    }

    /// How two tokens are compared: without case, accents or width differences.
    func key(_ token: String) -> String {
        token.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Which candidates are new (each once, in order) and which existing tokens they repeat.
    func accepting(_ candidates: [String], into existing: [String]) -> (added: [String], duplicates: [String]) {
        var seen = Dictionary(existing.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var added: [String] = []
        var duplicates: [String] = []
        for candidate in candidates.map(cleaned) where !candidate.isEmpty {
            if let earlier = seen[key(candidate)] {
                if existing.contains(earlier), !duplicates.contains(earlier) { duplicates.append(earlier) }
                continue
            }
            seen[key(candidate)] = candidate
            added.append(candidate)
        }
        return (added, duplicates)
    }

    /// `tokens` cleaned and without repeats, for a list handed in from outside.
    func unique(_ tokens: [String]) -> [String] {
        accepting(tokens, into: []).added
    }

    /// The first delete selects the last token; a delete with a token selected removes it.
    func deleteBackward(selected: String?, in tokens: [String]) -> (remove: String?, select: String?) {
        if let selected, tokens.contains(selected) { return (selected, nil) }
        return (nil, tokens.last)
    }

    /// Where the tokens and the field go: rows filled up to `width`, each item no wider than a row, each
    /// row as tall as its tallest item with the items centred in it; the last item takes the rest of its row.
    struct Arrangement: Equatable, Sendable {
        var frames: [CGRect]
        var size: CGSize
    }

    static func arrange(_ sizes: [CGSize], width: CGFloat, spacing: CGFloat, lastMinimumWidth: CGFloat) -> Arrangement {
        var rows: [[Int]] = [[]]
        var widths = sizes.map { min($0.width, width) }
        var x: CGFloat = 0
        for index in sizes.indices {
            let isLast = index == sizes.count - 1
            let needed = isLast ? min(max(widths[index], lastMinimumWidth), width) : widths[index]
            if x > 0, x + needed > width {
                rows.append([])
                x = 0
            }
            if isLast { widths[index] = width - x }
            rows[rows.count - 1].append(index)
            x += widths[index] + spacing
        }
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var y: CGFloat = 0
        for row in rows where !row.isEmpty {
            let height = row.map { sizes[$0].height }.max() ?? 0
            var rowX: CGFloat = 0
            for index in row {
                let top = y + (height - sizes[index].height) / 2
                frames[index] = CGRect(x: rowX, y: top, width: widths[index], height: sizes[index].height)
                rowX += widths[index] + spacing
            }
            y += height + spacing
        }
        return Arrangement(frames: frames, size: CGSize(width: width, height: max(y - spacing, 0)))
    }

    /// A draft edit when no separator was typed or pasted, else the tokens it finished.
    private func edited(_ text: String) -> Edit {
        let (tokens, rest) = parts(text)
        guard text.contains(where: TokenFieldText.separators.contains) else { return .draft(rest) }
        return .commit(tokens, rest: rest)
    }

    private func parts(_ text: String) -> (tokens: [String], rest: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: TokenFieldText.separators.contains)
        let rest = String(parts.last ?? "").drop(while: \.isWhitespace)
        let tokens = parts.dropLast().map { cleaned(String($0)) }.filter { !$0.isEmpty }
        return (tokens, String(rest.prefix(maximumLength)))
    }
}

// MARK: - Example

private struct TokenFieldExample: View {
    @State private var recipients = ["Ana", "Luis"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("To").font(.headline)
            TokenField(tokens: $recipients, prompt: "Add a name")
            Text("Type names separated by commas, or paste a list. Delete twice to remove the last one.")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text(recipients.joined(separator: " · "))
                .font(.footnote.monospaced())
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview { TokenFieldExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press, shake, haptics) sha256:375b1d7b31ed85b0

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
    /// The pressed scale for a surface of `size`: each edge sinks about 2.5 points, whatever the size, so
    /// 1 − 5 / √(width × height), held within 0.92…0.985. An icon button lands on 0.92, a pill near 0.95
    /// and a card near 0.985.
    static func pressScale(for size: CGSize) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - 5 / side, 0.92), 0.985)
    }

    /// The pressed scale per axis for a wide or tall surface: each edge sinks the same 2.5 points,
    /// 1 − 5 / width across and 1 − 5 / height down, each held within 0.92…0.985 and within
    /// ± `maximumDistortion` / 2 of the uniform `pressScale(for:)`, so text on a long pill squashes by no more
    /// than that. A square gets the uniform scale on both axes.
    static func axisPressScale(for size: CGSize, maximumDistortion: CGFloat = 0.03) -> CGSize {
        let uniform = pressScale(for: size), band = max(maximumDistortion, 0) / 2
        func axis(_ length: CGFloat) -> CGFloat {
            let ideal = 1 - 5 / max(length, 1)
            return min(max(min(max(ideal, uniform - band), uniform + band), 0.92), 0.985)
        }
        return CGSize(width: axis(size.width), height: axis(size.height))
    }

    /// The scale anchor for a press at `touch` (in the view's own points), in unit space (0…1 on each axis):
    /// `lean` of the way from the center toward the touch. A touch outside the view counts from its edge;
    /// an unmeasured view presses from its center.
    static func leanAnchor(touch: CGPoint, in size: CGSize, lean: CGFloat = 0.5) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let lean = min(max(lean, 0), 1)
        let unitX = min(max(touch.x / size.width, 0), 1)
        let unitY = min(max(touch.y / size.height, 0), 1)
        return CGPoint(x: 0.5 + (unitX - 0.5) * lean, y: 0.5 + (unitY - 0.5) * lean)
    }
}

/// Presses a view in: size-aware depth, anchored partway toward the finger, and kept there through the
/// release so the surface re-expands from where it was pressed. Under Reduce Motion it dims instead.
private struct PiecePressEffect: ViewModifier {
    /// Whether the finger is down.
    var pressing: Bool
    /// Where the finger is, in the view's own points, or `nil` when it is not known.
    var touchPoint: CGPoint?
    /// Whether each axis sinks by its own scale (`axisPressScale(for:)`), for wide or tall shapes.
    var perAxis = false

    @Environment(\.accessibilityReduceMotion) private var pressReduceMotion
    /// The view's measured size, which sets the depth.
    @State private var measuredSize: CGSize = .zero
    /// The last known touch, kept through the release.
    @State private var heldTouch: CGPoint?

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: pressReduceMotion)
        let anchor = (touchPoint ?? heldTouch).map { PieceMotion.leanAnchor(touch: $0, in: measuredSize) }
        let unit = anchor.map { UnitPoint(x: $0.x, y: $0.y) } ?? .center
        let uniform = PieceMotion.pressScale(for: measuredSize)
        let depth = perAxis ? PieceMotion.axisPressScale(for: measuredSize) : CGSize(width: uniform, height: uniform)
        let sinks = pressing && !pressReduceMotion, dims = pressing && pressReduceMotion
        return content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { measuredSize = $0 }
            // Scoped, so only the press itself animates, never the content's own changes.
            .animation(pressing ? motion.press : motion.release) { view in
                view
                    .scaleEffect(sinks ? depth : CGSize(width: 1, height: 1), anchor: unit)
                    // Reduce Motion: dim rather than move, and never turn the surface see-through.
                    .brightness(dims ? -0.08 : 0)
            }
            .onChange(of: touchPoint) { _, touch in
                if let touch { heldTouch = touch }
            }
    }
}

private extension View {
    /// Presses this view in while `isPressed`: it sinks about 2.5 points at each edge (never bouncing on the
    /// way in), leans toward `touch` and springs back elastically on release. Under Reduce Motion it dims
    /// instead of scaling.
    ///
    /// `touch` is the finger in this view's own points, e.g. from a `DragGesture(minimumDistance: 0)`'s
    /// `location`; pass `nil` when it is not known. Leave the lean out inside a `ScrollView` or `List`: a
    /// zero-distance drag there competes with scrolling.
    ///
    /// `perAxis` sinks each edge by the same 2.5 points on a wide or tall shape (a full-width pill, a bar), where
    /// one uniform scale would pull the long edges in several times further than the short ones; the two
    /// scales stay within 3% of each other so text is barely squashed.
    func piecePress(isPressed: Bool, touch: CGPoint?, perAxis: Bool = false) -> some View {
        modifier(PiecePressEffect(pressing: isPressed, touchPoint: touch, perAxis: perAxis))
    }
}

/// A button style that presses its label in with `piecePress`: size-aware depth from the center (a button
/// style never sees the touch, which keeps it free to scroll), dimming under Reduce Motion.
private struct PiecePressStyle: ButtonStyle {
    /// Whether each axis sinks by its own scale, for a wide or tall button.
    var perAxis = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.piecePress(isPressed: configuration.isPressed, touch: nil, perAxis: perAxis)
    }
}

private extension ButtonStyle where Self == PiecePressStyle {
    /// `.buttonStyle(.piecePress)`: presses the label in by a few points and springs it back.
    static var piecePress: PiecePressStyle { PiecePressStyle() }

    /// `.buttonStyle(.piecePress(perAxis: true))`: the same, sinking each edge by the same points on a wide
    /// or tall button.
    static func piecePress(perAxis: Bool) -> PiecePressStyle { PiecePressStyle(perAxis: perAxis) }
}

/// A short decaying side-to-side shake each time `shakeCount` changes. Still under Reduce Motion.
private struct PieceShakeEffect: ViewModifier {
    /// The counter that fires the shake.
    var shakeCount: Int

    @Environment(\.accessibilityReduceMotion) private var shakeReduceMotion

    func body(content: Content) -> some View {
        // The `KeyframeAnimator` view, as in `PiecePopEffect`: its content closure stays on the main actor.
        let still = shakeReduceMotion
        return KeyframeAnimator(initialValue: CGFloat(0), trigger: shakeCount) { offset in
            content.offset(x: still ? 0 : offset)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe<CGFloat>(-8, duration: 0.06)
                CubicKeyframe<CGFloat>(7, duration: 0.08)
                CubicKeyframe<CGFloat>(-4.5, duration: 0.07)
                CubicKeyframe<CGFloat>(2.5, duration: 0.06)
                // Home without a wobble of its own.
                SpringKeyframe<CGFloat>(0, duration: 0.12, spring: PieceMotion.Tier.firm.spring)
            }
        }
    }
}

private extension View {
    /// Shakes this view briefly, decaying, each time `trigger` changes: a refusal. Fire the error haptic on
    /// the same beat; the color and label carry the outcome under Reduce Motion, where the shake is off.
    func pieceShake(trigger: Int) -> some View {
        modifier(PieceShakeEffect(shakeCount: trigger))
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
