import Foundation
import PiecesDiagnostics
import PiecesMCP

/// `pieces mcp [--registry DIR|URL]`: the MCP server (`PiecesMCP`) on standard input and output
/// until input ends. The executable calls it before `PiecesTool.run`, because the server streams
/// where every other command returns its whole output.
public enum MCPCommand {
    /// The command's exit status when `arguments` ask for `pieces mcp`, else nil.
    public static func runIfRequested(_ arguments: [String], workingDirectory: String) -> Int32? {
        guard case .run(let parsed)? = try? ArgumentParser.parse(arguments, spec: PiecesCommands.root),
              parsed.commandPath == [PiecesCommands.mcp.name] else { return nil }
        // A client that goes away mid-answer must not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let configuration = MCPServer.Configuration(root: workingDirectory, registry: parsed.option("registry"), version: PiecesTool.version)
        MCPServer(configuration: configuration).serve(input: STDIN_FILENO, output: FileHandle.standardOutput)
        return ExitStatus.success
    }
}
