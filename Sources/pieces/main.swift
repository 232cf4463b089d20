import Foundation
import PiecesKit
import PiecesSite

// The executable only connects the process to `PiecesTool`: arguments in, text and status out.
// It hands in the site writer, which lives in its own module above PiecesKit.
let context = PiecesTool.Context(
    workingDirectory: FileManager.default.currentDirectoryPath,
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) != 0,
    siteWriter: SiteCommand.writer)
let output = PiecesTool.run(Array(CommandLine.arguments.dropFirst()), context: context)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
