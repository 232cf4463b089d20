// pieces:
// title: Ring Breakdown
// description: A donut of segments you touch or scrub around to select one; the middle shows its figure, and shares glide without overshoot.
// category: data
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [donut, ring, pie chart, breakdown, budget, segments, chart, data, anillo, gráfico, presupuesto, datos]
// license: MIT

import SwiftUI

/// A ring of segments, one per value, clockwise from twelve o'clock, with a legend below. Touch a segment
/// to select it, or keep the finger down and run it around the ring: the segment under the finger is
/// selected, steps out along its own bisector on the snap role and ticks once per segment. Touching the
/// selected segment again without moving clears the selection. The middle of the ring shows the selected
/// segment's value and share, or the total.
///
/// Values people read never overshoot: when the values change, every segment's start and end glide on
/// the value role (no bounce), all together, so at no instant does a share show more than it will, and
/// the figures in the middle roll to their new value on the same beat. Percentages are rounded so they
/// add up to exactly 100.
///
/// What it blocks: a drag that starts on the ring belongs to the ring, so a vertical `ScrollView` does not
/// scroll from a finger that lands on it (from iOS 18 a drag gesture can hold the scroll view still); the
/// legend scrolls as usual.
///
/// With Reduce Motion on, segments do not step out (the selected one is drawn at full strength and the
/// others fade) and changes land on the short spring. VoiceOver reads the ring as one adjustable element
/// ("Spending, Rent: €1,200, 48 percent"): swipe up or down to move between segments; the legend rows are
/// buttons too. Text grows with Dynamic Type. The ring is drawn left to right in every language (a clock
/// face does not mirror), so the finger's angle and the drawing always agree; the legend follows the
/// layout direction.
///
/// - Parameters:
///   - title: What the values add up to, shown in the middle and read by VoiceOver.
///   - segments: The segments, drawn clockwise from the top. Negative values count as zero.
///   - selection: The selected segment's id, or nil.
///   - format: How values are written.
public struct RingBreakdown: View {
    private let title: LocalizedStringResource
    private let segments: [RingBreakdownSegment]
    @Binding private var selection: RingBreakdownSegment.ID?
    /// Writes a value the way `format` does.
    private let formatted: (Double) -> String

    /// The selection when the finger went down, so a still tap on it clears it.
    @State private var touchStart: TouchStart?
    @State private var diameter: CGFloat = 0

    @ScaledMetric(relativeTo: .body) private var ringSize: CGFloat = 220
    @ScaledMetric(relativeTo: .body) private var thickness: CGFloat = 34
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far the selected segment steps out, in points.
    private let popDistance: CGFloat = 8

    public init<Format: FormatStyle>(
        _ title: LocalizedStringResource, segments: [RingBreakdownSegment],
        selection: Binding<RingBreakdownSegment.ID?>, format: Format
    ) where Format.FormatInput == Double, Format.FormatOutput == String {
        self.title = title
        self.segments = segments
        _selection = selection
        formatted = { format.format($0) }
    }

