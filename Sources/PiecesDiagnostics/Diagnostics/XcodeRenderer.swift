/// Renders diagnostics as Xcode's build log parses a run-script phase's output.
///
/// Each diagnostic is exactly one line, `file:line:col: error: message (fix)`, with `warning:` or
/// `note:` for the other severities. Without a line the location is `file:`, without a file there is
/// none. Line breaks inside the message or fix become spaces, because Xcode reads one diagnostic per
/// line; the detail is left out for the same reason.
public struct XcodeRenderer: FormatRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        var line = ""
        if let location = diagnostic.location { line += location + ": " }
        line += diagnostic.severity.rawValue + ": " + singleLine(diagnostic.message)
        if let fix = diagnostic.fix { line += " (" + singleLine(fix) + ")" }
        return line + "\n"
    }

    private func singleLine(_ text: String) -> String {
        text.diagnosticLines.joined(separator: " ")
    }
}
