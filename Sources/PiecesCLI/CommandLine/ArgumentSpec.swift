/// One argument a command accepts: a flag, an option that takes a value, or a positional.
///
/// The parser and the help renderer read the same values, so what `--help` shows is what the
/// parser accepts. Build them with the static factories (`.flag`, `.option`, `.positional`, …).
struct ArgumentSpec: Sendable, Equatable {
    /// What the argument looks like on the command line.
    enum Kind: Sendable, Equatable {
        /// `--dry-run`: present or absent.
        case flag
        /// `--registry DIR` or `--registry=DIR`.
        case option(OptionRules)
        /// A bare word, matched by order.
        case positional(Arity)
        /// `--help` / `-h`: asks for the help of the command being parsed.
        case help
        /// `--version`: asks for the tool's version.
        case version
    }

    /// What an option's value may be, and how often the option may appear.
    struct OptionRules: Sendable, Equatable {
        /// The only values accepted; empty accepts any value.
        var allowedValues: [String]
        /// The value `ParsedArguments.option(_:)` reports when the option is absent.
        var defaultValue: String?
        /// Every occurrence is kept; otherwise the last one wins.
        var isRepeatable: Bool
        /// Leaving the option out is a usage error.
        var isRequired: Bool

        init(
            allowedValues: [String] = [], defaultValue: String? = nil,
            isRepeatable: Bool = false, isRequired: Bool = false
        ) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
            self.isRepeatable = isRepeatable
            self.isRequired = isRequired
        }
    }

    /// How many words a positional takes.
    enum Arity: Sendable, Equatable {
        /// Exactly one (`NAME`).
        case required
        /// Zero or one (`[NAME]`).
        case optional
        /// Any number (`[FILE…]`); only the last positional may be variadic.
        case zeroOrMore
        /// At least one (`NAME…`); only the last positional may be variadic.
        case oneOrMore
    }

    /// The long name without dashes (`dry-run`); positionals are looked up by it too.
    var name: String
    /// The one-letter name used after a single dash (`n` for `-n`), if any.
    var shortName: Character?
    var kind: Kind
    /// What the value is called in help (`DIR`, `FORMAT`, `FILE`); empty for flags.
    var valueName: String
    /// One line for the help screen.
    var help: String
    /// Accepted by every subcommand of the command that declares it (`--no-color`).
    var isGlobal: Bool
    /// What a shell completes for the value (`pieces completions`); by default guessed from
    /// `valueName`, set with `completing(_:)` where it names pieces.
    var completion: Completion

    init(
        name: String, shortName: Character? = nil, kind: Kind, valueName: String = "",
        help: String, isGlobal: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.valueName = valueName
        self.help = help
        self.isGlobal = isGlobal
        self.completion = Completion.guessed(from: kind, valueName: valueName)
    }

    /// The same argument, completing `completion` in shells.
    func completing(_ completion: Completion) -> ArgumentSpec {
        var copy = self
        copy.completion = completion
        return copy
    }

    /// A flag such as `--dry-run` (or `-n`).
    static func flag(
        _ name: String, short: Character? = nil, help: String, isGlobal: Bool = false
    ) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: short, kind: .flag, help: help, isGlobal: isGlobal)
    }

    /// An option that takes one value; the last occurrence wins.
    static func option(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        allowedValues: [String] = [], defaultValue: String? = nil, isRequired: Bool = false,
        isGlobal: Bool = false
    ) -> ArgumentSpec {
        let rules = OptionRules(
            allowedValues: allowedValues, defaultValue: defaultValue, isRequired: isRequired)
        return ArgumentSpec(
            name: name, shortName: short, kind: .option(rules), valueName: valueName, help: help,
            isGlobal: isGlobal)
    }

    /// An option that may appear several times; every value is kept, in order.
    static func repeatedOption(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        allowedValues: [String] = []
    ) -> ArgumentSpec {
        let rules = OptionRules(allowedValues: allowedValues, isRepeatable: true)
        return ArgumentSpec(
            name: name, shortName: short, kind: .option(rules), valueName: valueName, help: help)
    }

    /// A positional argument, matched by its place among the command's bare words.
    static func positional(
        _ name: String, valueName: String, arity: Arity = .required, help: String
    ) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .positional(arity), valueName: valueName, help: help)
    }

    /// `-h, --help`, which every command accepts without declaring it.
    static let helpFlag = ArgumentSpec(
        name: "help", shortName: "h", kind: .help, help: "Show this help and exit.")

    /// `--version`, declared by the root command.
    static func versionFlag(help: String = "Show the version and exit.") -> ArgumentSpec {
        ArgumentSpec(name: "version", kind: .version, help: help)
    }

    /// `--name`, as typed on the command line.
    var longForm: String { "--" + name }

    /// The option's rules, or nil for flags and positionals.
    var optionRules: OptionRules? {
        if case .option(let rules) = kind { return rules }
        return nil
    }

    /// The positional's arity, or nil for flags and options.
    var arity: Arity? {
        if case .positional(let arity) = kind { return arity }
        return nil
    }

    /// Whether the argument is matched by place rather than by a dashed name.
    var isPositional: Bool { arity != nil }

    /// Whether the argument is a variadic positional.
    var isVariadic: Bool { arity == .zeroOrMore || arity == .oneOrMore }
}
