import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// `pieces completions bash|zsh|fish`: the shell's completion script, generated from the same
/// `CommandSpec` the parser and the help read.
struct CompletionsCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "completions", abstract: "Print a shell completion script for pieces.",
        discussion: "Completes commands, options, option values and piece names (asked of"
            + " `pieces list --names` when Tab is pressed). bash: `source <(pieces completions bash)`"
            + " in ~/.bashrc; zsh: save as _pieces in a folder of $fpath; fish: save as"
            + " ~/.config/fish/completions/pieces.fish.",
        declaring: [Options.shell])

    struct Options: CommandOptions {
        static let shell = Positional<String>("shell", valueName: "SHELL", help: "bash, zsh or fish.")
            .completing(.values(CompletionShell.allCases.map(\.rawValue)))

        var shell: String

        init(_ arguments: ParsedArguments) {
            shell = arguments[Self.shell]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let name = options.shell
        guard let shell = CompletionShell(rawValue: name) else {
            let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
            return ToolOutput(
                standardError: CompletionsCommand.unknownShell(name, shells: shells).text + "\n",
                status: ExitStatus.usage)
        }
        return ToolOutput(standardOutput: shell.script(for: PiecesCommands.root))
    }
}

extension CompletionsCommand {
    static func unknownShell(_ shell: String, shells: String) -> Message {
        "error: no completions for shell '\(shell)'; expected one of: \(shells)\nsee `pieces completions --help`"
    }
}
