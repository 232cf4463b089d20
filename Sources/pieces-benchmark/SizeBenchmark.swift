import MotionEngine
import PiecesDiagnostics

/// The `sync` and `check` figures for one registry size.
///
/// Every phase builds its own `Synchronizer`, as each `pieces` invocation does, so the times include
/// reading and parsing the foundations.
struct SizeBenchmark {
    static let checkRuns = 3

    var size: Int
    /// How many pieces the first sync gave a block (pieces that use no motion get none).
    var written: Int
    var firstSync: Sample
    var checks: [Sample]
    var idleSync: Sample

    var check: Sample { Timing.median(checks) }

    /// Runs first sync, `checkRuns` checks, then a sync that must change nothing, on `registry`.
    static func run(on registry: SyntheticRegistry) throws(BenchmarkError) -> SizeBenchmark {
        let size = registry.size
        let (first, firstTime) = try Timing.measure { () throws(BenchmarkError) in try sync(registry) }
        try expectClean(first.diagnostics, phase: "first sync", size: size)
        try expectCount(first.checked, size, phase: "first sync")

        var checks: [Sample] = []
        for _ in 0..<checkRuns {
            let (report, time) = try Timing.measure { () throws(BenchmarkError) in
                try synchronizer(registry).check(files: nil)
            }
            try expectClean(report.diagnostics, phase: "check", size: size)
            try expectCount(report.checked, size, phase: "check")
            checks.append(time)
        }

        let (idle, idleTime) = try Timing.measure { () throws(BenchmarkError) in try sync(registry) }
        try expectClean(idle.diagnostics, phase: "second sync", size: size)
        guard idle.changes.isEmpty else { throw .notIdempotent(size: size, changes: idle.changes) }
        return SizeBenchmark(
            size: size, written: first.changes.count, firstSync: firstTime, checks: checks, idleSync: idleTime)
    }

    private static func synchronizer(_ registry: SyntheticRegistry) throws(BenchmarkError) -> Synchronizer {
        do {
            return try Synchronizer(registry: registry.registry, workingDirectory: registry.root.path)
        } catch {
            throw .io(path: error.path, reason: error.message)
        }
    }

    private static func sync(_ registry: SyntheticRegistry) throws(BenchmarkError) -> SyncReport {
        try synchronizer(registry).sync(files: nil, force: false, dryRun: false)
    }

    /// Any diagnostic at all means the benchmark measured something other than the clean path.
    private static func expectClean(_ diagnostics: [Diagnostic], phase: String, size: Int) throws(BenchmarkError) {
        guard diagnostics.isEmpty else { throw .findings(phase: phase, size: size, diagnostics: diagnostics) }
    }

    private static func expectCount(_ checked: Int, _ size: Int, phase: String) throws(BenchmarkError) {
        guard checked == size else { throw .wrongCount(phase: phase, expected: size, got: checked) }
    }
}
