import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// Each command reads its options through typed handles (`Flag`, `Option`, `Positional`) that are
/// the very values its `CommandSpec` is built from; the dispatch table comes from the same list.
@Suite("typed command options")
struct CommandOptionsTests {
    /// Every command path the root spec can run (a command without subcommands).
    static func leafPaths(of command: CommandSpec, prefix: [String] = []) -> [[String]] {
        guard !command.subcommands.isEmpty else { return [prefix] }
        return command.subcommands.flatMap { leafPaths(of: $0, prefix: prefix + [$0.name]) }
    }

    /// The shortest command line that parses for `path`: a word per required positional, a value
    /// per required option.
    static func minimalLine(for path: [String]) -> [String] {
        guard let command = PiecesCommands.root.command(at: path) else { return path }
        var line = path
        for argument in command.arguments {
            if argument.arity == .required || argument.arity == .oneOrMore { line.append("Word") }
            if argument.optionRules?.isRequired == true { line += [argument.longForm, "value"] }
        }
        return line
    }

    @Test func theDispatchTableRunsExactlyTheCommandsTheHelpLists() {
        let listed = Set(Self.leafPaths(of: PiecesCommands.root))
        #expect(Set(PiecesCommands.commandsByPath.keys) == listed)
        #expect(listed.contains(["hook", "install"]) && listed.contains(["sync"]))
    }

    /// A handle a command reads but does not declare traps; reading every command's options once
    /// here proves none does.
    @Test(arguments: leafPaths(of: PiecesCommands.root))
    func everyCommandReadsOnlyWhatItDeclares(path: [String]) throws {
        let invocation = try ArgumentParser.parse(Self.minimalLine(for: path), spec: PiecesCommands.root)
        guard case .run(let parsed) = invocation, let command = PiecesCommands.commandsByPath[path] else {
            Issue.record("\(path) does not run: \(invocation)")
            return
        }
        _ = command.options(parsed)
    }

    @Test func optionsReadTheirTypedValues() throws {
        let line = ["add", "A", "B", "--project", "App.xcodeproj", "-n", "--diff", "--path=Sources/UI"]
        guard case .run(let parsed) = try ArgumentParser.parse(line, spec: PiecesCommands.root) else {
            Issue.record("add did not run")
            return
        }
        let options = AddCommand.Options(parsed)
        #expect(options.names == ["A", "B"])
        #expect(options.project == "App.xcodeproj")
        #expect(options.path == "Sources/UI")
        #expect(options.dryRun && options.diff)
        #expect(!options.overwrite && !options.force && !options.allowOutside)
        #expect(options.registry == nil && options.target == nil)
    }

    @Test func defaultsComeFromTheHandleAndGivenIsTracked() throws {
        guard case .run(let parsed) = try ArgumentParser.parse(["check"], spec: PiecesCommands.root) else {
            Issue.record("check did not run")
            return
        }
        #expect(parsed[PiecesCommands.format] == "text")
        #expect(!parsed.isGiven(PiecesCommands.format))
        // Options a command does not declare read as absent where every command's output asks.
        #expect(parsed.ifDeclared(PiecesCommands.timeout) == nil)
        #expect(!parsed.ifDeclared(PiecesCommands.dryRun))
    }

    @Test func readingAHandleTheCommandDoesNotDeclareTraps() async {
        await #expect(processExitsWith: .failure) {
            guard case .run(let parsed) = try ArgumentParser.parse(["check"], spec: PiecesCommands.root) else { return }
            _ = parsed[AddCommand.Options.diff]
        }
    }
}
