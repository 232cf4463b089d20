import Foundation
import PiecesTestSupport
import Testing

/// ZoomableImage zooms and turns about the point between the fingers: the image point
/// under the pinch's start anchor must stay under it at every scale and angle. `PinchStart` is
/// compiled out of registry/pieces/media/ZoomableImage.swift (with a one-line `Angle` in place of
/// SwiftUI's, which Linux lacks) and checked on random pinches, in both isolation modes (on the main
/// actor, where the piece uses it).
@Suite struct ZoomAnchorTests {
    static let pieceMissing = "registry/pieces/media/ZoomableImage.swift has no `    private struct PinchStart {` block"

    @Test(arguments: MotionIsolation.allCases)
    func theImagePointUnderThePinchStaysUnderIt(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let values = try TetherProbe.compileAndRun(try Self.program(), isolation: isolation)
        let worst = try #require(values["worst"])
        let cases = try #require(values["cases"])
        #expect(cases == 2_000)
        #expect(worst < 1e-6, "the anchored point drifted by \(worst) points")
    }

    @Test func withoutTurningOrZoomingNothingMoves() throws {
        let values = try TetherProbe.compileAndRun(try Self.program(), isolation: .nonisolated)
        #expect(try #require(values["identityX"]) == 37)
        #expect(try #require(values["identityY"]) == -12)
    }

    /// The piece's `PinchStart`, moved to the top level, and a probe: for each random pinch, the image
    /// point p first under the anchor (offset₀ + R(a₀)·s₀·p = anchor) must satisfy
    /// offset(s, a) + R(a)·s·p = anchor.
    static func program() throws -> String {
        let piece = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent("registry/pieces/media/ZoomableImage.swift"),
            encoding: .utf8)
        let lines = piece.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "    private struct PinchStart {"),
            let end = lines[start...].firstIndex(of: "    }")
        else { throw MotionMathProbe.ProbeError(description: pieceMissing) }
        let pinch = lines[start...end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }.joined(
            separator: "\n")
        return """
            import Foundation

            struct Angle { var radians: Double }

            \(pinch)

            @MainActor func probe() {
                var generator = SystemRandomNumberGenerator()
                var worst = 0.0
                let cases = 2_000
                for _ in 0..<cases {
                    func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: \
            &generator)) }
                    let start = PinchStart(
                        scale: random(0.5...4), angle: Angle(radians: Double(random(-3...3))),
                        offset: CGSize(width: random(-300...300), height: random(-300...300)),
                        anchor: CGSize(width: random(-200...200), height: random(-200...200)))
                    // The image point under the anchor at the start: p = R(-a0)·(anchor - offset0) / s0.
                    let dx = start.anchor.width - start.offset.width, dy = start.anchor.height - start.offset.height
                    let c0 = CGFloat(cos(-start.angle.radians)), s0 = CGFloat(sin(-start.angle.radians))
                    let px = (c0 * dx - s0 * dy) / start.scale, py = (s0 * dx + c0 * dy) / start.scale
                    let scale = random(0.5...6), angle = Angle(radians: Double(random(-6...6)))
                    let offset = start.offset(keepingAnchorAt: scale, angle: angle)
                    let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
                    let shownX = offset.width + scale * (c * px - s * py), shownY = offset.height + scale * (s * px + \
            c * py)
                    worst = max(worst, Double(hypot(shownX - start.anchor.width, shownY - start.anchor.height)))
                }
                print("worst", worst)
                print("cases", Double(cases))
                let still = PinchStart(scale: 2, angle: Angle(radians: 0.7), offset: CGSize(width: 37, height: -12), \
            anchor: CGSize(width: 5, height: 9))
                let same = still.offset(keepingAnchorAt: 2, angle: Angle(radians: 0.7))
                print("identityX", Double(same.width))
                print("identityY", Double(same.height))
            }

            probe()

            """
    }
}
