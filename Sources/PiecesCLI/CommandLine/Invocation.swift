/// What `ArgumentParser` asks the tool to do.
public enum Invocation: Sendable, Equatable {
    /// Run the command `arguments.commandPath` names.
    case run(ParsedArguments)
    /// Print the help of the command at `commandPath` (empty: the tool's overview). Also the answer
    /// when a command that only groups subcommands is given none (`pieces`, `pieces hook`).
    case help(commandPath: [String])
    /// Print the tool's version.
    case version
}
