// pieces:
// title: Calendar Heatmap
// description: Weeks of days as a grid of tinted cells, darker for more; scrub across it and the day under the finger reads out with a tick per day.
// category: data
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [heatmap, calendar, contributions, activity, streak, grid, habit, data, mapa de calor, calendario, actividad, datos]
// license: MIT

import SwiftUI

/// Recent weeks as columns of seven days, each day a cell tinted by how much happened on it: empty days
/// stay grey, and the rest fall into `levels` buckets of the busiest day's value, so the darkest cell is
/// the busiest day and any day with something on it is at least lightly tinted. Weeks start on the
/// calendar's first weekday, and readings are summed per calendar day.
///
/// Touch the grid and move the finger across it: the day under the finger is outlined and its value and
/// date are shown above the grid, with a selection tick for each new day. The outline follows
/// the finger without animation and a finger that leaves the grid keeps the edge day; lifting keeps the
/// selection, and a touch on the selected day clears it. The caption's number rolls on the value role,
/// never past the true value.
///
/// What it blocks: a drag that starts on the grid belongs to it, so a vertical `ScrollView` does not
/// scroll from a finger that lands on the grid (from iOS 18 a drag gesture can hold the scroll view still).
///
/// With Reduce Motion on, the caption fades between values instead of rolling. VoiceOver reads the grid
/// as one adjustable element: swipe up or down to move a day at a time, and it reads each day's date and
/// value. The caption grows with Dynamic Type; the cells fit the width. The grid runs oldest to newest from
/// left to right in every language, so the finger and the cell under it always agree; the caption follows
/// the layout direction.
///
/// - Parameters:
///   - title: What the values count, read by VoiceOver and shown when nothing is selected.
///   - values: Readings by date; several on one day add up.
///   - weeks: How many weeks the grid shows, ending with the week of `end`.
///   - end: The last day shown; later days of its week stay blank.
///   - levels: How many tints the non-empty days are bucketed into.
///   - calendar: The calendar days and weeks follow.
public struct CalendarHeatmap: View {
    private let title: LocalizedStringResource
    private let grid: CalendarHeatmapGrid
    private let totals: [Date: Double]

    @State private var selected: Date?
    /// The selection when the finger went down, so a touch on the selected day clears it.
    @State private var touchStart: Date??
    @State private var width: CGFloat = 0

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    private let spacing: CGFloat = 3

    public init(
        _ title: LocalizedStringResource, values: [Date: Double], weeks: Int = 17, end: Date = Date(),
        levels: Int = 4, calendar: Calendar = .current
    ) {
        self.title = title
        grid = CalendarHeatmapGrid(calendar: calendar, end: end, weeks: weeks, levels: levels)
        totals = grid.totals(values)
    }

