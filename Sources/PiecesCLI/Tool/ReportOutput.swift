import PiecesSupport
import PiecesDiagnostics

/// How a command renders its diagnostics: `--format`, colour, `--quiet`.
struct ReportOutput {
    var renderer: DiagnosticsRenderer
    var isText: Bool
    var quiet: Bool

    init(parsed: ParsedArguments, context: PiecesTool.Context) {
        // Commands without --format or --quiet (list, search, info) report in text, not quiet.
        let format = parsed.ifDeclared(PiecesCommands.format)
        let chosen = format.flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let color = !parsed[PiecesCommands.noColor] && DiagnosticsRenderer.colorWanted(environment: context.environment, isTerminal: context.isTerminal)
        renderer = DiagnosticsRenderer(format: chosen, color: color && chosen == .text, baseDirectory: context.workingDirectory)
        isText = chosen == .text
        quiet = parsed.ifDeclared(PiecesCommands.quiet)
    }

    /// The diagnostics, then (text format, not quiet) the summary line, if any.
    func render(_ diagnostics: [Diagnostic], summary: String) -> String {
        let shown = quiet ? diagnostics.filter { $0.severity != .note } : diagnostics
        var text = renderer.render(shown)
        if isText, !quiet, !summary.isEmpty { text += summary + "\n" }
        return text
    }

    /// A command that stopped before its work: everything on standard error. The stream rule
    /// (README "Output streams"): results and findings on standard output, errors that stop the
    /// command on standard error, so `pieces … >/dev/null` still shows why it stopped.
    func stopped(_ diagnostics: [Diagnostic], summary: String = "", status: Int32) -> ToolOutput {
        ToolOutput(standardError: render(diagnostics, summary: summary), status: status)
    }

    /// A report that may end in a stop: when `stopped`, its errors and the summary (which then
    /// says what was not done) go to standard error, the notes and warnings stay on standard output.
    func report(_ diagnostics: [Diagnostic], summary: String, status: Int32, stopped: Bool) -> ToolOutput {
        guard stopped else { return ToolOutput(standardOutput: render(diagnostics, summary: summary), status: status) }
        let rest = diagnostics.filter { $0.severity != .error }
        let shown = quiet ? rest.filter { $0.severity != .note } : rest
        return ToolOutput(
            standardOutput: shown.isEmpty ? "" : renderer.render(shown),
            standardError: render(diagnostics.filter { $0.severity == .error }, summary: summary), status: status)
    }
}
