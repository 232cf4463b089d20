import Foundation
import PiecesTestSupport
import Testing

/// RingBreakdown's geometry, compiled out of the piece file: shares and arcs clockwise from the top, the
/// segment under a point or an angle, the bisector a selection steps out along, and percentages that
/// always add up to 100.
@Suite struct RingBreakdownLogicTests {
    static let piece = "registry/pieces/data/RingBreakdown.swift"
    static let declarations = ["private nonisolated struct RingBreakdownGeometry: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aPointOnTheBandHitsTheSegmentDrawnThereClockwiseFromTheTop, isolations: MotionIsolation.allCases),
            .init(emptyAndNegativeSegmentsCoverNothingAndAnglesWrap), .init(theSelectedSegmentStepsOutAlongItsBisector),
            .init(percentagesAlwaysAddUpToAHundred), .init(voiceOverStepsOverTheSegmentsThatShow)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aPointOnTheBandHitsTheSegmentDrawnThereClockwiseFromTheTop =
        """
        // Quarters: top-right, bottom-right, bottom-left, top-left on a ring 200 across, band 66...100.
        let ring = RingBreakdownGeometry(values: [1, 1, 1, 1])
        let c = CGPoint(x: 100, y: 100)
        func hit(_ x: CGFloat, _ y: CGFloat) -> String {
            ring.segment(at: CGPoint(x: x, y: y), centre: c, innerRadius: 66, outerRadius: 100,
                slop: 4).map(String.init) ?? "-"
        }
        print(hit(150, 30), hit(170, 150), hit(30, 150), hit(30, 30))
        // The hole, past the rim, and just inside the slop.
        print(hit(100, 100), hit(100, -10), hit(100, 2))
        print(ring.angle(of: CGPoint(x: 100, y: 0), centre: c), ring.angle(of: CGPoint(x: 200, y: 100),
            centre: c) == Double.pi / 2)
        """

    @Test(arguments: MotionIsolation.allCases)
    func aPointOnTheBandHitsTheSegmentDrawnThereClockwiseFromTheTop(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aPointOnTheBandHitsTheSegmentDrawnThereClockwiseFromTheTop, isolation: isolation)
        #expect(lines == ["0 1 2 3", "- - 0", "0.0 true"])
    }

    static let emptyAndNegativeSegmentsCoverNothingAndAnglesWrap =
        """
        let ring = RingBreakdownGeometry(values: [3, 0, -5, 1, .nan])
        print(ring.fractions, ring.total)
        print(ring.arc(0), ring.arc(3), ring.arc(9))
        let turn = 2 * Double.pi
        print([0.1, 0.74 * turn, 0.76 * turn, turn - 0.0001, turn + 0.1,
            -0.1].map { ring.segment(atAngle: $0) ?? -1 })
        print(RingBreakdownGeometry(values: [0, 0]).segment(atAngle: 1) == nil,
            RingBreakdownGeometry(values: []).percentages())
        """

    @Test func emptyAndNegativeSegmentsCoverNothingAndAnglesWrap() throws {
        let lines = try Self.run(Self.emptyAndNegativeSegmentsCoverNothingAndAnglesWrap)
        #expect(
            lines == [
                "[0.75, 0.0, 0.0, 0.25, 0.0] 4.0",
                "(start: 0.0, end: 0.75) (start: 0.75, end: 1.0) (start: 0.0, end: 0.0)",
                "[0, 0, 3, 3, 0, 3]", "true []"
            ])
    }

    static let theSelectedSegmentStepsOutAlongItsBisector =
        """
        let ring = RingBreakdownGeometry(values: [1, 1, 2])
        func show(_ v: CGSize) -> String {
            "\\((v.width * 100).rounded() / 100),\\((v.height * 100).rounded() / 100)"
        }
        // Middles at 45°, 135° and 270° clockwise from the top.
        print(show(ring.bisector(0)), show(ring.bisector(1)), show(ring.bisector(2)))
        print(ring.gap(for: 200), RingBreakdownGeometry(values: [5, 0]).gap(for: 200))
        """

    @Test func theSelectedSegmentStepsOutAlongItsBisector() throws {
        let lines = try Self.run(Self.theSelectedSegmentStepsOutAlongItsBisector)
        #expect(lines == ["0.71,-0.71 0.71,0.71 -1.0,0.0", "0.03 0.0"])
    }

    static let percentagesAlwaysAddUpToAHundred =
        """
        print(RingBreakdownGeometry(values: [1, 1, 1]).percentages())
        print(RingBreakdownGeometry(values: [1_200, 420, 310, 180, 390]).percentages())
        let many = RingBreakdownGeometry(values: [1, 1, 1, 1, 1, 1, 1]).percentages()
        print(many, many.reduce(0, +))
        print(RingBreakdownGeometry(values: [0, 0]).percentages())
        """

    @Test func percentagesAlwaysAddUpToAHundred() throws {
        let lines = try Self.run(Self.percentagesAlwaysAddUpToAHundred)
        #expect(
            lines == [
                "[34, 33, 33]", "[48, 17, 12, 7, 16]", "[15, 15, 14, 14, 14, 14, 14] 100", "[0, 0]"
            ])
    }

    static let voiceOverStepsOverTheSegmentsThatShow =
        """
        let ring = RingBreakdownGeometry(values: [2, 0, 3, 1])
        print(ring.stepped(from: nil, by: 1) ?? -1, ring.stepped(from: nil, by: -1) ?? -1)
        print(ring.stepped(from: 0, by: 1) ?? -1, ring.stepped(from: 2, by: 1) ?? -1, ring.stepped(from: 3,
            by: 1) ?? -1)
        print(ring.stepped(from: 0, by: -1) ?? -1, RingBreakdownGeometry(values: [0]).stepped(from: nil,
            by: 1) ?? -1)
        """

    @Test func voiceOverStepsOverTheSegmentsThatShow() throws {
        let lines = try Self.run(Self.voiceOverStepsOverTheSegmentsThatShow)
        #expect(lines == ["0 3", "2 3 3", "0 -1"])
    }
}
