import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// The one JSON document every command prints with `--format json` (or `--json`), whatever the
/// command and however it ended (docs/json.md):
///
/// ```json
/// {"schema": 1, "command": "add", "status": 0, "results": [...], "diagnostics": [...],
///  "summary": {"message": "installed …", ...}}
/// ```
///
/// Every key is always there: `results` and `diagnostics` are `[]` when empty, `summary` holds at
/// least `message` (the text format's summary line, `null` when the command has none), absent
/// values are `null`. A script can read any command's output with the same few lines.
struct JSONEnvelope {
    /// The layout version; it changes only when a field changes meaning or goes away.
    static let schema = 1

    /// The command path as typed: `add`, `hook install`.
    var command: String
    /// One object per thing the command reports on (docs/json.md has each command's shape).
    var results: [JSONValue] = []
    /// Problems and remarks, in the order text prints them.
    var diagnostics: [Diagnostic] = []
    /// The text summary line; nil when the command has none.
    var message: String?
    /// The command's counts, beside `message`.
    var counts: [String: JSONValue] = [:]
    /// The exit status the run ends with.
    var status: Int32

    /// The whole document.
    var document: JSONValue {
        var summary = counts
        summary["message"] = .optional(message.flatMap { $0.isEmpty ? nil : $0 })
        return .object([
            "schema": .int(Self.schema), "command": .string(command), "status": .int(Int(status)),
            "results": .array(results), "diagnostics": .array(diagnostics.map(\.json)), "summary": .object(summary)
        ])
    }

    /// The document's text: sorted keys, two-space indentation, a trailing newline.
    func rendered() -> String { document.rendered(.pretty) }

    /// A command's notes of `codes` become `results` (`{code, file, line, message, detail}`), the
    /// rest stay diagnostics: for commands whose per-file lines are notes in text.
    static func splitting(_ diagnostics: [Diagnostic], resultCodes codes: Set<String>) -> (
        results: [JSONValue], diagnostics: [Diagnostic]
    ) {
        var results: [JSONValue] = []
        var rest: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .note, codes.contains(diagnostic.code) else {
                rest.append(diagnostic)
                continue
            }
            results.append(
                .object([
                    "code": .string(diagnostic.code), "file": .optional(diagnostic.file),
                    "line": .optional(diagnostic.line),
                    "message": .string(diagnostic.message), "detail": .optional(diagnostic.detail)
                ]))
        }
        return (results, rest)
    }
}

extension JSONEnvelope {
    /// The code of a usage error's diagnostic.
    static let usageCode = "usage"

    /// A usage error as an envelope, when the arguments ask for JSON (`--json`, `--format json`,
    /// `--format=json`) even though they could not be parsed; nil otherwise (text).
    static func usageError(_ error: UsageError, help: String, arguments: [String]) -> String? {
        let asked =
            arguments.contains("--json") || arguments.contains("--format=json")
            || zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" }
        guard asked else { return nil }
        let diagnostic = Diagnostic(severity: .error, code: usageCode, message: error.message, fix: help)
        return JSONEnvelope(
            command: error.commandPath.joined(separator: " "), diagnostics: [diagnostic], status: ExitStatus.usage
        ).rendered()
    }
}
