import Foundation
import MotionEngine
import PiecesLint
import PiecesSupport

/// `pieces lint` over a synthetic registry's pieces, timed like `check` (median of 3), so the two
/// can be compared at the same size.
struct LintTiming {
    static let runs = 3

    var size: Int
    var lint: Sample

    static func run(on registry: FolderRegistry, size: Int) throws(BenchmarkError) -> LintTiming {
        let linter = Linter(registryPieces: registry.piecesFolder.path)
        var samples: [Sample] = []
        for _ in 0..<runs {
            let (report, time) = try Timing.measure { () throws(BenchmarkError) in
                linter.lint(paths: [registry.piecesFolder.path], display: { $0 })
            }
            guard report.filesLinted == size else {
                throw .wrongCount(phase: "lint", expected: size, got: report.filesLinted)
            }
            samples.append(time)
        }
        return LintTiming(size: size, lint: Timing.median(samples))
    }

    /// One line per size: lint time next to check time.
    static func lines(_ timings: [LintTiming], checks: [SizeBenchmark]) -> [String] {
        zip(timings, checks).map { timing, check in
            String(
                format:
                    "lint of %d pieces: %.1f ms wall (%.1f ms CPU); check: %.1f ms wall (%.1f ms CPU); lint/check %.2f",
                timing.size, timing.lint.wall.milliseconds, timing.lint.cpu.milliseconds,
                check.check.wall.milliseconds, check.check.cpu.milliseconds,
                timing.lint.wall.milliseconds / max(check.check.wall.milliseconds, 0.001))
        }
    }
}
