/// A command `PiecesTool` runs: its `CommandSpec` (what the parser accepts and help shows) and the
/// typed options it reads, built from the same `Flag`/`Option`/`Positional` values.
protocol PiecesCommand: Sendable {
    /// The command's options, read once from the parse through typed handles.
    associatedtype Options: CommandOptions

    /// The command's name, help and arguments.
    static var spec: CommandSpec { get }

    init(options: Options, context: PiecesTool.Context, output: ReportOutput)

    func run() -> ToolOutput
}

/// A command's options as values, read from a successful parse.
protocol CommandOptions: Sendable {
    init(_ arguments: ParsedArguments)
}

extension PiecesCommand {
    /// Runs the command on `arguments`, which the parser produced from `spec`.
    static func run(_ arguments: ParsedArguments, context: PiecesTool.Context) -> ToolOutput {
        Self(options: Options(arguments), context: context, output: ReportOutput(parsed: arguments, context: context))
            .run()
    }
}

/// A command that takes no options of its own.
struct NoOptions: CommandOptions {
    init(_ arguments: ParsedArguments) {}
}

/// One entry of the tool's command list: a command, or a group of subcommands (`hook`).
///
/// A command's entry spells its name beside its type, so finding the command a line names costs
/// no spec: only the spec of the command that runs is built (`PiecesCommands.parse`). The tests
/// check each name against its spec's.
enum CommandEntry: Sendable {
    case command(String, any PiecesCommand.Type)
    /// `spec` names and describes the group; its subcommands are `commands`' specs.
    case group(CommandSpec, [any PiecesCommand.Type])

    /// The word that selects the entry.
    var name: String {
        switch self {
        case .command(let name, _): return name
        case .group(let group, _): return group.name
        }
    }

    /// The entry's spec, subcommands included.
    var spec: CommandSpec {
        switch self {
        case .command(_, let command): return command.spec
        case .group(let group, let commands):
            var spec = group
            spec.subcommands = commands.map { $0.spec }
            return spec
        }
    }

    /// The command the entry runs for `path`, the words after the tool's name (`["hook", "install"]`).
    func command(at path: [String]) -> (any PiecesCommand.Type)? {
        switch self {
        case .command(let name, let command):
            return path == [name] ? command : nil
        case .group(let group, let commands):
            guard path.count == 2, path[0] == group.name else { return nil }
            return commands.first { $0.spec.name == path[1] }
        }
    }
}

extension PiecesCommand {
    /// The command's options read from `arguments` (the tests read every command's once).
    static func options(_ arguments: ParsedArguments) -> any CommandOptions {
        Options(arguments)
    }
}
