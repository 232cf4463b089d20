/// The arguments of one successful parse, read through typed accessors by argument name.
///
/// Asking for a name the command does not declare is a programming error and traps, so a typo in
/// the tool's code cannot silently read "not given".
public struct ParsedArguments: Sendable, Equatable {
    /// The subcommand names after the tool's name (`["check"]`, `["hook", "install"]`).
    public let commandPath: [String]
    /// The long names of the flags that were given.
    public let flags: Set<String>
    /// Every value given for each option, in command-line order.
    public let optionValues: [String: [String]]
    /// The words matched to each positional (an entry, possibly empty, for every positional).
    public let positionalValues: [String: [String]]
    /// Default values of the options that declare one.
    let defaults: [String: String]
    /// Every argument name the command accepts, for the accessors' typo check.
    let knownNames: Set<String>

    public init(
        commandPath: [String], flags: Set<String> = [], optionValues: [String: [String]] = [:],
        positionalValues: [String: [String]] = [:], defaults: [String: String] = [:],
        knownNames: Set<String>
    ) {
        self.commandPath = commandPath
        self.flags = flags
        self.optionValues = optionValues
        self.positionalValues = positionalValues
        self.defaults = defaults
        self.knownNames = knownNames
    }

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool {
        checkKnown(name)
        return flags.contains(name)
    }

    /// The value of `--name`: the last one given, else the declared default, else nil.
    public func option(_ name: String) -> String? {
        checkKnown(name)
        return optionValues[name]?.last ?? defaults[name]
    }

    /// Every value given for a repeated option `--name`, in order (empty when absent).
    public func options(_ name: String) -> [String] {
        checkKnown(name)
        return optionValues[name] ?? []
    }

    /// Whether `--name` appeared on the command line (as opposed to taking its default).
    public func isGiven(_ name: String) -> Bool {
        checkKnown(name)
        return flags.contains(name) || optionValues[name] != nil
    }

    /// The word matched to a single or optional positional.
    public func positional(_ name: String) -> String? {
        checkKnown(name)
        return positionalValues[name]?.first
    }

    /// The words matched to a positional (all of them for a variadic one).
    public func positionals(_ name: String) -> [String] {
        checkKnown(name)
        return positionalValues[name] ?? []
    }

    private func checkKnown(_ name: String) {
        precondition(
            knownNames.contains(name),
            "'\(name)' is not an argument of '\(commandPath.joined(separator: " "))'")
    }
}
