import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI

/// A folder registry whose file is named `Card$(touch${IFS}PWNED).swift`: pressing Tab after
/// `pieces add ` in bash, zsh or fish must neither run `touch` nor offer the name. Each shell runs
/// for real against the built `pieces`; a shell that is not installed skips with a message.
@Suite("Completion injection")
struct CompletionInjectionTests {
    static let hostileName = "Card$(touch${IFS}PWNED)"

    /// A registry with one good piece (`PlainBadge`) and the hostile file, inside `folder`.
    static func hostileRegistry(in folder: TemporaryFolder) throws -> String {
        let registry = folder.path("registry")
        try FileManager.default.copyItem(atPath: FixturePaths.fixture("registries/minimal").path, toPath: registry)
        let badge = try folder.text("registry/pieces/demo/PlainBadge.swift")
        try folder.write(
            badge.replacingOccurrences(of: "PlainBadge", with: hostileName),
            to: "registry/pieces/demo/\(hostileName).swift")
        return registry
    }

    /// Runs `script` with `interpreter` in `folder`, the built `pieces` first on `PATH`.
    static func run(_ interpreter: URL, _ arguments: [String], in folder: TemporaryFolder) throws -> [String] {
        let executable = try PiecesExecutable.url().deletingLastPathComponent().path
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["PATH=\(executable):/usr/bin:/bin", "HOME=\(folder.path("."))", interpreter.path] + arguments,
            in: folder.url)
        #expect(outcome.status == 0, "\(interpreter.lastPathComponent): \(outcome.errors)")
        return outcome.output.split(separator: "\n").map(String.init)
    }

    /// Whether any `PWNED` file appeared where the shell or `touch` could have made one.
    static func pwned(_ folder: TemporaryFolder) -> Bool {
        FileManager.default.fileExists(atPath: folder.path("PWNED"))
            || FileManager.default.fileExists(atPath: folder.path("registry/PWNED"))
    }

    static func skip(_ shell: String) {
        print("skipped: \(shell) is not installed (on Debian: apt-get install -y zsh fish)")
    }

    @Test func listNamesLeavesOutAFileNameThatIsNoIdentifier() throws {
        let folder = try TemporaryFolder()
        let registry = try Self.hostileRegistry(in: folder)
        let names = CatalogTool.run(["list", "--names", "--registry", registry], in: folder.path("."))
        #expect(names.standardOutput == "PlainBadge\nSettleCard\n", "\(names.standardOutput)")
        let build = CatalogTool.run(["build", "--check"], in: registry)
        #expect(build.standardOutput.contains("[piece-name-invalid]"), "\(build.standardOutput)")
    }

    @Test func bashTreatsNamesAsData() throws {
        guard let bash = CompletionTests.shell("bash") else { return Self.skip("bash") }
        let folder = try TemporaryFolder()
        let registry = try Self.hostileRegistry(in: folder)
        try folder.write(CompletionShell.bash.script(for: PiecesCommands.root), to: "pieces.bash")
        let script = """
            source pieces.bash
            COMP_WORDS=(pieces add --registry '\(registry)' ''); COMP_CWORD=4
            _pieces
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let offered = try Self.run(bash, ["--norc", "-c", script], in: folder)
        #expect(offered == ["PlainBadge", "SettleCard"], "\(offered)")
        #expect(!Self.pwned(folder))
    }

    @Test func zshTreatsNamesAsData() throws {
        guard let zsh = CompletionTests.shell("zsh") else { return Self.skip("zsh") }
        let folder = try TemporaryFolder()
        let registry = try Self.hostileRegistry(in: folder)
        try folder.write(CompletionShell.zsh.script(for: PiecesCommands.root), to: "_pieces")
        // The completion system's entry points, reduced to what `_pieces_names` calls.
        let script = """
            compdef() { : }
            _call_program() { shift; "$@" }
            compadd() { [[ $1 == -a ]] && print -rl -- ${(P)2} }
            source ./_pieces
            words=(pieces add --registry '\(registry)' '')
            _pieces_names
            """
        let offered = try Self.run(zsh, ["-f", "-c", script], in: folder)
        #expect(offered == ["PlainBadge", "SettleCard"], "\(offered)")
        #expect(!Self.pwned(folder))
    }

    @Test func fishTreatsNamesAsData() throws {
        guard let fish = CompletionTests.shell("fish") else { return Self.skip("fish") }
        let folder = try TemporaryFolder()
        let registry = try Self.hostileRegistry(in: folder)
        try folder.write(CompletionShell.fish.script(for: PiecesCommands.root), to: "pieces.fish")
        let script = """
            source pieces.fish
            complete -C 'pieces add --registry \(registry) '
            """
        let offered = try Self.run(fish, ["--no-config", "-c", script], in: folder)
        #expect(offered == ["PlainBadge", "SettleCard"], "\(offered)")
        #expect(!Self.pwned(folder))
    }
}
