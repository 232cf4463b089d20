import Foundation
import PiecesTestSupport
import Testing

/// LiveStat's readings, compiled out of the piece file: what is kept, the change and its direction,
/// the sparkline's scale with headroom, and its points right-aligned so the newest is at the edge.
@Suite struct LiveStatLogicTests {
    static let piece = "registry/pieces/data/LiveStat.swift"
    static let declarations = ["private nonisolated struct LiveStatSeries: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(
                readingsAreKeptUpToTheCapacityAndTheChangeIsAgainstTheOneBefore, isolations: MotionIsolation.allCases),
            .init(aChangeFromZeroHasNoShare), .init(theScaleLeavesHeadroomAndAFlatSeriesSitsInTheMiddle),
            .init(pointsAreRightAlignedWithTheNewestAtTheEdge)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let readingsAreKeptUpToTheCapacityAndTheChangeIsAgainstTheOneBefore =
        """
        var series = LiveStatSeries(capacity: 3)
        series.record(100)
        print(series.change == nil, series.relativeChange == nil, series.trend)
        series.record(110)
        series.record(.nan)
        series.record(.infinity)
        print(series.values, series.change ?? 0, series.relativeChange ?? 0, series.trend)
        series.record(99)
        series.record(99)
        print(series.values, series.latest ?? 0, series.trend)
        series.record(88)
        print(series.change ?? 0, series.trend, LiveStatSeries(capacity: 0).capacity)
        """

    @Test(arguments: MotionIsolation.allCases)
    func readingsAreKeptUpToTheCapacityAndTheChangeIsAgainstTheOneBefore(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(
            Self.readingsAreKeptUpToTheCapacityAndTheChangeIsAgainstTheOneBefore, isolation: isolation)
        #expect(
            lines == [
                "true true flat", "[100.0, 110.0] 10.0 0.1 up", "[110.0, 99.0, 99.0] 99.0 flat", "-11.0 down 2"
            ])
    }

    static let aChangeFromZeroHasNoShare =
        """
        var series = LiveStatSeries(capacity: 5)
        series.record(0)
        series.record(4)
        print(series.change ?? 0, series.relativeChange == nil, series.trend)
        var negative = LiveStatSeries(capacity: 5)
        negative.record(-50)
        negative.record(-25)
        print(negative.relativeChange ?? 0, negative.trend)
        """

    @Test func aChangeFromZeroHasNoShare() throws {
        let lines = try Self.run(Self.aChangeFromZeroHasNoShare)
        #expect(lines == ["4.0 true up", "0.5 up"])
    }

    static let theScaleLeavesHeadroomAndAFlatSeriesSitsInTheMiddle =
        """
        var series = LiveStatSeries(capacity: 5)
        print(series.range)
        for value in [10.0, 20, 30] { series.record(value) }
        print(series.range)
        var flat = LiveStatSeries(capacity: 5)
        flat.record(200)
        flat.record(200)
        print(flat.range, LiveStatSeries.points(flat.values, capacity: 5, low: 200, high: 200).map(\\.y))
        """

    @Test func theScaleLeavesHeadroomAndAFlatSeriesSitsInTheMiddle() throws {
        let lines = try Self.run(Self.theScaleLeavesHeadroomAndAFlatSeriesSitsInTheMiddle)
        #expect(lines == ["0.0...1.0", "8.0...32.0", "190.0...210.0 [0.5, 0.5]"])
    }

    static let pointsAreRightAlignedWithTheNewestAtTheEdge =
        """
        let points = LiveStatSeries.points([0, 5, 10], capacity: 5, low: 0, high: 10)
        print(points.map(\\.x), points.map(\\.y))
        let full = LiveStatSeries.points([1, 2, 3, 4, 5], capacity: 5, low: 2, high: 4)
        print(full.map(\\.x), full.map(\\.y))
        """

    @Test func pointsAreRightAlignedWithTheNewestAtTheEdge() throws {
        let lines = try Self.run(Self.pointsAreRightAlignedWithTheNewestAtTheEdge)
        #expect(lines == ["[0.5, 0.75, 1.0] [0.0, 0.5, 1.0]", "[0.0, 0.25, 0.5, 0.75, 1.0] [0.0, 0.0, 0.5, 1.0, 1.0]"])
    }
}
