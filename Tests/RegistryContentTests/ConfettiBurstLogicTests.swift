import Foundation
import PiecesTestSupport
import Testing

/// ConfettiBurst's physics, compiled out of the piece file: a seed always gives the same pieces, pieces
/// launch upward inside the cone, slow, fall no faster than terminal speed, and fade out by the end.
@Suite struct ConfettiBurstLogicTests {
    static let piece = "registry/pieces/feedback/ConfettiBurst.swift"
    static let declarations = ["private nonisolated enum ConfettiBurstPhysics {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aSeedAlwaysGivesTheSameBurst, isolations: MotionIsolation.allCases), .init(piecesFlyUpSlowFallAndFade)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aSeedAlwaysGivesTheSameBurst =
        """
        let a = ConfettiBurstPhysics.pieces(count: 50, seed: 42)
        let b = ConfettiBurstPhysics.pieces(count: 50, seed: 42)
        let c = ConfettiBurstPhysics.pieces(count: 50, seed: 43)
        print(a == b, a == c, a.count, ConfettiBurstPhysics.pieces(count: -3, seed: 1).count)
        var generator = ConfettiBurstPhysics.Generator(state: 0)
        print(generator.next() == 0xE220_A839_7B1D_CDAF)
        let units = (0..<10_000).map { _ in generator.unit() }
        print(units.allSatisfy { $0 >= 0 && $0 < 1 }, abs(units.reduce(0, +) / 10_000 - 0.5) < 0.02)
        """

    @Test(arguments: MotionIsolation.allCases)
    func aSeedAlwaysGivesTheSameBurst(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aSeedAlwaysGivesTheSameBurst, isolation: isolation)
        #expect(lines == ["true false 50 0", "true", "true true"])
    }

    static let piecesFlyUpSlowFallAndFade =
        """
        let pieces = ConfettiBurstPhysics.pieces(count: 200, seed: 9)
        let cone = pieces.allSatisfy { p in
            let speed = (p.velocityX * p.velocityX + p.velocityY * p.velocityY).squareRoot()
            return p.velocityY < 0 && abs(p.velocityX) <= speed * sin(70 * Double.pi / 180) + 1e-9
                && speed >= 380 && speed <= 820
        }
        print(cone)
        let start = pieces.allSatisfy { ConfettiBurstPhysics.state(of: $0, after: 0).position == .zero }
        let rising = pieces.allSatisfy { ConfettiBurstPhysics.state(of: $0, after: 0.05).position.y < 0 }
        print(start, rising)
        // Late on, each piece falls, and never faster than gravity / drag.
        let falling = pieces.allSatisfy { p in
            let a = ConfettiBurstPhysics.state(of: p, after: 2.0).position.y
            let b = ConfettiBurstPhysics.state(of: p, after: 2.1).position.y
            return b > a && (b - a) / 0.1 <= ConfettiBurstPhysics.gravity / p.drag + 1e-6
        }
        print(falling)
        print([0, 1.82, 2.21, 2.6, 9].map { ConfettiBurstPhysics.opacity(after: $0) > 0.99 })
        print(ConfettiBurstPhysics.opacity(after: 2.6), ConfettiBurstPhysics.opacity(after: 9))
        """

    @Test func piecesFlyUpSlowFallAndFade() throws {
        let lines = try Self.run(Self.piecesFlyUpSlowFallAndFade)
        #expect(lines == ["true", "true true", "true", "[true, true, false, false, false]", "0.0 0.0"])
    }
}
