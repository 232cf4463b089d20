/// The chain of commands from the root to the one being parsed or rendered, and the arguments that
/// command accepts: its own, the global ones of its ancestors, and `--help`.
///
/// Parser and help renderer both ask this type, so they can never disagree about what a command
/// accepts.
struct CommandScope: Sendable {
    /// Root first, the current command last.
    private(set) var chain: [CommandSpec]
    /// Everything the current command accepts, in help order: its own arguments, the global
    /// arguments of its ancestors (nearest last), then `--help` unless a command redeclares it.
    private(set) var arguments: [ArgumentSpec]

    init(root: CommandSpec) {
        chain = [root]
        arguments = Self.arguments(of: chain)
    }

    /// The scope of the deepest command `path` reaches; unknown names end the walk.
    init(root: CommandSpec, path: [String]) {
        self.init(root: root)
        for name in path {
            guard let next = current.subcommand(named: name) else { break }
            descend(into: next)
        }
    }

    var current: CommandSpec { chain[chain.count - 1] }

    /// The subcommand names after the root (`["hook", "install"]`).
    var path: [String] { chain.dropFirst().map(\.name) }

    /// How the command is typed (`pieces hook install`).
    var invocation: String { chain.map(\.name).joined(separator: " ") }

    mutating func descend(into subcommand: CommandSpec) {
        chain.append(subcommand)
        arguments = Self.arguments(of: chain)
    }

    private static func arguments(of chain: [CommandSpec]) -> [ArgumentSpec] {
        var all = chain[chain.count - 1].arguments
        for ancestor in chain.dropLast() {
            for argument in ancestor.arguments where argument.isGlobal {
                if !all.contains(where: { $0.name == argument.name }) { all.append(argument) }
            }
        }
        if !all.contains(where: { $0.name == ArgumentSpec.helpFlag.name }) {
            all.append(.helpFlag)
        }
        return all
    }

    /// The flags and options (everything matched by a dashed name).
    var options: [ArgumentSpec] { arguments.filter { !$0.isPositional } }

    /// The positionals, in the order they are matched.
    var positionals: [ArgumentSpec] { current.arguments.filter(\.isPositional) }

    /// The option called `--name`.
    func option(named name: String) -> ArgumentSpec? {
        arguments.first { !$0.isPositional && $0.name == name }
    }

    /// The option called `-letter`.
    func option(short letter: Character) -> ArgumentSpec? {
        arguments.first { !$0.isPositional && $0.shortName == letter }
    }
}
