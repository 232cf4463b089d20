import PiecesSupport

/// Renders diagnostics for a person reading a terminal.
///
/// ```
/// Sources/App/Button.swift:12:5: error: the Piece motion block is out of date [block-stale]
///   fix: run `pieces sync` to rewrite the block
///     --- a/Sources/App/Button.swift
///     …
/// ```
///
/// The first line follows the compilers' `file:line:col: severity: message` shape, leaving out the
/// parts that are unknown; the fix follows indented by two spaces and the detail by four. With
/// `color`, the severity and the lines of a unified diff in the detail are coloured with ANSI escapes.
package struct TextRenderer: FormatRenderer {
    /// Whether to add ANSI colour escapes.
    package var color: Bool

    /// Creates a renderer that colours its output only when `color` is true.
    package init(color: Bool) {
        self.color = color
    }

    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joinedDirectly()
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        var head = ""
        // Messages quote registries and repositories: their controls and bidi overrides are escaped.
        if let location = diagnostic.location { head += TerminalText.escaped(location) + ": " }
        head += paint(diagnostic.severity.rawValue, style(for: diagnostic.severity)) + ": "
        var lines = hanging(TerminalText.escaped(diagnostic.message), first: head, rest: Self.continuationIndent)
        // The code ends the first line, where compilers put theirs and where grep finds it.
        if !diagnostic.code.isEmpty { lines[0] += " [\(diagnostic.code)]" }
        if let fix = diagnostic.fix {
            lines += hanging(TerminalText.escaped(fix), first: Self.fixPrefix, rest: Self.fixContinuationIndent)
        }
        if let detail = diagnostic.detail {
            lines += detailLines(TerminalText.escaped(detail))
        }
        return lines.map { $0 + "\n" }.joinedDirectly()
    }

    /// The first line of `text` after `first`, the rest after `rest`, so a multi-line message
    /// stays visibly one diagnostic.
    private func hanging(_ text: String, first: String, rest: String) -> [String] {
        text.diagnosticLines.enumerated().map { index, line in
            (index == 0 ? first : rest) + line
        }
    }

    private func detailLines(_ detail: String) -> [String] {
        let lines = detail.diagnosticLines
        // Only a unified diff gets diff colours: a `-` starting a line of prose is no removal.
        let isDiff = color && lines.contains { $0.hasPrefix("@@ ") }
        return lines.map { line in
            guard !line.isEmpty else { return "" }
            let text = isDiff ? paint(String(line), diffStyle(for: line)) : String(line)
            return Self.detailIndent + text
        }
    }

    private func style(for severity: Diagnostic.Severity) -> ANSIStyle {
        switch severity {
        case .error: .boldRed
        case .warning: .boldYellow
        case .note: .boldCyan
        }
    }

    private func diffStyle(for line: Substring) -> ANSIStyle? {
        if line.hasPrefix("+++ ") || line.hasPrefix("--- ") { return .bold }
        if line.hasPrefix("@@") { return .cyan }
        if line.hasPrefix("+") { return .green }
        if line.hasPrefix("-") { return .red }
        return nil
    }

    private func paint(_ text: String, _ style: ANSIStyle?) -> String {
        guard color, let style else { return text }
        return style.rawValue + text + ANSIStyle.reset
    }

    private static let continuationIndent = "  "
    private static let fixPrefix = "  fix: "
    private static let fixContinuationIndent = "       "
    private static let detailIndent = "    "
}

/// The SGR escape sequences the text renderer uses.
enum ANSIStyle: String {
    case bold = "\u{1B}[1m"
    case boldRed = "\u{1B}[1;31m"
    case boldYellow = "\u{1B}[1;33m"
    case boldCyan = "\u{1B}[1;36m"
    case red = "\u{1B}[31m"
    case green = "\u{1B}[32m"
    case cyan = "\u{1B}[36m"

    static let reset = "\u{1B}[0m"
}
