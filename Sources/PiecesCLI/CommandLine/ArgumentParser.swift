import PiecesSupport

/// Turns the words of a command line into an `Invocation`, following a `CommandSpec`.
///
/// Rules:
/// - The first bare word of a command that has subcommands names one (`pieces check`); options
///   before it belong to the parent (`pieces --no-color check`).
/// - `--name value`, `--name=value`, `-x value` and `-xvalue` give an option its value; a value
///   cannot start with `-` unless given with `=` (a lone `-` is a value).
/// - Short flags combine (`-nq`); options and positionals mix in any order.
/// - `--` ends the options: every later word is positional.
/// - `--help` / `-h` anywhere before `--` wins over every problem but an unknown command (which
///   stops the parse at once), then `--version`; otherwise the earliest problem is thrown.
enum ArgumentParser {
    /// Parses `arguments` (the command line without the tool's name, i.e.
    /// `CommandLine.arguments.dropFirst()`) against `spec`, the root command.
    static func parse(
        _ arguments: [String], spec: CommandSpec
    ) throws(UsageError) -> Invocation {
        var run = Run(arguments: arguments, root: spec)
        return try run.parse()
    }
}

extension ArgumentParser {
    /// The state of one parse: a cursor over the arguments and what was collected so far.
    private struct Run {
        let arguments: [String]
        var scope: CommandScope
        var index = 0
        var optionsEnded = false
        var flags: [String] = []
        var optionValues: [ParsedArguments.Entry] = []
        var words: [(value: String, index: Int)] = []
        var wantsHelp = false
        var wantsVersion = false
        /// The first problem found; kept rather than thrown so a later `--help` still wins.
        var problem: UsageError?

        init(arguments: [String], root: CommandSpec) {
            self.arguments = arguments
            self.scope = CommandScope(root: root)
        }

        mutating func parse() throws(UsageError) -> Invocation {
            while index < arguments.count {
                let word = arguments[index]
                if optionsEnded || !ArgumentParser.isOptionLike(word) {
                    try takeBareWord(word)
                } else if word == "--" {
                    optionsEnded = true
                } else if word.hasPrefix("--") {
                    takeLongOption(word)
                } else {
                    takeShortOptions(word)
                }
                index += 1
            }
            if wantsHelp { return .help(commandPath: scope.path) }
            if wantsVersion { return .version }
            if !scope.current.subcommands.isEmpty {
                // Only words after `--` get here: anything else named a subcommand or failed.
                if let word = words.first {
                    record(
                        .unexpectedPositional(
                            word.value, commandPath: scope.path, index: word.index))
                }
                if let problem { throw problem }
                return .missingSubcommand(commandPath: scope.path)
            }
            let parsed: ParsedArguments
            do {
                parsed = try finish()
            } catch {
                // A stray positional may come before an unknown option: report the earlier one.
                if let problem, problem.index <= error.index { throw problem }
                throw error
            }
            if let problem { throw problem }
            return .run(parsed)
        }

        /// A subcommand name, or a positional of the current command.
        mutating func takeBareWord(_ word: String) throws(UsageError) {
            let command = scope.current
            guard !command.subcommands.isEmpty, !optionsEnded else {
                words.append((word, index))
                return
            }
            guard let subcommand = command.subcommand(named: word) else {
                let suggestion = Self.suggestion(
                    to: word, among: command.subcommands.map(\.name))
                throw .unknownCommand(
                    word, commandPath: scope.path, suggestion: suggestion, index: index)
            }
            scope.descend(into: subcommand)
        }

        /// `--name` or `--name=value`.
        mutating func takeLongOption(_ word: String) {
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.firstIndex(of: "=").map {
                String(body[body.index(after: $0)...])
            }
            guard let argument = scope.option(named: name) else {
                let suggestion = Self.suggestion(to: name, among: scope.options.map(\.name))
                record(
                    .unknownOption(
                        "--" + name, commandPath: scope.path,
                        suggestion: suggestion.map { "--" + $0 },
                        index: index))
                return
            }
            take(argument, spelled: "--" + name, inlineValue: inlineValue)
        }

        /// `-x`, a cluster of short flags `-nq`, or `-xvalue` for a short option.
        mutating func takeShortOptions(_ word: String) {
            let letters = Array(word.dropFirst())
            for (offset, letter) in letters.enumerated() {
                guard let argument = scope.option(short: letter) else {
                    record(unknownShortOption(word, letter: letter, isFirst: offset == 0))
                    return
                }
                let spelled = "-" + String(letter)
                if argument.optionRules != nil {
                    // The rest of the word is the value (`-rDIR`); none means the next word.
                    let rest = String(letters[(offset + 1)...])
                    take(argument, spelled: spelled, inlineValue: rest.isEmpty ? nil : rest)
                    return
                }
                take(argument, spelled: spelled, inlineValue: nil)
            }
        }

