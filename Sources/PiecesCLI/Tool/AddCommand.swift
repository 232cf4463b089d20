import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces add NAME…`: the `Installer` (shared with the MCP server's `plan_add` and `add_pieces`),
/// its plan as notes, then its summary.
struct AddCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        var request = InstallRequest(names: parsed.positionals("names"), workingDirectory: context.workingDirectory)
        request.project = parsed.option("project")
        request.target = parsed.option("target")
        request.path = parsed.option("path")
        request.registry = parsed.option("registry")
        request.dryRun = parsed.flag("dry-run")
        request.overwrite = parsed.flag("overwrite")
        request.force = parsed.flag("force")
        request.allowOutside = parsed.flag("allow-outside")
        let report = Installer(request: request).run()
        let withDiff = parsed.flag("diff")
        let notes = report.planNotes(dryRun: request.dryRun, display: display, detail: { withDiff ? Installer.Report.diff($0, label: display($0.path)) : nil })
        let summary = report.summary(names: request.names, dryRun: request.dryRun, display: display)
        // In JSON the files are results, not notes.
        return output.report((output.isJSON ? [] : notes) + report.diagnostics, summary: summary,
                             status: report.failed ? ExitStatus.of(report.diagnostics) : ExitStatus.success, stopped: report.failed,
                             json: output.isJSON ? AddResults.json(report, dryRun: request.dryRun, display: display) : .init())
    }

    private func display(_ path: String) -> String { Synchronizer.display(path, relativeTo: context.workingDirectory) }
}
