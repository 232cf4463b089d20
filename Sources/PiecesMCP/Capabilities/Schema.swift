import PiecesSupport

/// JSON Schema fragments for the tools' input and output schemas (the 2020-12 dialect MCP names).
package enum Schema {
    static func string(_ description: String, enumeration: [String]? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": .string("string"), "description": .string(description)]
        if let enumeration { members["enum"] = .array(enumeration.map(JSONValue.string)) }
        return .object(members)
    }

    static func nullableString(_ description: String) -> JSONValue {
        .object(["type": .array([.string("string"), .string("null")]), "description": .string(description)])
    }

    static func boolean(_ description: String) -> JSONValue {
        .object(["type": .string("boolean"), "description": .string(description)])
    }

    static func nullableInteger(_ description: String) -> JSONValue {
        .object(["type": .array([.string("integer"), .string("null")]), "description": .string(description)])
    }

    static func integer(_ description: String) -> JSONValue {
        .object(["type": .string("integer"), "description": .string(description)])
    }

    static func strings(_ description: String) -> JSONValue {
        .object([
            "type": .string("array"), "items": .object(["type": .string("string")]), "description": .string(description)
        ])
    }

    static func array(_ items: JSONValue, _ description: String) -> JSONValue {
        .object(["type": .string("array"), "items": items, "description": .string(description)])
    }

    /// The properties of the `options` a tool takes (`RequestOption.Surfaces.all`), by their tool
    /// spelling (`key`): words an array of strings, a value a string, a flag a boolean whose
    /// description says it is false when left out. The descriptions are the command line's help.
    static func properties<Root>(_ options: [RequestOption<Root>]) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for option in options where option.surfaces == .all {
            switch option.kind {
            case .words: properties[option.key] = strings(option.help)
            case .value: properties[option.key] = string(option.help)
            case .flag: properties[option.key] = boolean(saysFalseByDefault(option.help))
            }
        }
        return properties
    }

    /// `help` saying it is false when left out: `Do this (default false).`, or inside the
    /// sentence's closing parenthesis, `Do this (when so; default false).`
    static func saysFalseByDefault(_ help: String) -> String {
        if help.hasSuffix(").") { return help.dropLast(2) + "; default false)." }
        return (help.hasSuffix(".") ? String(help.dropLast()) : help) + " (default false)."
    }

    /// The keys of the `options` a tool must give: words that need at least one.
    static func required<Root>(_ options: [RequestOption<Root>]) -> [String] {
        options.filter { $0.surfaces == .all && $0.isRequired }.map(\.key)
    }

    /// An object with exactly `properties` (others refused), `required` among them.
    static func object(
        _ properties: [String: JSONValue], required: [String] = [], description: String? = nil, closed: Bool = true
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": .string("object"), "properties": .object(properties),
            "required": .array(required.map(JSONValue.string))
        ]
        if closed { members["additionalProperties"] = .bool(false) }
        if let description { members["description"] = .string(description) }
        return .object(members)
    }

    /// Any JSON object (a document the library defines, described in docs/mcp.md).
    static func openObject(_ description: String) -> JSONValue {
        .object(["type": .string("object"), "description": .string(description)])
    }

    /// The diagnostics every tool reports: `Diagnostic.json`, the objects of the CLI's `--format json`,
    /// every field present and `null` where a diagnostic has none.
    static let diagnostics = array(
        object(
            [
                "severity": string("error, warning or note", enumeration: ["error", "warning", "note"]),
                "code": string("A stable identifier."), "message": string("What is wrong."),
                "file": nullableString("The file, relative to the working folder."),
                "line": nullableInteger("1-based line."), "column": nullableInteger("1-based column."),
                "fix": nullableString("How to fix it."), "detail": nullableString("More text, such as a diff.")
            ], required: ["severity", "code", "message", "file", "line", "column", "fix", "detail"], closed: false),
        "Errors, warnings and notes, with the same messages and fixes as the CLI.")
}
