/// A command of the tool: what it is called, what it does, what it accepts, and its subcommands.
///
/// The root command is the tool itself (`pieces`); `ArgumentParser` and `HelpRenderer` both read
/// it, so the help screen always matches what the parser accepts.
struct CommandSpec: Sendable, Equatable {
    /// The word that selects the command (`check`); for the root, the tool's name.
    var name: String
    /// One line: what the command does.
    var abstract: String
    /// Longer help shown under the overview of the command's own help screen.
    var discussion: String?
    /// Flags, options and positionals, in the order help lists them.
    var arguments: [ArgumentSpec]
    /// A command with subcommands takes no positionals: its first bare word names a subcommand.
    var subcommands: [CommandSpec]

    init(
        name: String, abstract: String, discussion: String? = nil,
        arguments: [ArgumentSpec] = [], subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.subcommands = subcommands
    }

    /// The direct subcommand called `name`.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The command reached by following `path` from this one (`["hook", "install"]`); an empty
    /// path is this command.
    func command(at path: [String]) -> CommandSpec? {
        var command = self
        for name in path {
            guard let next = command.subcommand(named: name) else { return nil }
            command = next
        }
        return command
    }

    /// Mistakes in the spec itself: duplicate names, a variadic positional that is not last, a
    /// required positional after an optional one, positionals next to subcommands, a default that
    /// is not an allowed value. Empty for a well-formed spec; checked by the tests.
    func problems() -> [String] {
        Self.problems(in: CommandScope(root: self))
    }

    /// The problems of `scope`'s command, judged by what it accepts there, and of its subcommands.
    private static func problems(in scope: CommandScope) -> [String] {
        let command = scope.current
        let name = scope.invocation
        var found: [String] = []
        found += duplicates(scope.arguments.map(\.name)).map {
            "\(name): duplicate argument '\($0)'"
        }
        found += duplicates(scope.arguments.compactMap(\.shortName).map { String($0) })
            .map { "\(name): duplicate short name '-\($0)'" }
        found += duplicates(command.subcommands.map(\.name))
            .map { "\(name): duplicate command '\($0)'" }
        found += command.positionalProblems().map { "\(name): \($0)" }
        for argument in command.arguments {
            if let rules = argument.optionRules, let value = rules.defaultValue,
                !rules.allowedValues.isEmpty, !rules.allowedValues.contains(value)
            {
                found.append("\(name): default '\(value)' of '\(argument.longForm)' is not allowed")
            }
        }
        for subcommand in command.subcommands {
            var inner = scope
            inner.descend(into: subcommand)
            found += problems(in: inner)
        }
        return found
    }

    private func positionalProblems() -> [String] {
        let positionals = arguments.filter(\.isPositional)
        var found: [String] = []
        if !positionals.isEmpty && !subcommands.isEmpty {
            found.append("has both positionals and subcommands")
        }
        for (offset, argument) in positionals.enumerated() {
            let isLast = offset == positionals.count - 1
            if argument.isVariadic && !isLast {
                found.append("variadic '\(argument.name)' is not the last positional")
            }
            let earlierOptional = positionals[..<offset].contains { $0.arity == .optional }
            if earlierOptional && (argument.arity == .required || argument.arity == .oneOrMore) {
                found.append("required '\(argument.name)' follows an optional positional")
            }
        }
        return found
    }

    private static func duplicates(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for name in names where !seen.insert(name).inserted && !repeated.contains(name) {
            repeated.append(name)
        }
        return repeated
    }
}
