import PiecesSupport

/// Renders the help screens (`pieces --help`, `pieces check --help`) from the spec the parser uses.
///
/// A screen is an overview, a usage line, then aligned lists of arguments, options and
/// subcommands; text wraps at `width` columns.
struct HelpRenderer: Sendable {
    /// The tool's root command.
    var root: CommandSpec
    /// The widest a line may be (a longer single word, such as a path, still gets its own line).
    var width: Int

    init(root: CommandSpec, width: Int = 80) {
        self.root = root
        self.width = width
    }

    /// The help of the command at `commandPath` (empty: the tool's overview), ending with a
    /// newline. A path that names no command shows the deepest command it reaches.
    func render(commandPath: [String] = []) -> String {
        let scope = CommandScope(root: root, path: commandPath)
        let command = scope.current
        var blocks: [String] = [wrapped(Text.overview + command.abstract)]
        if let discussion = command.discussion {
            blocks.append(
                discussion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { wrapped(String($0)) }.joined(separator: "\n"))
        }
        blocks.append(usage(of: scope))
        let sections = self.sections(of: scope)
        let labelWidth = min(
            sections.flatMap(\.rows).map(\.label.count).max() ?? 0, Self.maximumLabelWidth)
        for section in sections where !section.rows.isEmpty {
            let rows = section.rows.flatMap { lines(of: $0, labelWidth: labelWidth) }
            blocks.append(([section.title] + rows).joined(separator: "\n"))
        }
        if !command.subcommands.isEmpty {
            blocks.append(wrapped(HelpRenderer.helpFooter(scope.invocation).text))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Labels wider than this go on a line of their own, so one long label cannot push every
    /// description to the right.
    static let maximumLabelWidth = 24
    /// Spaces before a label and between the label column and the descriptions.
    static let indent = 2

    /// Fixed wording of the help screens.
    enum Text {
        static let overview = "OVERVIEW: "
        static let usage = "USAGE: "
        static let arguments = "ARGUMENTS:"
        static let options = "OPTIONS:"
        static let commands = "COMMANDS:"
        static let commandPlaceholder = "COMMAND"
        static let ellipsis = "…"
    }

    private struct Row {
        var label: String
        var text: String
    }

    private struct Section {
        var title: String
        var rows: [Row]
    }

    private func sections(of scope: CommandScope) -> [Section] {
        let command = scope.current
        let positionals = scope.positionals.map { Row(label: label(of: $0), text: $0.help) }
        let options = scope.options.map { Row(label: label(of: $0), text: description(of: $0)) }
        // Commands before options: a command that groups subcommands is mostly a list of them.
        return [
            Section(title: Text.arguments, rows: positionals),
            Section(title: Text.commands, rows: command.subcommands.map(row(of:))),
            Section(title: Text.options, rows: options)
        ]
    }

    private func row(of command: CommandSpec) -> Row {
        Row(label: command.name, text: command.abstract)
    }

    /// `pieces check [FILE…] [--registry DIR] …`: the command's own arguments in declaration
    /// order. Global options, `--help` and `--version` are left to the OPTIONS list, which every
    /// screen has.
    private func usage(of scope: CommandScope) -> String {
        let command = scope.current
        var tokens = command.arguments
            .filter { !$0.isGlobal && $0.kind != .help && $0.kind != .version }
            .map(usageToken(of:))
        if !command.subcommands.isEmpty { tokens.append(Text.commandPlaceholder) }
        // The lead stays whole; continuation lines line up under the first argument.
        let lead = Text.usage + scope.invocation
        return Self.wrap([lead] + tokens, width: width, indent: lead.count + 1)
            .joined(separator: "\n")
    }

    private func usageToken(of argument: ArgumentSpec) -> String {
        switch argument.kind {
        case .positional(.required): return argument.valueName
        case .positional(.optional): return "[\(argument.valueName)]"
        case .positional(.zeroOrMore): return "[\(argument.valueName)\(Text.ellipsis)]"
        case .positional(.oneOrMore): return argument.valueName + Text.ellipsis
        case .option(let rules):
            let shape = "\(argument.longForm) \(argument.valueName)"
            if rules.isRepeatable { return "[\(shape) \(Text.ellipsis)]" }
            return rules.isRequired ? shape : "[\(shape)]"
        case .flag, .help, .version: return "[\(argument.longForm)]"
        }
    }

    /// `FILE…`, `-n, --dry-run`, `--registry DIR`.
    private func label(of argument: ArgumentSpec) -> String {
        if argument.isPositional {
            return argument.valueName + (argument.isVariadic ? Text.ellipsis : "")
        }
        var label = argument.shortName.map { "-\($0), " } ?? ""
        label += argument.longForm
        if argument.optionRules != nil { label += " " + argument.valueName }
        return label
    }

    /// The help text, then what the parser enforces: allowed values, default, repetition.
    private func description(of argument: ArgumentSpec) -> String {
        guard let rules = argument.optionRules else { return argument.help }
        var notes: [String] = []
        if !rules.allowedValues.isEmpty {
            notes.append("values: " + rules.allowedValues.joined(separator: ", "))
        }
        if let value = rules.defaultValue { notes.append("default: " + value) }
        if rules.isRepeatable { notes.append("repeatable") }
        if notes.isEmpty { return argument.help }
        return argument.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// A label and its description; continuation lines start at the description column.
    private func lines(of row: Row, labelWidth: Int) -> [String] {
        let margin = String(repeating: " ", count: Self.indent)
        let column = Self.indent + labelWidth + Self.indent
        let words = row.text.split(separator: " ").map(String.init)
        let text = Self.wrap(words, width: max(width - column, 1))
        let pad = String(repeating: " ", count: column)
        guard row.label.count <= labelWidth else {
            return [margin + row.label] + text.map { pad + $0 }
        }
        let gap = String(repeating: " ", count: column - Self.indent - row.label.count)
        let first = margin + row.label + (text.isEmpty ? "" : gap + text[0])
        return [first] + text.dropFirst().map { pad + $0 }
    }

    /// `text` wrapped to the screen, continuation lines flush left.
    private func wrapped(_ text: String) -> String {
        Self.wrap(text.split(separator: " ").map(String.init), width: width)
            .joined(separator: "\n")
    }

    /// Greedy wrap; words are never split, continuation lines start with `indent` spaces.
    static func wrap(_ words: [String], width: Int, indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension HelpRenderer {
    /// The last line of a help screen that lists subcommands.
    static func helpFooter(_ invocation: String) -> Message {
        "Run '\(invocation) COMMAND --help' for the arguments and options of a command."
    }
}
