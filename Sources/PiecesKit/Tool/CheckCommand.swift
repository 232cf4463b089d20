/// `pieces check [FILE…]`: never writes.
struct CheckCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let cleanSummary = "checked %d pieces: all blocks current"
    static let findingsSummary = "checked %d pieces: %d problem(s); run `pieces sync` to fix stale, missing or extra blocks"

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
        let summary = problems == 0 ? format(Self.cleanSummary, report.checked) : format(Self.findingsSummary, report.checked, problems)
        return ToolOutput(standardOutput: output.render(report.diagnostics + notes, summary: summary), status: report.exitStatus)
    }
}
