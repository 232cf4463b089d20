/// What `ArgumentParser` asks the tool to do.
enum Invocation: Sendable, Equatable {
    /// Run the command `arguments.commandPath` names.
    case run(ParsedArguments)
    /// Print the help of the command at `commandPath` (empty: the tool's overview), as asked with
    /// `--help`, `-h` or `pieces help COMMAND`.
    case help(commandPath: [String])
    /// A command that only groups subcommands was given none (`pieces`, `pieces hook`): its help,
    /// as a usage error.
    case missingSubcommand(commandPath: [String])
    /// Print the tool's version.
    case version
}
