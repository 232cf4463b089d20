import Foundation
import PiecesSupport
import PiecesDiagnostics

/// What a run of the tool prints and how it exits. The library never prints: the executable
/// writes these out.
public struct ToolOutput: Sendable, Equatable {
    public var standardOutput: String = ""
    public var standardError: String = ""
    public var status: Int32 = ExitStatus.success
}

/// The whole `pieces` command line: parses the arguments, runs the command, renders the result.
public enum PiecesTool {
    /// The tool's version, printed by `pieces --version`.
    public static let version = "0.1.0"

    static let notImplementedMessage = "error: 'pieces %@' is not implemented yet; see `pieces --help` for what is"
    static let seeHelp = "see `pieces %@--help`"
    static let mcpNeedsExecutableMessage = "error: 'pieces mcp' streams standard input and output, so only the pieces executable runs it"

    /// Where and how the tool runs.
    public struct Context: Sendable {
        public var workingDirectory: String
        public var environment: [String: String]
        /// Whether standard output is a terminal (colour, prompts).
        public var isTerminal: Bool

        public init(workingDirectory: String, environment: [String: String], isTerminal: Bool) {
            self.workingDirectory = workingDirectory
            self.environment = environment
            self.isTerminal = isTerminal
        }
    }

    /// Runs `arguments` (the tool's name excluded).
    public static func run(_ arguments: [String], context: Context) -> ToolOutput {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments, spec: PiecesCommands.root)
        } catch {
            let path = error.commandPath.map { $0 + " " }.joined()
            return ToolOutput(standardError: "error: \(error.message)\n\(format(seeHelp, path))\n", status: ExitStatus.usage)
        }
        switch invocation {
        case .help(let path):
            return ToolOutput(standardOutput: HelpRenderer(root: PiecesCommands.root).render(commandPath: path))
        case .version:
            return ToolOutput(standardOutput: "pieces \(version)\n")
        case .run(let parsed):
            return run(parsed, context: context)
        }
    }

    private static func run(_ parsed: ParsedArguments, context: Context) -> ToolOutput {
        let output = ReportOutput(parsed: parsed, context: context)
        switch parsed.commandPath {
        case ["sync"]: return SyncCommand(parsed: parsed, context: context, output: output).run()
        case ["check"]: return CheckCommand(parsed: parsed, context: context, output: output).run()
        case ["add"]: return AddCommand(parsed: parsed, context: context, output: output).run()
        case ["diff"]: return DiffCommand(parsed: parsed, context: context, output: output).run()
        case ["outdated"]: return OutdatedCommand(parsed: parsed, context: context, output: output).run()
        case ["status"]: return StatusCommand(parsed: parsed, context: context, output: output).run()
        case ["update"]: return UpdateCommand(parsed: parsed, context: context, output: output).run()
        case ["remove"]: return RemoveCommand(parsed: parsed, context: context, output: output).run()
        case ["build"]: return BuildCommand(parsed: parsed, context: context, output: output).run()
        case ["why"]: return WhyCommand(parsed: parsed, context: context, output: output).run()
        case ["lint"]: return LintCommand(parsed: parsed, context: context, output: output).run()
        case ["list"]: return ListCommand(parsed: parsed, context: context).run()
        case ["search"]: return SearchCommand(parsed: parsed, context: context).run()
        case ["info"]: return InfoCommand(parsed: parsed, context: context).run()
        case ["new"]: return NewCommand(parsed: parsed, context: context, output: output).run()
        case ["init"]: return InitCommand(parsed: parsed, context: context, output: output).run()
        case ["hook", "install"], ["hook", "uninstall"]: return HookCommand(parsed: parsed, context: context, output: output).run()
        // The executable serves it through MCPCommand before coming here: the server streams.
        case ["mcp"]: return ToolOutput(standardError: mcpNeedsExecutableMessage + "\n", status: ExitStatus.usage)
        default:
            return ToolOutput(standardError: format(notImplementedMessage, parsed.commandPath.joined(separator: " ")) + "\n", status: ExitStatus.usage)
        }
    }
}
