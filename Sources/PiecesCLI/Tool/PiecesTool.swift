import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// Where and how the tool runs.
    public struct Context: Sendable {
        public var workingDirectory: String
        /// The environment variables, read when a command first asks (`pieces --version` never does).
        public var environment: [String: String] { readEnvironment.value }
        private let readEnvironment: EnvironmentReading

        /// One environment variable. A command that needs only a few names (`check` reads
        /// `NO_COLOR`, `TERM` and the cache folder's) asks this way, which does not read them all.
        public func variable(_ name: String) -> String? { readEnvironment.variable(name) }
        /// Whether standard output is a terminal (colour, prompts).
        public var isTerminal: Bool
        /// Shows (a text) or clears (nil) a progress line on standard error; the executable sets
        /// it when standard error is a terminal. Called from other threads.
        public var progress: (@Sendable (String?) -> Void)?
        /// The process's standard input and output, for the command that streams (`pieces mcp`)
        /// rather than return its output; the executable sets them, in process they are nil.
        public var streams: Streams?

        /// `variable` reads one variable the way `environment` would answer for it; when nil, a
        /// variable is looked up in `environment`.
        public init(
            workingDirectory: String, environment: @autoclosure @escaping @Sendable () -> [String: String],
            variable: (@Sendable (String) -> String?)? = nil,
            isTerminal: Bool, progress: (@Sendable (String?) -> Void)? = nil, streams: Streams? = nil
        ) {
            self.workingDirectory = workingDirectory
            self.readEnvironment = EnvironmentReading(environment, variable: variable)
            self.isTerminal = isTerminal
            self.progress = progress
            self.streams = streams
        }
    }

    /// File descriptors a streaming command reads and writes.
    public struct Streams: Sendable {
        public var input: Int32
        public var output: Int32

        public init(input: Int32, output: Int32) {
            self.input = input
            self.output = output
        }
    }

    /// Runs `arguments` (the tool's name excluded).
    public static func run(_ arguments: [String], context: Context) -> ToolOutput {
        let invocation: Invocation
        do {
            invocation = try PiecesCommands.parse(arguments)
        } catch {
            let path = error.commandPath.map { $0 + " " }.joined()
            if let envelope = JSONEnvelope.usageError(error, help: PiecesTool.seeHelp(path).text, arguments: arguments)
            {
                return ToolOutput(standardError: envelope, status: ExitStatus.usage)
            }
            return ToolOutput(
                standardError: "error: \(error.message)\n\(PiecesTool.seeHelp(path))\n", status: ExitStatus.usage)
        }
        switch invocation {
        case .help(let path):
            return ToolOutput(standardOutput: HelpRenderer(root: PiecesCommands.root).render(commandPath: path))
        case .missingSubcommand(let path):
            // Nothing to run: the help, as a usage error (on standard error, exit 64).
            return ToolOutput(
                standardError: HelpRenderer(root: PiecesCommands.root).render(commandPath: path),
                status: ExitStatus.usage)
        case .version:
            return ToolOutput(standardOutput: VersionText.render(version: version))
        case .run(let parsed):
            let chosen = chosenTimeouts(parsed: parsed, context: context)
            if let refusal = chosen.refusal { return refusal }
            let settings = RemoteRegistry.RunSettings(
                timeouts: chosen.timeouts, progress: context.progress, variable: { context.variable($0) })
            return RemoteRegistry.$runSettings.withValue(settings) { run(parsed, context: context) }
        }
    }

    /// For commands that read remote registries (those taking `--timeout`): `--timeout SECONDS`,
    /// else `PIECES_TIMEOUT`.
    /// Nil timeouts keep the defaults; a refusal is the usage error to print instead of running.
    private static func chosenTimeouts(parsed: ParsedArguments, context: Context) -> (
        timeouts: RemoteRegistry.Timeouts?, refusal: ToolOutput?
    ) {
        // Only commands that read remote registries take --timeout.
        guard let given = parsed.ifDeclared(PiecesCommands.timeout) else { return (nil, nil) }
        guard let text = given ?? context.variable(RemoteRegistry.timeoutVariable) else { return (nil, nil) }
        if let timeouts = RemoteRegistry.timeouts(seconds: text) { return (timeouts, nil) }
        let origin = given != nil ? "--timeout" : RemoteRegistry.timeoutVariable
        let help = PiecesTool.seeHelp(parsed.commandPath.map { $0 + " " }.joined())
        let message = PiecesTool.invalidTimeout(text, origin: origin, help: help)
        return (nil, ToolOutput(standardError: message.text, status: ExitStatus.usage))
    }

    private static func run(_ parsed: ParsedArguments, context: Context) -> ToolOutput {
        // The parser only produces paths of the command list.
        guard let command = PiecesCommands.command(at: parsed.commandPath) else {
            return ToolOutput(
                standardError: PiecesTool.notImplemented(parsed.commandPath.joined(separator: " ")).text + "\n",
                status: ExitStatus.usage)
        }
        return command.run(parsed, context: context)
    }
}

extension PiecesTool {
    /// `path` is the command path with a trailing space each ("hook install "), or empty.
    static func seeHelp(_ path: String) -> Message { "see `pieces \(path)--help`" }
    static func notImplemented(_ command: String) -> Message {
        "error: 'pieces \(command)' is not implemented yet; see `pieces --help` for what is"
    }
    static func invalidTimeout(_ value: String, origin: String, help: Message) -> Message {
        "error: invalid timeout '\(value)' (\(origin)): expected seconds, a number above 0\n\(help)\n"
    }
}

/// The environment, read the first time a command asks for all of it. Not an `OnDemand`: setting
/// up that generic class's metadata for this one value is a measurable part of every start.
private final class EnvironmentReading: @unchecked Sendable {
    private let lock = Lock()
    private var read: (@Sendable () -> [String: String])?
    private var variables: [String: String]?
    private let readOne: (@Sendable (String) -> String?)?

    init(_ read: @escaping @Sendable () -> [String: String], variable: (@Sendable (String) -> String?)?) {
        self.read = read
        self.readOne = variable
    }

    func variable(_ name: String) -> String? {
        guard let readOne else { return value[name] }
        return readOne(name)
    }

    var value: [String: String] {
        lock.lock()
        defer { lock.unlock() }
        if let variables { return variables }
        let found = read!()
        variables = found
        read = nil
        return found
    }
}
