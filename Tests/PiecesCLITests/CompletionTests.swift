import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces completions bash|zsh|fish`: generated from the spec `--help` reads, and working in a
/// real bash against the real executable (piece names come from `pieces list --names`).
@Suite("Shell completions")
struct CompletionTests {
    static func shell(_ name: String) -> URL? {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// What bash's `_pieces` offers for `words` (the last one is the word being completed), run in
    /// an empty folder with the built `pieces` first on `PATH`, so piece names come from the
    /// registry embedded in it.
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write(CompletionShell.bash.script(for: PiecesCommands.root), to: "pieces.bash")
        let executable = try PiecesExecutable.url().deletingLastPathComponent().path
        let quotedWords = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let script = """
            source pieces.bash
            COMP_WORDS=(\(quotedWords)); COMP_CWORD=\(words.count - 1)
            _pieces
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let bash = try #require(shell("bash"))
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["PATH=\(executable):/usr/bin:/bin", bash.path, "--norc", "-c", script], in: folder.url)
        #expect(outcome.status == 0, "bash: \(outcome.errors)")
        return outcome.output.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesACommandAnOptionValueAndAPieceName() throws {
        #expect(try Self.bashCompletions(["pieces", "ad"]) == ["add"])
        #expect(try Self.bashCompletions(["pieces", "hook", ""]) == ["install", "uninstall"])
        #expect(try Self.bashCompletions(["pieces", "check", "--format", "j"]) == ["json"])
        #expect(try Self.bashCompletions(["pieces", "add", "Elas"]) == ["ElasticButton"])
        // After one name, `add` still completes names (NAME…); `info` takes one only.
        #expect(try Self.bashCompletions(["pieces", "add", "ElasticButton", "SwipeD"]) == ["SwipeDeck"])
        #expect(try Self.bashCompletions(["pieces", "info", "ElasticButton", ""]).isEmpty)
        #expect(try Self.bashCompletions(["pieces", "completions", "z"]) == ["zsh"])
    }

    @Test func bashCompletesPieceNamesFromTheRegistryOnTheLine() throws {
        let registry = FixturePaths.fixture("catalog/registry").path
        #expect(try Self.bashCompletions(["pieces", "info", "--registry", registry, "Se"]) == ["SettleCard"])
        #expect(try Self.bashCompletions(["pieces", "info", "--registry=\(registry)", "Pl"]) == ["PlainBadge"])
    }

    @Test func everyScriptNamesEveryCommandAndOptionOfTheSpec() {
        let model = CompletionModel(root: PiecesCommands.root)
        for shell in CompletionShell.allCases {
            let script = shell.script(for: PiecesCommands.root)
            for command in model.commands {
                for subcommand in command.subcommands {
                    #expect(script.contains(subcommand.name), "\(shell) lacks command \(subcommand.name)")
                }
                for option in command.options {
                    let spelled = shell == .fish ? "-l " + option.name : option.longForm
                    #expect(script.contains(spelled), "\(shell) lacks \(option.longForm) of \(command.path)")
                }
            }
        }
    }

    @Test(arguments: [CompletionShell.zsh, .fish])
    func zshAndFishScriptsParse(shell: CompletionShell) throws {
        guard let interpreter = Self.shell(shell.rawValue) else { return }  // not installed here
        let folder = try TemporaryFolder()
        try folder.write(shell.script(for: PiecesCommands.root), to: "script")
        let outcome = try ChildProcess.run(interpreter, ["-n", folder.path("script")], in: folder.url)
        #expect(outcome.status == 0, "\(shell) -n: \(outcome.errors)")
    }

    @Test func theCommandPrintsTheScriptAndRefusesAnUnknownShell() {
        let bash = CatalogTool.run(["completions", "bash"], in: "/")
        #expect(bash.status == 0)
        #expect(bash.standardOutput.hasSuffix("complete -F _pieces pieces\n"))
        let tcsh = CatalogTool.run(["completions", "tcsh"], in: "/")
        #expect(tcsh.status == ExitStatus.usage)
        #expect(tcsh.standardOutput.isEmpty)
        #expect(tcsh.standardError.contains("no completions for shell 'tcsh'; expected one of: bash, zsh, fish"))
    }

    @Test func listNamesPrintsOneNameALine() {
        let output = CatalogTool.run(["list", "--names"], in: FixturePaths.fixture("catalog/registry").path)
        #expect(output.standardOutput == "BlurCard\nPlainBadge\nSettleCard\nTiltSlider\n")
    }
}
