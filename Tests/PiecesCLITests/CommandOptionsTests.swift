import PieceInstall
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
        let listed = Self.leafPaths(of: PiecesCommands.root)
        for path in listed {
            #expect(PiecesCommands.command(at: path)?.spec.name == path.last, "\(path)")
        }
        #expect(listed.contains(["hook", "install"]) && listed.contains(["sync"]))
        for unlisted in [["hook"], ["chek"], [], ["check", "x"], ["hook", "install", "x"]] {
            #expect(PiecesCommands.command(at: unlisted) == nil, "\(unlisted)")
        }
    }

    /// A handle a command reads but does not declare traps; reading every command's options once
    /// here proves none does.
    @Test(arguments: leafPaths(of: PiecesCommands.root))
    func everyCommandReadsOnlyWhatItDeclares(path: [String]) throws {
        let invocation = try ArgumentParser.parse(Self.minimalLine(for: path), spec: PiecesCommands.root)
        guard case .run(let parsed) = invocation, let command = PiecesCommands.command(at: path) else {
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
        let options = AddCommand.Options(parsed).install(in: "/work")
        let request = options.request
        #expect(request.names == ["A", "B"] && request.workingDirectory == "/work")
        #expect(request.project == "App.xcodeproj")
        #expect(request.path == "Sources/UI")
        #expect(request.dryRun && options.diff)
        #expect(!request.overwrite && !request.force && !request.allowOutside)
        #expect(request.registry == nil && request.target == nil)
    }

    @Test func defaultsComeFromTheHandleAndGivenIsTracked() throws {
        guard case .run(let parsed) = try ArgumentParser.parse(["check"], spec: PiecesCommands.root) else {
            Issue.record("check did not run")
            return
        }
        #expect(parsed[PiecesCommands.format] == .text)
        #expect(!parsed.isGiven(PiecesCommands.format))
        // Options a command does not declare read as absent where every command's output asks.
        #expect(parsed.ifDeclared(PiecesCommands.timeout) == nil)
        #expect(!parsed.ifDeclared(PiecesCommands.dryRun))
    }

    @Test func readingAHandleTheCommandDoesNotDeclareTraps() async {
        await #expect(processExitsWith: .failure) {
            guard case .run(let parsed) = try ArgumentParser.parse(["check"], spec: PiecesCommands.root) else { return }
            _ = parsed[InstallOptions.diff]
        }
    }

    /// The commands that take `--format`.
    static let formatPaths = leafPaths(of: PiecesCommands.root).filter { path in
        PiecesCommands.root.command(at: path)?.arguments.contains { $0.name == "format" } == true
    }

    /// `--format` is a `DiagnosticFormat`: each command reads one of its cases, and any other value
    /// is a usage error (exit 64) naming exactly the cases that command takes.
    @Test(arguments: formatPaths)
    func anUnknownFormatIsAUsageErrorNamingTheCases(path: [String]) throws {
        let command = try #require(PiecesCommands.root.command(at: path))
        let allowed = try #require(command.arguments.first { $0.name == "format" }?.optionRules?.allowedValues)
        #expect(allowed == DiagnosticFormat.allCases.map(\.rawValue) || allowed == ["text", "json"], "\(path)")
        let line = Self.minimalLine(for: path) + ["--format", "yaml"]
        let refusal = UsageError.invalidValue(
            "yaml", option: "--format", allowedValues: allowed, suggestion: nil, commandPath: path,
            index: line.count - 1)
        #expect(throws: refusal) { try ArgumentParser.parse(line, spec: PiecesCommands.root) }
        let output = PiecesTool.run(
            line, context: PiecesTool.Context(workingDirectory: "/", environment: [:], isTerminal: false))
        #expect(output.status == ExitStatus.usage && output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("error: \(refusal.message)\n"))
        #expect(output.standardError.contains("expected one of: \(allowed.joined(separator: ", "))"))
        for value in allowed {
            let given = Self.minimalLine(for: path) + ["--format", value]
            guard case .run(let parsed) = try ArgumentParser.parse(given, spec: PiecesCommands.root) else {
                Issue.record("\(given) did not run")
                continue
            }
            #expect(parsed[PiecesCommands.format] == DiagnosticFormat(rawValue: value))
        }
    }

    /// `add` declares each option of `InstallOptions.table` exactly as the table does (the MCP
    /// server's install tools build their schema from the same table), and reads it back.
    @Test func addDeclaresTheInstallTable() throws {
        for option in InstallOptions.table {
            #expect(AddCommand.spec.arguments.filter { $0 == option.spec }.count == 1, "\(option.name)")
        }
        #expect(AddCommand.spec.arguments.first { $0.name == "names" }?.completion == .pieces)
        let line = ["add", "A", "--target", "App", "--overwrite", "--force", "--allow-outside"]
        guard case .run(let parsed) = try ArgumentParser.parse(line, spec: PiecesCommands.root) else {
            Issue.record("add did not run")
            return
        }
        let request = AddCommand.Options(parsed).install(in: "/work").request
        #expect(request.target == "App" && request.overwrite && request.force && request.allowOutside)
    }

    /// `diff`, `status`, `outdated`, `update` and `remove` declare each option of
    /// `InstalledOptions.table` exactly as the table does (the MCP server's `status` and `diff_piece`
    /// build their schema from the same table), and read it back into the request.
    @Test(arguments: ["diff", "status", "outdated", "update", "remove"])
    func theMaintenanceCommandsDeclareTheInstalledTable(command: String) throws {
        let spec = try #require(PiecesCommands.root.command(at: [command]))
        for option in InstalledOptions.table {
            #expect(spec.arguments.filter { $0 == option.spec }.count == 1, "\(command) \(option.name)")
        }
        let line =
            [command] + (command == "remove" ? ["X"] : []) + [
                "--project", "App.xcodeproj", "--target", "App", "--registry", "elsewhere"
            ]
        guard case .run(let parsed) = try ArgumentParser.parse(line, spec: PiecesCommands.root) else {
            Issue.record("\(command) did not run")
            return
        }
        let context = PiecesTool.Context(workingDirectory: "/work", environment: [:], isTerminal: false)
        let request = InstalledPiecesOptions(parsed).request(names: [], context: context)
        #expect(request.project == "App.xcodeproj" && request.target == "App" && request.registry == "elsewhere")
        #expect(request.path == nil && request.workingDirectory == "/work")
    }
}
