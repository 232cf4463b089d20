import Foundation
import PiecesTestSupport
import Testing

/// CalendarHeatmap's grid, compiled out of the piece file: weeks start on the calendar's first weekday,
/// cells and days map both ways, a point past the edge keeps the edge cell, values fall into buckets,
/// and readings add up per calendar day.
@Suite struct CalendarHeatmapLogicTests {
    static let piece = "registry/pieces/data/CalendarHeatmap.swift"
    static let declarations = ["private nonisolated struct CalendarHeatmapGrid: Equatable, Sendable {"]

    /// Weeks in Madrid from `firstWeekday`, ending on Wednesday 18 March 2026.
    static func support(firstWeekday: Int) -> String {
        """
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
        calendar.firstWeekday = \(firstWeekday)
        func day(_ month: Int, _ day: Int, hour: Int = 12) -> Date {
            calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour))!
        }
        func show(_ date: Date?) -> String {
            guard let date else { return "-" }
            let parts = calendar.dateComponents([.month, .day], from: date)
            return "\\(parts.month!)/\\(parts.day!)"
        }
        let grid = CalendarHeatmapGrid(calendar: calendar, end: day(3, 18, hour: 20), weeks: 3, levels: 4)

        """
    }

    /// Every probe below (after its support), compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(
                support(firstWeekday: 2) + columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank,
                isolations: MotionIsolation.allCases),
            .init(
                support(firstWeekday: 1) + columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank2,
                isolations: MotionIsolation.allCases),
            .init(support(firstWeekday: 2) + aPointFindsItsCellAndAFingerPastTheEdgeKeepsTheEdgeCell),
            .init(support(firstWeekday: 2) + valuesFallIntoBucketsWithTheBusiestDayDarkest),
            .init(support(firstWeekday: 2) + readingsAddUpPerCalendarDayAndVoiceOverStaysInsideTheGrid)
        ])

    static func run(
        _ probe: String, firstWeekday: Int = 2,
        isolation: MotionIsolation = .nonisolated
    ) throws -> [String] {
        try logic.run(support(firstWeekday: firstWeekday) + probe, isolation: isolation)
    }

    static let columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank =
        """
        print(show(grid.start), show(grid.day(column: 2, row: 2)), show(grid.day(column: 2, row: 3)))
        print(show(grid.day(column: 0, row: 0)), show(grid.day(column: 3, row: 0)), show(grid.day(column: 0,
            row: 7)))
        let cell = grid.cell(for: day(3, 10, hour: 23))!
        print(cell.column, cell.row, grid.cell(for: day(3, 1)) == nil, grid.cell(for: day(3, 19)) == nil)
        """

    static let columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank2 =
        """
        print(show(grid.start), show(grid.day(column: 2, row: 3)), show(grid.day(column: 2, row: 4)))
        """

    @Test(arguments: MotionIsolation.allCases)
    func columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let monday = try Self.run(
            Self.columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank, firstWeekday: 2, isolation: isolation)
        // 2 March 2026 is a Monday; 18 March a Wednesday.
        #expect(monday == ["3/2 3/18 -", "3/2 - -", "1 1 true true"])
        let sunday = try Self.run(
            Self.columnsAreWeeksFromTheFirstWeekdayAndDaysAfterTheEndStayBlank2, firstWeekday: 1, isolation: isolation)
        #expect(sunday == ["3/1 3/18 -"])
    }

    static let aPointFindsItsCellAndAFingerPastTheEdgeKeepsTheEdgeCell =
        """
        // Cells 20 points with 4 between: a pitch of 24.
        func at(_ x: CGFloat, _ y: CGFloat) -> String {
            let cell = grid.cell(at: CGPoint(x: x, y: y), cellSize: 20, spacing: 4)
            return "\\(cell.column),\\(cell.row)"
        }
        print(at(5, 5), at(25, 50), at(22, 22), at(-40, 500), at(900, -3))
        print(grid.cellSize(width: 68, spacing: 4), grid.cellSize(width: 0, spacing: 4))
        """

    @Test func aPointFindsItsCellAndAFingerPastTheEdgeKeepsTheEdgeCell() throws {
        let lines = try Self.run(Self.aPointFindsItsCellAndAFingerPastTheEdgeKeepsTheEdgeCell)
        #expect(lines == ["0,0 1,2 0,0 0,6 2,0", "20.0 0.0"])
    }

    static let valuesFallIntoBucketsWithTheBusiestDayDarkest =
        """
        print([0, -3, .nan, 0.01, 2.5, 2.6, 5, 7.5, 10, 14].map { grid.level(for: $0, maximum: 10) })
        print(grid.level(for: 3, maximum: 0))
        """

    @Test func valuesFallIntoBucketsWithTheBusiestDayDarkest() throws {
        let lines = try Self.run(Self.valuesFallIntoBucketsWithTheBusiestDayDarkest)
        #expect(lines == ["[0, 0, 0, 1, 1, 2, 2, 3, 4, 4]", "0"])
    }

    static let readingsAddUpPerCalendarDayAndVoiceOverStaysInsideTheGrid =
        """
        let totals = grid.totals([day(3, 10, hour: 1): 2, day(3, 10, hour: 23): 3, day(3, 11): .infinity])
        print(totals.count, totals[calendar.startOfDay(for: day(3, 10))] ?? -1)
        print(show(grid.stepped(from: day(3, 18), by: 1)), show(grid.stepped(from: day(3, 2), by: -1)))
        print(show(grid.stepped(from: day(3, 9), by: -1)))
        """

    @Test func readingsAddUpPerCalendarDayAndVoiceOverStaysInsideTheGrid() throws {
        let lines = try Self.run(Self.readingsAddUpPerCalendarDayAndVoiceOverStaysInsideTheGrid)
        #expect(lines == ["1 5.0", "3/18 3/2", "3/8"])
    }
}
