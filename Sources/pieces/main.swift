import Foundation
import PiecesCLI

// The executable only connects the process to `PiecesTool`: arguments in, text and status out
// (`pieces mcp` writes its answers to the streams as it goes, and returns no text).
let arguments = Array(CommandLine.arguments.dropFirst())
// A progress line for slow remote requests, only where a person watches standard error.
let progress: (@Sendable (String?) -> Void)?
if isatty(STDERR_FILENO) != 0 {
    progress = { message in
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + (message ?? "")).utf8))
    }
} else {
    progress = nil
}
let context = PiecesTool.Context(
    workingDirectory: FileManager.default.currentDirectoryPath,
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) != 0,
    progress: progress,
    streams: PiecesTool.Streams(input: STDIN_FILENO, output: STDOUT_FILENO))
let output = PiecesTool.run(arguments, context: context)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
