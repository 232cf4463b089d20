import PiecesSupport

/// The arguments of one successful parse, read through the typed handles the command declared
/// (`Flag`, `Option`, `Positional`).
///
/// Reading a handle the command does not declare is a programming error and traps (every command's
/// options are read once in the tests), so it cannot silently read "not given".
struct ParsedArguments: Sendable, Equatable {
    /// The values given for one option, or the words matched to one positional.
    struct Entry: Sendable, Equatable {
        var name: String
        var values: [String]
    }

    // Arrays searched by name rather than sets and dictionaries: a command has a dozen arguments,
    // and each hashed collection of a new element type costs the runtime a search of every
    // protocol conformance in the binary at start (docs/benchmarks.md, Start-up).

    /// The subcommand names after the tool's name (`["check"]`, `["hook", "install"]`).
    let commandPath: [String]
    /// The long names of the flags that were given, each once.
    let flags: [String]
    /// Every value given for each option, in command-line order; an entry per option given.
    let optionValues: [Entry]
    /// The words matched to each positional (an entry, possibly empty, for every positional).
    let positionalValues: [Entry]
    /// Every argument name the command accepts, for the accessors' typo check.
    let knownNames: [String]

    init(
        commandPath: [String], flags: [String] = [], optionValues: [Entry] = [],
        positionalValues: [Entry] = [], knownNames: [String]
    ) {
        self.commandPath = commandPath
        self.flags = flags
        self.optionValues = optionValues
        self.positionalValues = positionalValues
        self.knownNames = knownNames
    }

    /// Whether `flag` was given.
    subscript(_ flag: Flag) -> Bool {
        isFlagGiven(flag.spec.name)
    }

    /// The value of `option`, read as its type says (the last one given, its default, nil, or
    /// every value of a repeated option).
    subscript<Value>(_ option: Option<Value>) -> Value {
        option.read(values(of: option.spec.name))
    }

    /// The words matched to `positional`, read as its type says.
    subscript<Value>(_ positional: Positional<Value>) -> Value {
        positional.read(words(of: positional.spec.name))
    }

    /// What the command line gave for a request's `option` (`RequestOption`), of its kind.
    subscript<Root>(_ option: RequestOption<Root>) -> RequestOption<Root>.Value {
        switch option.kind {
        case .words: .words(words(of: option.name))
        case .value: .value(values(of: option.name).last)
        case .flag: .flag(isFlagGiven(option.name))
        }
    }

    /// Whether `option` appeared on the command line (as opposed to taking its default).
    func isGiven<Value>(_ option: Option<Value>) -> Bool {
        !values(of: option.spec.name).isEmpty
    }

    /// `option`'s value when the command declares an option of that name, else nil: for what
    /// every command's output shares (`--format`, `--timeout`), which only some commands take.
    func ifDeclared<Value>(_ option: Option<Value>) -> Value? {
        knownNames.contains(option.spec.name) ? self[option] : nil
    }

    /// Whether `flag` was given, when the command declares a flag of that name (else false).
    func ifDeclared(_ flag: Flag) -> Bool {
        knownNames.contains(flag.spec.name) && self[flag]
    }

    // Lookups by name stay private: commands read their options through typed handles.

    private func isFlagGiven(_ name: String) -> Bool {
        checkKnown(name)
        return flags.contains(name)
    }

    private func values(of name: String) -> [String] {
        checkKnown(name)
        return optionValues.first { $0.name == name }?.values ?? []
    }

    private func words(of name: String) -> [String] {
        checkKnown(name)
        return positionalValues.first { $0.name == name }?.values ?? []
    }

    private func checkKnown(_ name: String) {
        precondition(
            knownNames.contains(name),
            "'\(name)' is not an argument of '\(commandPath.joined(separator: " "))'")
    }
}
