import Foundation
import PieceCatalog
import Testing

@testable import PiecesMCP

/// docs/mcp.md shows every tool's schemas exactly as `tools/list` gives them.
@Suite struct MCPDocsTests {
    /// The schema pretty-printed the way the docs show it (sorted keys, two-space indentation).
    private func pretty(_ value: JSON) -> String {
        func library(_ value: JSON) -> JSONValue {
            switch value {
            case .null: .null
            case .bool(let flag): .bool(flag)
            case .int(let number): .int(number)
            case .double(let number): .string(String(number))
            case .string(let text): .string(text)
            case .array(let values): .array(values.map(library))
            case .object(let members): .object(members.mapValues(library))
            }
        }
        return library(value).rendered()
    }

    @Test func everyToolsSchemasAreDocumented() throws {
        let docs = try String(
            contentsOf: ScratchProject.repository.appendingPathComponent("docs/mcp.md"), encoding: .utf8)
        for tool in MCPServer.tools {
            let heading = try #require(
                docs.range(of: "### `\(tool.name)` — \(tool.title)\n"), "no section for \(tool.name)")
            let section = docs[heading.upperBound...].prefix { _ in true }
            let next = section.range(of: "\n### ")?.lowerBound ?? section.endIndex
            let body = String(section[..<next])
            #expect(body.contains(tool.description), "\(tool.name): description")
            #expect(
                body.contains("Input schema:\n\n```json\n" + pretty(tool.inputSchema) + "```"),
                "\(tool.name): input schema")
            #expect(
                body.contains("Output schema (`structuredContent`):\n\n```json\n" + pretty(tool.outputSchema) + "```"),
                "\(tool.name): output schema")
        }
    }
}
