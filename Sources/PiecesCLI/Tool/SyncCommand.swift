import PiecesSupport
import PiecesDiagnostics
import MotionEngine

/// `pieces sync [FILE…]`.
struct SyncCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let updatedMessage = "updated: %@"
    static let wouldUpdateMessage = "would update: %@"
    static let summaryMessage = "synced %d piece(s): %d updated"
    static let dryRunSummaryMessage = "checked %d piece(s): %d would be updated (dry run, nothing written)"
    static let hookMessage = "pieces sync rewrote %d file(s); review them, `git add` them, and commit again"
    static let foundationHookMessage = "%@ changed: pieces sync rewrote %d piece(s) carrying its sections (listed above); review them, `git add` them, and commit again"

    func run() -> ToolOutput {
        let synchronizer: Synchronizer
        switch EngineLoader.load(parsed: parsed, context: context) {
        case .failure(let failure): return failure.output(using: output)
        case .success(let loaded): synchronizer = loaded
        }
        let dryRun = parsed.flag("dry-run")
        let files = parsed.positionals("files")
        let report = synchronizer.sync(files: files.isEmpty ? nil : files, force: parsed.flag("force"), dryRun: dryRun)
        let changes = report.changes.map { change in
            Diagnostic(severity: .note, code: "synced", message: format(dryRun ? Self.wouldUpdateMessage : Self.updatedMessage, change.summary), file: change.path)
        }
        let notes = report.notes.map { Diagnostic(severity: .note, code: "skipped", message: $0) }
        let hook = parsed.flag("hook")
        var summary = format(dryRun ? Self.dryRunSummaryMessage : Self.summaryMessage, report.checked, report.changes.count)
        if hook, !report.changes.isEmpty, !dryRun {
            summary += "\n" + (report.foundations.isEmpty
                ? format(Self.hookMessage, report.changes.count)
                : format(Self.foundationHookMessage, report.foundations.joined(separator: ", "), report.changes.count))
        }
        return ToolOutput(
            standardOutput: output.render(changes + report.diagnostics + notes, summary: summary),
            status: report.exitStatus(hook: hook && !dryRun))
    }
}
