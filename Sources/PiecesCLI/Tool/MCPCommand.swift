import Foundation
import PiecesDiagnostics
import PiecesMCP

/// `pieces mcp [--registry DIR|URL]`: the MCP server (`PiecesMCP`) on standard input and output
/// until input ends. The executable calls it before `PiecesTool.run`, because the server streams
/// where every other command returns its whole output.
public struct MCPCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "mcp",
        abstract: "Serve pieces to coding assistants: an MCP server on stdio.",
        discussion: "JSON-RPC 2.0, one message per line on standard input, answers on standard output"
            + " (nothing else is written there). The tools search, read and add pieces, show installed"
            + " pieces and check or sync a registry, in the current folder; nothing is written outside"
            + " it. See docs/mcp.md for the tools and how to register the server with an assistant.",
        declaring: [Options.registry])

    struct Options: CommandOptions {
        static let registry = Option<String?>(
            "registry", valueName: "DIR|URL",
            help: "The registry every tool uses (default: as each command finds it).")

        var registry: String?

        init(_ arguments: ParsedArguments) {
            registry = arguments[Self.registry]
        }
    }

    static let needsExecutableMessage =
        "error: 'pieces mcp' streams standard input and output, so only the pieces executable runs it"

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    /// Reached only through `PiecesTool.run` (a test, the MCP server's own tools): the server
    /// streams, so the executable serves it through `runIfRequested` before coming here.
    func run() -> ToolOutput {
        ToolOutput(standardError: Self.needsExecutableMessage + "\n", status: ExitStatus.usage)
    }

    /// The command's exit status when `arguments` ask for `pieces mcp`, else nil.
    public static func runIfRequested(_ arguments: [String], workingDirectory: String) -> Int32? {
        guard case .run(let parsed)? = try? ArgumentParser.parse(arguments, spec: PiecesCommands.root),
            parsed.commandPath == [spec.name]
        else { return nil }
        // A client that goes away mid-answer must not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let configuration = MCPServer.Configuration(
            root: workingDirectory, registry: Options(parsed).registry, version: PiecesTool.version)
        MCPServer(configuration: configuration).serve(input: STDIN_FILENO, output: FileHandle.standardOutput)
        return ExitStatus.success
    }
}
