import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `sync` and `check` in JSON.
enum EngineResults {
    /// One result per rewritten piece (or that would be, with `--dry-run`):
    /// `{file, action, added, removed, refreshed}`; the notes saying so in text are results here.
    static func sync(_ report: SyncReport, dryRun: Bool) -> (diagnostics: [Diagnostic], part: ReportOutput.JSONPart) {
        let results = report.changes.map { change -> JSONValue in
            .object([
                "file": .string(change.path), "action": .string(dryRun ? "would be updated" : "updated"),
                "added": .strings(change.added), "removed": .strings(change.removed),
                "refreshed": .strings(change.refreshed)
            ])
        }
        let counts: [String: JSONValue] = [
            "checked": .int(report.checked), "updated": .int(report.changes.count), "notSynced": .int(report.refused),
            "dryRun": .bool(dryRun)
        ]
        let diagnostics = report.reported(dryRun: dryRun).filter { $0.code != SyncReport.syncedCode }
        return (diagnostics, ReportOutput.JSONPart(results: results, counts: counts))
    }

    /// No results (the findings are the diagnostics); how many pieces, problems, and problems
    /// `pieces sync` fixes.
    static func check(_ report: CheckReport) -> ReportOutput.JSONPart {
        let problems = report.diagnostics.filter { $0.severity != .note }.count
        return ReportOutput.JSONPart(counts: [
            "checked": .int(report.checked), "problems": .int(problems), "fixableBySync": .int(report.fixableBySync)
        ])
    }
}
