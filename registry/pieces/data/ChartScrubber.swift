// pieces:
// title: Chart Scrubber
// description: A line chart you scrub with a finger: the headline figure follows the touched point without ever overshooting, and VoiceOver gets an audio graph.
// category: data
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [chart, graph, line chart, scrub, stocks, data, audio graph, gráfico, datos, línea, bolsa]
// license: MIT

import Accessibility
import Charts
import SwiftUI

/// A line chart with its figure above it. Touch the chart and a rule and a dot mark the nearest point
/// under the finger, which the finger drags along the line; the figure and date above show that point.
/// The figure changes with the value role, so it never shows a number past the true one, and the
/// rule itself tracks the finger with no animation. Moving from one point to the next ticks (the touch
/// that starts a scrub does not: a press gets no haptic of its own). Lifting the finger (or a drag the
/// system cancels) returns the figure to the latest value. If `points` shrinks while a finger is on the
/// chart, a selection past the new end is dropped rather than read out of range.
///
/// With Reduce Motion on, the figure fades between values instead of rolling its digits. VoiceOver
/// reads the chart as one adjustable element ("Steps, 8,204 on Tuesday"): swipe up or down to move
/// between points; the chart also describes itself to the audio graph (its axes, range and series),
/// so VoiceOver can play it as sound. Text grows with Dynamic Type.
///
/// What it blocks: a drag that starts on the chart belongs to the scrubber, whatever its direction.
///
/// - Parameters:
///   - title: What the values measure, shown and read by VoiceOver.
///   - points: The values, in date order.
///   - format: How values are written.
public struct ChartScrubber: View {
    private let title: String
    private let points: [ChartScrubberPoint]
    private let format: FloatingPointFormatStyle<Double>

    /// The point under the finger (`nil` when the chart is not being touched) and the ticks' counter.
    @State private var selection = ChartScrubberSelection()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ title: String, points: [ChartScrubberPoint], format: FloatingPointFormatStyle<Double> = .number.precision(.fractionLength(0))) {
        self.title = title
        self.points = points
        self.format = format
    }

    /// The touched point's index, if it is still one of the points.
    private var selected: Int? { selection.valid(in: points.count) }

    /// The point the headline shows: the touched one, else the latest.
    private var shown: ChartScrubberPoint? { selected.map { points[$0] } ?? points.last }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            headline
            chart
        }
        .pieceHaptic(.step, trigger: selection.steps)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(spokenValue))
        .accessibilityAdjustableAction(adjust)
        .accessibilityChartDescriptor(ChartScrubberDescriptor(title: title, points: points))
    }

    private var headline: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.subheadline).foregroundStyle(.secondary)
            if let shown {
                Text(shown.value, format: format)
                    .font(.largeTitle.bold().monospacedDigit())
                    .contentTransition(reduceMotion ? .opacity : .numericText(value: shown.value))
                    .animation(motion.value, value: shown.value)
                Text(shown.date, format: .dateTime.weekday(.wide).month().day())
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var chart: some View {
        Chart {
            ForEach(points) { point in
                LineMark(x: .value("Date", point.date), y: .value(title, point.value))
                    .interpolationMethod(.monotone)
                AreaMark(x: .value("Date", point.date), y: .value(title, point.value))
                    .interpolationMethod(.monotone)
                    .foregroundStyle(.linearGradient(colors: [Color.accentColor.opacity(0.25), .clear], startPoint: .top, endPoint: .bottom))
            }
            if let selected {
                RuleMark(x: .value("Date", points[selected].date))
                    .foregroundStyle(Color.secondary.opacity(0.6))
                PointMark(x: .value("Date", points[selected].date), y: .value(title, points[selected].value))
                    .symbolSize(90)
            }
        }
        .frame(minHeight: 180)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle()
                    .fill(.clear)
                    .contentShape(Rectangle())
                    .pieceDrag(
                        minimumDistance: 0,
                        // pieces-lint:disable:next-line drag-x-without-direction x goes through the chart's own scale, in the coordinates it draws with
                        onChanged: { drag in select(at: drag.location.x, proxy: proxy, geometry: geometry) },
                        onEnded: { _ in selection.lift() },
                        onCancelled: { selection.lift() })
            }
        }
    }

    /// The point nearest in time to the finger, found through the chart's own scale.
    private func select(at x: CGFloat, proxy: ChartProxy, geometry: GeometryProxy) {
        guard let plot = proxy.plotFrame else { return }
        let origin = geometry[plot].origin.x
        guard let date: Date = proxy.value(atX: x - origin) else { return }
        let nearest = points.indices.min {
            abs(points[$0].date.timeIntervalSince(date)) < abs(points[$1].date.timeIntervalSince(date))
        }
        if nearest != selection.index { selection.touch(nearest, count: points.count) }
    }

    private func adjust(_ direction: AccessibilityAdjustmentDirection) {
        guard !points.isEmpty else { return }
        let current = selected ?? points.count - 1
        switch direction {
        case .increment: selection.touch(min(current + 1, points.count - 1), count: points.count)
        case .decrement: selection.touch(max(current - 1, 0), count: points.count)
        @unknown default: break
        }
    }

    private var spokenValue: String {
        guard let shown else { return "" }
        return "\(shown.value.formatted(format)) on \(shown.date.formatted(.dateTime.weekday(.wide).month().day()))"
    }
}

