import Foundation
import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

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

    /// Where and how the tool runs.
    public struct Context: Sendable {
        public var workingDirectory: String
        public var environment: [String: String]
        /// Whether standard output is a terminal (colour, prompts).
        public var isTerminal: Bool
        /// Shows (a text) or clears (nil) a progress line on standard error; the executable sets
        /// it when standard error is a terminal. Called from other threads.
        public var progress: (@Sendable (String?) -> Void)?

        public init(
            workingDirectory: String, environment: [String: String], isTerminal: Bool,
            progress: (@Sendable (String?) -> Void)? = nil
        ) {
            self.workingDirectory = workingDirectory
            self.environment = environment
            self.isTerminal = isTerminal
            self.progress = progress
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
        case .missingSubcommand(let path):
            // Nothing to run: the help, as a usage error (on standard error, exit 64).
            return ToolOutput(standardError: HelpRenderer(root: PiecesCommands.root).render(commandPath: path), status: ExitStatus.usage)
        case .version:
            return ToolOutput(standardOutput: VersionText.render(version: version))
        case .run(let parsed):
            let chosen = chosenTimeouts(parsed: parsed, context: context)
            if let refusal = chosen.refusal { return refusal }
            let settings = RemoteRegistry.RunSettings(timeouts: chosen.timeouts, progress: context.progress)
            return RemoteRegistry.$runSettings.withValue(settings) { run(parsed, context: context) }
        }
    }

    static let invalidTimeout = "error: invalid timeout '{value}' ({origin}): expected seconds, a number above 0\n{help}\n"

    /// For commands that read remote registries (those taking `--timeout`): `--timeout SECONDS`,
    /// else `PIECES_TIMEOUT`.
    /// Nil timeouts keep the defaults; a refusal is the usage error to print instead of running.
    private static func chosenTimeouts(parsed: ParsedArguments, context: Context) -> (timeouts: RemoteRegistry.Timeouts?, refusal: ToolOutput?) {
        // Only commands that read remote registries take --timeout.
        guard let given = parsed.ifDeclared(PiecesCommands.timeout) else { return (nil, nil) }
        guard let text = given ?? context.environment[RemoteRegistry.timeoutVariable] else { return (nil, nil) }
        if let timeouts = RemoteRegistry.timeouts(seconds: text) { return (timeouts, nil) }
        let origin = given != nil ? "--timeout" : RemoteRegistry.timeoutVariable
        let help = format(seeHelp, parsed.commandPath.map { $0 + " " }.joined())
        let message = MessageTemplate.fill(invalidTimeout, ["value": text, "origin": origin, "help": help])
        return (nil, ToolOutput(standardError: message, status: ExitStatus.usage))
    }

    private static func run(_ parsed: ParsedArguments, context: Context) -> ToolOutput {
        // The parser only produces paths of the command list, from which the table is built.
        guard let command = PiecesCommands.commandsByPath[parsed.commandPath] else {
            return ToolOutput(standardError: format(notImplementedMessage, parsed.commandPath.joined(separator: " ")) + "\n", status: ExitStatus.usage)
        }
        return command.run(parsed, context: context)
    }
}
