import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces sync` run as a real process and interrupted: killed at random points, stopped by a
/// file-size limit or a full file system, refused by a read-only folder. Whatever happens, every
/// piece holds exactly its old bytes or exactly its new bytes, and a rerun finishes the job.
///
/// Sizes are small so `swift test` stays fast; `Tests/Fuzz/long-runs.sh` runs the same tests
/// with a release build, 2,000 pieces and more kills (`PIECES_CRASH_PIECES`, `PIECES_CRASH_RUNS`).
@Suite("crash safety of pieces sync", .serialized)
struct CrashSafetyTests {
    static let pieceCount = environmentNumber("PIECES_CRASH_PIECES") ?? 60
    static let killRuns = environmentNumber("PIECES_CRASH_RUNS") ?? 20
    static let isRoot = geteuid() == 0

    static func environmentNumber(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
    }

    /// A registry, its bytes before, and its bytes after one uninterrupted sync (which must be clean).
    struct Prepared {
        var folder: TemporaryFolder
        var registry: LargeRegistry
        var after: [String: [UInt8]]
        var syncSeconds: Double
        var changed: [String] { registry.sortedPaths.filter { registry.pieces[$0] != after[$0] } }

        init(count: Int) throws {
            folder = try TemporaryFolder()
            registry = try LargeRegistry(at: folder.url.appendingPathComponent("original"), count: count)
            let reference = folder.url.appendingPathComponent("reference")
            try FileManager.default.copyItem(at: registry.root, to: reference)
            let pieces = try PiecesExecutable.url()
            let synced = try ChildProcess.run(pieces, ["sync", "--quiet"], in: reference)
            #expect(synced.status == 0, "reference sync failed: \(synced.output)")
            let checked = try ChildProcess.run(pieces, ["check", "--quiet"], in: reference)
            #expect(checked.status == 0, "check after sync failed: \(checked.output)")
            after = registry.currentBytes(in: reference).compactMapValues { $0 }
            syncSeconds = synced.seconds
        }

        /// A fresh copy of the registry before sync.
        func copy(named name: String) throws -> URL {
            let target = folder.url.appendingPathComponent(name)
            try FileManager.default.copyItem(at: registry.root, to: target)
            return target
        }

        /// How many pieces under `folder` are new; records an issue for any that is neither old nor new.
        @discardableResult
        func expectOldOrNew(in folder: URL, _ context: String) -> Int {
            var newCount = 0
            for (path, bytes) in registry.currentBytes(in: folder) {
                let old = registry.pieces[path]!
                let new = after[path]!
                guard let bytes else {
                    Issue.record("\(context): \(path) is missing")
                    continue
                }
                if bytes == new {
                    if old != new { newCount += 1 }
                } else if bytes != old {
                    Issue.record(
                        """
                        \(context): \(path) is neither old nor new (\(bytes.count) bytes; old \(old.count), new \
                        \(new.count))
                        """
                    )
                }
            }
            #expect(
                LargeRegistry.visiblePieces(in: folder) == registry.sortedPaths, "\(context): the set of pieces changed"
            )
            for hidden in LargeRegistry.hiddenFiles(in: folder) {
                #expect(
                    !hidden.hasSuffix(".swift") && hidden.contains(".swift.pieces-"),
                    "\(context): unexpected hidden file \(hidden)")
            }
            return newCount
        }
    }

    @Test func killedSyncLeavesEveryFileOldOrNewAndARerunFinishes() throws {
        let prepared = try Prepared(count: Self.pieceCount)
        let pieces = try PiecesExecutable.url()
        let changed = prepared.changed
        try #require(!changed.isEmpty)
        var generator = LexerTestSupport.SeededGenerator(seed: 0xC0FFEE)
        var (beforeWrites, midWrite, afterWrites, abandoned, leftovers) = (0, 0, 0, 0, 0)
        for run in 0..<Self.killRuns {
            let folder = try prepared.copy(named: "run-\(run)")
            let outcome: ChildProcess.Outcome
            if run.isMultiple(of: 2) {
                // Spread over the whole run: start-up, reading and analysis, writing.
                let delay =
                    prepared.syncSeconds * (Double(run) + Double.random(in: 0..<1, using: &generator))
                    / Double(Self.killRuns)
                outcome = try ChildProcess.run(pieces, ["sync", "--quiet"], in: folder, killAfter: delay)
            } else {
                // Aimed at the write phase: wait until the first file has been replaced.
                let first = folder.appendingPathComponent(changed[0]).path
                let inode = Self.inode(first)
                let delay = prepared.syncSeconds * Double.random(in: 0..<0.3, using: &generator)
                outcome = try ChildProcess.run(
                    pieces, ["sync", "--quiet"], in: folder, killAfter: delay, killWhen: { Self.inode(first) != inode })
            }
            let newCount = prepared.expectOldOrNew(in: folder, "run \(run), killed: \(outcome.wasKilled)")
            abandoned += LargeRegistry.hiddenFiles(in: folder).count
            switch newCount {
            case 0: beforeWrites += 1
            case changed.count: afterWrites += 1
            default: midWrite += 1
            }
            let rerun = try ChildProcess.run(pieces, ["sync", "--quiet"], in: folder)
            #expect(rerun.status == 0, "run \(run): the rerun failed: \(rerun.output)")
            #expect(
                prepared.expectOldOrNew(in: folder, "run \(run) rerun") == changed.count,
                "run \(run): the rerun left pieces unsynced")
            leftovers += LargeRegistry.hiddenFiles(in: folder).count
            try FileManager.default.removeItem(at: folder)
        }
        #expect(
            midWrite > 0,
            "no kill landed while files were being written (before: \(beforeWrites), after: \(afterWrites))")
        #expect(
            leftovers == 0,
            """
            \(leftovers) temporary files left after the reruns of \(Self.killRuns) kills of a \
            \(Self.pieceCount)-piece sync
            """
        )
        #expect(abandoned > 0, "no kill left a temporary file behind, so the reruns' clean-up was not exercised")
    }

    @Test func fileSizeLimitFailsClearlyAndWritesOnlyWholeFiles() throws {
        let prepared = try Prepared(count: 16)
        let pieces = try PiecesExecutable.url()
        let sizes = prepared.changed.map { prepared.after[$0]!.count }.sorted()
        let blocks = sizes[sizes.count / 2] / 512
        let limit = blocks * 512
        let folder = try prepared.copy(named: "limited")
        // `ulimit -f` counts 512-byte blocks in POSIX sh; SIGXFSZ ignored so write(2) fails with EFBIG.
        let script = "trap '' XFSZ; ulimit -f \"$1\"; shift; exec \"$@\""
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", "\(blocks)", pieces.path, "sync"], in: folder)
        #expect(!outcome.signalled)
        #expect(outcome.status == ExitStatus.cannotCreate)
        prepared.expectOldOrNew(in: folder, "file-size limit")
        for path in prepared.changed {
            let now = try Data(contentsOf: folder.appendingPathComponent(path))
            let fits = prepared.after[path]!.count <= limit
            #expect(Array(now) == (fits ? prepared.after[path]! : prepared.registry.pieces[path]!), "\(path)")
            if !fits {
                #expect(outcome.output.contains("\(path): File too large; nothing was changed"), "\(path) not named")
            }
        }
        #expect(LargeRegistry.hiddenFiles(in: folder).isEmpty, "a failed write left its temporary file")
    }

    @Test func fileSizeSignalKillsSyncButNoFileIsCut() throws {
        let prepared = try Prepared(count: 16)
        let pieces = try PiecesExecutable.url()
        let blocks = prepared.changed.map { prepared.after[$0]!.count }.max()! / 512 / 2
        let folder = try prepared.copy(named: "signalled")
        let script = "ulimit -f \"$1\"; shift; exec \"$@\""
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", "\(blocks)", pieces.path, "sync", "--quiet"],
            in: folder)
        #expect(
            outcome.signalled && outcome.status == SIGXFSZ,
            "status \(outcome.status), signalled \(outcome.signalled): \(outcome.output)")
        prepared.expectOldOrNew(in: folder, "SIGXFSZ")
        #expect(!LargeRegistry.hiddenFiles(in: folder).isEmpty, "the signal should have cut a temporary file short")
        let rerun = try ChildProcess.run(pieces, ["sync", "--quiet"], in: folder)
        #expect(rerun.status == 0)
        #expect(prepared.expectOldOrNew(in: folder, "rerun after SIGXFSZ") == prepared.changed.count)
        #expect(LargeRegistry.hiddenFiles(in: folder).isEmpty, "the rerun left the killed run's temporary file")
    }

    @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and a mountable tmpfs"))
    func fullFileSystemFailsClearly() throws {
        let prepared = try Prepared(count: 12)
        let pieces = try PiecesExecutable.url()
        let mountPoint = prepared.folder.url.appendingPathComponent("tiny")
        let pages = { (count: Int) in (count + 4095) / 4096 * 4096 }
        let used =
            prepared.registry.pieces.values.map { pages($0.count) }.reduce(0, +)
            + pages(
                try Data(contentsOf: prepared.registry.root.appendingPathComponent("foundation/PieceMotion.swift"))
                    .count)
        // Room for one new file beside its old one, then the growth fills the disk.
        let room = pages(prepared.after.values.map(\.count).max()!) + 4096
        try TinyFileSystem.mount(at: mountPoint, bytes: used + room)
        defer { TinyFileSystem.unmount(mountPoint) }
        let registry = mountPoint.appendingPathComponent("registry")
        try FileManager.default.copyItem(at: prepared.registry.root, to: registry)
        let outcome = try ChildProcess.run(pieces, ["sync", "--quiet"], in: registry)
        #expect(outcome.status == ExitStatus.cannotCreate)
        #expect(outcome.output.contains("No space left on device; nothing was changed"), "\(outcome.output)")
        let written = prepared.expectOldOrNew(in: registry, "full tmpfs")
        #expect(written < prepared.changed.count)
        #expect(LargeRegistry.hiddenFiles(in: registry).isEmpty, "a failed write left its temporary file")
    }

    @Test func readOnlyPieceIsNamedAndNothingElseIsHalfWritten() throws {
        let prepared = try Prepared(count: 8)
        let folder = try prepared.copy(named: "locked")
        let locked = try #require(prepared.changed.last)
        let lockedFolder = folder.appendingPathComponent(locked).deletingLastPathComponent()
        let outcome = try Self.runAsOtherUser(["sync", "--quiet"], in: folder) {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o444], ofItemAtPath: folder.appendingPathComponent(locked).path)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: lockedFolder.path)
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lockedFolder.path) }
        #expect(outcome.status == ExitStatus.cannotCreate)
        #expect(
            !outcome.output.contains(folder.path), "files are named relative to the working folder: \(outcome.output)")
        prepared.expectOldOrNew(in: folder, "read-only")
        // Every piece in the read-only folder is refused by name and kept; every other one is synced.
        for path in prepared.changed {
            let now = try Array(Data(contentsOf: folder.appendingPathComponent(path)))
            if folder.appendingPathComponent(path).deletingLastPathComponent() == lockedFolder {
                #expect(now == prepared.registry.pieces[path]!, "\(path) changed")
                #expect(
                    outcome.output.contains("\(path): Permission denied; nothing was changed"),
                    "\(path) not named: \(outcome.output)")
            } else {
                #expect(now == prepared.after[path]!, "\(path) was not synced")
            }
        }
        #expect(LargeRegistry.hiddenFiles(in: folder).isEmpty)
    }

    @Test(.enabled(if: isRoot, "needs two users: a sticky folder refuses the rename only for a file another user owns"))
    func failedRenameRemovesItsTemporaryFile() throws {
        let prepared = try Prepared(count: 4)
        let folder = try prepared.copy(named: "sticky")
        let target = try #require(prepared.changed.first)
        let stickyFolder = folder.appendingPathComponent(target).deletingLastPathComponent()
        let outcome = try Self.runAsOtherUser(["sync", "--quiet", target], in: folder) {
            // The folder stays writable (the temporary file can be created); the piece belongs to root.
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o1777, .ownerAccountID: 0], ofItemAtPath: stickyFolder.path)
            try FileManager.default.setAttributes(
                [.ownerAccountID: 0], ofItemAtPath: folder.appendingPathComponent(target).path)
        }
        #expect(outcome.status == ExitStatus.cannotCreate)
        #expect(outcome.output.contains("\(target): Operation not permitted; nothing was changed"), "\(outcome.output)")
        #expect(try Array(Data(contentsOf: folder.appendingPathComponent(target))) == prepared.registry.pieces[target]!)
        #expect(LargeRegistry.hiddenFiles(in: folder).isEmpty, "the failed rename left its temporary file")
    }

    // MARK: Helpers

    static func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    /// Runs `pieces` with `arguments` so that file permissions bind: directly when not root; as
    /// root, as user `nobody` (root ignores permissions) after handing the folder to it. `lock`
    /// runs after the hand-over, to take permissions away again.
    static func runAsOtherUser(_ arguments: [String], in folder: URL, lock: () throws -> Void) throws
        -> ChildProcess.Outcome
    {
        let pieces = try PiecesExecutable.url()
        guard isRoot else {
            try lock()
            return try ChildProcess.run(pieces, arguments, in: folder)
        }
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
            try Test.cancel(
                "running as root without /usr/bin/setpriv: cannot drop privileges, and root ignores permissions")
        }
        let chown = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/chown"), ["-R", "65534:65534", folder.path], in: folder)
        try #require(chown.status == 0, "chown failed: \(chown.errors)")
        try lock()
        let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", pieces.path]
        let probe = try ChildProcess.run(setpriv, asNobody + ["--version"], in: folder)
        guard probe.status == 0 else {
            try Test.cancel("user nobody cannot run \(pieces.path): \(probe.errors)")
        }
        return try ChildProcess.run(setpriv, asNobody + arguments, in: folder)
    }
}

/// A tmpfs of a given size, to fill up: only as root, where `mount` works.
enum TinyFileSystem {
    static let isAvailable: Bool = {
        guard geteuid() == 0 else { return false }
        guard let probe = try? TemporaryFolder(), (try? mount(at: probe.url, bytes: 64 * 1024)) != nil else {
            return false
        }
        unmount(probe.url)
        return true
    }()

    struct MountError: Error { var message: String }

    static func mount(at folder: URL, bytes: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", folder.path],
            in: folder.deletingLastPathComponent())
        guard outcome.status == 0 else { throw MountError(message: outcome.errors) }
    }

    static func unmount(_ folder: URL) {
        _ = try? ChildProcess.run(
            URL(fileURLWithPath: "/bin/umount"), [folder.path], in: folder.deletingLastPathComponent())
    }
}