/// Which point the finger is on, and how many times it moved from one point to another: free of
/// SwiftUI, so `swift test` runs it.
private struct ChartScrubberSelection: Equatable {
    /// The touched point's index, or nil when nothing is touched.
    var index: Int?
    /// Moves from one point to another: the tick's trigger.
    var steps = 0

    /// The finger is over point `nearest` of `count`. A move from one point to another steps; the first
    /// touch does not, and an index outside the points is ignored.
    mutating func touch(_ nearest: Int?, count: Int) {
        guard let nearest, nearest >= 0, nearest < count else { return }
        if let index, index != nearest { steps += 1 }
        index = nearest
    }

    /// The finger lifted, or the system took the drag.
    mutating func lift() { index = nil }

    /// The touched index if it is still one of `count` points (they may shrink mid-touch), else nil.
    func valid(in count: Int) -> Int? {
        guard let index, index >= 0, index < count else { return nil }
        return index
    }
}

/// One value of a `ChartScrubber` and when it was measured.
public struct ChartScrubberPoint: Identifiable, Hashable {
    public let date: Date
    public let value: Double

    public var id: Date { date }

    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}

/// The chart as an audio graph: a date axis, a value axis over the data's range, and one series.
private struct ChartScrubberDescriptor: AXChartDescriptorRepresentable {
    let title: String
    let points: [ChartScrubberPoint]

    func makeChartDescriptor() -> AXChartDescriptor {
        let dates = points.map { $0.date.timeIntervalSince1970 }
        let values = points.map(\.value)
        let xAxis = AXNumericDataAxisDescriptor(
            title: "Date", range: (dates.min() ?? 0)...(dates.max() ?? 1), gridlinePositions: []
        ) { Date(timeIntervalSince1970: $0).formatted(date: .abbreviated, time: .omitted) }
        let yAxis = AXNumericDataAxisDescriptor(
            title: title, range: (values.min() ?? 0)...(values.max() ?? 1), gridlinePositions: []
        ) { $0.formatted() }
        let series = AXDataSeriesDescriptor(
            name: title, isContinuous: true,
            dataPoints: points.map { AXDataPoint(x: $0.date.timeIntervalSince1970, y: $0.value) })
        return AXChartDescriptor(
            title: title, summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}

// MARK: - Example

private struct ChartScrubberExample: View {
    private let steps: [ChartScrubberPoint] = {
        let counts = [6_420, 8_204, 5_130, 9_870, 7_455, 11_302, 4_980, 8_760, 10_115, 7_020]
        let today = Calendar.current.startOfDay(for: .now)
        return counts.enumerated().map { day, count in
            ChartScrubberPoint(
                date: Calendar.current.date(byAdding: .day, value: day - counts.count + 1, to: today) ?? today,
                value: Double(count))
        }
    }()

    var body: some View {
        ChartScrubber("Steps", points: steps)
            .padding(24)
    }
}

#Preview { ChartScrubberExample() }

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
