import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// The command line's shared behaviour: help without a subcommand, `pieces help CMD`, timeouts.
@Suite("command-line flags")
struct CommandLineFlagsTests {
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> ToolOutput {
        PiecesTool.run(
            arguments, context: PiecesTool.Context(workingDirectory: "/", environment: environment, isTerminal: false))
    }

    static let renderer = HelpRenderer(root: PiecesCommands.root)

    @Test func aCommandWithoutItsSubcommandPrintsHelpAsAUsageError() {
        for (arguments, path) in [([String](), [String]()), (["--no-color"], []), (["hook"], ["hook"])] {
            let output = Self.run(arguments)
            #expect(output.status == ExitStatus.usage, "\(arguments)")
            #expect(output.standardOutput.isEmpty)
            #expect(output.standardError == Self.renderer.render(commandPath: path))
        }
        // Asked for, help is a result: standard output, exit 0.
        let asked = Self.run(["hook", "--help"])
        #expect(asked.status == 0)
        #expect(asked.standardOutput == Self.renderer.render(commandPath: ["hook"]))
    }

    @Test func helpCommandShowsTheSameScreenAsHelpFlag() {
        for path in [[], ["add"], ["hook"], ["hook", "install"], ["help"]] {
            let output = Self.run(["help"] + path)
            #expect(output.status == 0, "\(path)")
            #expect(output.standardOutput == Self.renderer.render(commandPath: path))
        }
    }

    @Test func helpOfAnUnknownCommandSuggestsTheClosest() {
        let output = Self.run(["help", "chek"])
        #expect(output.status == ExitStatus.usage)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError
                == "error: unknown command 'chek' (argument 2); did you mean 'check'?\nsee `pieces help`\n")
        let nested = Self.run(["help", "hook", "instal"])
        #expect(
            nested.standardError.hasPrefix(
                "error: unknown command 'hook instal' (argument 3); did you mean 'hook install'?\n"))
    }
}

/// `--timeout` / `PIECES_TIMEOUT` and the progress line, against a real server on 127.0.0.1.
@Suite("remote timeouts and progress")
struct RemoteTimeoutTests {
    static func run(
        _ arguments: [String], environment: [String: String] = [:], progress: (@Sendable (String?) -> Void)? = nil
    ) -> ToolOutput {
        PiecesTool.run(
            arguments,
            context: PiecesTool.Context(
                workingDirectory: "/", environment: environment, isTerminal: false, progress: progress))
    }

    @Test func aTimeoutThatIsNotAPositiveNumberIsAUsageError() {
        let flag = Self.run(["list", "--timeout", "0"])
        #expect(flag.status == ExitStatus.usage)
        #expect(
            flag.standardError.hasPrefix("error: invalid timeout '0' (--timeout): expected seconds, a number above 0\n")
        )
        let variable = Self.run(["list"], environment: ["PIECES_TIMEOUT": "soon"])
        #expect(variable.status == ExitStatus.usage)
        #expect(variable.standardError.hasPrefix("error: invalid timeout 'soon' (PIECES_TIMEOUT)"))
        // Commands without remote registries ignore the variable.
        #expect(Self.run(["completions", "bash"], environment: ["PIECES_TIMEOUT": "soon"]).status == 0)
    }

    @Test func aSilentServerIsGivenUpAfterTheTimeoutAndTheFlagBeatsTheVariable() throws {
        let server = try LoopbackHTTPServer(routes: ["/registry/index.json": .hostile(.neverAnswer)])
        defer { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/registry"
        let clock = ContinuousClock()
        let start = clock.now
        let output = Self.run(["list", "--registry", url, "--timeout", "1"], environment: ["PIECES_TIMEOUT": "60"])
        let elapsed = clock.now - start
        #expect(output.status == ExitStatus.ioError, "\(output.standardError)")
        #expect(output.standardError.contains("index.json"))
        // The default (10 s of silence) would take far longer; 1 s of silence, a little over 1 s.
        #expect(elapsed < .seconds(8), "\(elapsed)")
    }

    @Test func aRequestOverASecondShowsAProgressLineThenClearsIt() throws {
        let server = try LoopbackHTTPServer(routes: ["/registry/index.json": .hostile(.neverAnswer)])
        defer { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/registry"
        let seen = Messages()
        _ = Self.run(["list", "--registry", url], environment: ["PIECES_TIMEOUT": "2"]) { seen.append($0) }
        let messages = seen.all
        #expect(messages == ["fetching \(url)/index.json …", nil], "\(messages)")
    }

    static func wholeEnvironmentRead() -> [String: String] {
        preconditionFailure("the whole environment was read")
    }

    /// A command asking for one variable reads it alone when the executable says how (it never
    /// builds the whole environment), and from the environment otherwise (the tests' contexts).
    @Test func oneVariableIsReadWithoutTheWholeEnvironment() {
        let context = PiecesTool.Context(
            workingDirectory: "/", environment: Self.wholeEnvironmentRead(),
            variable: { $0 == "TERM" ? "dumb" : nil }, isTerminal: false)
        #expect(context.variable("TERM") == "dumb")
        #expect(context.variable("NO_COLOR") == nil)
        let fallback = PiecesTool.Context(workingDirectory: "/", environment: ["TERM": "xterm"], isTerminal: false)
        #expect(fallback.variable("TERM") == "xterm")
    }
}

/// What a progress callback was given, from whichever thread.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String?] = []
    func append(_ message: String?) { lock.withLock { messages.append(message) } }
    var all: [String?] { lock.withLock { messages } }
}
