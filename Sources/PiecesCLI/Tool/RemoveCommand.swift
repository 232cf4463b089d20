import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import PieceInstall

/// `pieces remove NAME [--force]`.
struct RemoveCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let deletedLine = "deleted"
    static let projectLine = "edit %@: %d entries removed"
    static let skippedMessage = "%@ was not added to the project by pieces; its entries were left alone"
    static let doneSummary = "removed %@ from %@"
    static let partialSummary = "stopped part way: the files named above were changed; run the same command again to finish"
    static let failedSummary = "nothing was removed"

    func run() -> ToolOutput {
        let report = Remover(request: InstallRequest(parsed: parsed, context: context)).run()
        var notes = report.removed.map { path in
            Diagnostic(severity: .note, code: "removed", message: Self.deletedLine, file: display(path))
        }
        if report.wrote, let edit = report.projectEdit, let file = report.projectFile {
            notes.append(Diagnostic(severity: .note, code: "removed", message: format(Self.projectLine, display(file), edit.changes.count)))
        }
        for name in report.projectEdit?.skipped ?? [] {
            notes.append(Diagnostic(severity: .warning, code: "project-entry-kept", message: format(Self.skippedMessage, name)))
        }
        let summary = report.wrote ? format(Self.doneSummary, report.name ?? "", report.destination?.description ?? "")
            : report.diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) ? Self.partialSummary : Self.failedSummary
        return output.report(notes + report.diagnostics, summary: summary, status: ExitStatus.of(report.diagnostics),
                             stopped: !report.wrote && report.diagnostics.contains { $0.severity == .error },
                             json: .init(counts: ["piece": .optional(report.name), "deleted": .int(report.wrote ? report.removed.count : 0)],
                                         resultCodes: ["removed"]))
    }

    private func display(_ path: String) -> String { Synchronizer.display(path, relativeTo: context.workingDirectory) }
}
