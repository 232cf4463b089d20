import PiecesSupport
import PiecesDiagnostics
import MotionEngine

/// `pieces sync [FILE…]`.
struct SyncCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

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
        let hook = parsed.flag("hook")
        var summary = report.summary(dryRun: dryRun)
        if hook, !report.changes.isEmpty, !dryRun {
            summary += "\n" + (report.foundations.isEmpty
                ? format(Self.hookMessage, report.changes.count)
                : format(Self.foundationHookMessage, report.foundations.joined(separator: ", "), report.changes.count))
        }
        let status = report.exitStatus(hook: hook && !dryRun)
        guard !output.isJSON else {
            let (diagnostics, part) = EngineResults.sync(report, dryRun: dryRun)
            return output.finished(diagnostics, summary: summary, status: status, json: part)
        }
        return output.finished(report.reported(dryRun: dryRun), summary: summary, status: status)
    }
}
