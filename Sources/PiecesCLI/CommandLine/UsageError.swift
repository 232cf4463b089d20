import PiecesSupport

/// A command line the tool cannot run.
///
/// Every case keeps `index`, the position of the offending word in the arguments given to
/// `ArgumentParser.parse` (the tool's name excluded, counted from 0), and `commandPath`, the
/// command being parsed when the problem was found (for `unknownCommand`, the parent command). For
/// what is missing, `index` is where it was expected: the number of arguments.
enum UsageError: Error, Equatable, Sendable {
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
    var index: Int {
        switch self {
        case .unknownCommand(_, _, _, let index), .unknownOption(_, _, _, let index),
            .missingValue(_, _, _, let index), .invalidValue(_, _, _, _, _, let index),
            .unexpectedValue(_, _, _, let index), .unexpectedPositional(_, _, let index),
            .missingPositional(_, _, let index), .missingOption(_, _, _, let index):
            return index
        }
    }

    /// The command being parsed, so the tool can point at its help (`pieces check --help`).
    var commandPath: [String] {
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
    var message: String {
        let position = index + 1
        let line: Message
        switch self {
        case .unknownCommand(let word, let path, let suggestion, _):
            line = Self.unknownCommandMessage(
                spaced(path + [word]), position: position, didYouMean: suggestion.map { spaced(path + [$0]) })
        case .unknownOption(let word, _, let suggestion, _):
            line = Self.unknownOptionMessage(word, position: position, didYouMean: suggestion)
        case .missingValue(let option, let valueName, _, _):
            line = Self.missingValueMessage(valueName, option: option, position: position)
        case .invalidValue(let value, let option, let allowed, let suggestion, _, _):
            line = Self.invalidValueMessage(
                value, option: option, position: position, didYouMean: suggestion, allowed: allowed)
        case .unexpectedValue(let value, let option, _, _):
            line = Self.unexpectedValueMessage(value, option: option, position: position)
        case .unexpectedPositional(let value, let path, _):
            line = Self.unexpectedPositionalMessage(value, command: spaced(path), position: position)
        case .missingPositional(let valueName, let path, _):
            line = Self.missingPositionalMessage(valueName, command: spaced(path))
        case .missingOption(let option, let valueName, let path, _):
            line = Self.missingOptionMessage(option, valueName: valueName, command: spaced(path))
        }
        return line.text
    }

    /// The tool's name in messages; command paths are relative to it.
    static let toolName = "pieces"

    /// `pieces check`, or just `check` for unknown commands, whose path the message shows as typed.
    private func spaced(_ path: [String]) -> String {
        if case .unknownCommand = self { return path.joined(separator: " ") }
        return ([Self.toolName] + path).joined(separator: " ")
    }
}

extension UsageError {
    static func unknownCommandMessage(_ command: String, position: Int, didYouMean suggestion: String?) -> Message {
        "unknown command '\(command)' (argument \(position))\(didYouMean(suggestion))"
    }
    static func unknownOptionMessage(_ option: String, position: Int, didYouMean suggestion: String?) -> Message {
        "unknown option '\(option)' (argument \(position))\(didYouMean(suggestion))"
    }
    static func missingValueMessage(_ valueName: String, option: String, position: Int) -> Message {
        "missing value \(valueName) for option '\(option)' (argument \(position))"
    }
    /// With a suggestion, "did you mean"; else the values allowed.
    static func invalidValueMessage(
        _ value: String, option: String, position: Int, didYouMean suggestion: String?, allowed: [String]
    ) -> Message {
        let tail = suggestion != nil ? didYouMean(suggestion) : "; expected one of: \(allowed.joined(separator: ", "))"
        return "invalid value '\(value)' for option '\(option)' (argument \(position))\(tail)"
    }
    static func unexpectedValueMessage(_ value: String, option: String, position: Int) -> Message {
        "option '\(option)' takes no value, got '\(value)' (argument \(position))"
    }
    static func unexpectedPositionalMessage(_ value: String, command: String, position: Int) -> Message {
        "unexpected argument '\(value)' for '\(command)' (argument \(position))"
    }
    static func missingPositionalMessage(_ valueName: String, command: String) -> Message {
        "missing argument \(valueName) for '\(command)'"
    }
    static func missingOptionMessage(_ option: String, valueName: String, command: String) -> Message {
        "missing option '\(option) \(valueName)' for '\(command)'"
    }
    /// "; did you mean 'check'?", or nothing without a suggestion.
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