    /// Values written as whole numbers.
    public init(
        _ title: LocalizedStringResource, segments: [RingBreakdownSegment],
        selection: Binding<RingBreakdownSegment.ID?>
    ) {
        self.init(
            title, segments: segments, selection: selection,
            format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)))
    }

    private var geometry: RingBreakdownGeometry { RingBreakdownGeometry(values: segments.map(\.value)) }
    private var selectedIndex: Int? { segments.firstIndex { $0.id == selection } }

    public var body: some View {
        VStack(spacing: 20) {
            ring
            legend
        }
        .pieceHaptic(.step, trigger: selection)
    }

    private var ring: some View {
        let geometry = geometry
        return ZStack {
            ForEach(Array(segments.enumerated()), id: \.element.id) { index, segment in
                let arc = geometry.arc(index)
                let out = geometry.bisector(index)
                let lifted = index == selectedIndex && !reduceMotion
                RingBreakdownArc(start: arc.start, end: arc.end, thickness: thickness, gap: geometry.gap(for: diameter))
                    .fill(segment.color)
                    .opacity(selectedIndex == nil || index == selectedIndex ? 1 : 0.35)
                    // Shares glide on the value role, all segments together, never past their new size.
                    .animation(motion.value, value: geometry.fractions)
                    .offset(x: lifted ? out.width * popDistance : 0, y: lifted ? out.height * popDistance : 0)
                    .animation(motion.snap, value: selectedIndex)
            }
            centre
        }
        .frame(width: ringSize, height: ringSize)
        .onGeometryChange(for: CGFloat.self) { min($0.size.width, $0.size.height) } action: { diameter = $0 }
        .contentShape(Circle())
        .pieceDrag(minimumDistance: 0) { drag in
            scrub(drag)
        } onEnded: { release in
            lift(release)
        } onCancelled: {
            touchStart = nil
        }
        // A clock face: drawn and hit-tested in screen points in every language.
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(spokenValue))
        .accessibilityAdjustableAction { direction in
            let next = geometry.stepped(from: selectedIndex, by: direction == .increment ? 1 : -1)
            selection = next.map { segments[$0].id }
        }
    }

    private var centre: some View {
        let shown = selectedIndex.map { segments[$0].value } ?? geometry.total
        let name = selectedIndex.map { Text(segments[$0].label) } ?? Text(title)
        return VStack(spacing: 2) {
            name
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .contentTransition(reduceMotion ? .opacity : .interpolate)
            Text(formatted(shown))
                .font(.title2.bold().monospacedDigit())
                .contentTransition(reduceMotion ? .opacity : .numericText(value: shown))
                .animation(motion.value, value: shown)
            if let index = selectedIndex {
                Text(Double(geometry.percentages()[index]) / 100, format: .percent)
                    .font(.footnote.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: max(ringSize - 2 * thickness - 16, 0))
        .minimumScaleFactor(0.6)
        .lineLimit(1)
        // The ring is drawn left to right; the figures in it read in the layout's own direction.
        .environment(\.layoutDirection, layoutDirection)
    }

    private var legend: some View {
        let percentages = geometry.percentages()
        return VStack(spacing: 0) {
            ForEach(Array(segments.enumerated()), id: \.element.id) { index, segment in
                Button {
                    selection = selection == segment.id ? nil : segment.id
                } label: {
                    HStack {
                        Circle().fill(segment.color).frame(width: 10, height: 10)
                        Text(segment.label)
                        Spacer()
                        Text(formatted(segment.value)).monospacedDigit()
                        Text(Double(percentages[index]) / 100, format: .percent)
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 8)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(selection == segment.id ? .isSelected : [])
            }
        }
    }

    // MARK: Gesture

    private struct TouchStart: Equatable {
        var selection: RingBreakdownSegment.ID?
        var index: Int?
    }

    /// The first touch must land on the band; from there the finger's angle alone picks the segment, so a
    /// finger that strays into the hole or past the edge while running around keeps scrubbing.
    private func scrub(_ drag: DragGesture.Value) {
        let centre = CGPoint(x: diameter / 2, y: diameter / 2)
        let outer = Double(diameter / 2)
        if touchStart == nil {
            let hit = geometry.segment(
                at: drag.location, centre: centre, innerRadius: outer - Double(thickness), outerRadius: outer, slop: 12)
            touchStart = TouchStart(selection: selection, index: hit)
            guard let hit else { return }
            selection = segments[hit].id
            return
        }
        guard touchStart?.index != nil else { return }
        if let index = geometry.segment(atAngle: geometry.angle(of: drag.location, centre: centre)),
            segments[index].id != selection
        {
            selection = segments[index].id
        }
    }

    private func lift(_ release: PieceDragRelease) {
        defer { touchStart = nil }
        guard let start = touchStart, let index = start.index else { return }
        let still = hypot(release.translation.width, release.translation.height) < 10
        if still, start.selection == segments[index].id { selection = nil }
    }

    private var spokenValue: String {
        guard let index = selectedIndex else { return formatted(geometry.total) }
        let share = (Double(geometry.percentages()[index]) / 100).formatted(.percent)
        return "\(segments[index].label): \(formatted(segments[index].value)), \(share)"
    }
}

/// One segment of a `RingBreakdown`.
public struct RingBreakdownSegment: Identifiable, Hashable {
    public let id: String
    public let label: String
    public let value: Double
    public let color: Color

    public init(_ label: String, value: Double, color: Color, id: String? = nil) {
        self.id = id ?? label
        self.label = label
        self.value = value
        self.color = color
    }
}

/// One segment's band: from `start` to `end` (fractions of a turn, clockwise from the top), a little
/// gap trimmed from each end. Both ends animate, so a changed share glides.
private nonisolated struct RingBreakdownArc: Shape {
    var start: Double
    var end: Double
    var thickness: CGFloat
    var gap: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let turn = 2 * Double.pi
        let trim = min(gap / 2, (end - start) * turn / 4)
        let from = start * turn + trim - Double.pi / 2
        let to = end * turn - trim - Double.pi / 2
        guard to > from else { return Path() }
        let radius = min(rect.width, rect.height) / 2 - thickness / 2
        var path = Path()
        // In SwiftUI's y-down space `clockwise: false` runs clockwise on screen.
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: max(radius, 0), startAngle: .radians(from),
            endAngle: .radians(to), clockwise: false)
        return path.strokedPath(StrokeStyle(lineWidth: thickness, lineCap: .butt))
    }
}

