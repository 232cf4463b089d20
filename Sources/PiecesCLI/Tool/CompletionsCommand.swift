import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// `pieces completions bash|zsh|fish`: the shell's completion script, generated from the same
/// `CommandSpec` the parser and the help read.
struct CompletionsCommand {
    let parsed: ParsedArguments

    static let unknownShell = "error: no completions for shell '{shell}'; expected one of: {shells}\nsee `pieces completions --help`"

    func run() -> ToolOutput {
        let name = parsed.positional("shell") ?? ""
        guard let shell = CompletionShell(rawValue: name) else {
            let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
            let message = MessageTemplate.fill(Self.unknownShell, ["shell": name, "shells": shells])
            return ToolOutput(standardError: message + "\n", status: ExitStatus.usage)
        }
        return ToolOutput(standardOutput: shell.script(for: PiecesCommands.root))
    }
}
