/// JSON Schema fragments for the tools' input and output schemas (the 2020-12 dialect MCP names).
package enum Schema {
    static func string(_ description: String, enumeration: [String]? = nil) -> JSON {
        var members: [String: JSON] = ["type": .string("string"), "description": .string(description)]
        if let enumeration { members["enum"] = .array(enumeration.map(JSON.string)) }
        return .object(members)
    }

    static func nullableString(_ description: String) -> JSON {
        .object(["type": .array([.string("string"), .string("null")]), "description": .string(description)])
    }

    static func boolean(_ description: String) -> JSON {
        .object(["type": .string("boolean"), "description": .string(description)])
    }

    static func integer(_ description: String) -> JSON {
        .object(["type": .string("integer"), "description": .string(description)])
    }

    static func strings(_ description: String) -> JSON {
        .object([
            "type": .string("array"), "items": .object(["type": .string("string")]), "description": .string(description)
        ])
    }

    static func array(_ items: JSON, _ description: String) -> JSON {
        .object(["type": .string("array"), "items": items, "description": .string(description)])
    }

    /// An object with exactly `properties` (others refused), `required` among them.
    static func object(
        _ properties: [String: JSON], required: [String] = [], description: String? = nil, closed: Bool = true
    ) -> JSON {
        var members: [String: JSON] = [
            "type": .string("object"), "properties": .object(properties), "required": .array(required.map(JSON.string))
        ]
        if closed { members["additionalProperties"] = .bool(false) }
        if let description { members["description"] = .string(description) }
        return .object(members)
    }

    /// Any JSON object (a document the library defines, described in docs/mcp.md).
    static func openObject(_ description: String) -> JSON {
        .object(["type": .string("object"), "description": .string(description)])
    }

    /// The diagnostics every tool reports: the CLI's `--format json` objects.
    static let diagnostics = array(
        object(
            [
                "severity": string("error, warning or note", enumeration: ["error", "warning", "note"]),
                "code": string("A stable identifier."),
                "message": string("What is wrong."), "file": string("The file, relative to the working folder."),
                "line": integer("1-based line."), "column": integer("1-based column."), "fix": string("How to fix it."),
                "detail": string("More text, such as a diff.")
            ], required: ["severity", "code", "message"], closed: false),
        "Errors, warnings and notes, with the same messages and fixes as the CLI.")
}
