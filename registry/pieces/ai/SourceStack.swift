// pieces:
// title: Source Stack
// description: A fanned stack of citation cards under an answer that opens into a list of its sources and folds back, each card following the one before.
// category: ai
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [ai, sources, citations, cards, stack, fan, expand, collapse, fuentes, citas, tarjetas, abanico, expandir]
// license: MIT

import SwiftUI

/// The sources behind an assistant's answer, shown small until wanted: up to three cards fanned behind
/// one another, with a count of the rest. A tap opens the fan into a list, every card travelling from its
/// place in the fan to its row; each card follows the one in front a beat later and settles a little
/// softer, so the stack unfolds rather than jumping, and since that is a spring per rank, not a delay,
/// tapping again mid-way folds it straight back. In the list each card is a button that opens its source;
/// "Show less" folds the list into the fan again. The toggle haptic plays when the stack lands open or
/// closed.
///
/// What it takes from the views around it: a tap on the folded stack, and the buttons of the open list.
/// Nothing drags, so it sits in a `ScrollView` or `List` without competing with scrolling. The stack
/// reserves the height of the fan or of the list and animates between them on the morph spring, so
/// content below it moves with it.
///
/// VoiceOver reads the folded stack as one button ("3 sources: …", with their titles) that opens it; the
/// open list reads each source as a button, then "Show less". With Reduce Motion on the cards move on
/// springs without bounce and keep their follow-through timing; the fan itself is still drawn. Card rows
/// grow with Dynamic Type. The fan is symmetric and the cards follow the layout direction, so
/// right-to-left layouts mirror it as they mirror any stack.
///
/// - Parameters:
///   - sources: The sources, most relevant first; the first three make the fan.
///   - tint: The cards' accent: their icon and the count.
///   - onOpen: Runs with the source whose card was tapped in the open list.
public struct SourceStack: View {
    /// One cited source.
    public struct Source: Identifiable, Hashable, Sendable {
        public var id: String
        public var title: String
        public var site: String
        public var systemImage: String

        /// - Parameters:
        ///   - id: Anything unique, e.g. the source's address.
        ///   - title: The page's title.
        ///   - site: Where it is from, e.g. "nature.com".
        ///   - systemImage: An SF Symbol for the kind of source.
        public init(id: String, title: String, site: String, systemImage: String = "doc.text") {
            self.id = id
            self.title = title
            self.site = site
            self.systemImage = systemImage
        }
    }

    private let sources: [Source]
    private let tint: Color
    private let onOpen: (Source) -> Void

    @State private var expanded = false
    @State private var landings = 0

    @ScaledMetric(relativeTo: .subheadline) private var rowHeight: CGFloat = 58
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private var fan: SourceStackFan { SourceStackFan(count: sources.count, rowHeight: rowHeight) }

