/// Typed handles on the arguments a command declares: each carries the `ArgumentSpec` the parser
/// and the help read, and the type its value is read as, so a command's options are read by
/// symbol (`arguments[Options.dryRun]`) and a misspelt name does not compile.
///
/// A command's `CommandSpec` is built from the same values (`CommandSpec(…, declaring:)`), so what
/// `--help` shows, what the parser accepts and what the command reads cannot drift apart.
protocol DeclaredArgument: Sendable {
    /// What the parser and the help renderer know about the argument.
    var spec: ArgumentSpec { get }
}

extension ArgumentSpec: DeclaredArgument {
    var spec: ArgumentSpec { self }
}

/// A flag (`--dry-run`, `-n`), read as whether it was given.
struct Flag: DeclaredArgument {
    let spec: ArgumentSpec

    init(_ name: String, short: Character? = nil, help: String, isGlobal: Bool = false) {
        spec = .flag(name, short: short, help: help, isGlobal: isGlobal)
    }
}

/// An option that takes a value (`--registry DIR`), read as `Value`: `String?` (absent: nil),
/// `String` (absent: its default; or required), `[String]` (repeatable, every value in order).
struct Option<Value: Sendable>: DeclaredArgument {
    let spec: ArgumentSpec
    /// The option's value from every value given for it, in command-line order.
    let read: @Sendable (_ given: [String]) -> Value

    /// The same option, completing `completion` in shells.
    func completing(_ completion: ArgumentSpec.Completion) -> Self {
        Self(spec: spec.completing(completion), read: read)
    }
}

extension Option where Value == String? {
    /// An option that may be left out; the last occurrence wins.
    init(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        allowedValues: [String] = [], isGlobal: Bool = false
    ) {
        self.init(
            spec: .option(
                name, short: short, valueName: valueName, help: help, allowedValues: allowedValues,
                isGlobal: isGlobal),
            read: { $0.last })
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// An option whose values are `cases` of `Value` (all of them by default): help and
    /// completion list them, any other value is a usage error naming them, and it reads as
    /// `defaultValue` when left out; the last occurrence wins.
    init(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        cases: [Value] = Array(Value.allCases), defaultValue: Value
    ) {
        self.init(
            spec: .option(
                name, short: short, valueName: valueName, help: help, allowedValues: cases.map(\.rawValue),
                defaultValue: defaultValue.rawValue),
            read: { given in
                guard let last = given.last else { return defaultValue }
                // The parser accepts only the cases' raw values.
                guard let value = Value(rawValue: last) else { preconditionFailure("'\(last)' is not a case") }
                return value
            })
    }
}

extension Option where Value == String {
    /// An option the parser refuses to run without.
    static func required(
        _ name: String, short: Character? = nil, valueName: String, help: String
    ) -> Self {
        Self(
            spec: .option(name, short: short, valueName: valueName, help: help, isRequired: true),
            read: { $0.last ?? "" })
    }
}

extension Option where Value == [String] {
    /// An option that may appear several times; every value is kept, in order.
    static func repeated(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        allowedValues: [String] = []
    ) -> Self {
        Self(
            spec: .repeatedOption(
                name, short: short, valueName: valueName, help: help, allowedValues: allowedValues),
            read: { $0 })
    }
}

/// A positional argument, read as `Value`: `String` (exactly one), `String?` (zero or one),
/// `[String]` (variadic).
struct Positional<Value: Sendable>: DeclaredArgument {
    let spec: ArgumentSpec
    /// The positional's value from the words matched to it.
    let read: @Sendable (_ words: [String]) -> Value

    /// The same positional, completing `completion` in shells.
    func completing(_ completion: ArgumentSpec.Completion) -> Self {
        Self(spec: spec.completing(completion), read: read)
    }
}

extension Positional where Value == String {
    /// Exactly one word (`NAME`); the parser refuses to run without it.
    init(_ name: String, valueName: String, help: String) {
        self.init(spec: .positional(name, valueName: valueName, help: help), read: { $0.first ?? "" })
    }
}

extension Positional where Value == String? {
    /// Zero or one word (`[NAME]`).
    init(_ name: String, valueName: String, help: String) {
        self.init(
            spec: .positional(name, valueName: valueName, arity: .optional, help: help),
            read: { $0.first })
    }
}

extension Positional where Value == [String] {
    /// Any number of words (`[FILE…]`), or at least one (`NAME…`) when `atLeastOne`.
    init(_ name: String, valueName: String, atLeastOne: Bool = false, help: String) {
        self.init(
            spec: .positional(
                name, valueName: valueName, arity: atLeastOne ? .oneOrMore : .zeroOrMore, help: help),
            read: { $0 })
    }
}

extension CommandSpec {
    /// A command whose arguments are typed handles (`Flag`, `Option`, `Positional`), listed in the
    /// order help shows them.
    init(
        name: String, abstract: String, discussion: String? = nil,
        declaring arguments: [any DeclaredArgument]
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, arguments: arguments.map(\.spec))
    }
}
