import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// The tools the server offers, by name, and the one way a call is run: arguments checked against
/// the tool's schema first.
package struct ToolTable: Sendable {
    package let tools: [any MCPTool]

    static func unknownToolMessage(_ name: String, _ known: [String]) -> String {
        "unknown tool '\(name)'; the tools are \(known.joined(separator: ", "))"
    }

    static let badArgumentsCode = "mcp-invalid-arguments"
    static let badArgumentsFix = "call the tool again with the arguments its inputSchema describes"

    package init(_ tools: [any MCPTool]) { self.tools = tools }

    package func tool(named name: String) -> (any MCPTool)? { tools.first { $0.name == name } }

    /// `tools/list`.
    func list(version: String) -> JSONValue {
        .object(["tools": .array(tools.map { $0.listing(structured: ProtocolVersion.hasStructuredContent(version)) })])
    }

    /// `tools/call`: a tool error for arguments that do not fit (from 2025-11-25; before, a
    /// JSON-RPC error, as those revisions say), a JSON-RPC error for a request that names no tool.
    func call(_ params: [String: JSONValue], version: String, context: ToolContext) throws(RPCError) -> JSONValue {
        guard case .string(let name)? = params["name"] else {
            throw .invalidParams("tools/call needs \"name\", the tool's name (a string)")
        }
        guard let tool = tool(named: name) else {
            throw .invalidParams(Self.unknownToolMessage(name, tools.map(\.name)))
        }
        let given: [String: JSONValue]
        switch params["arguments"] {
        case nil, .null?: given = [:]
        case .object(let members)?: given = members
        default: throw .invalidParams("\"arguments\" must be an object")
        }
        let arguments: ToolArguments
        do { arguments = try ToolArguments.check(given, against: tool.inputSchema) } catch {
            guard ProtocolVersion.reportsBadArgumentsAsToolErrors(version) else {
                throw .invalidParams("\(name): \(error.message)")
            }
            let diagnostic = Diagnostic(
                severity: .error, code: Self.badArgumentsCode, message: "\(name): \(error.message)",
                fix: Self.badArgumentsFix)
            return ToolResult.failure([diagnostic]).json(version: version)
        }
        return tool.call(arguments, context: context).json(version: version)
    }
}
