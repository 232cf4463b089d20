import PiecesSupport

/// One tool the server offers: its name, schemas and what it does. Tools call the same library
/// code as the CLI commands; they never print and never write outside the server's root.
package protocol MCPTool: Sendable {
    var name: String { get }
    var title: String { get }
    var description: String { get }
    /// The arguments, as a closed JSON Schema object (`ToolArguments` checks calls against it).
    var inputSchema: JSONValue { get }
    /// The `structuredContent` of a successful call.
    var outputSchema: JSONValue { get }
    /// Never writes (MCP's `readOnlyHint`).
    var readOnly: Bool { get }
    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult
}

extension MCPTool {
    /// The entry of `tools/list`.
    func listing(structured: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema,
            "annotations": .object([
                "title": .string(title), "readOnlyHint": .bool(readOnly), "destructiveHint": .bool(false),
                "idempotentHint": .bool(true), "openWorldHint": .bool(false)
            ])
        ]
        if structured { members["outputSchema"] = outputSchema }
        return .object(members)
    }
}
