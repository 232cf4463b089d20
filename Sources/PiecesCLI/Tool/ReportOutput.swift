import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// How a command renders its diagnostics: `--format` (or `--json`), colour, `--quiet`.
///
/// In JSON every way a command ends (`finished`, `stopped`, `report`) prints one `JSONEnvelope`,
/// on the stream the text would have gone to (README "Output streams"); `--quiet` changes nothing there.
struct ReportOutput {
    var renderer: DiagnosticsRenderer
    var isText: Bool
    var quiet: Bool
    /// The command path, as the envelope's `command` names it.
    var command: String

    /// What a JSON run adds to its envelope besides the diagnostics and the summary line.
    struct JSONPart {
        var results: [JSONValue] = []
        var counts: [String: JSONValue] = [:]
        /// The codes of the notes that are results in JSON (`JSONEnvelope.splitting`): the per-file
        /// lines text prints as notes.
        var resultCodes: Set<String> = []
    }

    var isJSON: Bool { renderer.format == .json }

    init(parsed: ParsedArguments, context: PiecesTool.Context) {
        // Commands without --format or --quiet report in text, not quiet; `--json` means `--format json`.
        let chosen = parsed.ifDeclared(PiecesCommands.json) ? .json : parsed.ifDeclared(PiecesCommands.format) ?? .text
        let color =
            !parsed[PiecesCommands.noColor]
            && DiagnosticsRenderer.colorWanted(variable: context.variable, isTerminal: context.isTerminal)
        renderer = DiagnosticsRenderer(
            format: chosen, color: color && chosen == .text, baseDirectory: context.workingDirectory)
        isText = chosen == .text
        quiet = parsed.ifDeclared(PiecesCommands.quiet)
        command = parsed.commandPath.joinedDirectly(separator: " ")
    }

    /// The diagnostics, then (text format, not quiet) the summary line, if any. Not for JSON:
    /// `finished` puts them in the envelope.
    func render(_ diagnostics: [Diagnostic], summary: String) -> String {
        let shown = quiet ? diagnostics.filter { $0.severity != .note } : diagnostics
        var text = renderer.render(shown)
        if isText, !quiet, !summary.isEmpty { text += summary + "\n" }
        return text
    }

    /// The envelope of a run that ended with `status`.
    func envelope(_ diagnostics: [Diagnostic], summary: String, status: Int32, json: JSONPart) -> String {
        let split = JSONEnvelope.splitting(diagnostics, resultCodes: json.resultCodes)
        return JSONEnvelope(
            command: command, results: json.results + split.results, diagnostics: split.diagnostics, message: summary,
            counts: json.counts, status: status
        ).rendered()
    }

    /// A command that ran to its end: everything on standard output.
    func finished(
        _ diagnostics: [Diagnostic], summary: String, status: Int32 = ExitStatus.success, json: JSONPart = JSONPart()
    ) -> ToolOutput {
        guard !isJSON else {
            return ToolOutput(
                standardOutput: envelope(diagnostics, summary: summary, status: status, json: json), status: status)
        }
        return ToolOutput(standardOutput: render(diagnostics, summary: summary), status: status)
    }

    /// A command that stopped before its work: everything on standard error. The stream rule
    /// (README "Output streams"): results and findings on standard output, errors that stop the
    /// command on standard error, so `pieces … >/dev/null` still shows why it stopped.
    func stopped(_ diagnostics: [Diagnostic], summary: String = "", status: Int32, json: JSONPart = JSONPart())
        -> ToolOutput
    {
        guard !isJSON else {
            return ToolOutput(
                standardError: envelope(diagnostics, summary: summary, status: status, json: json), status: status)
        }
        return ToolOutput(standardError: render(diagnostics, summary: summary), status: status)
    }

    /// A command that stopped on `error` before its work: its diagnostic on standard error, and
    /// the status it asks for.
    func stopped(by error: some DiagnosticConvertible, summary: String = "") -> ToolOutput {
        stopped([error.diagnostic], summary: summary, status: error.exitStatus)
    }

    /// A report that may end in a stop: when `stopped`, its errors and the summary (which then
    /// says what was not done) go to standard error, the notes and warnings stay on standard output.
    /// In JSON the one envelope holds them all, on standard error when `stopped`.
    func report(_ diagnostics: [Diagnostic], summary: String, status: Int32, stopped: Bool, json: JSONPart = JSONPart())
        -> ToolOutput
    {
        guard stopped else { return finished(diagnostics, summary: summary, status: status, json: json) }
        guard !isJSON else { return self.stopped(diagnostics, summary: summary, status: status, json: json) }
        let rest = diagnostics.filter { $0.severity != .error }
        let shown = quiet ? rest.filter { $0.severity != .note } : rest
        return ToolOutput(
            standardOutput: shown.isEmpty ? "" : renderer.render(shown),
            standardError: render(diagnostics.filter { $0.severity == .error }, summary: summary), status: status)
    }
}
