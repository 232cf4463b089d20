import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// The installed hook in a real git repository, run by a real `git commit`, calling the real
/// `pieces` executable of this build (found, or built once, by `PiecesExecutable`).
@Suite("The pre-commit hook, end to end")
struct HookEndToEndTests {
    struct Run {
        var status: Int32
        /// Standard output and standard error, interleaved.
        var output: String
    }

    /// Runs `executable` with `arguments` in `directory`; git sees neither the user's nor the
    /// system's configuration, nor the variables of a hook these tests might run inside.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["HOME"] = directory.path
        // HOME is the repository here, so the clean-piece cache would be a file in it.
        environment["PIECES_CACHE_DIR"] = ""
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    @discardableResult
    static func git(_ arguments: String..., in directory: URL) throws -> Run {
        try run("git", arguments, in: directory)
    }

    /// A git repository holding the minimal registry at `registry/`, its `SettleCard` (which has no
    /// block yet) moved into a folder whose name has a space, and a look-alike piece outside the
    /// registry that the hook must never rewrite.
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        try manager.copyItem(
            at: FixturePaths.fixture("registries/minimal"), to: folder.url.appendingPathComponent("registry"))
        try manager.createDirectory(
            at: folder.url.appendingPathComponent("registry/pieces/demo cards"), withIntermediateDirectories: true)
        try manager.moveItem(
            atPath: folder.path("registry/pieces/demo/SettleCard.swift"), toPath: folder.path(settleCard))
        try folder.write(try folder.bytes(settleCard), to: lookAlike)
        try git("init", "-q", in: folder.url)
        try git("config", "user.name", "Pieces Tests", in: folder.url)
        try git("config", "user.email", "tests@pieces.invalid", in: folder.url)
        try git("config", "commit.gpgsign", "false", in: folder.url)
        return folder
    }

    static let settleCard = "registry/pieces/demo cards/SettleCard.swift"
    static let lookAlike = "Tests/Fixtures/Look Alike.swift"

    @Test func aStaleCommitStopsWithThePieceRewrittenAndGoesThroughOnceRestaged() throws {
        let pieces = try PiecesExecutable.url().path
        let folder = try Self.repository()
        let install = try Self.run(pieces, ["hook", "install"], in: folder.url)
        #expect(install.status == 0, "\(install.output)")
        #expect(try folder.text(".git/hooks/pre-commit").contains("pieces='\(pieces)'"))
        let lookAlikeBefore = try folder.bytes(Self.lookAlike)

        try Self.git("add", "-A", in: folder.url)
        let stopped = try Self.git("commit", "-m", "Add the registry", in: folder.url)
        #expect(stopped.status != 0)
        #expect(
            stopped.output.contains(
                "registry/pieces/demo cards/SettleCard.swift: note: updated: added core, velocity, momentum"))
        #expect(stopped.output.contains("pieces hook: pieces rewrote pieces"))
        #expect(stopped.output.contains("re-stage them with 'git add', and commit again"))
        #expect(
            try Self.git("rev-parse", "--verify", "-q", "HEAD", in: folder.url).status != 0, "nothing was committed")
        #expect(MotionBlockLine.sections(in: try folder.text(Self.settleCard)) == ["core", "velocity", "momentum"])
        #expect(try folder.bytes(Self.lookAlike) == lookAlikeBefore, "files outside registry/pieces are never synced")
        #expect(
            try Self.git("status", "--porcelain", in: folder.url).output.contains(
                "AM \"registry/pieces/demo cards/SettleCard.swift\""),
            "staged as it was, rewritten in the working tree")

        try Self.git("add", "-A", in: folder.url)
        let committed = try Self.git("commit", "-m", "Add the registry", in: folder.url)
        #expect(committed.status == 0, "\(committed.output)")
        #expect(try Self.git("status", "--porcelain", in: folder.url).output.isEmpty)
        #expect(
            try Self.git("show", "HEAD:" + Self.settleCard, in: folder.url).output.hasSuffix("// pieces-motion: end\n"))
    }

    @Test func aCommitWithoutPiecesRunsNoSync() throws {
        let pieces = try PiecesExecutable.url().path
        let folder = try Self.repository()
        #expect(try Self.run(pieces, ["hook", "install"], in: folder.url).status == 0)
        try folder.write("# Registry\n", to: "README.md")
        try Self.git("add", "README.md", Self.lookAlike, in: folder.url)
        let commit = try Self.git("commit", "-m", "Readme", in: folder.url)
        #expect(commit.status == 0, "\(commit.output)")
        #expect(!commit.output.contains("synced"))
    }

    @Test func refusesToReplaceAForeignHookAndHonoursCoreHooksPath() throws {
        let pieces = try PiecesExecutable.url().path
        let folder = try Self.repository()
        try Self.git("config", "core.hooksPath", ".githooks", in: folder.url)
        let theirs = "#!/bin/sh\nexit 0\n"
        try folder.write(theirs, to: ".githooks/pre-commit")
        let refused = try Self.run(pieces, ["hook", "install"], in: folder.url)
        #expect(refused.status == ExitStatus.findings)
        #expect(
            refused.output.contains(
                """
                error: \(folder.path(".githooks/pre-commit")) exists and was not installed by pieces; it was left \
                alone
                """
            ))
        #expect(try folder.text(".githooks/pre-commit") == theirs)
        #expect(!FileManager.default.fileExists(atPath: folder.path(".git/hooks/pre-commit")))

        // Moved aside as pre-commit.local, the old hook keeps running, before ours.
        try FileManager.default.moveItem(
            atPath: folder.path(".githooks/pre-commit"), toPath: folder.path(".githooks/pre-commit.local"))
        try folder.write("#!/bin/sh\necho 'local hook ran'\n", to: ".githooks/pre-commit.local")
        chmod(folder.path(".githooks/pre-commit.local"), 0o755)
        #expect(try Self.run(pieces, ["hook", "install"], in: folder.url).status == 0)
        try Self.git("add", "-A", in: folder.url)
        let stopped = try Self.git("commit", "-m", "Add the registry", in: folder.url)
        #expect(stopped.status != 0)
        #expect(stopped.output.contains("local hook ran"))
        #expect(stopped.output.contains("pieces hook: pieces rewrote pieces"))
    }

    /// The fixture repository, synced and committed, with the pieces hook installed.
    static func syncedRepositoryWithHook(_ pieces: String) throws -> TemporaryFolder {
        let folder = try repository()
        #expect(try run(pieces, ["sync"], in: folder.url).status == 0)
        try git("add", "-A", in: folder.url)
        #expect(try git("commit", "-q", "-m", "Synced registry", in: folder.url).status == 0)
        #expect(try run(pieces, ["hook", "install"], in: folder.url).status == 0)
        return folder
    }

    /// The maintainer's case: a commit of the foundation alone, with the hook active,
    /// must not go through while pieces carry the old text.
    @Test func aFoundationOnlyCommitStopsWithEveryAffectedPieceRewritten() throws {
        let pieces = try PiecesExecutable.url().path
        let folder = try Self.syncedRepositoryWithHook(pieces)

        let foundation = "registry/foundation/Motion.swift"
        let edited = try folder.text(foundation).replacingOccurrences(
            of: "let cap = 2 * Double.pi / duration * 1.5", with: "let cap = 2 * Double.pi / duration * 1.25")
        try folder.write(edited, to: foundation)
        try Self.git("add", foundation, in: folder.url)
        let stopped = try Self.git("commit", "-m", "Gentler velocity cap", in: folder.url)
        #expect(stopped.status != 0, "\(stopped.output)")
        #expect(
            stopped.output.contains("registry/pieces/demo cards/SettleCard.swift: note: updated: refreshed velocity"),
            "\(stopped.output)")
        #expect(
            stopped.output.contains(
                "registry/foundation/Motion.swift changed: pieces sync rewrote 1 piece carrying its sections"))
        #expect(
            stopped.output.contains("pieces hook: review the changes, re-stage them with 'git add', and commit again."))
        #expect(
            try Self.git("log", "--oneline", in: folder.url).output.split(separator: "\n").count == 1,
            "nothing was committed")
        #expect(try folder.text(Self.settleCard).contains("duration * 1.25"))
        #expect(
            try folder.bytes(Self.lookAlike)
                == (try Self.git("show", "HEAD:" + Self.lookAlike, in: folder.url)).output.utf8.map { $0 },
            "files outside the registry are never synced")
        let status = try Self.git("status", "--porcelain", in: folder.url).output
        #expect(
            status.contains("M  registry/foundation/Motion.swift")
                && status.contains(" M \"registry/pieces/demo cards/SettleCard.swift\""), "\(status)")

        try Self.git("add", "-A", in: folder.url)
        let committed = try Self.git("commit", "-m", "Gentler velocity cap", in: folder.url)
        #expect(committed.status == 0, "\(committed.output)")
        #expect(try Self.run(pieces, ["check"], in: folder.url).status == 0)
    }

    /// A foundation edited but not staged still makes the hook sync against it, so a piece committed
    /// meanwhile is not left carrying what HEAD's foundation says.
    @Test func anUnstagedFoundationChangeIsSyncedToo() throws {
        let pieces = try PiecesExecutable.url().path
        let folder = try Self.syncedRepositoryWithHook(pieces)
        let foundation = "registry/foundation/Motion.swift"
        try folder.write(try folder.text(foundation).replacingOccurrences(of: "* 1.5", with: "* 1.75"), to: foundation)
        try folder.write("# Registry\n", to: "README.md")
        try Self.git("add", "README.md", in: folder.url)
        let stopped = try Self.git("commit", "-m", "Readme", in: folder.url)
        #expect(stopped.status != 0)
        #expect(stopped.output.contains("SettleCard.swift: note: updated: refreshed velocity"), "\(stopped.output)")
    }
}
