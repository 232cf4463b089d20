import PiecesSupport

/// The one entry point for printing diagnostics: picks the renderer for a format.
package struct DiagnosticsRenderer: Sendable {
    /// The output format.
    package var format: DiagnosticFormat
    /// Whether the text format adds ANSI colour; the other formats never do.
    package var color: Bool

    /// What the xcode format resolves relative files against (it prints absolute paths).
    package var baseDirectory: String?

    /// Creates a renderer for `format`; `color` only affects ``DiagnosticFormat/text``,
    /// `baseDirectory` only ``DiagnosticFormat/xcode``.
    package init(format: DiagnosticFormat, color: Bool = false, baseDirectory: String? = nil) {
        self.format = format
        self.color = color
        self.baseDirectory = baseDirectory
    }

    /// The diagnostics as complete lines of the chosen format.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        renderer.render(diagnostics)
    }

    /// The renderer for the chosen format.
    package var renderer: any FormatRenderer {
        switch format {
        case .text: TextRenderer(color: color)
        case .xcode: XcodeRenderer(baseDirectory: baseDirectory)
        case .github: GitHubRenderer()
        case .json: JSONRenderer()
        }
    }

    /// Whether text output should be coloured by default.
    ///
    /// Only when writing to a terminal, and never when `NO_COLOR` is set to anything but the empty
    /// string (https://no-color.org) or the terminal says it is `dumb`.
    package static func colorWanted(variable: (String) -> String?, isTerminal: Bool) -> Bool {
        if let noColor = variable("NO_COLOR"), !noColor.isEmpty { return false }
        if variable("TERM") == "dumb" { return false }
        return isTerminal
    }
}
