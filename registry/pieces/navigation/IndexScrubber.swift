// pieces:
// title: Index Scrubber
// description: An A–Z strip at the edge of a long list: slide a finger down it to jump between sections, with a tick and a big letter for each one.
// category: navigation
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [index, section index, alphabet, scrubber, contacts, list, jump, A-Z, índice, alfabeto, lista, contactos]
// license: MIT

import SwiftUI

/// A slim column of index entries ("A" to "Z", "#") for the edge of a long sectioned list. Touch it and
/// slide: the entry under the finger becomes the selection (bind it to `ScrollViewReader.scrollTo`), a
/// large copy of the letter floats beside the finger and follows it at every frame, and each new section
/// ticks once. An entry with no section behind it (not in `available`) is shown dimmed and jumps to the
/// nearest section after it, or before it at the end, so the list always lands somewhere real.
///
/// When the column is too short for every entry at its text size, it shows evenly spaced letters with dots
/// between them, as the system index does; the finger still reaches every entry, since the position along
/// the column, not the letter drawn there, picks it.
///
/// What it blocks: a touch on the column belongs to it (a zero-distance drag), so lay it over the list's
/// edge (`.overlay(alignment: .trailing)`) rather than inside the scrolling content; the list scrolls
/// everywhere else. A drag the system cancels keeps the last section and hides the letter.
///
/// With Reduce Motion on, the floating letter fades in and out instead of growing. VoiceOver reads the
/// column as one adjustable element ("Section index, M"): swipe up or down to move to the next or previous
/// section. Entries grow with Dynamic Type (and collapse sooner). The column moves only vertically, which
/// no layout direction mirrors; the floating letter sits on its leading side, which mirrors with the layout.
///
/// - Parameters:
///   - selection: The entry last chosen, or nil.
///   - entries: The entries from top to bottom.
///   - available: The entries that have a section, or nil when all do.
public struct IndexScrubber: View {
    @Binding private var selection: String?
    private let index: IndexScrubberIndex
    private let available: Set<String>?

    /// The finger's height in the column, or nil when it is not touched.
    @State private var fingerY: CGFloat?
    @State private var height: CGFloat = 0

    @ScaledMetric(relativeTo: .caption2) private var rowHeight: CGFloat = 16
    @ScaledMetric(relativeTo: .largeTitle) private var bubbleSize: CGFloat = 64
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(
        selection: Binding<String?>,
        entries: [String] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ#".map(String.init),
        available: Set<String>? = nil
    ) {
        _selection = selection
        index = IndexScrubberIndex(entries: entries)
        self.available = available
    }

    public var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(index.rows(fitting: Int(height / max(rowHeight, 1))).enumerated()), id: \.offset) { _, row in
                label(row)
            }
        }
        // Rows share the column evenly, so each letter sits in the band the finger picks it by; the column
        // grows no taller than a little over a row per entry, and centres itself in taller spaces.
        .frame(maxHeight: CGFloat(index.entries.count) * rowHeight * 1.3)
        .padding(.horizontal, 4)
        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
        .contentShape(Rectangle())
        .overlay(alignment: .topLeading) { bubble }
        .pieceDrag(minimumDistance: 0) { drag in
            scrub(to: drag.location.y)
        } onEnded: { _ in
            withAnimation(motion.dismiss) { fingerY = nil }
        } onCancelled: {
            withAnimation(motion.dismiss) { fingerY = nil }
        }
        .pieceHaptic(.step, trigger: selection)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Section index"))
        .accessibilityValue(Text(selection ?? ""))
        .accessibilityAdjustableAction { direction in
            let from = selection.flatMap { index.entries.firstIndex(of: $0) }
            selection = index.stepped(from: from, by: direction == .increment ? 1 : -1, available: available)
        }
    }

    @ViewBuilder
    private func label(_ row: IndexScrubberIndex.Row) -> some View {
        switch row {
        case .entry(let position):
            let entry = index.entries[position]
            Text(entry)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(available?.contains(entry) == false ? AnyShapeStyle(.tertiary) : AnyShapeStyle(.tint))
                .frame(maxHeight: .infinity)
        case .gap:
            Circle().fill(.tertiary).frame(width: 4, height: 4).frame(maxHeight: .infinity)
        }
    }

    /// The big letter beside the finger: it tracks the finger's height without animation and sits on the
    /// column's leading side.
    @ViewBuilder
    private var bubble: some View {
        if let fingerY, let selection {
            Text(selection)
                .font(.largeTitle.bold())
                .frame(width: bubbleSize, height: bubbleSize)
                .background(.thickMaterial, in: Circle())
                .alignmentGuide(.leading) { $0[.trailing] + 16 }
                .offset(y: min(max(fingerY, 0), height) - bubbleSize / 2)
                .transition(motion.moving(.scale(scale: 0.5, anchor: .trailing).combined(with: .opacity)))
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }

    private func scrub(to y: CGFloat) {
        if fingerY == nil {
            withAnimation(motion.reveal) { fingerY = y }
        } else {
            fingerY = y
        }
        let position = index.entry(at: y, height: height)
        let target = index.target(for: position, available: available)
        if let target, target != selection { selection = target }
    }
}

