import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesSupport

/// The one step several files are written in: staged in full, renamed in the order given, rolled
/// back when a rename fails, and named file by file when the rollback fails too. The disk's refusals
/// are injected (`StagedWriter.Faults`), so each failure is the one the test means.
@Suite("staged writes")
struct StagedWriterTests {
    static func write(_ path: String, _ text: String) -> StagedWriter.Write {
        StagedWriter.Write(path: path, bytes: Array(text.utf8))
    }

    static func injected(_ path: String) -> InstallError {
        .io(.unwritable(path: path, reason: StagedWriter.injectedReason))
    }

    /// Every name in `folder` and below, relative, hidden ones (temporary files, backups) included.
    static func names(in folder: TemporaryFolder) -> [String] {
        (FileManager.default.enumerator(atPath: folder.url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func writesEveryFileAndTheFoldersTheyNeed() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "App/ContentView.swift")
        try StagedWriter(root: folder.url.path).apply([
            Self.write(folder.path("App/ContentView.swift"), "new\n"),
            Self.write(folder.path("App/Pieces/Buttons/ElasticButton.swift"), "button\n"),
            Self.write(folder.path("pieces.lock"), "{}\n")
        ])
        #expect(try folder.text("App/ContentView.swift") == "new\n")
        #expect(try folder.text("App/Pieces/Buttons/ElasticButton.swift") == "button\n")
        #expect(try folder.text("pieces.lock") == "{}\n")
        #expect(
            Self.names(in: folder) == [
                "App", "App/ContentView.swift", "App/Pieces", "App/Pieces/Buttons",
                "App/Pieces/Buttons/ElasticButton.swift", "pieces.lock"
            ], "no temporary or backup file is left")
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("#!/bin/sh\n", to: "hook")
        #expect(chmod(folder.path("hook"), 0o751) == 0)
        try StagedWriter(root: folder.url.path).apply([
            Self.write(folder.path("hook"), "#!/bin/sh\nexit 0\n"), Self.write(folder.path("new.txt"), "n\n")
        ])
        let attributes = { (name: String) in
            try FileManager.default.attributesOfItem(atPath: folder.path(name))[.posixPermissions] as? Int
        }
        #expect(try attributes("hook") == 0o751)
        #expect(try attributes("new.txt") == 0o644)
    }

