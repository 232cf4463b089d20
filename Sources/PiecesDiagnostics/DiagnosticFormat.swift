/// The output formats diagnostics can be rendered in, named as the `--format` option spells them.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// Human-readable text for a terminal, optionally coloured, with fixes and diffs.
    case text
    /// One `file:line:col: error: message` line each, as Xcode's run-script phase parses them.
    case xcode
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations on a run.
    case github
    /// JSON for scripts (`Diagnostic.json`); the commands print it as one envelope, docs/json.md.
    case json
}