/// The index's maths, free of SwiftUI so `swift test` runs it: the entry under a point, the section an
/// entry lands on, the rows that fit, and VoiceOver's steps.
private nonisolated struct IndexScrubberIndex: Equatable, Sendable {
    /// A row of the column: an entry, or a dot standing for the entries left out between two shown ones.
    enum Row: Equatable, Sendable {
        case entry(Int)
        case gap
    }

    let entries: [String]

    /// The entry at height `y` in a column `height` tall: the column is cut into equal bands, one per
    /// entry, and a finger above or below it keeps the first or last.
    func entry(at y: CGFloat, height: CGFloat) -> Int {
        guard !entries.isEmpty, height > 0 else { return 0 }
        let band = Int((y / height * CGFloat(entries.count)).rounded(.down))
        return min(max(band, 0), entries.count - 1)
    }

    /// The entry a jump to `position` lands on: itself when it has a section, else the nearest one after
    /// it, else the nearest before; nil when none has a section.
    func target(for position: Int, available: Set<String>?) -> String? {
        guard entries.indices.contains(position) else { return nil }
        guard let available else { return entries[position] }
        if let after = entries[position...].first(where: available.contains) { return after }
        return entries[..<position].last(where: available.contains)
    }

    /// The rows shown when `count` rows fit: every entry when they all fit, else evenly spaced entries
    /// (always the first and the last) with a dot between each pair, as many as fit.
    func rows(fitting count: Int) -> [Row] {
        guard entries.count > max(count, 0) else { return entries.indices.map(Row.entry) }
        let shown = max((max(count, 3) + 1) / 2, 2)
        var rows: [Row] = []
        for step in 0..<shown {
            let position = Int((Double(step) * Double(entries.count - 1) / Double(shown - 1)).rounded())
            if step > 0 { rows.append(.gap) }
            rows.append(.entry(position))
        }
        return rows
    }

    /// VoiceOver's swipe from `position` (nil: before the first) by `step` entries, skipping entries with no
    /// section; stays put at either end.
    func stepped(from position: Int?, by step: Int, available: Set<String>?) -> String? {
        let reachable = entries.indices.filter { available?.contains(entries[$0]) ?? true }
        guard !reachable.isEmpty else { return nil }
        guard let position else { return entries[step > 0 ? reachable[0] : reachable[reachable.count - 1]] }
        let next = step > 0 ? reachable.first { $0 > position } : reachable.last { $0 < position }
        return entries[next ?? position]
    }
}

// MARK: - Example

private struct IndexScrubberExample: View {
    @State private var section: String?

    private let names = [
        "Abril", "Adrián", "Beatriz", "Bruno", "Carmen", "César", "Diego", "Elena", "Fátima", "Gonzalo",
        "Hugo", "Inés", "Javier", "Lucía", "Marco", "Marta", "Nora", "Óscar", "Pablo", "Raquel", "Sara",
        "Tomás", "Valeria", "Yago", "Zoe"
    ]

    private var sections: [(letter: String, names: [String])] {
        Dictionary(grouping: names) { String($0.prefix(1)).folding(options: .diacriticInsensitive, locale: nil) }
            .map { (letter: $0.key, names: $0.value) }
            .sorted { $0.letter < $1.letter }
    }

    var body: some View {
        ScrollViewReader { proxy in
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.names, id: \.self) { Text($0) }
                    }
                    .id(section.letter)
                }
            }
            .listStyle(.plain)
            .overlay(alignment: .trailing) {
                IndexScrubber(selection: $section, available: Set(sections.map(\.letter)))
                    .padding(.vertical, 24)
            }
            .onChange(of: section) { _, letter in
                if let letter { proxy.scrollTo(letter, anchor: .top) }
            }
        }
    }
}

#Preview { IndexScrubberExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, drag, haptics) sha256:c00d6cd237a962ff

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

