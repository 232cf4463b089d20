import Foundation
import PiecesCLI
import PiecesSupport

/// `pieces add ElasticButton --dry-run` into generated classic Xcode projects, run in this process
/// through `PiecesTool.run` exactly as the executable runs it (registry decoding, project search,
/// parsing, target and group placement, the collision scan, the plan), so process start-up is not
/// included. One warm-up run, then `runs` timed runs; the median is reported.
struct AddBenchmark {
    static let runs = 7
    static let command = ["add", "ElasticButton", "--dry-run"]

    var label: String
    var project: LargeProject
    var samples: [Sample]

    var median: Sample { Timing.median(samples) }

    /// The small project (one group of 5 files) and the large one (40 groups of 50 files, about 1 MB of
    /// project.pbxproj).
    static let shapes: [(label: String, groups: Int, files: Int)] = [("small", 1, 5), ("large", 40, 50)]

    static func run(in base: URL) throws(BenchmarkError) -> [AddBenchmark] {
        var results: [AddBenchmark] = []
        for shape in shapes {
            let project = try LargeProject.generate(
                groups: shape.groups, filesPerGroup: shape.files,
                into: base.appendingPathComponent("add-\(shape.label)"))
            let context = PiecesTool.Context(workingDirectory: project.root.path, environment: [:], isTerminal: false)
            let warmUp = PiecesTool.run(command, context: context)
            guard warmUp.status == 0, warmUp.standardOutput.contains("create") else {
                throw .addFailed(project: project.root.path, output: warmUp.standardOutput + warmUp.standardError)
            }
            var samples: [Sample] = []
            for _ in 0..<runs {
                let (_, sample) = try Timing.measure { () throws(BenchmarkError) in
                    PiecesTool.run(command, context: context)
                }
                samples.append(sample)
            }
            results.append(AddBenchmark(label: shape.label, project: project, samples: samples))
        }
        return results
    }

    /// The target for the large project (docs/benchmarks.md), wall clock.
    static let largeTargetMilliseconds = 50.0

    /// One line per project: its size and the median time; then the large project against the target.
    static func report(_ results: [AddBenchmark]) -> [String] {
        var lines =
            [
                """
                pieces add ElasticButton --dry-run (in-process, median of \(runs) after a warm-up; wall clock (CPU \
                time)):
                """
            ]
            + results.map { result in
                String(
                    format: "  %@ project: %d Swift files, project.pbxproj %.2f MB, %d objects: %.1f ms (%.1f ms CPU)",
                    result.label, result.project.fileCount, Double(result.project.pbxprojBytes) / 1e6,
                    result.project.objectCount, result.median.wall.milliseconds, result.median.cpu.milliseconds)
            }
        if let large = results.first(where: { $0.label == "large" }) {
            let wall = large.median.wall.milliseconds
            lines.append(
                String(
                    format: "  target: large project under %.0f ms wall clock: %@ (%.1f ms)", largeTargetMilliseconds,
                    wall < largeTargetMilliseconds ? "met" : "not met", wall))
        }
        return lines
    }
}
