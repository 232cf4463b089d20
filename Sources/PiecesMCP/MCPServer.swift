import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Model Context Protocol server behind `pieces mcp` (docs/mcp.md): JSON-RPC 2.0, one message
/// per line on standard input, one answer per line on standard output, nothing else written there.
///
/// Its tools are the CLI's commands as library calls (search, list, info, add, status, diff, check,
/// sync, why), working in the folder the server started in; nothing is written outside it.
package struct MCPServer: Sendable {
    /// What the server serves and how much it accepts.
    package struct Configuration: Sendable {
        /// The folder the tools work in, and outside of which nothing is written.
        package var root: String
        /// The registry (folder or URL) every tool uses; nil for the CLI's defaults.
        package var registry: String?
        /// The largest message accepted, in bytes; longer lines are answered with an error.
        package var messageLimit: Int
        /// The version `serverInfo` reports.
        package var version: String

        /// 4 MiB: a tool call is a few hundred bytes; this leaves room and still bounds memory.
        package static let defaultMessageLimit = 4 << 20

        package init(root: String, registry: String? = nil, messageLimit: Int = defaultMessageLimit, version: String) {
            self.root = root
            self.registry = registry
            self.messageLimit = messageLimit
            self.version = version
        }
    }

    package let configuration: Configuration

    package init(configuration: Configuration) { self.configuration = configuration }

    /// Serves `input` until it ends (or `output` can no longer be written: the client is gone),
    /// writing each answer to `output` as it is made.
    package func serve(input: Int32, output: Int32) {
        var reader = LineReader(descriptor: input, limit: configuration.messageLimit)
        var router = makeRouter()
        while let line = reader.next() {
            guard let answer = Self.answer(line, router: &router) else { continue }
            guard FileDescriptor.write(Array((answer + "\n").utf8), to: output) == nil else { return }
        }
    }

    /// The answer to one line read (nil for notifications and blank lines).
    package static func answer(_ line: LineReader.Line, router: inout MethodRouter) -> String? {
        switch line {
        case .tooLong(let size):
            return OutgoingMessage.error(id: .null, .tooLarge(size: size, limit: router.messageLimit))
        case .message(let bytes):
            if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
            return router.answer(IncomingMessage.decode(bytes))
        }
    }

    /// The router with every tool, resource and prompt.
    func makeRouter() -> MethodRouter {
        MethodRouter(
            tools: ToolTable(Self.tools), resources: ResourceTable(), prompts: PromptTable(),
            context: ToolContext(root: configuration.root, registry: configuration.registry),
            serverName: "pieces", serverVersion: configuration.version, messageLimit: configuration.messageLimit)
    }

    /// Every tool, in the order `tools/list` gives them.
    package static let tools: [any MCPTool] = [
        SearchPiecesTool(), ListPiecesTool(), GetPieceTool(), PlanAddTool(), AddPiecesTool(),
        StatusTool(), DiffPieceTool(), CheckRegistryTool(), SyncRegistryTool(), WhyTool()
    ]
}
