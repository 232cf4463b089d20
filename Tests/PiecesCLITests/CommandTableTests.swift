import Testing

@testable import PiecesCLI

/// `PiecesCommands.parse` builds only the spec of the command a line names; it must answer
/// exactly what the parser answers against the whole tree, for every kind of line.
@Suite("the command table")
struct CommandTableTests {
    /// Every command path the root lists (`["check"]`, `["hook", "install"]`, `["hook"]`).
    static let paths: [[String]] = PiecesCommands.root.subcommands.flatMap { command in
        [[command.name]] + command.subcommands.map { [command.name, $0.name] }
    }

    /// Lines of every shape: a command alone and with arguments, help, the version, typos, words
    /// after `--`, a lone `-`, global options before and after the command.
    static let lines: [[String]] = {
        var lines: [[String]] = [
            [], ["--version"], ["--no-color", "--version"], ["--version", "--help"], ["--help"], ["-h"],
            ["--no-color"], ["chek"], ["--bogus", "check"], ["-", "check"], ["--", "check"], ["check", "--", "x"],
            ["--version", "bogus"], ["--version", "--", "x"], ["hook", "instal"], ["check", "--version"],
            ["add", "ElasticButton", "--dry-run", "--project", "App.xcodeproj"], ["check", "--format=json", "-q"],
            ["--no-color", "sync", "--dry-run"], ["list", "--format", "yaml"], ["info"], ["help", "check"]
        ]
        for path in paths {
            lines += [
                path, path + ["--help"], path + ["--bogus"], path + ["--format", "json"], ["--no-color"] + path + ["x"],
                path + ["-q", "--", "-x"]
            ]
        }
        return lines
    }()

    @Test(arguments: lines)
    func answersWhatTheWholeTreeAnswers(line: [String]) {
        let whole = Result { () throws(UsageError) in try ArgumentParser.parse(line, spec: PiecesCommands.root) }
        let narrowed = Result { () throws(UsageError) in try PiecesCommands.parse(line) }
        #expect(narrowed == whole, "pieces \(line.joined(separator: " "))")
    }

    @Test func eachEntryIsNamedAsItsSpec() {
        for entry in PiecesCommands.entries {
            #expect(entry.name == entry.spec.name)
        }
    }

    /// The parse finds the command as the first bare word, which holds while no option of the
    /// root's own takes a value.
    @Test func theRootsOwnOptionsTakeNoValue() {
        #expect(PiecesCommands.head.arguments.allSatisfy { $0.optionRules == nil && !$0.isPositional })
        #expect(PiecesCommands.head.subcommands.isEmpty)
    }
}
