import PiecesSupport

/// Renders diagnostics as a pretty-printed JSON array for scripts: each one as `Diagnostic.json`
/// (every field present, `null` where it has none), keys sorted, so the same diagnostics are the
/// same bytes from run to run; no diagnostics give `[]`.
package struct JSONRenderer: FormatRenderer {
    /// Creates the renderer.
    package init() {}

    package func render(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map(\.json)).rendered(.pretty)
    }
}
