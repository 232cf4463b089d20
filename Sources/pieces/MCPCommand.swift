import Foundation
import PiecesKit
import PiecesMCP

/// `pieces mcp [--registry DIR|URL]`: the MCP server on standard input and output until input ends.
///
/// Here rather than in PiecesKit's Tool/ because the server is its own module above PiecesKit; it
/// streams, where the other commands return their whole output.
enum MCPCommand {
    /// The command's exit status when `arguments` ask for `pieces mcp`, else nil.
    static func runIfRequested(_ arguments: [String], workingDirectory: String) -> Int32? {
        guard case .run(let parsed)? = try? ArgumentParser.parse(arguments, spec: PiecesCommands.root),
              parsed.commandPath == [PiecesCommands.mcp.name] else { return nil }
        // A client that goes away mid-answer must not kill the server with SIGPIPE before it sees end of input.
        signal(SIGPIPE, SIG_IGN)
        let configuration = MCPServer.Configuration(root: workingDirectory, registry: parsed.option("registry"), version: PiecesTool.version)
        MCPServer(configuration: configuration).serve(input: STDIN_FILENO, output: FileHandle.standardOutput)
        return ExitStatus.success
    }
}
