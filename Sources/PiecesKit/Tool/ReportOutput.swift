/// How a command renders its diagnostics: `--format`, colour, `--quiet`.
struct ReportOutput {
    var renderer: DiagnosticsRenderer
    var isText: Bool
    var quiet: Bool

    init(parsed: ParsedArguments, context: PiecesTool.Context) {
        // Commands without --format or --quiet (list, search, info) report in text, not quiet.
        let format = parsed.knownNames.contains("format") ? parsed.option("format") : nil
        let chosen = format.flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let color = !parsed.flag("no-color") && DiagnosticsRenderer.colorWanted(environment: context.environment, isTerminal: context.isTerminal)
        renderer = DiagnosticsRenderer(format: chosen, color: color && chosen == .text, baseDirectory: context.workingDirectory)
        isText = chosen == .text
        quiet = parsed.knownNames.contains("quiet") && parsed.flag("quiet")
    }

    /// The diagnostics, then (text format, not quiet) the summary line.
    func render(_ diagnostics: [Diagnostic], summary: String) -> String {
        let shown = quiet ? diagnostics.filter { $0.severity != .note } : diagnostics
        var text = renderer.render(shown)
        if isText, !quiet { text += summary + "\n" }
        return text
    }
}
