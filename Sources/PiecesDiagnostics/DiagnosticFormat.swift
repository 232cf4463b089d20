/// The output formats diagnostics can be rendered in, named as the `--format` option spells them.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// Human-readable text for a terminal, optionally coloured, with fixes and diffs.
    case text
    /// One `file:line:col: error: message` line each, as Xcode's run-script phase parses them.
    case xcode
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations on a run.
    case github
    /// A pretty-printed JSON array with sorted keys, for scripts.
    case json
}
