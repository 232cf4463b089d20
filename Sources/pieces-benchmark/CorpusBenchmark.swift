import Foundation
import MotionEngine
import PiecesSupport

/// `pieces check` over a folder of real-world Swift files treated as pieces, side by side with
/// `cat` over the same files: how much more than reading the bytes `check` costs.
///
/// The folder is linked as the `pieces/` folder of a temporary registry that has the source
/// registry's foundations, so every `.swift` file below it is checked as a piece. Files from other
/// projects use no motion, so `check` finds nothing in most of them (a file that names a piece
/// extension by chance may get a finding; those are counted, not fatal). Both sides run with the
/// files in the page cache: one untimed run of each first, then `runs` timed runs, the median kept.
struct CorpusBenchmark {
    static let runs = 5
    /// The target (docs/benchmarks.md): `check` at most this many times `cat`'s wall clock.
    static let targetRatio = 2.0

    var files: Int
    var bytes: Int
    var cat: Sample
    var check: Sample
    var findings: Int

    static func run(corpus: String, source: FolderRegistry, base: URL) throws(BenchmarkError) -> CorpusBenchmark {
        let folder = URL(fileURLWithPath: corpus).standardizedFileURL
        let paths = swiftFiles(under: folder)
        guard !paths.isEmpty else { throw .noTemplates(folder: folder.path) }
        let root = base.appendingPathComponent("corpus-registry")
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source.foundationFolder, to: root.appendingPathComponent("foundation"))
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("pieces"), withDestinationURL: folder)
        } catch {
            throw .io(path: root.path, reason: "\(error)")
        }
        let registry = FolderRegistry(root: root)
        let bytes = paths.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
        }

        var cats: [Sample] = []
        var checks: [Sample] = []
        var findings = 0
        for run in 0...runs {
            let childrenBefore = Timing.childrenCPUTime()
            var (_, catTime) = try Timing.measure { () throws(BenchmarkError) in try cat(paths) }
            catTime.cpu = Timing.childrenCPUTime() - childrenBefore
            let (report, checkTime) = try Timing.measure { () throws(BenchmarkError) in
                try check(registry, root: root)
            }
            guard report.checked == paths.count else {
                throw .wrongCount(phase: "corpus check", expected: paths.count, got: report.checked)
            }
            findings = report.diagnostics.count
            if run > 0 {
                cats.append(catTime)
                checks.append(checkTime)
            }
        }
        return CorpusBenchmark(
            files: paths.count, bytes: bytes, cat: Timing.median(cats), check: Timing.median(checks), findings: findings
        )
    }

    /// `pieces check` in this process: reading the foundations, then every piece.
    private static func check(_ registry: FolderRegistry, root: URL) throws(BenchmarkError) -> CheckReport {
        let synchronizer: Synchronizer
        do {
            synchronizer = try Synchronizer(registry: registry, workingDirectory: root.path)
        } catch {
            throw .io(path: error.path, reason: error.message)
        }
        return synchronizer.check(files: nil)
    }

    /// `/bin/cat FILE… > /dev/null`, as a user would time it.
    private static func cat(_ paths: [String]) throws(BenchmarkError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/cat")
        process.arguments = paths
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw .io(path: "/bin/cat", reason: "\(error)") }
        process.waitUntilExit()
    }

    private static func swiftFiles(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".swift") { result.append(folder.appendingPathComponent(relative).path) }
        }
        return result.sorted()
    }

    /// The report lines.
    var lines: [String] {
        let ratio = check.wall.seconds / max(cat.wall.seconds, 1e-9)
        return [
            String(
                format: "corpus: %d Swift files, %.1f MB, checked as pieces (%d findings)", files, Double(bytes) / 1e6,
                findings),
            String(
                format: "cat FILE... > /dev/null (median of %d): %.1f ms wall (%.0f ms CPU)", Self.runs,
                cat.wall.milliseconds, cat.cpu.milliseconds),
            String(
                format: "check (median of %d):                  %.1f ms wall (%.0f ms CPU of all threads)", Self.runs,
                check.wall.milliseconds, check.cpu.milliseconds),
            String(format: "check / cat: %.2fx wall, %.2fx CPU", ratio, check.cpu.seconds / max(cat.cpu.seconds, 1e-9)),
            String(
                format: "target: check at most %.0fx cat wall clock: %@", Self.targetRatio,
                ratio <= Self.targetRatio ? "met" : "not met")
        ]
    }
}
