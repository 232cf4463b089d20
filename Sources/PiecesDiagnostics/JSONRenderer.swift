import Foundation

/// Renders diagnostics as a pretty-printed JSON array for scripts.
///
/// Keys are sorted and unknown fields left out, so the output of the same diagnostics is the same
/// byte for byte from run to run; no diagnostics give `[]`.
package struct JSONRenderer: FormatRenderer {
    /// Creates the renderer.
    package init() {}

    package func render(_ diagnostics: [Diagnostic]) -> String {
        // The encoder prints an empty array over two lines; `[]` is what people and tools expect.
        guard !diagnostics.isEmpty else { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(diagnostics)
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            preconditionFailure("JSONEncoder cannot fail on strings and integers: \(error)")
        }
    }
}
