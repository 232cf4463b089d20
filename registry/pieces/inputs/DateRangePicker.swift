// pieces:
// title: Date Range Picker
// description: A month grid where two taps choose a date range; the ends glide between days and the band fills in between.
// category: inputs
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [date range, calendar, dates, booking, picker, month, check-in, rango de fechas, calendario, fechas, reserva]
// license: MIT

import SwiftUI

/// A month of days in a grid. The first tap chooses where the range starts, the second where it ends (a
/// tap before the start starts over from there, a tap on the start itself makes a one-day range), and a
/// tap after a finished range begins a new one. The start and end marks glide to their new day on the
/// snap role and the band between them fills in behind the days; each tap ticks. The chevrons move a
/// month at a time, the grid pushing in from the side it comes from.
///
/// The calendar does the maths: the grid's columns start on the locale's first weekday (Sunday in the
/// United States, Monday in most of Europe), weekday initials and the month title come from the
/// calendar, and day counts go through it, so a month with a daylight-saving change still counts its
/// days right. The range's bounds are the starts of their days in that calendar.
///
/// With Reduce Motion on, the marks move without overshoot and months fade instead of pushing.
/// VoiceOver reads each day as a button with its full date and its place in the range ("Start of
/// range, 5 nights"); the month title is a header. Days grow with Dynamic Type. In right-to-left
/// languages the week runs right to left and the chevrons point the other way, since the grid mirrors.
/// It blocks nothing: the days are plain buttons.
///
/// - Parameters:
///   - selection: The chosen range, from the start of its first day to the start of its last, or nil.
///   - bounds: The days that can be chosen, or nil for any day.
///   - calendar: The calendar the grid follows; the current one by default.
public struct DateRangePicker: View {
    @Binding private var selection: ClosedRange<Date>?
    private let bounds: ClosedRange<Date>?
    private let days: DateRangeCalendar

    /// The first day of the month shown.
    @State private var month: Date
    /// Whether the next tap ends the range that the last tap started.
    @State private var awaitingEnd = false
    /// Which way the last month change went, so the new month pushes in from that side.
    @State private var forward = true
    @Namespace private var marks

    @ScaledMetric(relativeTo: .body) private var cellHeight: CGFloat = 40
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// Dates written in the picker's own calendar and time zone.
    private var style: Date.FormatStyle {
        Date.FormatStyle(calendar: days.calendar, timeZone: days.calendar.timeZone)
    }

    public init(
        selection: Binding<ClosedRange<Date>?>, in bounds: ClosedRange<Date>? = nil, calendar: Calendar = .current
    ) {
        _selection = selection
        self.bounds = bounds
        days = DateRangeCalendar(calendar: calendar)
        let shown = selection.wrappedValue?.lowerBound ?? bounds?.lowerBound ?? Date()
        _month = State(initialValue: DateRangeCalendar(calendar: calendar).month(of: shown))
    }

    public var body: some View {
        VStack(spacing: 8) {
            header
            weekdays
            grid
                .id(month)
                .transition(motion.moving(.push(from: forward ? .trailing : .leading)))
        }
        .clipped()
        .pieceHaptic(.step, trigger: selection)
    }

    private var header: some View {
        HStack {
            Text(month, format: style.month(.wide).year())
                .font(.headline)
                .contentTransition(motion.reduceMotion ? .opacity : .interpolate)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            Button { show(-1) } label: { Image(systemName: "chevron.backward") }
                .accessibilityLabel(Text("Previous month"))
            Button { show(1) } label: { Image(systemName: "chevron.forward") }
                .accessibilityLabel(Text("Next month"))
        }
        .font(.body.weight(.semibold))
        .buttonStyle(.piecePress)
    }

    private var weekdays: some View {
        HStack(spacing: 0) {
            ForEach(Array(days.weekdaySymbols().enumerated()), id: \.offset) { _, symbol in
                Text(symbol)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            }
        }
        .accessibilityHidden(true)
    }

