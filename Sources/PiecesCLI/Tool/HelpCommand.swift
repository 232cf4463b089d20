import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// `pieces help [COMMAND…]`: the same screen as `pieces COMMAND… --help`; a word that names no
/// command is a usage error with the closest command suggested.
struct HelpCommand {
    let parsed: ParsedArguments
    let root: CommandSpec

    static let seeHelp = "see `pieces help`"

    func run() -> ToolOutput {
        let path = parsed.positionals("command")
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
