import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces add NAME…`.
struct AddCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let verbs: [InstallPlan.Item.Action: String] = [
        .create: "created", .identical: "already installed, unchanged", .update: "updated", .overwrite: "overwritten",
        .keepLocal: "kept (it has local edits)",
    ]
    /// The same, for a dry run: nothing was done yet.
    static let dryRunVerbs: [InstallPlan.Item.Action: String] = [
        .create: "would be created", .identical: "already installed, unchanged", .update: "would be updated",
        .overwrite: "would be overwritten", .keepLocal: "would be kept (it has local edits)",
    ]
    /// The code of a file's line: what happens to one file of the install.
    static let fileCode = "install-file"
    static let unchangedSummary = "%@ already installed in %@, unchanged"
    static let projectLine = "edit %@: %@"
    static let doneSummary = "installed %@ into %@"
    static let dryRunSummary = "dry run: nothing was written"
    static let partialSummary = "stopped part way: the files named above were changed; run the same command again to finish"
    static let failedSummary = "nothing was written"

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
        let failed = report.diagnostics.contains { $0.severity == .error }
        var notes = report.plan.items.map { item in
            Diagnostic(severity: .note, code: Self.fileCode,
                       message: (request.dryRun ? Self.dryRunVerbs : Self.verbs)[item.action] ?? item.action.rawValue,
                       file: display(item.path), detail: parsed.flag("diff") ? diff(item) : nil)
        }
        if let edit = report.projectEdit, !edit.isUnchanged, let file = report.projectFile {
            notes.append(Diagnostic(severity: .note, code: Self.fileCode, message: format(Self.projectLine, display(file), "\(edit.changes.count) entries added")))
        }
        let summary = failed ? (report.diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) ? Self.partialSummary : Self.failedSummary)
            : request.dryRun ? Self.dryRunSummary
            : report.plan.items.allSatisfy({ $0.action == .identical }) && !report.wrote
                ? format(Self.unchangedSummary, request.names.joined(separator: ", "), display(report.destination ?? ""))
            : format(Self.doneSummary, request.names.joined(separator: ", "), display(report.destination ?? ""))
        return output.report(notes + report.diagnostics, summary: summary,
                             status: failed ? ExitStatus.of(report.diagnostics) : ExitStatus.success, stopped: failed)
    }

    private func display(_ path: String) -> String { Synchronizer.display(path, relativeTo: context.workingDirectory) }

    private func diff(_ item: InstallPlan.Item) -> String? {
        guard item.action != .identical else { return nil }
        let old = item.current.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return UnifiedDiff.render(old: old, new: String(decoding: item.bytes, as: UTF8.self),
                                  oldLabel: display(item.path), newLabel: display(item.path) + " (from the registry)")
    }
}
