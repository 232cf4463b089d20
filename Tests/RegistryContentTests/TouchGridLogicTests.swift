import Foundation
import PiecesTestSupport
import Testing

/// TouchGrid's field, compiled out of the piece file: the push falls off smoothly to nothing at the radius,
/// leans each dot straight away from the finger, and the grid fills its frame with even margins.
@Suite struct TouchGridLogicTests {
    static let piece = "registry/pieces/backgrounds/TouchGrid.swift"
    static let declarations = ["private nonisolated struct TouchGridField: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(
                theFalloffIsOneUnderTheFingerAndReachesZeroAtTheRadiusWithoutASeam, isolations: MotionIsolation.allCases
            ), .init(aDotLeansStraightAwayFromTheFingerAndSwells), .init(theLatticeFillsTheFrameWithEvenMargins),
            .init(twoPushesAddUpAndAnEmptySlotPushesNothing)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let theFalloffIsOneUnderTheFingerAndReachesZeroAtTheRadiusWithoutASeam =
        """
        let field = TouchGridField(spacing: 20, dotSize: 3, radius: 100)
        let touch = CGPoint(x: 50, y: 50)
        print(field.falloff(touch, touch: touch), field.falloff(CGPoint(x: 150, y: 50), touch: touch))
        print(field.falloff(CGPoint(x: 400, y: 50), touch: touch), field.falloff(touch, touch: nil))
        var last: CGFloat = 2, falling = true
        for step in 0...100 {
            let value = field.falloff(CGPoint(x: 50 + CGFloat(step), y: 50), touch: touch)
            if value > last { falling = false }
            last = value
        }
        // Just inside the radius the push is already almost nothing: no visible edge.
        print(falling, field.falloff(CGPoint(x: 149, y: 50), touch: touch) < 0.001)
        """

    @Test(arguments: MotionIsolation.allCases)
    func theFalloffIsOneUnderTheFingerAndReachesZeroAtTheRadiusWithoutASeam(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(
            Self.theFalloffIsOneUnderTheFingerAndReachesZeroAtTheRadiusWithoutASeam, isolation: isolation)
        #expect(lines == ["1.0 0.0", "0.0 0.0", "true true"])
    }

    static let aDotLeansStraightAwayFromTheFingerAndSwells =
        """
        let field = TouchGridField(spacing: 20, dotSize: 4, radius: 100)
        let touch = CGPoint(x: 0, y: 0), rest = CGPoint(x: 30, y: 40)
        let dot = field.dot(at: rest, touch: touch, strength: 1)
        let moved = CGPoint(x: dot.center.x - rest.x, y: dot.center.y - rest.y)
        // Same direction as rest − touch (3:4), outward, and the dot is larger.
        print(abs(moved.x * 40 - moved.y * 30) < 1e-9, moved.x > 0, dot.diameter > 4)
        let half = field.dot(at: rest, touch: touch, strength: 0.5)
        print(abs((half.center.x - rest.x) * 2 - moved.x) < 1e-9)
        let under = field.dot(at: touch, touch: touch, strength: 1)
        print(under.center == touch, under.diameter, under.lift)
        let idle = field.dot(at: rest, touch: nil, strength: 1)
        print(idle.center == rest, idle.diameter)
        // The release spring dips below 0: the dot settles back past its place, toward the finger.
        let give = field.dot(at: rest, touch: touch, strength: -0.05)
        print(give.center.x < rest.x, give.lift)
        """

    @Test func aDotLeansStraightAwayFromTheFingerAndSwells() throws {
        let lines = try Self.run(Self.aDotLeansStraightAwayFromTheFingerAndSwells)
        #expect(lines == ["true true true", "true", "true 7.6 1.0", "true 4.0", "true 0.0"])
    }

    static let theLatticeFillsTheFrameWithEvenMargins =
        """
        let field = TouchGridField(spacing: 20, dotSize: 3, radius: 100)
        let lattice = field.lattice(in: CGSize(width: 105, height: 60))
        print(lattice.columns, lattice.rows, lattice.origin.x, lattice.origin.y)
        let last = lattice.point(column: lattice.columns - 1, row: lattice.rows - 1)
        print(105 - last.x == lattice.origin.x, 60 - last.y == lattice.origin.y)
        let empty = field.lattice(in: .zero)
        print(empty.columns, empty.rows)
        let clamped = TouchGridField(spacing: 0, dotSize: 50, radius: -4)
        print(clamped.spacing, clamped.dotSize, clamped.radius)
        print(field.opacity(lit: 0), field.opacity(lit: 3))
        """

    @Test func theLatticeFillsTheFrameWithEvenMargins() throws {
        let lines = try Self.run(Self.theLatticeFillsTheFrameWithEvenMargins)
        #expect(lines == ["6 4 2.5 0.0", "true true", "0 0", "4.0 4.0 1.0", "0.35 1.0"])
    }

    static let twoPushesAddUpAndAnEmptySlotPushesNothing =
        """
        let field = TouchGridField(spacing: 20, dotSize: 4, radius: 100)
        let rest = CGPoint(x: 50, y: 50)
        let left = TouchGridField.Push(point: CGPoint(x: 20, y: 50), strength: 1)
        let right = TouchGridField.Push(point: CGPoint(x: 80, y: 50), strength: 1)
        let both = field.dot(at: rest, pushes: [left, right])
        print(abs(both.center.x - rest.x) < 1e-9, both.diameter > field.dot(at: rest, pushes: [left]).diameter)
        let fading = TouchGridField.Push(point: CGPoint(x: 20, y: 50), strength: 0.5)
        let one = field.dot(at: rest, pushes: [left]), mixed = field.dot(at: rest, pushes: [fading, right])
        print(one.center.x > rest.x, mixed.center.x < rest.x)
        let empty = TouchGridField.Push(point: nil, strength: 1)
        print(field.dot(at: rest, pushes: [empty, left]) == one)
        print(field.glow(at: rest, pushes: [left, right]) == 2 * field.falloff(rest, touch: left.point))
        """

    /// A new touch while the last one's release still runs: each push leans the dot away from its own
    /// point, the leans add up, and a slot with no point pushes nothing.
    @Test func twoPushesAddUpAndAnEmptySlotPushesNothing() throws {
        let lines = try Self.run(Self.twoPushesAddUpAndAnEmptySlotPushesNothing)
        #expect(lines == ["true true", "true true", "true", "true"])
    }
}
