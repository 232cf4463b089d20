import Foundation
import PiecesCLI

// The executable only connects the process to `PiecesTool`: arguments in, text and status out.
// `pieces mcp` streams instead (MCPCommand).
let arguments = Array(CommandLine.arguments.dropFirst())
if let status = MCPCommand.runIfRequested(arguments, workingDirectory: FileManager.default.currentDirectoryPath) { exit(status) }
let context = PiecesTool.Context(
    workingDirectory: FileManager.default.currentDirectoryPath,
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) != 0)
let output = PiecesTool.run(arguments, context: context)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