/// The release of a drag: where it ended and how fast it was moving.
private nonisolated struct PieceDragRelease: Equatable, Sendable {
    /// The total movement from the first event to the last, in points.
    var translation: CGSize
    /// How fast the finger was moving when it lifted, in points per second (`DragGesture.Value.velocity`).
    var velocity: CGSize
    /// Where SwiftUI predicts the drag would have come to rest, as a translation.
    var predictedEndTranslation: CGSize
    /// Where the drag began, in the gesture's coordinate space.
    var startLocation: CGPoint
    /// Where the drag ended, in the gesture's coordinate space.
    var location: CGPoint
    /// When the last event happened.
    var time: Date
}

private extension PieceDragRelease {
    /// The release of `value`, a drag's last event: for a piece that composes its own drag (a long press
    /// sequenced before it, say) and still hands releases around in this shape.
    init(_ value: DragGesture.Value) {
        self.init(
            translation: value.translation, velocity: value.velocity,
            predictedEndTranslation: value.predictedEndTranslation,
            startLocation: value.startLocation, location: value.location, time: value.time)
    }
}

/// How a `pieceDrag` competes with the other gestures on and around its view.
private nonisolated enum PieceDragPriority: Equatable, Sendable {
    /// `gesture(_:including:)`: a gesture on a subview wins.
    case normal
    /// `highPriorityGesture(_:including:)`: wins over the gestures of its subviews.
    case high
    /// `simultaneousGesture(_:including:)`: runs alongside the others (a pan next to a pinch).
    case simultaneous
}

/// The drag behind `pieceDrag`. The activity lives in `@GestureState`, which SwiftUI resets however the
/// gesture stops; a reset that `onEnded` did not come before is a cancellation.
private struct PieceDragGate: ViewModifier {
    var minimumDistance: CGFloat
    var coordinateSpace: CoordinateSpace
    var isEnabled: Bool
    var mask: GestureMask
    var priority: PieceDragPriority
    var onChanged: (DragGesture.Value) -> Void
    var onEnded: (PieceDragRelease) -> Void
    var onCancelled: () -> Void

    /// True from the drag's first event until SwiftUI resets it: on the end, or on a cancellation.
    @GestureState private var dragActive = false
    /// True between a drag's first event and its end or cancellation: what `onCancelled` puts back.
    @State private var dragInFlight = false

    func body(content: Content) -> some View {
        // Disabled, the drag leaves out the view itself and keeps its subviews' gestures.
        let included: GestureMask = isEnabled ? mask : mask.subtracting(.gesture)
        let drag = DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
            .updating($dragActive) { _, active, _ in active = true }
            .onChanged { value in
                if !dragInFlight { dragInFlight = true }
                onChanged(value)
            }
            .onEnded { value in
                dragInFlight = false
                onEnded(PieceDragRelease(value))
            }
        return Group {
            switch priority {
            case .normal: content.gesture(drag, including: included)
            case .high: content.highPriorityGesture(drag, including: included)
            case .simultaneous: content.simultaneousGesture(drag, including: included)
            }
        }
        // SwiftUI resets the gesture state after `onEnded`; a reset still in flight had no end.
        .onChange(of: dragActive) { _, active in
            if !active { cancelIfInFlight() }
        }
        // A view removed mid-drag sees no reset of its own.
        .onDisappear { cancelIfInFlight() }
    }

    private func cancelIfInFlight() {
        guard dragInFlight else { return }
        dragInFlight = false
        onCancelled()
    }
}

private extension View {
    /// Calls `onChanged` for every drag event, `onEnded` once with the release, and `onCancelled`
    /// when the drag stops without ending (second finger, system gesture, view removed), so a
    /// piece can always put its in-flight state back.
    ///
    /// Exactly one of `onEnded` and `onCancelled` follows every drag that called `onChanged`. Turning
    /// `isEnabled` off mid-drag cancels it. `mask` and `priority` are those of SwiftUI's `gesture`,
    /// `highPriorityGesture` and `simultaneousGesture`; set `priority: .simultaneous` to pan beside a pinch.
    func pieceDrag(
        minimumDistance: CGFloat = 10,
        coordinateSpace: CoordinateSpace = .local,
        isEnabled: Bool = true,
        including mask: GestureMask = .all,
        priority: PieceDragPriority = .normal,
        onChanged: @escaping (DragGesture.Value) -> Void,
        onEnded: @escaping (PieceDragRelease) -> Void,
        onCancelled: @escaping () -> Void
    ) -> some View {
        modifier(PieceDragGate(
            minimumDistance: minimumDistance, coordinateSpace: coordinateSpace, isEnabled: isEnabled,
            mask: mask, priority: priority, onChanged: onChanged, onEnded: onEnded, onCancelled: onCancelled))
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
