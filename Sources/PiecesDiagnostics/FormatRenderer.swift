/// Turns diagnostics into the text of one output format (`DiagnosticsRenderer` picks which).
///
/// Every renderer returns complete lines, each ending in a newline, so the result can be written to
/// standard output or standard error as it is.
package protocol FormatRenderer: Sendable {
    /// The diagnostics in this renderer's format, in the order given.
    func render(_ diagnostics: [Diagnostic]) -> String
}

extension String {
    /// The string's lines, split at `\n`, `\r\n` or `\r`; a final line break adds no empty line.
    var diagnosticLines: [Substring] {
        var lines = split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
