import PiecesSupport

extension Diagnostic {
    /// The diagnostic as every JSON output writes it — the `--format json` envelope, the json
    /// format's array, the MCP server's results (docs/json.md, "A diagnostic"): every field
    /// present, `null` where the diagnostic has none. `status` is left out: it is how the tool
    /// exits, and the envelope says the run's.
    package var json: JSONValue {
        .object([
            "severity": .string(severity.rawValue), "code": .string(code), "message": .string(message),
            "file": .optional(file), "line": .optional(line), "column": .optional(column), "fix": .optional(fix),
            "detail": .optional(detail)
        ])
    }
}
