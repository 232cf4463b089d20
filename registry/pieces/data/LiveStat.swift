// pieces:
// title: Live Stat
// description: A live figure with its change and a sparkline; every reading lands in one beat, the numbers together and never past the truth.
// category: data
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [live, stat, metric, sparkline, trend, dashboard, realtime, number, en vivo, métrica, tendencia, panel]
// license: MIT

import SwiftUI

/// A figure that updates live: the value, its change since the last reading (with an arrow and a
/// percentage) and a sparkline of the recent readings, newest at the right. Each new `value` is recorded
/// in one transaction on the value role, so the figure, the change and the percentage roll to their new
/// numbers together (never one digit column or one label after another) and never overshoot: for no
/// instant does the card show a number that was not read. The sparkline's vertical scale glides to fit
/// the new readings on the same beat. A small dot breathes slowly while the stat is live.
///
/// Readings that are not finite numbers are ignored. At most `capacity` readings are kept.
///
/// With Reduce Motion on, the numbers fade to their new value, the scale lands on the short spring and
/// the live dot stays still. VoiceOver reads the card as one element ("Visitors, 1,284, up 12, 0.9
/// percent") with the `.updatesFrequently` trait, so VoiceOver treats it as a live figure. Text grows with
/// Dynamic Type. The sparkline is drawn newest-at-the-right in every layout direction; the labels follow
/// the layout direction. It blocks nothing: there is no gesture.
///
/// - Parameters:
///   - title: What the value measures.
///   - value: The latest reading; each change is recorded.
///   - format: How the value and its change are written.
///   - capacity: How many recent readings the sparkline shows.
///   - isLive: Whether the live dot shows.
public struct LiveStat: View {
    private let title: LocalizedStringResource
    private let value: Double
    private let formatted: (Double) -> String
    private let isLive: Bool

    @State private var series: LiveStatSeries
    @State private var breathing = false

    @ScaledMetric(relativeTo: .body) private var lineHeight: CGFloat = 44
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init<Format: FormatStyle>(
        _ title: LocalizedStringResource, value: Double, format: Format, capacity: Int = 30, isLive: Bool = true
    ) where Format.FormatInput == Double, Format.FormatOutput == String {
        self.title = title
        self.value = value
        formatted = { format.format($0) }
        self.isLive = isLive
        var series = LiveStatSeries(capacity: capacity)
        series.record(value)
        _series = State(initialValue: series)
    }

    /// Values written as whole numbers.
    public init(_ title: LocalizedStringResource, value: Double, capacity: Int = 30, isLive: Bool = true) {
        self.init(
            title, value: value, format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)),
            capacity: capacity, isLive: isLive)
    }

    public var body: some View {
        let latest = series.latest ?? value
        let range = series.range
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text(title).font(.subheadline).foregroundStyle(.secondary)
                if isLive { liveDot }
            }
            Text(formatted(latest))
                .font(.largeTitle.bold().monospacedDigit())
                .contentTransition(reduceMotion ? .opacity : .numericText(value: latest))
            change
            ZStack {
                LiveStatLine(
                    values: series.values, capacity: series.capacity, low: range.lowerBound, high: range.upperBound
                )
                .stroke(trendColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                LiveStatLine(
                    values: series.values, capacity: series.capacity, low: range.lowerBound, high: range.upperBound,
                    marksLatest: true
                )
                .fill(trendColor)
            }
            .frame(height: lineHeight)
            .accessibilityHidden(true)
        }
        .padding(16)
        .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 18, style: .continuous))
        .onChange(of: value) { _, reading in
            // One transaction for every number on the card: they arrive together.
            withAnimation(motion.value) { series.record(reading) }
        }
        .onAppear(perform: breathe)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(spokenValue))
        .accessibilityAddTraits(.updatesFrequently)
    }

    private var change: some View {
        let delta = series.change ?? 0
        let share = series.relativeChange
        return HStack(spacing: 4) {
            Image(systemName: arrow).contentTransition(.symbolEffect(.replace))
            Text(signed(delta)).contentTransition(reduceMotion ? .opacity : .numericText(value: delta))
            if let share {
                let signedPercent = FloatingPointFormatStyle<Double>.Percent().precision(.fractionLength(1))
                    .sign(strategy: .always(includingZero: false))
                Text(share, format: signedPercent)
                    .contentTransition(reduceMotion ? .opacity : .numericText(value: share))
            }
        }
        .font(.subheadline.weight(.semibold).monospacedDigit())
        .foregroundStyle(trendColor)
    }

    private var liveDot: some View {
        Circle()
            .fill(.red)
            .frame(width: 7, height: 7)
            .opacity(breathing ? 0.35 : 1)
            .accessibilityHidden(true)
    }

    /// The ambient role loops the live dot; under Reduce Motion it is `nil` and the dot rests, fully lit.
    private func breathe() {
        guard isLive, let ambient = motion.ambient else { return }
        withAnimation(ambient.repeatForever(autoreverses: true)) { breathing = true }
    }

    private var arrow: String {
        switch series.trend {
        case .up: "arrow.up.right"
        case .down: "arrow.down.right"
        case .flat: "arrow.right"
        }
    }

    private var trendColor: Color {
        switch series.trend {
        case .up: .green
        case .down: .red
        case .flat: .secondary
        }
    }

    private func signed(_ delta: Double) -> String {
        delta > 0 ? "+" + formatted(delta) : formatted(delta)
    }

    private var spokenValue: String {
        let latest = formatted(series.latest ?? value)
        let delta = formatted(abs(series.change ?? 0))
        let share = series.relativeChange.map { abs($0).formatted(.percent.precision(.fractionLength(1))) } ?? ""
        switch series.trend {
        case .up: return String(localized: "\(latest), up \(delta), \(share)")
        case .down: return String(localized: "\(latest), down \(delta), \(share)")
        case .flat: return String(localized: "\(latest), unchanged")
        }
    }
}