        /// An unknown first letter reports the whole word, which may be a long name typed with one
        /// dash (`-dry-run`); a later letter reports just itself.
        func unknownShortOption(_ word: String, letter: Character, isFirst: Bool) -> UsageError {
            guard isFirst else {
                return .unknownOption(
                    "-" + String(letter), commandPath: scope.path, suggestion: nil, index: index)
            }
            let name = String(word.dropFirst())
            let suggestion =
                scope.option(named: name)?.name
                ?? Self.suggestion(to: name, among: scope.options.map(\.name))
            return .unknownOption(
                word, commandPath: scope.path, suggestion: suggestion.map { "--" + $0 },
                index: index)
        }

        /// Records a known flag or option; an option without an inline value takes the next word.
        mutating func take(_ argument: ArgumentSpec, spelled: String, inlineValue: String?) {
            guard let rules = argument.optionRules else {
                if let inlineValue {
                    record(
                        .unexpectedValue(
                            inlineValue, option: spelled, commandPath: scope.path, index: index))
                    return
                }
                switch argument.kind {
                case .help: wantsHelp = true
                case .version: wantsVersion = true
                default: if !flags.contains(argument.name) { flags.append(argument.name) }
                }
                return
            }
            var valueIndex = index
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index + 1 < arguments.count, !ArgumentParser.isOptionLike(arguments[index + 1]) {
                index += 1
                valueIndex = index
                value = arguments[index]
            } else {
                record(
                    .missingValue(
                        option: spelled, valueName: argument.valueName, commandPath: scope.path,
                        index: index))
                return
            }
            guard rules.allowedValues.isEmpty || rules.allowedValues.contains(value) else {
                record(
                    .invalidValue(
                        value, option: spelled, allowedValues: rules.allowedValues,
                        suggestion: Self.suggestion(to: value, among: rules.allowedValues),
                        commandPath: scope.path, index: valueIndex))
                return
            }
            if let entry = optionValues.firstIndex(where: { $0.name == argument.name }) {
                optionValues[entry].values.append(value)
            } else {
                optionValues.append(ParsedArguments.Entry(name: argument.name, values: [value]))
            }
        }

        mutating func record(_ error: UsageError) {
            if problem == nil { problem = error }
        }

        /// Matches the bare words to the positionals and checks required options.
        func finish() throws(UsageError) -> ParsedArguments {
            var remaining = words[...]
            var positionalValues: [ParsedArguments.Entry] = []
            for positional in scope.positionals {
                let taken: ArraySlice<(value: String, index: Int)>
                switch positional.arity {
                case .required?, .optional?: taken = remaining.prefix(1)
                default: taken = remaining
                }
                remaining = remaining.dropFirst(taken.count)
                let isRequired = positional.arity == .required || positional.arity == .oneOrMore
                if isRequired && taken.isEmpty {
                    throw .missingPositional(
                        valueName: positional.valueName, commandPath: scope.path,
                        index: arguments.count)
                }
                positionalValues.append(ParsedArguments.Entry(name: positional.name, values: taken.map(\.value)))
            }
            if let extra = remaining.first {
                throw .unexpectedPositional(
                    extra.value, commandPath: scope.path, index: extra.index)
            }
            for option in scope.options {
                guard let rules = option.optionRules else { continue }
                if rules.isRequired && !optionValues.contains(where: { $0.name == option.name }) {
                    throw .missingOption(
                        option: option.longForm, valueName: option.valueName,
                        commandPath: scope.path, index: arguments.count)
                }
            }
            return ParsedArguments(
                commandPath: scope.path, flags: flags, optionValues: optionValues,
                positionalValues: positionalValues, knownNames: scope.arguments.map(\.name))
        }

        /// The closest candidate at most two edits away, and fewer edits than `word` has
        /// characters, so a two-letter typo never "means" a word it shares nothing with.
        static func suggestion(to word: String, among candidates: [String]) -> String? {
            EditDistance.suggestion(
                for: word, among: candidates, maximum: min(2, word.count - 1))
        }
    }

    /// Whether the parser reads `word` as an option (or `--`): a dash followed by something; a lone
    /// `-` is a value (by convention, standard input).
    static func isOptionLike(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-"
    }
}
