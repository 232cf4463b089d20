import Foundation
import PieceCatalog
import PiecesSupport
import Testing

@testable import PiecesMCP

/// docs/mcp.md shows every tool's schemas exactly as `tools/list` gives them;
/// `PIECES_UPDATE_GOLDENS=1` rewrites them there from the server (read the diff before committing).
@Suite struct MCPDocsTests {
    /// The schema pretty-printed the way the docs show it (sorted keys, two-space indentation).
    private func pretty(_ value: JSONValue) -> String { value.rendered(.pretty) }

    private static let inputHeading = "Input schema:\n\n```json\n"
    private static let outputHeading = "Output schema (`structuredContent`):\n\n```json\n"

    @Test func everyToolsSchemasAreDocumented() throws {
        let url = ScratchProject.repository.appendingPathComponent("docs/mcp.md")
        var docs = try String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment["PIECES_UPDATE_GOLDENS"] == "1" {
            for tool in MCPServer.tools {
                try Self.replaceBlock(after: Self.inputHeading, of: tool, with: pretty(tool.inputSchema), in: &docs)
                try Self.replaceBlock(after: Self.outputHeading, of: tool, with: pretty(tool.outputSchema), in: &docs)
            }
            try docs.write(to: url, atomically: true, encoding: .utf8)
        }
        for tool in MCPServer.tools {
            let body = try #require(Self.section(of: tool, in: docs), "no section for \(tool.name)")
            #expect(docs[body].contains(tool.description), "\(tool.name): description")
            #expect(
                docs[body].contains(Self.inputHeading + pretty(tool.inputSchema) + "```"), "\(tool.name): input schema")
            #expect(
                docs[body].contains(Self.outputHeading + pretty(tool.outputSchema) + "```"),
                "\(tool.name): output schema")
        }
    }

    /// The text of `tool`'s section, from its heading to the next one.
    private static func section(of tool: any MCPTool, in docs: String) -> Range<String.Index>? {
        guard let heading = docs.range(of: "### `\(tool.name)` — \(tool.title)\n") else { return nil }
        let next = docs[heading.upperBound...].range(of: "\n### ")?.lowerBound ?? docs.endIndex
        return heading.upperBound..<next
    }

    /// Replaces the JSON block after `heading` in `tool`'s section with `schema`.
    private static func replaceBlock(
        after heading: String, of tool: any MCPTool, with schema: String, in docs: inout String
    ) throws {
        let body = try #require(section(of: tool, in: docs), "no section for \(tool.name)")
        let start = try #require(docs[body].range(of: heading), "\(tool.name): no '\(heading)'").upperBound
        let end = try #require(docs[start..<body.upperBound].range(of: "```")).lowerBound
        docs.replaceSubrange(start..<end, with: schema)
    }
}
