import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import ProjectFormats

/// What keeps a project building and the lock honest: project entries found by path when the lock
/// was lost, `update` held to the deployment target, a disk that refuses a rename leaving the app as
/// it was (each injected fault of the staged write is in `StagedWriterTests`), `status`, and
/// `check FILE` inside an app.
@Suite("pieces.lock safety")
struct LockSafetyTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        DestinationTests.run(arguments, in: folder)
    }

    static let project = "ClassicApp.xcodeproj/project.pbxproj"
    static let piece = "ClassicApp/Pieces/ElasticButton.swift"

    @Test func afterALostLockAddRecordsTheEntriesAndRemoveTakesThemAway() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let before = try folder.bytes(Self.project)
        #expect(Self.run(["add", "ElasticButton", "--force"], in: folder).status == 0)
        let entries = try #require(try DestinationTests.lock(in: folder).pieces.first?.projectEntries)
        try FileManager.default.removeItem(atPath: folder.path(LockFile.fileName))
        let again = Self.run(["add", "ElasticButton", "--force"], in: folder)
        #expect(again.standardOutput.contains("unchanged"), "\(again.standardOutput)")
        #expect(
            Set(try #require(try DestinationTests.lock(in: folder).pieces.first?.projectEntries)) == Set(entries))
        let removed = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(try folder.bytes(Self.project) == before)
    }

    @Test func entriesMadeByHandForAnInstalledFileGoWithIt() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        #expect(Self.run(["add", "ElasticButton", "--force"], in: folder).status == 0)
        // As if a person had added the file in Xcode: the same entries under IDs pieces never makes.
        let ids = try #require(try DestinationTests.lock(in: folder).pieces.first?.projectEntries)
        var text = try folder.text(Self.project)
        for (index, id) in ids.enumerated() {
            text = text.replacingOccurrences(of: id, with: String(format: "F00D%020X", index))
        }
        try folder.write(text, to: Self.project)
        try FileManager.default.removeItem(atPath: folder.path(LockFile.fileName))
        #expect(Self.run(["add", "ElasticButton", "--force"], in: folder).status == 0)
        #expect(Self.run(["remove", "ElasticButton"], in: folder).status == 0)
        let model = try XcodeProject.open(folder.path("ClassicApp.xcodeproj"))
        let dangling = model.objects(isa: "PBXFileReference").filter { $0.string("path") == "ElasticButton.swift" }
        #expect(dangling.isEmpty)
        #expect(model.objects(isa: "PBXBuildFile").allSatisfy { $0.string("fileRef").flatMap(model.object) != nil })
        #expect(
            !(try DestinationTests.compiled("ClassicApp", in: folder, project: "ClassicApp.xcodeproj")).contains(
                Self.piece))
        try InstallTests.checkWithPyPIPbxproj(
            folder.path(Self.project), target: "ClassicApp", file: "ContentView.swift", group: "ClassicApp", others: [])
    }

    @Test func updateRefusesAVersionTheTargetCannotRun() throws {
        let installed = try UpdateTests.Installed()
        try installed.publish()
        try installed.edit(
            installed.registry, UpdateTests.Installed.registryPiece, replacing: "minIOS: \"17.0\"",
            with: "minIOS: \"26.0\"")
        let refused = installed.run(["update"])
        #expect(refused.status == 1, "\(refused.standardOutput)")
        #expect(
            refused.standardError.contains("SettleCard needs iOS 26.0, but target SyncApp deploys to iOS 18.0"),
            "\(refused.standardError)")
        #expect(try installed.lock().pieces[0].version == "1.0.0")
        #expect(installed.run(["update", "--force"]).status == 0)
        #expect(try installed.lock().pieces[0].version == "1.1.0")
    }

    @Test func aDiskThatRefusesTheLastRenameLeavesTheAppAsItWas() throws {
        // The base copy's path is a folder that is not empty, so its rename fails after the piece
        // file was renamed into place: the piece file must go again, and the lock never appear.
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let before = try folder.snapshot()
        try folder.write("x", to: ".pieces/base/SyncApp/Pieces/ElasticButton.swift.base/blocker")
        let output = Self.run(["add", "ElasticButton"], in: folder)
        #expect(output.status == ExitStatus.cannotCreate, "\(output.standardOutput)")
        #expect(output.standardError.contains("nothing was written"), "\(output.standardError)")
        var after = try folder.snapshot()
        after.removeValue(forKey: ".pieces/base/SyncApp/Pieces/ElasticButton.swift.base/blocker")
        #expect(after == before)
    }

    @Test func statusShowsEveryStateAndOutdatedNeverCallsItAllCurrent() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Self.run(["add", "ElasticButton", "LikeCounter", "DraggableTile"], in: folder).status == 0)
        #expect(Self.run(["outdated"], in: folder).standardOutput.contains("all current"))
        try folder.write(
            try folder.text("SyncApp/Pieces/LikeCounter.swift") + "// mine\n", to: "SyncApp/Pieces/LikeCounter.swift")
        try FileManager.default.removeItem(atPath: folder.path("SyncApp/Pieces/DraggableTile.swift"))
        let outdated = Self.run(["outdated"], in: folder)
        #expect(!outdated.standardOutput.contains("all current"), "\(outdated.standardOutput)")
        #expect(
            outdated.standardOutput.contains("none outdated, but 1 missing, 1 edited: `pieces status` lists them"),
            "\(outdated.standardOutput)")
        let status = Self.run(["status"], in: folder)
        #expect(status.status == 0)
        #expect(
            status.standardOutput.contains("LikeCounter    SyncApp.xcodeproj › SyncApp"), "\(status.standardOutput)")
        #expect(
            status.standardOutput.contains("3 installed pieces: 1 missing, 1 edited, 1 current"),
            "\(status.standardOutput)")
        let json =
            try JSONSerialization.jsonObject(
                with: Data(Self.run(["status", "--format", "json"], in: folder).standardOutput.utf8)) as? [String: Any]
        let rows = try #require(json?["results"] as? [[String: Any]])
        #expect(rows.map { $0["state"] as? String } == ["missing", "current", "edited"])
        #expect((rows[0]["destination"] as? [String: Any])?["target"] as? String == "SyncApp")
        // remove's hint for an unknown piece points to status.
        #expect(Self.run(["remove", "Nope"], in: folder).standardError.contains("`pieces status`"))
    }

    @Test func checkOfAnInstalledFileNeedsNoRegistryFlag() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Self.run(["add", "ElasticButton"], in: folder).status == 0)
        let clean = Self.run(["check", "SyncApp/Pieces/ElasticButton.swift"], in: folder)
        #expect(clean.status == 0, "\(clean.standardOutput)")
        let text = try folder.text("SyncApp/Pieces/ElasticButton.swift")
        let marked = text.replacingOccurrences(
            of: "\nimport SwiftUI\n", with: "\nimport SwiftUI\n<<<<<<< yours\n=======\n>>>>>>> registry 1.1.0\n")
        try folder.write(marked, to: "SyncApp/Pieces/ElasticButton.swift")
        let conflicted = Self.run(["check", "SyncApp/Pieces/ElasticButton.swift"], in: folder)
        #expect(conflicted.status == 1)
        #expect(conflicted.standardOutput.contains("[merge-conflict]"), "\(conflicted.standardOutput)")
        // Without a lock the built-in registry is the reference.
        try FileManager.default.removeItem(atPath: folder.path(LockFile.fileName))
        #expect(
            Self.run(["check", "SyncApp/Pieces/ElasticButton.swift"], in: folder).standardOutput.contains(
                "[merge-conflict]"))
    }
}