/// The ring's maths, free of SwiftUI so `swift test` runs it: shares, arcs, which segment lies under a
/// point or an angle, the bisector a selected segment steps out along, and percentages that sum to 100.
private nonisolated struct RingBreakdownGeometry: Equatable, Sendable {
    /// Each segment's share of the total, 0 for negative or non-finite values; all 0 when nothing is positive.
    let fractions: [Double]
    let total: Double

    init(values: [Double]) {
        let clean = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let sum = clean.reduce(0, +)
        total = sum
        fractions = sum > 0 ? clean.map { $0 / sum } : clean.map { _ in 0 }
    }

    /// Where segment `index` starts and ends, in fractions of a turn clockwise from the top.
    func arc(_ index: Int) -> (start: Double, end: Double) {
        guard fractions.indices.contains(index) else { return (0, 0) }
        let start = fractions[..<index].reduce(0, +)
        return (start, start + fractions[index])
    }

    /// The gap between segments, in radians: about 3 points on a ring `diameter` across, none for one segment.
    func gap(for diameter: CGFloat) -> Double {
        guard fractions.filter({ $0 > 0 }).count > 1, diameter > 0 else { return 0 }
        return 6 / Double(diameter)
    }

    /// The angle of `point` around `centre`, clockwise from the top, in 0..<2π (y grows downward).
    func angle(of point: CGPoint, centre: CGPoint) -> Double {
        let turn = 2 * Double.pi
        let angle = atan2(Double(point.x - centre.x), Double(centre.y - point.y))
        return angle < 0 ? angle + turn : angle
    }

    /// The segment that covers `angle` (radians clockwise from the top); empty segments cover nothing.
    func segment(atAngle angle: Double) -> Int? {
        guard total > 0 else { return nil }
        let turn = angle.truncatingRemainder(dividingBy: 2 * Double.pi) / (2 * Double.pi)
        let position = turn < 0 ? turn + 1 : turn
        for index in fractions.indices where fractions[index] > 0 && position < arc(index).end {
            return index
        }
        return fractions.lastIndex { $0 > 0 }
    }

    /// The segment under `point`: on the band between the radii (give or take `slop` points), else nil.
    func segment(
        at point: CGPoint, centre: CGPoint, innerRadius: Double, outerRadius: Double, slop: Double
    ) -> Int? {
        let distance = hypot(Double(point.x - centre.x), Double(point.y - centre.y))
        guard distance >= innerRadius - slop, distance <= outerRadius + slop else { return nil }
        return segment(atAngle: angle(of: point, centre: centre))
    }

    /// The unit vector from the centre through the middle of segment `index` (x right, y down).
    func bisector(_ index: Int) -> CGSize {
        let arc = arc(index)
        let middle = (arc.start + arc.end) / 2 * 2 * Double.pi
        return CGSize(width: sin(middle), height: -cos(middle))
    }

    /// Whole percentages that add up to exactly 100 (when anything is positive): each share rounded
    /// down, then the points left over go to the largest remainders, the earlier segment on a tie.
    func percentages() -> [Int] {
        guard total > 0 else { return fractions.map { _ in 0 } }
        let exact = fractions.map { $0 * 100 }
        var whole = exact.map { Int($0.rounded(.down)) }
        let left = 100 - whole.reduce(0, +)
        let order = exact.indices.sorted { (exact[$0] - Double(whole[$0]), $1) > (exact[$1] - Double(whole[$1]), $0) }
        for index in order.prefix(max(left, 0)) { whole[index] += 1 }
        return whole
    }

    /// VoiceOver's swipe from `current` by `step` over the non-empty segments, from the first when none is selected.
    func stepped(from current: Int?, by step: Int) -> Int? {
        let live = fractions.indices.filter { fractions[$0] > 0 }
        guard !live.isEmpty else { return nil }
        guard let current, let position = live.firstIndex(of: current) else {
            return step > 0 ? live.first : live.last
        }
        return live[min(max(position + step, 0), live.count - 1)]
    }
}

// MARK: - Example

private struct RingBreakdownExample: View {
    @State private var selection: String?
    @State private var month = 0

    private let months: [[Double]] = [[1_200, 420, 310, 180, 390], [1_200, 510, 260, 240, 150]]

    var body: some View {
        let values = months[month]
        let segments = [
            RingBreakdownSegment("Rent", value: values[0], color: .indigo),
            RingBreakdownSegment("Food", value: values[1], color: .orange),
            RingBreakdownSegment("Transport", value: values[2], color: .teal),
            RingBreakdownSegment("Fun", value: values[3], color: .pink),
            RingBreakdownSegment("Savings", value: values[4], color: .green)
        ]
        ScrollView {
            VStack(spacing: 24) {
                RingBreakdown(
                    "Spending", segments: segments, selection: $selection,
                    format: .currency(code: "EUR").precision(.fractionLength(0)))
                Button(month == 0 ? "Show next month" : "Show last month") { month = 1 - month }
                    .buttonStyle(.bordered)
            }
            .padding(24)
        }
    }
}

#Preview { RingBreakdownExample() }

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
