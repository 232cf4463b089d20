import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces check [FILE…]`: never writes. Inside an app, with files and no registry above, the
/// files are checked against the registry `pieces.lock` records for them, else the built-in one.
struct CheckCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let cleanSummary = "checked %d piece(s): all blocks current"
    static let warningsSuffix = "; %d warning(s)"
    static let syncFixesAllSummary = "checked %d piece(s): %d problem(s); run `pieces sync` to fix them"
    static let syncFixesSomeSummary = "checked %d piece(s): %d problem(s); `pieces sync` fixes %d of them, the rest need the edits named above"
    static let syncFixesNoneSummary = "checked %d piece(s): %d problem(s); fix them as named above (`pieces sync` cannot)"

    func run() -> ToolOutput {
        let files = parsed.positionals("files")
        let synchronizer: Synchronizer
        var installed: InstalledRegistry?
        defer { installed?.discard() }
        switch EngineLoader.load(parsed: parsed, context: context) {
        case .success(let loaded): synchronizer = loaded
        case .failure(let failure):
            // In an app there is no registry folder above: check installed files against the
            // registry the lock records for them, or the one built in.
            guard parsed.option("registry") == nil, !files.isEmpty else { return failure.output(using: output) }
            do {
                let found = try InstalledRegistry.forChecking(files: files, workingDirectory: context.workingDirectory)
                installed = found
                synchronizer = try Synchronizer(registry: found.registry, workingDirectory: context.workingDirectory)
            } catch {
                let diagnostics = [InstallFailure.diagnostic(for: error)]
                return output.stopped(diagnostics, status: ExitStatus.of(diagnostics))
            }
        }
        let report = synchronizer.check(files: files.isEmpty ? nil : files)
        let notes = report.notes.map { Diagnostic(severity: .note, code: "skipped", message: $0) }
        let problems = report.diagnostics.filter { $0.severity != .note }.count
        var summary = Self.summary(checked: report.checked, problems: problems, fixable: report.fixableBySync)
        // Warnings alone (an upstream foundation's incomplete lists) leave the blocks current and the exit 0.
        if !report.diagnostics.contains(where: { $0.severity == .error }), problems > 0 {
            summary = format(Self.cleanSummary, report.checked) + format(Self.warningsSuffix, problems)
        }
        return ToolOutput(standardOutput: output.render(report.diagnostics + notes, summary: summary), status: report.exitStatus)
    }

    static func summary(checked: Int, problems: Int, fixable: Int) -> String {
        if problems == 0 { return format(cleanSummary, checked) }
        if fixable >= problems { return format(syncFixesAllSummary, checked, problems) }
        if fixable > 0 { return format(syncFixesSomeSummary, checked, problems, fixable) }
        return format(syncFixesNoneSummary, checked, problems)
    }
}
