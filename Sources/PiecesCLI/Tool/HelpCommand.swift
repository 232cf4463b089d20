import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// `pieces help [COMMAND…]`: the same screen as `pieces COMMAND… --help`; a word that names no
/// command is a usage error with the closest command suggested.
struct HelpCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "help", abstract: "Show the help of pieces, or of a command.",
        discussion: "`pieces help hook install` shows what `pieces hook install --help` shows.",
        declaring: [Options.command])

    struct Options: CommandOptions {
        static let command = Positional<[String]>(
            "command", valueName: "COMMAND",
            help: "The command, and its subcommand if it has them (default: pieces itself).")

        var command: [String]

        init(_ arguments: ParsedArguments) {
            command = arguments[Self.command]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput
    /// The tool whose help is shown.
    var root: CommandSpec { PiecesCommands.root }

    static let seeHelp = "see `pieces help`"

    func run() -> ToolOutput {
        let path = options.command
        var command = root
        for (offset, word) in path.enumerated() {
            guard let next = command.subcommand(named: word) else {
                let names = command.subcommands.map(\.name)
                let suggestion = EditDistance.suggestion(for: word, among: names, maximum: min(2, word.count - 1))
                // `help` is argument 1 (counted from 0 it is 0); the words after it follow.
                let error = UsageError.unknownCommand(
                    word, commandPath: Array(path.prefix(offset)), suggestion: suggestion, index: offset + 1)
                return ToolOutput(standardError: "error: \(error.message)\n\(Self.seeHelp)\n", status: ExitStatus.usage)
            }
            command = next
        }
        return ToolOutput(standardOutput: HelpRenderer(root: root).render(commandPath: path))
    }
}
