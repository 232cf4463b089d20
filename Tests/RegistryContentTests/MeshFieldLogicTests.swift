import Foundation
import PiecesTestSupport
import Testing

/// MeshField's drift, compiled out of the piece file: the field always covers its frame, rests on its grid
/// at the start of every loop and never jumps when the loop wraps.
@Suite struct MeshFieldLogicTests {
    static let piece = "registry/pieces/backgrounds/MeshField.swift"
    static let declarations = ["private nonisolated struct MeshFieldDrift: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(cornersStayAndEdgePointsSlideOnlyAlongTheirEdge, isolations: MotionIsolation.allCases),
            .init(everyLoopStartsAtRestAndWrapsWithoutAJump), .init(neighboursDoNotMoveInStep),
            .init(aShortPaletteRepeatsAndAMeshIsAtLeastTwoByTwo), .init(theSwayScalesTheDriftDownToTheRestGrid)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let cornersStayAndEdgePointsSlideOnlyAlongTheirEdge =
        """
        let drift = MeshFieldDrift(columns: 3, rows: 3, period: 24)
        var bad = 0, moved = 0
        for step in 0..<480 {
            let points = drift.points(at: Double(step) * 0.05 + 1_000_000)
            for (vertex, point) in points.enumerated() {
                let rest = drift.restPoint(column: vertex % 3, row: vertex / 3)
                let edgeX = vertex % 3 != 1, edgeY = vertex / 3 != 1
                if edgeX && point.x != rest.x { bad += 1 }
                if edgeY && point.y != rest.y { bad += 1 }
                if point.x < 0 || point.x > 1 || point.y < 0 || point.y > 1 { bad += 1 }
                if abs(point.x - rest.x) > 0.1101 || abs(point.y - rest.y) > 0.1101 { bad += 1 }
                if point != rest { moved += 1 }
            }
        }
        print(bad, moved > 0)
        """

    @Test(arguments: MotionIsolation.allCases)
    func cornersStayAndEdgePointsSlideOnlyAlongTheirEdge(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.cornersStayAndEdgePointsSlideOnlyAlongTheirEdge, isolation: isolation)
        #expect(lines == ["0 true"])
    }

    static let everyLoopStartsAtRestAndWrapsWithoutAJump =
        """
        let drift = MeshFieldDrift(columns: 3, rows: 3, period: 20)
        let rest = drift.points(at: 0)
        let grid = drift.vertexIndices.map { drift.restPoint(column: $0 % 3, row: $0 / 3) }
        print(rest == grid, drift.points(at: 40) == grid)
        let before = drift.points(at: 39.999), after = drift.points(at: 40.001)
        let jump = zip(before, after).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? 1
        print(jump < 0.001)
        let middle = drift.points(at: 5)
        print(middle[4] != grid[4])
        """

    @Test func everyLoopStartsAtRestAndWrapsWithoutAJump() throws {
        let lines = try Self.run(Self.everyLoopStartsAtRestAndWrapsWithoutAJump)
        #expect(lines == ["true true", "true", "true"])
    }

    static let neighboursDoNotMoveInStep =
        """
        let drift = MeshFieldDrift(columns: 4, rows: 4, period: 24)
        let points = drift.points(at: 3)
        let inner = [5, 6, 9, 10].map { points[$0] - drift.restPoint(column: $0 % 4, row: $0 / 4) }
        print(Set(inner.map { "\\($0.x),\\($0.y)" }).count)
        """

    @Test func neighboursDoNotMoveInStep() throws {
        let lines = try Self.run(Self.neighboursDoNotMoveInStep)
        #expect(lines == ["4"])
    }

    static let aShortPaletteRepeatsAndAMeshIsAtLeastTwoByTwo =
        """
        let drift = MeshFieldDrift(columns: 3, rows: 3, period: 24)
        print(drift.vertexIndices.map { drift.colorIndex(vertex: $0, paletteCount: 4) })
        print(drift.colorIndex(vertex: 5, paletteCount: 0))
        let tiny = MeshFieldDrift(columns: 1, rows: 0, period: -3)
        print(tiny.columns, tiny.rows, tiny.period, tiny.points(at: 7).count)
        """

    @Test func aShortPaletteRepeatsAndAMeshIsAtLeastTwoByTwo() throws {
        let lines = try Self.run(Self.aShortPaletteRepeatsAndAMeshIsAtLeastTwoByTwo)
        #expect(lines == ["[0, 1, 2, 3, 0, 1, 2, 3, 0]", "0", "2 2 24.0 4"])
    }

    static let theSwayScalesTheDriftDownToTheRestGrid =
        """
        let drift = MeshFieldDrift(columns: 3, rows: 3, period: 24)
        let grid = drift.vertexIndices.map { drift.restPoint(column: $0 % 3, row: $0 / 3) }
        print(drift.points(at: 5, sway: 0) == grid)
        let full = drift.points(at: 5)[4] - grid[4], half = drift.points(at: 5, sway: 0.5)[4] - grid[4]
        print(abs(half.x * 2 - full.x) < 1e-6, abs(half.y * 2 - full.y) < 1e-6, full != .zero)
        """

    /// Turned off, the field eases its sway to 0: the rest grid at any time; half the sway, half the way.
    @Test func theSwayScalesTheDriftDownToTheRestGrid() throws {
        let lines = try Self.run(Self.theSwayScalesTheDriftDownToTheRestGrid)
        #expect(lines == ["true", "true true true"])
    }
}