    public init(sources: [Source], tint: Color = .indigo, onOpen: @escaping (Source) -> Void = { _ in }) {
        self.sources = sources
        self.tint = tint
        self.onOpen = onOpen
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ZStack(alignment: .top) {
                ForEach(Array(sources.enumerated()), id: \.element.id) { rank, source in
                    card(source, rank: rank)
                }
            }
            .frame(height: fan.height(expanded: expanded), alignment: .top)
            .frame(maxWidth: .infinity, alignment: .top)
            if expanded {
                Button("Show less") { toggle() }
                    .font(.subheadline.weight(.semibold))
                    .transition(motion.moving(.opacity.combined(with: .move(edge: .top))))
            }
        }
        .pieceHaptic(.toggle, trigger: landings)
    }

    private func card(_ source: Source, rank: Int) -> some View {
        let place = fan.place(rank: rank, expanded: expanded)
        return Button {
            if expanded { onOpen(source) } else { toggle() }
        } label: {
            cardFace(source, rank: rank)
        }
        .buttonStyle(.piecePress)
        // Only the front card and the open list take taps; cards hidden in the fan are out of reach.
        .allowsHitTesting(expanded || rank == 0)
        .zIndex(Double(sources.count - rank))
        // A spring per rank, not a delay: each card trails the one in front and still turns at once.
        .animation(motion.follow(rank: rank)) { view in
            view
                .scaleEffect(place.scale, anchor: .top)
                .rotationEffect(.degrees(place.rotation), anchor: .bottom)
                .offset(x: place.x, y: place.y)
                .opacity(place.opacity)
        }
        .accessibilityHidden(!expanded && rank > 0)
        .accessibilityLabel(expanded ? Text("\(source.title), \(source.site)") : foldedLabel)
        .accessibilityHint(expanded ? Text("Opens the source") : Text("Shows every source"))
    }

    private func cardFace(_ source: Source, rank: Int) -> some View {
        HStack(spacing: 12) {
            Image(systemName: source.systemImage)
                .font(.headline)
                .foregroundStyle(tint)
                .frame(width: 32, height: 32)
                .background(tint.opacity(0.12), in: .rect(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(source.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(source.site)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
            if rank == 0, !expanded, sources.count > 1 {
                Text("+\(sources.count - 1)")
                    .font(.caption.weight(.bold))
                    .foregroundStyle(tint)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(tint.opacity(0.12), in: .capsule)
            }
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, minHeight: rowHeight, maxHeight: rowHeight, alignment: .leading)
        .foregroundStyle(.primary)
        .background(.background, in: .rect(cornerRadius: 14, style: .continuous))
        .overlay { RoundedRectangle(cornerRadius: 14, style: .continuous).strokeBorder(.quaternary) }
        .shadow(color: .black.opacity(expanded ? 0.04 : 0.08), radius: 6, y: 2)
    }

    private var foldedLabel: Text {
        let titles = sources.map(\.title).formatted(.list(type: .and))
        return Text("\(sources.count) sources: \(titles)")
    }

    /// The height changes on the morph spring; the toggle haptic lands with it.
    private func toggle() {
        withAnimation(motion.morph, completionCriteria: .logicallyComplete) {
            expanded.toggle()
        } completion: {
            landings += 1
        }
    }
}

/// Where each card sits, folded and open, apart from the view so it can be checked on its own
/// (`SourceStackLogicTests` compiles it from this file). Rank 0 is the front card; y runs down from the
/// top of the stack, in points.
private nonisolated struct SourceStackFan: Equatable, Sendable {
    var count: Int
    var rowHeight: CGFloat
    var spacing: CGFloat = 8
    /// How many cards the folded fan shows.
    var fanned = 3
    /// How far each card behind peeks out below the one in front, and how much it turns.
    var peek: CGFloat = 7
    var turn: Double = 3.5

    /// A card's place: offset, scale, turn in degrees and opacity.
    struct Place: Equatable, Sendable {
        var x: CGFloat
        var y: CGFloat
        var scale: CGFloat
        var rotation: Double
        var opacity: Double
    }

    func place(rank: Int, expanded: Bool) -> Place {
        if expanded {
            return Place(x: 0, y: CGFloat(rank) * (rowHeight + spacing), scale: 1, rotation: 0, opacity: 1)
        }
        // Cards past the fan wait, unseen, behind its last card.
        let depth = min(rank, fanned - 1)
        let side: Double = depth == 0 ? 0 : (depth.isMultiple(of: 2) ? 1 : -1)
        return Place(
            x: CGFloat(side) * 4 * CGFloat(depth), y: peek * CGFloat(depth), scale: 1 - 0.04 * CGFloat(depth),
            rotation: side * turn * Double(depth), opacity: rank < fanned ? 1 : 0)
    }

    /// The height the stack takes: the front card and the peeks below it folded, every row open.
    func height(expanded: Bool) -> CGFloat {
        guard count > 0 else { return 0 }
        if expanded { return CGFloat(count) * rowHeight + CGFloat(count - 1) * spacing }
        return rowHeight + peek * CGFloat(min(count, fanned) - 1)
    }
}

// MARK: - Example

private struct SourceStackExample: View {
    @State private var opened = "Nothing opened yet"
    private let sources: [SourceStack.Source] = [
        .init(id: "1", title: "Sleep and memory consolidation", site: "nature.com", systemImage: "book.closed"),
        .init(id: "2", title: "How much sleep do adults need?", site: "nhs.uk", systemImage: "cross.case"),
        .init(id: "3", title: "The science of naps", site: "sleepfoundation.org"),
        .init(id: "4", title: "REM sleep, explained", site: "youtube.com", systemImage: "play.rectangle"),
        .init(id: "5", title: "Circadian rhythm basics", site: "nih.gov")
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(
                    "Adults need seven to nine hours of sleep; a short nap helps memory, a long one can leave you groggy."
                )
                .font(.body)
                SourceStack(sources: sources) { opened = "Opened \($0.site)" }
                Text(opened)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding(20)
        }
    }
}

#Preview { SourceStackExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press, followThrough, haptics) sha256:41d5e01cc5cfda8d

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