    private var maximum: Double { totals.values.max() ?? 0 }
    private var cellSize: CGFloat { grid.cellSize(width: width, spacing: spacing) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            caption
            cells
                .frame(height: cellSize * 7 + spacing * 6)
                .frame(maxWidth: .infinity)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                .contentShape(Rectangle())
                .pieceDrag(minimumDistance: 0) { drag in
                    scrub(to: drag.location)
                } onEnded: { release in
                    lift(release)
                } onCancelled: {
                    touchStart = nil
                }
                // A time axis hit-tested in screen points: oldest at the left in every language.
                .environment(\.layoutDirection, .leftToRight)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(title))
                .accessibilityValue(Text(spoken(selected ?? grid.end)))
                .accessibilityAdjustableAction { direction in
                    selected = grid.stepped(from: selected ?? grid.end, by: direction == .increment ? 1 : -1)
                }
        }
        .pieceHaptic(.step, trigger: selected)
    }

    private var caption: some View {
        let value = selected.map { totals[$0] ?? 0 } ?? totals.values.reduce(0, +)
        return HStack(spacing: 6) {
            Text(value, format: .number.precision(.fractionLength(0...1)))
                .font(.headline.monospacedDigit())
                .contentTransition(reduceMotion ? .opacity : .numericText(value: value))
                .animation(motion.value, value: value)
            Group {
                if let selected {
                    Text(selected, format: dayStyle)
                } else {
                    Text(title)
                }
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .accessibilityHidden(true)
    }

    private var cells: some View {
        let size = cellSize
        let maximum = maximum
        let outline = selected.flatMap { grid.cell(for: $0) }
        return Canvas { context, _ in
            for column in 0..<grid.weeks {
                for row in 0..<7 {
                    guard let day = grid.day(column: column, row: row) else { continue }
                    let corner = origin(column: column, row: row, size: size)
                    let rect = CGRect(x: corner.x, y: corner.y, width: size, height: size)
                    let level = grid.level(for: totals[day] ?? 0, maximum: maximum)
                    let shape = Path(roundedRect: rect, cornerRadius: size * 0.22)
                    context.fill(shape, with: .style(tint(level)))
                }
            }
        }
        .overlay(alignment: .topLeading) {
            if let outline {
                RoundedRectangle(cornerRadius: size * 0.3, style: .continuous)
                    .strokeBorder(.primary, lineWidth: 2)
                    .frame(width: size + 4, height: size + 4)
                    .offset(
                        x: origin(column: outline.column, row: outline.row, size: size).x - 2,
                        y: origin(column: outline.column, row: outline.row, size: size).y - 2)
            }
        }
    }

    private func origin(column: Int, row: Int, size: CGFloat) -> CGPoint {
        CGPoint(x: CGFloat(column) * (size + spacing), y: CGFloat(row) * (size + spacing))
    }

    /// Grey for an empty day, the tint at a strength that grows with the level for the rest.
    private func tint(_ level: Int) -> AnyShapeStyle {
        guard level > 0 else { return AnyShapeStyle(Color.secondary.opacity(0.15)) }
        return AnyShapeStyle(.tint.opacity(0.25 + 0.75 * Double(level) / Double(grid.levels)))
    }

    private var dayStyle: Date.FormatStyle {
        Date.FormatStyle(calendar: grid.calendar, timeZone: grid.calendar.timeZone).weekday(.wide).month().day()
    }

    private func spoken(_ day: Date) -> String {
        let value = (totals[day] ?? 0).formatted(.number.precision(.fractionLength(0...1)))
        return "\(day.formatted(dayStyle)): \(value)"
    }

    // MARK: Gesture

    /// The outline follows the finger with no animation; each new day ticks through the haptic trigger.
    private func scrub(to location: CGPoint) {
        let cell = grid.cell(at: location, cellSize: cellSize, spacing: spacing)
        let day = grid.day(column: cell.column, row: cell.row) ?? grid.end
        if touchStart == nil { touchStart = .some(selected) }
        if day != selected { selected = day }
    }

    private func lift(_ release: PieceDragRelease) {
        defer { touchStart = nil }
        let still = hypot(release.translation.width, release.translation.height) < 10
        if still, let start = touchStart, start == selected { selected = nil }
    }
}

/// The heatmap's grid maths, free of SwiftUI so `swift test` runs it: which cell holds which day, the
/// cell under a point, the bucket of a value and the per-day totals.
private nonisolated struct CalendarHeatmapGrid: Equatable, Sendable {
    let calendar: Calendar
    /// The start of the last day shown.
    let end: Date
    let weeks: Int
    let levels: Int

    init(calendar: Calendar, end: Date, weeks: Int, levels: Int) {
        self.calendar = calendar
        self.end = calendar.startOfDay(for: end)
        self.weeks = max(weeks, 1)
        self.levels = max(levels, 1)
    }

    /// The first day of the first column: the start of the week `weeks - 1` weeks before the last one.
    var start: Date {
        let lastWeek = calendar.dateInterval(of: .weekOfYear, for: end)?.start ?? end
        return calendar.date(byAdding: .weekOfYear, value: -(weeks - 1), to: lastWeek) ?? lastWeek
    }

    /// The day in `column` (0 is the oldest week) and `row` (0 is the calendar's first weekday), or nil
    /// for a cell outside the grid or after `end`.
    func day(column: Int, row: Int) -> Date? {
        guard (0..<weeks).contains(column), (0..<7).contains(row) else { return nil }
        guard let day = calendar.date(byAdding: .day, value: column * 7 + row, to: start) else { return nil }
        return day <= end ? calendar.startOfDay(for: day) : nil
    }

    /// Where `day` sits in the grid, or nil when it is not shown.
    func cell(for day: Date) -> (column: Int, row: Int)? {
        let day = calendar.startOfDay(for: day)
        guard day >= start, day <= end, let offset = calendar.dateComponents([.day], from: start, to: day).day else {
            return nil
        }
        return (offset / 7, offset % 7)
    }

    /// The largest square cell that fits `weeks` columns in `width`.
    func cellSize(width: CGFloat, spacing: CGFloat) -> CGFloat {
        max((width - spacing * CGFloat(weeks - 1)) / CGFloat(weeks), 0)
    }

    /// The cell under `point`, held inside the grid so a finger past an edge keeps the edge cell; a point
    /// in the spacing belongs to the cell it follows.
    func cell(at point: CGPoint, cellSize: CGFloat, spacing: CGFloat) -> (column: Int, row: Int) {
        let pitch = max(cellSize + spacing, 1)
        let column = Int((point.x / pitch).rounded(.down))
        let row = Int((point.y / pitch).rounded(.down))
        return (min(max(column, 0), weeks - 1), min(max(row, 0), 6))
    }

    /// The tint bucket of `value`: 0 for nothing (or no number), else 1 through `levels` by its share of
    /// `maximum`, so the busiest day is the darkest and any positive day shows.
    func level(for value: Double, maximum: Double) -> Int {
        guard value.isFinite, value > 0, maximum > 0 else { return 0 }
        let share = min(value / maximum, 1)
        return min(max(Int((share * Double(levels)).rounded(.up)), 1), levels)
    }

    /// Readings summed by the start of their calendar day; non-finite readings are left out.
    func totals(_ readings: [Date: Double]) -> [Date: Double] {
        var totals: [Date: Double] = [:]
        for (date, value) in readings where value.isFinite {
            totals[calendar.startOfDay(for: date), default: 0] += value
        }
        return totals
    }

    /// VoiceOver's swipe: `days` from `day`, held between the first day shown and `end`.
    func stepped(from day: Date, by days: Int) -> Date {
        let next = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: day)) ?? day
        return min(max(calendar.startOfDay(for: next), start), end)
    }
}

// MARK: - Example

private struct CalendarHeatmapExample: View {
    private let workouts: [Date: Double] = {
        let today = Calendar.current.startOfDay(for: .now)
        var values: [Date: Double] = [:]
        for offset in 0..<119 where (offset * 7 + offset / 5) % 3 != 0 {
            if let day = Calendar.current.date(byAdding: .day, value: -offset, to: today) {
                values[day] = Double((offset * 37) % 9)
            }
        }
        return values
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Workouts").font(.title2.bold())
            CalendarHeatmap("minutes this season", values: workouts)
                .tint(.green)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview { CalendarHeatmapExample() }

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
