import PiecesSupport

/// Every command of a tool flattened for the completion scripts: its path, its subcommands, and
/// what it accepts (its own arguments, inherited global ones and `--help`, as `CommandScope`
/// says, so completion offers exactly what the parser accepts).
struct CompletionModel: Sendable {
    struct Command: Sendable {
        /// Subcommand names after the tool's name; empty for the tool itself.
        var path: [String]
        var subcommands: [CommandSpec]
        /// Flags and options, `--help` and globals included.
        var options: [ArgumentSpec]
        var positionals: [ArgumentSpec]
    }

    /// The tool's name (`pieces`).
    var tool: String
    /// The root first, then every command depth-first.
    var commands: [Command]

    init(root: CommandSpec) {
        tool = root.name
        commands = []
        collect(CommandScope(root: root))
    }

    private mutating func collect(_ scope: CommandScope) {
        let available = scope.current.subcommands
        commands.append(
            Command(
                path: scope.path, subcommands: available, options: scope.options,
                positionals: scope.positionals))
        for subcommand in available {
            var inner = scope
            inner.descend(into: subcommand)
            collect(inner)
        }
    }

    /// Shell words of an option: `-n` (when it has one) and `--dry-run`.
    static func spellings(of option: ArgumentSpec) -> [String] {
        (option.shortName.map { ["-" + String($0)] } ?? []) + [option.longForm]
    }

    /// Whether the option reads the next word as its value.
    static func takesValue(_ option: ArgumentSpec) -> Bool { option.optionRules != nil }
}
