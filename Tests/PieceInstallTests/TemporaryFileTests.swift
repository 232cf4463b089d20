import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceInstall
@testable import PiecesSupport

/// The hidden files writes stage their bytes in, and the removal of those a killed run left.
@Suite("temporary files")
struct TemporaryFileTests {
    /// The id of a process that has exited and been reaped.
    static func finishedProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func namesCarryTheTagAndThisProcess() {
        let path = TemporaryFile.path(for: "/tmp/pieces/a/Button.swift", tag: .staged)
        #expect(path.hasPrefix("/tmp/pieces/a/.Button.swift.pieces-staged-\(getpid())-"))
        let name = URL(fileURLWithPath: path).lastPathComponent
        #expect(TemporaryFile.owner(ofName: name) == getpid())
    }

    @Test(arguments: [
        (".Button.swift.pieces-123-456", pid_t(123)),
        (".Button.swift.pieces-staged-9-0", 9),
        (".pieces.lock.pieces-new-77-4294967295", 77),
        (".a.pieces-1-1", 1)
    ])
    func recognisesOwnNames(name: String, pid: pid_t) {
        #expect(TemporaryFile.owner(ofName: name) == pid)
    }

    @Test(arguments: [
        "Button.swift.pieces-123-456",  // not hidden
        "..pieces-123-456",  // no file name before the tag
        ".Button.swift.pieces-123-",  // no random part
        ".Button.swift.pieces--456",  // no process id
        ".Button.swift.pieces-12a-456",  // not a number
        ".Button.swift.pieces-0-456",  // no process has id 0
        ".Button.swift.other-123-456",  // another tool's tag
        ".Button.swift.xpieces-123-456",
        ".gitignore",
        ".Button.swift"
    ])
    func ignoresOtherNames(name: String) {
        #expect(TemporaryFile.owner(ofName: name) == nil)
    }

    @Test func removesOnlyFilesOfFinishedProcesses() throws {
        let folder = try TemporaryFolder()
        let dead = try Self.finishedProcessID()
        try #require(!TemporaryFile.isRunning(dead), "the finished process's id was reused at once")
        let names = [
            "abandoned": ".Button.swift.pieces-\(dead)-1",
            "abandonedStaged": ".Card.swift.pieces-staged-\(dead)-2",
            "mine": ".Button.swift.pieces-\(getpid())-3",
            "parent": ".Button.swift.pieces-\(getppid())-4",
            "piece": "Button.swift",
            "foreign": ".Button.swift.backup-\(dead)-5"
        ]
        for name in names.values { try Data("x".utf8).write(to: folder.url.appendingPathComponent(name)) }

        let removed = TemporaryFile.removeAbandoned(in: [folder.url.path, folder.url.path, "/no/such/folder"])

        #expect(removed == [names["abandoned"]!, names["abandonedStaged"]!].map { folder.url.path + "/" + $0 }.sorted())
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
        #expect(left == Set([names["mine"]!, names["parent"]!, names["piece"]!, names["foreign"]!]))
    }

    @Test func syncRemovesWhatAKilledRunLeftAndSaysSo() throws {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        let dead = try Self.finishedProcessID()
        let piece = try #require(FolderRegistry(root: folder.url).piecePaths().first)
        let leftover = URL(fileURLWithPath: piece).deletingLastPathComponent()
            .appendingPathComponent(".\(URL(fileURLWithPath: piece).lastPathComponent).pieces-\(dead)-7")
        try Data("half".utf8).write(to: leftover)

        let synchronizer = try Synchronizer(
            registry: FolderRegistry(root: folder.url), workingDirectory: folder.url.path)
        let dryRun = synchronizer.sync(dryRun: true)
        #expect(FileManager.default.fileExists(atPath: leftover.path), "a dry run must not remove anything")
        #expect(!dryRun.notes.contains { $0.contains("temporary") })

        let report = synchronizer.sync()
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(report.notes.contains("removed 1 temporary file an interrupted run left next to pieces"))
    }

    @Test func stagedWritesRemoveWhatAKilledAddLeft() throws {
        let folder = try TemporaryFolder()
        let dead = try Self.finishedProcessID()
        let target = folder.url.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let leftover = target.appendingPathComponent(".ElasticButton.swift.pieces-staged-\(dead)-1")
        try Data("half".utf8).write(to: leftover)

        try StagedWriter(root: folder.url.path).apply([
            .init(path: target.appendingPathComponent("ElasticButton.swift").path, bytes: Array("ok".utf8))
        ])

        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["ElasticButton.swift"])
    }
}