    @Test func aFailedRenameRollsBackTheFilesAlreadyRenamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "a.txt")
        var writer = StagedWriter(root: folder.url.path)
        writer.faults.renames = [folder.path(LockFile.fileName)]
        #expect(throws: Self.injected(folder.path(LockFile.fileName))) {
            try writer.apply([
                Self.write(folder.path("a.txt"), "new\n"), Self.write(folder.path("b.txt"), "b\n"),
                Self.write(folder.path(LockFile.fileName), "{}\n")
            ])
        }
        #expect(try folder.text("a.txt") == "old\n", "the replaced file has its old bytes back")
        #expect(Self.names(in: folder) == ["a.txt"], "the new file is gone; no temporary or backup file is left")
    }

    @Test func aFailedFirstRenameChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "a.txt")
        var writer = StagedWriter(root: folder.url.path)
        writer.faults.renames = [folder.path("a.txt")]
        #expect(throws: Self.injected(folder.path("a.txt"))) {
            try writer.apply([Self.write(folder.path("a.txt"), "new\n"), Self.write(folder.path("b.txt"), "b\n")])
        }
        #expect(try folder.text("a.txt") == "old\n")
        #expect(Self.names(in: folder) == ["a.txt"])
    }

    @Test func aRolledBackWriteRemovesTheFoldersItMade() throws {
        let folder = try TemporaryFolder()
        try folder.write("keep\n", to: "App/ContentView.swift")
        var writer = StagedWriter(root: folder.url.path)
        writer.faults.renames = [folder.path(LockFile.fileName)]
        #expect(throws: Self.injected(folder.path(LockFile.fileName))) {
            try writer.apply([
                Self.write(folder.path("App/Pieces/Cards/SettleCard.swift"), "card\n"),
                Self.write(folder.path(LockFile.fileName), "{}\n")
            ])
        }
        #expect(Self.names(in: folder) == ["App", "App/ContentView.swift"], "Pieces/ and Pieces/Cards/ are gone")
    }

    @Test func aFailedRollbackNamesExactlyTheFilesLeftChanged() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "a.txt")
        var writer = StagedWriter(root: folder.url.path)
        writer.faults.renames = [folder.path(LockFile.fileName)]
        writer.faults.rollbacks = [folder.path("b.txt")]
        do {
            try writer.apply([
                Self.write(folder.path("a.txt"), "new\n"), Self.write(folder.path("b.txt"), "b\n"),
                Self.write(folder.path(LockFile.fileName), "{}\n")
            ])
            Issue.record("the injected failure did not stop the write")
        } catch {
            #expect(
                error
                    == .partialWrite(
                        written: [folder.path("b.txt")],
                        failure: folder.path(LockFile.fileName) + ": " + StagedWriter.injectedReason))
            #expect(error.diagnostic.message.contains("already changed and not put back: \(folder.path("b.txt"))"))
            #expect(error.diagnostic.fix?.contains("run the same command again") == true)
        }
        #expect(try folder.text("a.txt") == "old\n", "what could be put back was")
        #expect(try folder.text("b.txt") == "b\n")
        #expect(Self.names(in: folder) == ["a.txt", "b.txt"], "no temporary or backup file is left")
    }

    /// Files are renamed in the order given: when the third rename fails and nothing can be put back,
    /// exactly the first two are named, in that order.
    @Test func renamesFollowTheOrderGiven() throws {
        let folder = try TemporaryFolder()
        let paths = ["d.txt", "c.txt", "a.txt", "b.txt"].map(folder.path)
        var writer = StagedWriter(root: folder.url.path)
        writer.faults.renames = [paths[2]]
        writer.faults.rollbacks = Set(paths)
        #expect(
            throws: InstallError.partialWrite(
                written: [paths[0], paths[1]], failure: paths[2] + ": " + StagedWriter.injectedReason)
        ) {
            try writer.apply(paths.map { Self.write($0, "x\n") })
        }
        #expect(Self.names(in: folder) == ["c.txt", "d.txt"])
    }

    @Test func aFolderThatCannotBeMadeStopsTheWriteBeforeAnyRename() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "a.txt")
        try folder.write("a file where a folder should be\n", to: "Blocked")
        let writes = [
            Self.write(folder.path("a.txt"), "new\n"),
            Self.write(folder.path("New/Deeper/b.txt"), "b\n"),
            Self.write(folder.path("Blocked/c.txt"), "c\n")
        ]
        let error = #expect(throws: InstallError.self) { try StagedWriter(root: folder.url.path).apply(writes) }
        #expect(try folder.text("a.txt") == "old\n")
        #expect(Self.names(in: folder) == ["Blocked", "a.txt"], "staged files and the folders made for them are gone")
        guard case .io(.unwritable(let path, _)) = error else {
            Issue.record("not a write failure: \(String(describing: error))")
            return
        }
        #expect(path == folder.path("Blocked"))
    }

    @Test func aDestinationLinkedOutOfTheRootIsRefusedBeforeAnythingIsWritten() throws {
        let project = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: project.path("Pieces"), withDestinationPath: elsewhere.url.path)
        let escaping = project.path("Pieces/ElasticButton.swift")
        let error = #expect(throws: InstallError.self) {
            try StagedWriter(root: project.url.path).apply([
                Self.write(project.path("a.txt"), "a\n"), Self.write(escaping, "button\n")
            ])
        }
        #expect(Self.names(in: project) == ["Pieces"], "not even the first file, which stays inside, is written")
        #expect(Self.names(in: elsewhere).isEmpty)
        guard case .escapesProject(let path, _) = error else {
            Issue.record("not refused as leading out: \(String(describing: error))")
            return
        }
        #expect(path == escaping)
    }
}
