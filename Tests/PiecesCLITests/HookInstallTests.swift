import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics

@Suite("pieces hook install and uninstall")
struct HookInstallTests {
    /// A folder with a `.git` folder (enough for the installer, which never needs git itself) and a
    /// registry at `registry/`.
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: FixturePaths.fixture("registries/minimal"), to: folder.url.appendingPathComponent("registry"))
        return folder
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder, at relative: String = "") -> ToolOutput {
        let directory = relative.isEmpty ? folder.url.path : folder.path(relative)
        return PiecesTool.run(
            arguments, context: PiecesTool.Context(workingDirectory: directory, environment: [:], isTerminal: false))
    }

    static let hook = ".git/hooks/pre-commit"

    @Test func installsAnExecutableScriptCarryingTheMarker() throws {
        let folder = try Self.repository()
        let output = Self.run(["hook", "install"], in: folder, at: "registry/pieces")
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.hasPrefix(
                "installed \(folder.path(Self.hook)): each commit syncs the staged files under registry/pieces/ with "))
        let script = try folder.text(Self.hook)
        #expect(script.hasPrefix("#!/bin/sh\n# installed by pieces"))
        #expect(script.contains("registry='registry'\npathspec='registry/pieces/*.swift'\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path(Self.hook))
        #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o111 == 0o111)
    }

    @Test func reinstallingUpdatesOurHook() throws {
        let folder = try Self.repository()
        try folder.write("#!/bin/sh\n# installed by pieces: an older version\n", to: Self.hook)
        let output = Self.run(["hook", "install"], in: folder)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("updated .git/hooks/pre-commit"))
        #expect(try folder.text(Self.hook).contains("sync --hook"))
    }

    @Test func refusesToReplaceAForeignHook() throws {
        let folder = try Self.repository()
        let theirs = "#!/bin/sh\nexec lint-staged\n"
        try folder.write(theirs, to: Self.hook)
        let output = Self.run(["hook", "install"], in: folder)
        #expect(output.status == ExitStatus.findings)
        let hooks = folder.path(".git/hooks")
        #expect(
            output.standardError == """
                error: \(hooks)/pre-commit exists and was not installed by pieces; it was left alone [hook-foreign]
                  fix: to run both, move it to \(hooks)/pre-commit.local and run `pieces hook install` again: the \
                pieces hook runs pre-commit.local first. With the pre-commit framework, add the pieces-sync hook to \
                .pre-commit-config.yaml instead

                """)
        #expect(try folder.text(Self.hook) == theirs)
    }

    @Test func uninstallRemovesOnlyOurHook() throws {
        let folder = try Self.repository()
        #expect(Self.run(["hook", "install"], in: folder).status == 0)
        let removed = Self.run(["hook", "uninstall"], in: folder)
        #expect(removed.standardOutput == "removed .git/hooks/pre-commit\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path(Self.hook)))
        let again = Self.run(["hook", "uninstall"], in: folder)
        #expect(again.status == 0)
        #expect(again.standardOutput == "no pieces hook at .git/hooks/pre-commit; nothing to remove\n")

        try folder.write("#!/bin/sh\necho mine\n", to: Self.hook)
        let foreign = Self.run(["hook", "uninstall"], in: folder)
        #expect(foreign.status == ExitStatus.findings)
        #expect(
            foreign.standardError.hasPrefix(
                "error: \(folder.path(Self.hook)) was not installed by pieces; it was left alone [hook-foreign]\n"))
        #expect(try folder.text(Self.hook) == "#!/bin/sh\necho mine\n")
    }

    @Test func outsideARepositoryItSaysSo() throws {
        let folder = try TemporaryFolder()
        let output = Self.run(["hook", "install"], in: folder)
        #expect(output.status == ExitStatus.noInput)
        #expect(
            output.standardError.hasPrefix(
                "error: not a git repository: no .git in \(folder.url.path) or any folder above it [git-not-found]\n"))
    }

    @Test func followsAGitFileToTheSharedHooksFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("../..\n", to: "main/.git/worktrees/feature/commondir")
        try folder.write("gitdir: ../main/.git/worktrees/feature\n", to: "feature/.git")
        let repository = try GitRepository.locate(from: folder.path("feature"))
        #expect(repository.workTree.path == folder.path("feature"))
        #expect(repository.gitDirectory.path == folder.path("main/.git/worktrees/feature"))
        #expect(repository.hooksDirectory(configuredHooksPath: nil, home: nil).path == folder.path("main/.git/hooks"))
    }

    @Test func honoursCoreHooksPath() throws {
        let folder = try TemporaryFolder()
        let repository = GitRepository(
            workTree: folder.url, gitDirectory: folder.url.appendingPathComponent(".git"),
            commonDirectory: folder.url.appendingPathComponent(".git"))
        #expect(repository.hooksDirectory(configuredHooksPath: ".githooks", home: nil).path == folder.path(".githooks"))
        #expect(repository.hooksDirectory(configuredHooksPath: "/etc/hooks", home: nil).path == "/etc/hooks")
        #expect(repository.hooksDirectory(configuredHooksPath: "~/hooks", home: "/home/me").path == "/home/me/hooks")
    }

    @Test func theScriptQuotesPathsForTheShell() {
        let hook = PreCommitHook(piecesPath: "/Users/me/My Tools/it's/pieces", registry: "")
        #expect(
            hook.script.contains(
                "pieces='/Users/me/My Tools/it'\\''s/pieces'\nregistry='.'\npathspec='pieces/*.swift'\n"))
        #expect(PreCommitHook.isOurs(hook.script))
        #expect(!PreCommitHook.isOurs("#!/bin/sh\n# installed by husky\n"))
    }

    @Test func findsTheExecutableTheWayTheShellDid() throws {
        let folder = try TemporaryFolder()
        try folder.write("#!/bin/sh\n", to: "bin/pieces")
        chmod(folder.path("bin/pieces"), 0o755)
        let path = "/nonexistent:" + folder.path("bin")
        #expect(
            HookCommand.executablePath(argument0: "pieces", environment: ["PATH": path], workingDirectory: "/")
                == folder.path("bin/pieces"))
        #expect(
            HookCommand.executablePath(argument0: "./bin/pieces", environment: [:], workingDirectory: folder.url.path)
                == folder.path("bin/pieces"))
        #expect(
            HookCommand.executablePath(
                argument0: "pieces", environment: ["PATH": "/nonexistent"], workingDirectory: "/") == "pieces")
    }
}
