import Foundation
import PiecesCLI

// The executable only connects the process to `PiecesTool`: arguments in, text and status out.
let context = PiecesTool.Context(
    workingDirectory: FileManager.default.currentDirectoryPath,
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) != 0)
let output = PiecesTool.run(Array(CommandLine.arguments.dropFirst()), context: context)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