    private var grid: some View {
        let cells = days.cells(forMonth: month)
        return Grid(horizontalSpacing: 0, verticalSpacing: 4) {
            ForEach(0..<(cells.count / 7), id: \.self) { row in
                GridRow {
                    ForEach(0..<7, id: \.self) { column in
                        cell(cells[row * 7 + column])
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func cell(_ day: Date?) -> some View {
        if let day {
            let role = days.role(of: day, in: selection)
            let enabled = days.contains(day, in: bounds)
            Button {
                choose(day)
            } label: {
                Text(day, format: style.day())
                    .font(.body.weight(role.isEnd ? .semibold : .regular).monospacedDigit())
                    .foregroundStyle(role.isEnd ? AnyShapeStyle(.white) : AnyShapeStyle(enabled ? .primary : .tertiary))
                    .frame(maxWidth: .infinity, minHeight: cellHeight)
                    .background { band(role) }
                    .background { mark(role) }
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .disabled(!enabled)
            .accessibilityLabel(Text(day, format: style.weekday(.wide).month(.wide).day()))
            .accessibilityValue(Text(spoken(role)))
            .accessibilityAddTraits(role == .outside ? [] : .isSelected)
        } else {
            Color.clear.frame(maxWidth: .infinity, minHeight: cellHeight).accessibilityHidden(true)
        }
    }

    /// The tint between the ends: half a cell from each end's centre, a full cell inside.
    private func band(_ role: DateRangeCalendar.Role) -> some View {
        HStack(spacing: 0) {
            Color.accentColor.opacity(role.fillsLeadingHalf ? 0.16 : 0)
            Color.accentColor.opacity(role.fillsTrailingHalf ? 0.16 : 0)
        }
        .padding(.vertical, 2)
        .animation(motion.snap) { $0.opacity(role == .outside ? 0 : 1) }
    }

    /// The start and end marks share an identity across days, so a new end glides to its day.
    @ViewBuilder
    private func mark(_ role: DateRangeCalendar.Role) -> some View {
        if role == .start || role == .single {
            Circle().fill(.tint).matchedGeometryEffect(id: "start", in: marks)
        } else if role == .end {
            Circle().fill(.tint).matchedGeometryEffect(id: "end", in: marks)
        }
    }

    private func choose(_ day: Date) {
        let next = days.selecting(day, in: selection, awaitingEnd: awaitingEnd)
        withAnimation(motion.snap) {
            selection = next.range
        }
        awaitingEnd = next.awaitingEnd
    }

    private func show(_ months: Int) {
        forward = months > 0
        withAnimation(motion.snap) { month = days.month(month, adding: months) }
    }

    private func spoken(_ role: DateRangeCalendar.Role) -> String {
        let nights = selection.map { days.nights(in: $0) } ?? 0
        switch role {
        case .start: return String(localized: "Start of range, \(nights) nights")
        case .end: return String(localized: "End of range, \(nights) nights")
        case .single: return String(localized: "Start of range, choose the end")
        case .inside: return String(localized: "In range")
        case .outside: return ""
        }
    }
}

/// The picker's calendar maths, free of SwiftUI so `swift test` runs it: the month grid counted from the
/// calendar's first weekday, what a tap does to the range, and where each day sits in it.
private nonisolated struct DateRangeCalendar: Equatable, Sendable {
    var calendar: Calendar

    /// Where a day sits in the range.
    enum Role: Equatable, Sendable {
        case outside, start, end, inside
        /// A range of one day, or a start waiting for its end.
        case single

        var isEnd: Bool { self == .start || self == .end || self == .single }
        /// The band reaches toward the start (the leading half of the cell) on the end and inside days.
        var fillsLeadingHalf: Bool { self == .end || self == .inside }
        var fillsTrailingHalf: Bool { self == .start || self == .inside }
    }

    /// The first day of the month that holds `date`.
    func month(of date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    func month(_ month: Date, adding count: Int) -> Date {
        calendar.date(byAdding: .month, value: count, to: self.month(of: month)).map(self.month(of:)) ?? month
    }

    /// The month as whole weeks: blanks before the first day so it falls under its weekday (the columns
    /// start on the calendar's first weekday), then every day, then blanks to the end of the last week.
    func cells(forMonth month: Date) -> [Date?] {
        let start = self.month(of: month)
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 0
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: leading)
        for offset in 0..<count {
            cells.append(calendar.date(byAdding: .day, value: offset, to: start))
        }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return cells
    }

    /// The calendar's very short weekday names, starting on its first weekday.
    func weekdaySymbols() -> [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = (calendar.firstWeekday - 1 + 7) % 7
        return Array(symbols[first...] + symbols[..<first])
    }

    /// What a tap on `day` makes of the range: the end of a started range (or a new start, when it lies
    /// before that start), else the start of a new one.
    func selecting(
        _ day: Date, in range: ClosedRange<Date>?, awaitingEnd: Bool
    ) -> (range: ClosedRange<Date>, awaitingEnd: Bool) {
        let day = calendar.startOfDay(for: day)
        if awaitingEnd, let start = range?.lowerBound, day >= start {
            return (start...day, false)
        }
        return (day...day, true)
    }

    func role(of day: Date, in range: ClosedRange<Date>?) -> Role {
        guard let range else { return .outside }
        let day = calendar.startOfDay(for: day)
        let start = calendar.startOfDay(for: range.lowerBound)
        let end = calendar.startOfDay(for: range.upperBound)
        if day == start, day == end { return .single }
        if day == start { return .start }
        if day == end { return .end }
        return day > start && day < end ? .inside : .outside
    }

    /// Nights between the first and last day, counted in calendar days (a daylight-saving day still counts one).
    func nights(in range: ClosedRange<Date>) -> Int {
        let start = calendar.startOfDay(for: range.lowerBound)
        let end = calendar.startOfDay(for: range.upperBound)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// Whether `day` may be chosen: inside `bounds`, compared by whole days.
    func contains(_ day: Date, in bounds: ClosedRange<Date>?) -> Bool {
        guard let bounds else { return true }
        let day = calendar.startOfDay(for: day)
        return day >= calendar.startOfDay(for: bounds.lowerBound) && day <= calendar.startOfDay(for: bounds.upperBound)
    }
}

// MARK: - Example

private struct DateRangePickerExample: View {
    @State private var stay: ClosedRange<Date>?

    var body: some View {
        let today = Calendar.current.startOfDay(for: .now)
        let limit = Calendar.current.date(byAdding: .month, value: 6, to: today) ?? today
        VStack(alignment: .leading, spacing: 20) {
            DateRangePicker(selection: $stay, in: today...limit)
            Group {
                if let stay {
                    let day = Date.FormatStyle.dateTime.month().day()
                    Text("\(stay.lowerBound, format: day) – \(stay.upperBound, format: day)")
                } else {
                    Text("Choose your check-in day")
                }
            }
            .font(.headline)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview { DateRangePickerExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press, haptics) sha256:642e57bf8b714925

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
