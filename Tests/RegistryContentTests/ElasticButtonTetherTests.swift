import Foundation
import PiecesTestSupport
import Testing

/// ElasticButton's release speed: the button sits at r(d) along the pull, so it must leave at
/// the derivative of that position, not at the secant r(d) / d times the finger's speed. The tether's math
/// is compiled from the real piece file, with the real foundation's pure sections, and run in both
/// isolation modes.
@Suite struct ElasticButtonTetherTests {
    /// Pulls (points), finger velocities (points per second) and a reach, each checked against a central
    /// finite difference of the piece's own `offset(pull:reach:)`.
    static let motions: [(pull: (Double, Double), velocity: (Double, Double), reach: Double)] = [
        ((60, 20), (300, -500), 80),
        ((-10, 90), (1000, 0), 80),
        ((120, 0), (400, 50), 80),
        ((-35, -35), (-900, 700), 60),
        ((2, 1), (50, 80), 80)
    ]

    @Test(arguments: MotionIsolation.allCases)
    func theReleaseSpeedIsTheDerivativeOfThePosition(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let values = try TetherProbe.run(isolation: isolation)
        for (index, motion) in Self.motions.enumerated() {
            for axis in ["x", "y"] {
                let piece = try #require(values["v\(index)\(axis)"])
                let numeric = try #require(values["n\(index)\(axis)"])
                #expect(
                    abs(piece - numeric) <= 1e-4 * max(abs(numeric), 1),
                    "motion \(motion) axis \(axis): \(piece) vs \(numeric)")
            }
        }
    }

    /// Pulled straight out to `reach` and let go moving outward at 1000 pt/s: the slope there is
    /// c / (1 + c)² = 0.55 / 1.55² ≈ 0.2289, so 228.9 pt/s; the old secant, (1 − 1 / 1.55) ≈ 0.3548, gave
    /// 354.8 pt/s, 1.55× too fast.
    @Test func aRadialReleaseAtReachLeavesAtTheSlopeNotTheSecant() throws {
        let values = try TetherProbe.run(isolation: .nonisolated)
        let radial = try #require(values["radial"])
        #expect(abs(radial - 1000 * 0.55 / (1.55 * 1.55)) < 1e-6)
        #expect(radial * 1.5 < 1000 * (1 - 1 / 1.55))
    }

    /// Swinging round its place at a fixed distance, the button moves at r(d) / d of the finger's speed:
    /// at d = 80 of reach 80 that is the secant, 0.3548.
    @Test func aSwingAcrossThePullLeavesAtTheSecant() throws {
        let values = try TetherProbe.run(isolation: .nonisolated)
        let swing = try #require(values["swing"])
        #expect(abs(swing - 1000 * (1 - 1 / 1.55)) < 1e-6)
    }
}

/// Compiles code taken out of piece files (ElasticButton's `ElasticTether` with the foundation's pure
/// sections; ZoomableImage's `PinchStart`) with a generated `main`, and reads the printed values.
enum TetherProbe {
    static let pieceMissing = "registry/pieces/buttons/ElasticButton.swift has no `private enum ElasticTether {` block"

    static func run(isolation: MotionIsolation) throws -> [String: Double] {
        let root = FixturePaths.repositoryRoot
        let foundation = try String(contentsOf: MotionMathProbe.foundationFile(), encoding: .utf8)
        let piece = try String(
            contentsOf: root.appendingPathComponent("registry/pieces/buttons/ElasticButton.swift"), encoding: .utf8)
        var program = "import Foundation\n\n" + MotionMathProbe.pureMathSource(foundation: foundation) + "\n\n"
        program += try tetherSource(in: piece) + "\n\n" + probeSource()
        return try compileAndRun(program, isolation: isolation)
    }

    /// The enum from its declaration line to the first line that closes it at column 0.
    static func tetherSource(in piece: String) throws -> String {
        let lines = piece.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "private enum ElasticTether {"),
            let end = lines[start...].firstIndex(of: "}")
        else { throw MotionMathProbe.ProbeError(description: pieceMissing) }
        return lines[start...end].joined(separator: "\n")
    }

    static func probeSource() -> String {
        var body = "nonisolated func probe() {\n    let h = 1e-4\n"
        for (index, motion) in ElasticButtonTetherTests.motions.enumerated() {
            let (px, py) = motion.pull
            let (vx, vy) = motion.velocity
            let reach = motion.reach
            body += """
                    do {
                        let pull = CGSize(width: \(px), height: \(py)), speed = CGSize(width: \(vx), height: \(vy))
                        let v = ElasticTether.velocity(pull: pull, fingerVelocity: speed, reach: \(reach))
                        let ahead = ElasticTether.offset(pull: CGSize(width: \(px) + \(vx) * h, height: \(py) + \(vy) \
                * h), reach: \(reach))
                        let behind = ElasticTether.offset(pull: CGSize(width: \(px) - \(vx) * h, height: \(py) - \(vy) \
                * h), reach: \(reach))
                        print("v\(index)x", Double(v.width)); print("v\(index)y", Double(v.height))
                        print("n\(index)x", Double((ahead.width - behind.width) / (2 * h)))
                        print("n\(index)y", Double((ahead.height - behind.height) / (2 * h)))
                    }

                """
        }
        body += """
                let radial = ElasticTether.velocity(pull: CGSize(width: 80, height: 0), fingerVelocity: CGSize(width: \
            1000, height: 0), reach: 80)
                print("radial", Double(radial.width))
                let swing = ElasticTether.velocity(pull: CGSize(width: 80, height: 0), fingerVelocity: CGSize(width: \
            0, height: 1000), reach: 80)
                print("swing", Double(swing.height))
            }

            probe()

            """
        return body
    }

    /// The `name value` lines `program` prints, compiled from piece code with `isolation`.
    static func compileAndRun(_ program: String, isolation: MotionIsolation) throws -> [String: Double] {
        let output = try MotionMathProbe.compileAndRun(program, isolation: isolation, what: "the piece-code probe")
        var values: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
        }
        return values
    }
}
