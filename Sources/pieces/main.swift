import PiecesCLI
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

// The executable only connects the process to `PiecesTool`: arguments in, text and status out
// (`pieces mcp` writes its answers to the streams as it goes, and returns no text).
// Read from argv at its size (an exec may pass none at all): `CommandLine.arguments` grows its
// array word by word.
let arguments = (1..<max(1, Int(CommandLine.argc))).map { String(cString: CommandLine.unsafeArgv[$0]!) }
// A progress line for slow remote requests, only where a person watches standard error.
let progress: (@Sendable (String?) -> Void)?
if isatty(STDERR_FILENO) != 0 {
    progress = { message in
        _ = FileDescriptor.write(Array(("\r\u{1B}[K" + (message ?? "")).utf8), to: STDERR_FILENO)
    }
} else {
    progress = nil
}
let context = PiecesTool.Context(
    workingDirectory: Path.currentDirectory.string,
    environment: ProcessEnvironment.variables(),
    variable: ProcessEnvironment.variable(named:),
    isTerminal: isatty(STDOUT_FILENO) != 0,
    progress: progress,
    streams: PiecesTool.Streams(input: STDIN_FILENO, output: STDOUT_FILENO))
let output = PiecesTool.run(arguments, context: context)
_ = FileDescriptor.write(Array(output.standardOutput.utf8), to: STDOUT_FILENO)
_ = FileDescriptor.write(Array(output.standardError.utf8), to: STDERR_FILENO)
exit(output.status)
