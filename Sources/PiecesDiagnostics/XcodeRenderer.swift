import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders diagnostics as Xcode's build log parses a run-script phase's output.
///
/// Each diagnostic is exactly one line, `file:line:col: error: message (fix)`, with `warning:` or
/// `note:` for the other severities. Without a line the location is `file:`, without a file there is
/// none. Line breaks inside the message or fix become spaces, because Xcode reads one diagnostic per
/// line; the detail is left out for the same reason. A relative file is made absolute against
/// `baseDirectory` (the working directory the paths are relative to): Xcode and editors jump to a
/// line only through an absolute path, as SwiftLint prints them.
package struct XcodeRenderer: FormatRenderer {
    /// What relative files are resolved against; nil leaves them as they are.
    package var baseDirectory: String?

    /// Creates the renderer.
    package init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        var line = ""
        var located = diagnostic
        located.file = diagnostic.file.map(absolute)
        if let location = located.location { line += location + ": " }
        line += diagnostic.severity.rawValue + ": " + singleLine(diagnostic.message)
        if let fix = diagnostic.fix { line += " (" + singleLine(fix) + ")" }
        return line + "\n"
    }

    /// `file` against `baseDirectory`, `.` and `..` resolved; absolute paths and URLs unchanged.
    func absolute(_ file: String) -> String {
        guard let baseDirectory, !file.hasPrefix("/"), !file.contains("://") else { return file }
        return Path(file).resolved(against: Path(baseDirectory)).string
    }

    private func singleLine(_ text: String) -> String {
        text.diagnosticLines.joined(separator: " ")
    }
}
