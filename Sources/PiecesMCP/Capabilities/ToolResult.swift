import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// What a tool call returns: a structured result (matching the tool's output schema) and a short
/// text for people; or, when it failed, the CLI's diagnostics (same message and fix) with `isError`.
package struct ToolResult: Sendable {
    package var structured: JSONValue
    package var text: String
    package var isError: Bool

    package init(structured: JSONValue, text: String, isError: Bool = false) {
        self.structured = structured
        self.text = text
        self.isError = isError
    }

    /// A failure: `diagnostics` as the CLI renders them in text and as JSON.
    package static func failure(_ diagnostics: [Diagnostic], summary: String? = nil) -> ToolResult {
        var members: [String: JSONValue] = ["diagnostics": DiagnosticJSON.array(diagnostics)]
        if let summary { members["summary"] = .string(summary) }
        let text = DiagnosticJSON.text(diagnostics) + (summary.map { $0 + "\n" } ?? "")
        return ToolResult(structured: .object(members), text: text, isError: true)
    }

    /// The `tools/call` result in `version`'s shape (no `structuredContent` before 2025-06-18,
    /// where the JSON goes in a second text block instead).
    func json(version: String) -> JSONValue {
        var content: [JSONValue] = [.object(["type": .string("text"), "text": .string(text)])]
        var members: [String: JSONValue] = ["isError": .bool(isError)]
        if ProtocolVersion.hasStructuredContent(version) {
            members["structuredContent"] = structured
        } else {
            content.append(.object(["type": .string("text"), "text": .string(structured.rendered(.line))]))
        }
        members["content"] = .array(content)
        return .object(members)
    }
}

/// Diagnostics as the CLI reports them: for programs the structured value every JSON output
/// shares (`Diagnostic.json`), for people the text renderer without colour.
package enum DiagnosticJSON {
    package static func array(_ diagnostics: [Diagnostic]) -> JSONValue { .array(diagnostics.map(\.json)) }

    package static func text(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticsRenderer(format: .text, color: false).render(diagnostics)
    }
}
