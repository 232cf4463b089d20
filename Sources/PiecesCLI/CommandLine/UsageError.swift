/// A command line the tool cannot run.
///
/// Every case keeps `index`, the position of the offending word in the arguments given to
/// `ArgumentParser.parse` (the tool's name excluded, counted from 0), and `commandPath`, the
/// command being parsed when the problem was found (for `unknownCommand`, the parent command). For
/// what is missing, `index` is where it was expected: the number of arguments.
public enum UsageError: Error, Equatable, Sendable {
    /// A word where a subcommand was expected; `suggestion` is the closest subcommand name.
    case unknownCommand(String, commandPath: [String], suggestion: String?, index: Int)
    /// A dashed word the command does not accept; `suggestion` is spelled as typed (`--format`).
    case unknownOption(String, commandPath: [String], suggestion: String?, index: Int)
    /// An option at the end of the arguments, or followed by another option instead of a value.
    case missingValue(option: String, valueName: String, commandPath: [String], index: Int)
    /// A value outside the option's allowed values; `index` is the value's position.
    case invalidValue(
        String, option: String, allowedValues: [String], suggestion: String?,
        commandPath: [String], index: Int)
    /// `--flag=value` for a flag, which takes no value.
    case unexpectedValue(String, option: String, commandPath: [String], index: Int)
    /// A bare word the command has no positional left for.
    case unexpectedPositional(String, commandPath: [String], index: Int)
    /// A required positional that was not given.
    case missingPositional(valueName: String, commandPath: [String], index: Int)
    /// A required option that was not given.
    case missingOption(option: String, valueName: String, commandPath: [String], index: Int)

    /// Where the problem is in the arguments, counted from 0.
    public var index: Int {
        switch self {
        case .unknownCommand(_, _, _, let index), .unknownOption(_, _, _, let index),
            .missingValue(_, _, _, let index), .invalidValue(_, _, _, _, _, let index),
            .unexpectedValue(_, _, _, let index), .unexpectedPositional(_, _, let index),
            .missingPositional(_, _, let index), .missingOption(_, _, _, let index):
            return index
        }
    }

    /// The command being parsed, so the tool can point at its help (`pieces check --help`).
    public var commandPath: [String] {
        switch self {
        case .unknownCommand(_, let path, _, _), .unknownOption(_, let path, _, _),
            .missingValue(_, _, let path, _), .invalidValue(_, _, _, _, let path, _),
            .unexpectedValue(_, _, let path, _), .unexpectedPositional(_, let path, _),
            .missingPositional(_, let path, _), .missingOption(_, _, let path, _):
            return path
        }
    }

    /// One line for people, positions counted from 1, e.g.
    /// `unknown option '--fromat' (argument 2); did you mean '--format'?`.
    public var message: String {
        let position = String(index + 1)
        switch self {
        case .unknownCommand(let word, let path, let suggestion, _):
            let base = MessageTemplate.fill(
                Message.unknownCommand, ["command": spaced(path + [word]), "position": position])
            return base + didYouMean(suggestion.map { spaced(path + [$0]) })
        case .unknownOption(let word, _, let suggestion, _):
            let base = MessageTemplate.fill(
                Message.unknownOption, ["option": word, "position": position])
            return base + didYouMean(suggestion)
        case .missingValue(let option, let valueName, _, _):
            return MessageTemplate.fill(
                Message.missingValue,
                ["option": option, "value": valueName, "position": position])
        case .invalidValue(let value, let option, let allowed, let suggestion, _, _):
            let base = MessageTemplate.fill(
                Message.invalidValue, ["value": value, "option": option, "position": position])
            if suggestion != nil { return base + didYouMean(suggestion) }
            return base
                + MessageTemplate.fill(
                    Message.expectedOneOf, ["values": allowed.joined(separator: ", ")])
        case .unexpectedValue(let value, let option, _, _):
            return MessageTemplate.fill(
                Message.unexpectedValue, ["option": option, "value": value, "position": position])
        case .unexpectedPositional(let value, let path, _):
            return MessageTemplate.fill(
                Message.unexpectedPositional,
                ["value": value, "command": spaced(path), "position": position])
        case .missingPositional(let valueName, let path, _):
            return MessageTemplate.fill(
                Message.missingPositional, ["value": valueName, "command": spaced(path)])
        case .missingOption(let option, let valueName, let path, _):
            return MessageTemplate.fill(
                Message.missingOption,
                ["option": option, "value": valueName, "command": spaced(path)])
        }
    }

    /// Message templates; `{name}` is replaced by the named value.
    enum Message {
        static let unknownCommand = "unknown command '{command}' (argument {position})"
        static let unknownOption = "unknown option '{option}' (argument {position})"
        static let missingValue =
            "missing value {value} for option '{option}' (argument {position})"
        static let invalidValue =
            "invalid value '{value}' for option '{option}' (argument {position})"
        static let expectedOneOf = "; expected one of: {values}"
        static let unexpectedValue =
            "option '{option}' takes no value, got '{value}' (argument {position})"
        static let unexpectedPositional =
            "unexpected argument '{value}' for '{command}' (argument {position})"
        static let missingPositional = "missing argument {value} for '{command}'"
        static let missingOption = "missing option '{option} {value}' for '{command}'"
        static let didYouMean = "; did you mean '{suggestion}'?"
        /// The tool's name in messages; command paths are relative to it.
        static let toolName = "pieces"
    }

    private func didYouMean(_ suggestion: String?) -> String {
        guard let suggestion else { return "" }
        return MessageTemplate.fill(Message.didYouMean, ["suggestion": suggestion])
    }

    /// `pieces check`, or just `check` for unknown commands, whose path the message shows as typed.
    private func spaced(_ path: [String]) -> String {
        if case .unknownCommand = self { return path.joined(separator: " ") }
        return ([Message.toolName] + path).joined(separator: " ")
    }
}
