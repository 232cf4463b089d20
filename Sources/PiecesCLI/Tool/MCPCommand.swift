import PieceCatalog
import PiecesDiagnostics
import PiecesMCP

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `pieces mcp [--registry DIR|URL]`: the MCP server (`PiecesMCP`) on the process's standard input
/// and output (`PiecesTool.Context.streams`) until input ends. Parsed and run like every command;
/// it only differs in writing its answers as it makes them, so its `ToolOutput` is empty.
struct MCPCommand: PiecesCommand {
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

    /// Serves until input ends; without streams (in process: a test, an MCP tool) it refuses.
    func run() -> ToolOutput {
        guard let streams = context.streams else {
            return ToolOutput(standardError: Self.needsExecutableMessage + "\n", status: ExitStatus.usage)
        }
        // A client that goes away mid-answer must not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let configuration = MCPServer.Configuration(
            root: context.workingDirectory, registry: options.registry, version: PiecesTool.version)
        // Nothing but answers is written: no progress line on standard error, and the default
        // timeouts (the server has no --timeout); variables from the run's context.
        let settings = RemoteRegistry.RunSettings(variable: { [context] in context.variable($0) })
        RemoteRegistry.$runSettings.withValue(settings) {
            MCPServer(configuration: configuration)
                .serve(input: streams.input, output: streams.output)
        }
        return ToolOutput()
    }
}