/// The sparkline, or with `marksLatest` a dot on its newest reading: readings right-aligned over
/// `capacity` slots, scaled between `low` and `high`, which animate so the scale glides.
private nonisolated struct LiveStatLine: Shape {
    var values: [Double]
    var capacity: Int
    var low: Double
    var high: Double
    var marksLatest = false

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(low, high) }
        set {
            low = newValue.first
            high = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let points = LiveStatSeries.points(values, capacity: capacity, low: low, high: high).map { point in
            CGPoint(x: rect.minX + point.x * rect.width, y: rect.maxY - point.y * rect.height)
        }
        var path = Path()
        if marksLatest {
            guard let last = points.last else { return path }
            path.addEllipse(in: CGRect(x: last.x - 3, y: last.y - 3, width: 6, height: 6))
        } else {
            path.addLines(points)
        }
        return path
    }
}

/// The live stat's readings, free of SwiftUI so `swift test` runs it: what is kept, the change and its
/// direction, the sparkline's scale and its points.
private nonisolated struct LiveStatSeries: Equatable, Sendable {
    enum Trend: Equatable, Sendable {
        case up, down, flat
    }

    private(set) var values: [Double] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 2)
    }

    /// Keeps `reading` (a finite number) as the newest, dropping the oldest past `capacity`.
    mutating func record(_ reading: Double) {
        guard reading.isFinite else { return }
        values.append(reading)
        if values.count > capacity { values.removeFirst(values.count - capacity) }
    }

    var latest: Double? { values.last }

    /// The change since the reading before the newest, or nil with fewer than two.
    var change: Double? {
        guard values.count >= 2 else { return nil }
        return values[values.count - 1] - values[values.count - 2]
    }

    /// The change as a share of the reading before, or nil when that was 0 (no share of nothing).
    var relativeChange: Double? {
        guard let change, values.count >= 2, values[values.count - 2] != 0 else { return nil }
        return change / abs(values[values.count - 2])
    }

    var trend: Trend {
        guard let change, change != 0 else { return .flat }
        return change > 0 ? .up : .down
    }

    /// The sparkline's vertical scale: the readings' span with a tenth of headroom above and below, so
    /// the line never touches the edges; a flat series gets a band around its value.
    var range: ClosedRange<Double> {
        guard let low = values.min(), let high = values.max() else { return 0...1 }
        let span = high - low
        let pad = span > 0 ? span * 0.1 : max(abs(high) * 0.05, 1)
        return (low - pad)...(high + pad)
    }

    /// Each reading as a point in the unit square (x across, y up), right-aligned over `capacity` slots so
    /// the newest reading is always at the right edge and a short series starts partway in.
    static func points(_ values: [Double], capacity: Int, low: Double, high: Double) -> [CGPoint] {
        let slots = Double(max(capacity, 2) - 1)
        let span = high - low
        return values.enumerated().map { index, value in
            let x = 1 - Double(values.count - 1 - index) / slots
            let y = span > 0 ? (value - low) / span : 0.5
            return CGPoint(x: max(x, 0), y: min(max(y, 0), 1))
        }
    }
}

// MARK: - Example

private struct LiveStatExample: View {
    @State private var visitors = 1_240.0
    @State private var load = 0.42

    var body: some View {
        VStack(spacing: 16) {
            LiveStat("Visitors", value: visitors)
            LiveStat("CPU", value: load, format: .percent.precision(.fractionLength(0)), capacity: 20)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .task {
            // Readings arrive every second and a half while the example is on screen.
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1.5))
                visitors = max(visitors + Double(Int.random(in: -30...45)), 0)
                load = min(max(load + Double.random(in: -0.08...0.08), 0), 1)
            }
        }
    }
}

#Preview { LiveStatExample() }

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
