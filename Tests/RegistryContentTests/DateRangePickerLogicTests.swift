import Foundation
import PiecesTestSupport
import Testing

/// DateRangePicker's calendar maths, compiled out of the piece file: the grid starts on the calendar's
/// first weekday, taps start, end and restart a range, and nights are counted in calendar days across a
/// daylight-saving change.
@Suite struct DateRangePickerLogicTests {
    static let piece = "registry/pieces/inputs/DateRangePicker.swift"
    static let declarations = ["private nonisolated struct DateRangeCalendar: Equatable, Sendable {"]
    /// A Gregorian calendar in Berlin (clocks go forward on 29 March 2026), weeks from `firstWeekday`.
    static func support(firstWeekday: Int) -> String {
        """
        func berlin(_ firstWeekday: Int) -> Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
            calendar.locale = Locale(identifier: "en_US_POSIX")
            calendar.firstWeekday = firstWeekday
            return calendar
        }
        let days = DateRangeCalendar(calendar: berlin(\(firstWeekday)))
        func day(_ month: Int, _ day: Int) -> Date {
            days.calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: 15))!
        }
        func show(_ date: Date?) -> String {
            guard let date else { return "-" }
            return String(days.calendar.component(.day, from: date))
        }
        """
    }

    /// Every probe below (after its support), compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(
                full(theGridStartsOnTheCalendarsFirstWeekday, firstWeekday: 2), isolations: MotionIsolation.allCases),
            .init(
                full(theGridStartsOnTheCalendarsFirstWeekday2, firstWeekday: 1), isolations: MotionIsolation.allCases),
            .init(full(aFebruaryThatStartsOnTheFirstWeekdayFillsExactlyFourWeeks, firstWeekday: 1)),
            .init(full(tapsStartEndAndRestartTheRange, firstWeekday: 2)),
            .init(full(nightsCountCalendarDaysAcrossTheClockChangeAndBoundsCompareWholeDays, firstWeekday: 2))
        ])

    /// The probe after the support for `firstWeekday`.
    static func full(_ probe: String, firstWeekday: Int) -> String {
        support(firstWeekday: firstWeekday) + "\n" + probe
    }

    static func run(
        _ probe: String, firstWeekday: Int = 2,
        isolation: MotionIsolation = .nonisolated
    ) throws -> [String] {
        try logic.run(full(probe, firstWeekday: firstWeekday), isolation: isolation)
    }

    static let theGridStartsOnTheCalendarsFirstWeekday =
        """
        let cells = days.cells(forMonth: day(3, 18))
        print(cells.count, cells.prefix(8).map(show).joined(separator: " "), show(cells[cells.count - 6]))
        print(days.weekdaySymbols().joined())
        """

    static let theGridStartsOnTheCalendarsFirstWeekday2 =
        """
        let cells = days.cells(forMonth: day(3, 18))
        print(cells.count, cells.prefix(2).map(show).joined(separator: " "), show(cells.last!))
        print(days.weekdaySymbols().joined())
        """

    @Test(arguments: MotionIsolation.allCases)
    func theGridStartsOnTheCalendarsFirstWeekday(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        // 1 March 2026 is a Sunday: last in a Monday week, first in a Sunday week.
        let monday = try Self.run(Self.theGridStartsOnTheCalendarsFirstWeekday, firstWeekday: 2, isolation: isolation)
        #expect(monday == ["42 - - - - - - 1 2 31", "MTWTFSS"])
        let sunday = try Self.run(Self.theGridStartsOnTheCalendarsFirstWeekday2, firstWeekday: 1, isolation: isolation)
        #expect(sunday == ["35 1 2 -", "SMTWTFS"])
    }

    static let aFebruaryThatStartsOnTheFirstWeekdayFillsExactlyFourWeeks =
        """
        let cells = days.cells(forMonth: day(2, 10))
        print(cells.count, cells.allSatisfy { $0 != nil }, show(days.month(day(1, 31), adding: 1)))
        """

    @Test func aFebruaryThatStartsOnTheFirstWeekdayFillsExactlyFourWeeks() throws {
        let lines = try Self.run(Self.aFebruaryThatStartsOnTheFirstWeekdayFillsExactlyFourWeeks, firstWeekday: 1)
        // 1 February 2026 is a Sunday: 28 days, no blanks at all.
        #expect(lines == ["28 true 1"])
    }

    static let tapsStartEndAndRestartTheRange =
        """
        var state = days.selecting(day(3, 10), in: nil, awaitingEnd: false)
        print(show(state.range.lowerBound), show(state.range.upperBound), state.awaitingEnd, days.role(of: day(3,
            10), in: state.range))
        state = days.selecting(day(3, 8), in: state.range, awaitingEnd: state.awaitingEnd)
        print(show(state.range.lowerBound), show(state.range.upperBound), state.awaitingEnd)
        state = days.selecting(day(3, 12), in: state.range, awaitingEnd: state.awaitingEnd)
        print(show(state.range.lowerBound), show(state.range.upperBound), state.awaitingEnd)
        print([7, 8, 10, 12, 13].map { "\\(days.role(of: day(3, $0), in: state.range))" }.joined(separator: " "))
        state = days.selecting(day(3, 20), in: state.range, awaitingEnd: state.awaitingEnd)
        print(show(state.range.lowerBound), show(state.range.upperBound), state.awaitingEnd)
        """

    @Test func tapsStartEndAndRestartTheRange() throws {
        let lines = try Self.run(Self.tapsStartEndAndRestartTheRange)
        #expect(
            lines == [
                "10 10 true single", "8 8 true", "8 12 false", "outside start inside end outside",
                "20 20 true"
            ])
    }

    static let nightsCountCalendarDaysAcrossTheClockChangeAndBoundsCompareWholeDays =
        """
        let stay = days.selecting(day(3, 28), in: days.selecting(day(3, 27), in: nil, awaitingEnd: false).range,
            awaitingEnd: true).range
        print(days.nights(in: day(3, 28)...day(3, 30)), days.nights(in: stay),
            stay.upperBound.timeIntervalSince(stay.lowerBound))
        let bounds = day(3, 5)...day(3, 9)
        print(days.contains(days.calendar.startOfDay(for: day(3, 5)), in: bounds), days.contains(day(3, 9),
            in: bounds))
        print(days.contains(day(3, 4), in: bounds), days.contains(day(3, 10), in: bounds), days.contains(day(1, 1),
            in: nil))
        """

    @Test func nightsCountCalendarDaysAcrossTheClockChangeAndBoundsCompareWholeDays() throws {
        let lines = try Self.run(Self.nightsCountCalendarDaysAcrossTheClockChangeAndBoundsCompareWholeDays)
        // 28 → 30 March spans the 23-hour day; the selected bounds are the starts of their days.
        #expect(lines == ["2 1 86400.0", "true true", "false false true"])
    }
}
