/// `pieces check [FILE…]`: never writes.
struct CheckCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let cleanSummary = "checked %d pieces: all blocks current"
    static let warningsSuffix = "; %d warning(s)"
    static let syncFixesAllSummary = "checked %d pieces: %d problem(s); run `pieces sync` to fix them"
    static let syncFixesSomeSummary = "checked %d pieces: %d problem(s); `pieces sync` fixes %d of them, the rest need the edits named above"
    static let syncFixesNoneSummary = "checked %d pieces: %d problem(s); fix them as named above (`pieces sync` cannot)"

    func run() -> ToolOutput {
        let synchronizer: Synchronizer
        switch EngineLoader.load(parsed: parsed, context: context) {
        case .failure(let failure): return failure.output(using: output)
        case .success(let loaded): synchronizer = loaded
        }
        let files = parsed.positionals("files")
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
