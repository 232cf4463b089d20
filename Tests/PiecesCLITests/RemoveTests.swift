import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import ProjectFormats

/// `pieces remove` undoes `pieces add`: in a synchronized folder, in a group-based target (whose
/// project file gets its original bytes back), and never at the cost of the user's edits.
@Suite("pieces remove")
struct RemoveTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        let context = PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false)
        return PiecesTool.run(arguments, context: context)
    }

    static func exists(_ relative: String, in folder: TemporaryFolder) -> Bool {
        FileManager.default.fileExists(atPath: folder.path(relative))
    }

    @Test func fromASynchronizedFolderTheAppIsLeftAsItWas() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let before = try folder.snapshot()
        #expect(Self.run(["add", "ElasticButton"], in: folder).status == 0)
        #expect(Self.exists(".pieces/base/SyncApp/Pieces/ElasticButton.swift.base", in: folder))
        let output = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("SyncApp/Pieces/ElasticButton.swift: note: deleted [removed]"))
        #expect(try folder.snapshot() == before)
        #expect(!Self.exists(".pieces", in: folder), "the base copies and their folders are gone")
        #expect(Self.exists("SyncApp/Pieces", in: folder), "the folder still holds the app's own file")
    }

    /// `status` and `remove` read the locked pieces alone: another piece of the registry that cannot
    /// be read (linked out of it) stops neither.
    @Test func onlyTheLockedPiecesOfTheRegistryAreRead() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        try FileManager.default.copyItem(
            at: FixturePaths.fixture("catalog/registry"), to: app.url.appendingPathComponent("registry"))
        #expect(Self.run(["add", "PlainBadge", "--registry", "registry"], in: app).status == 0)
        let outside = try TemporaryFolder()
        try outside.write("// elsewhere\n", to: "Elsewhere.swift")
        try FileManager.default.removeItem(atPath: app.path("registry/pieces/controls/TiltSlider.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: app.path("registry/pieces/controls/TiltSlider.swift"),
            withDestinationPath: outside.path("Elsewhere.swift"))
        #expect(
            Self.run(["list", "--registry", "registry"], in: app).status != 0, "the registry as a whole is unreadable")

        let status = Self.run(["status"], in: app)
        #expect(status.status == 0, "\(status.standardOutput)\(status.standardError)")
        #expect(status.standardOutput.contains("1 installed piece: 1 current"), "\(status.standardOutput)")
        let remove = Self.run(["remove", "PlainBadge"], in: app)
        #expect(remove.status == 0, "\(remove.standardOutput)\(remove.standardError)")
        for output in [status, remove] {
            #expect(!(output.standardOutput + output.standardError).contains("registry-unreadable"))
        }
        #expect(!Self.exists("SyncApp/Pieces/PlainBadge.swift", in: app))
    }

    @Test func fromAGroupBasedTargetTheProjectGetsItsOriginalBytesBack() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let before = try folder.snapshot()
        #expect(Self.run(["add", "ElasticButton", "--target", "ClassicApp", "--force"], in: folder).status == 0)
        #expect(
            try folder.bytes("ClassicApp.xcodeproj/project.pbxproj") != before["ClassicApp.xcodeproj/project.pbxproj"])
        let output = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains("edit ClassicApp.xcodeproj/project.pbxproj:"), "\(output.standardOutput)")
        #expect(try folder.snapshot() == before)
        #expect(!Self.exists("ClassicApp/Pieces", in: folder), "the empty Pieces folder add made is gone")
    }

    @Test func oneOfTwoPiecesLeavesTheOtherInstalled() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        #expect(
            Self.run(["add", "ElasticButton", "LikeCounter", "--target", "ClassicApp", "--force"], in: folder).status
                == 0)
        #expect(Self.run(["remove", "LikeCounter"], in: folder).status == 0)
        let lock = try JSONDecoder().decode(LockFile.self, from: Data(try folder.bytes("pieces.lock")))
        #expect(lock.pieces.map(\.name) == ["ElasticButton"])
        let project = try XcodeProject.open(folder.path("ClassicApp.xcodeproj"))
        let sources = project.sourceFiles(of: try #require(project.target(named: "ClassicApp"))).map(\.path)
        #expect(sources.contains("ElasticButton.swift") && !sources.contains("LikeCounter.swift"))
        #expect(!Self.exists("ClassicApp/Pieces/LikeCounter.swift", in: folder))
        #expect(!Self.exists(".pieces/base/ClassicApp/Pieces/LikeCounter.swift.base", in: folder))
        #expect(Self.exists(".pieces/base/ClassicApp/Pieces/ElasticButton.swift.base", in: folder))
    }

    @Test func aLocalEditIsNeverDeletedWithoutForce() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Self.run(["add", "ElasticButton"], in: folder).status == 0)
        let piece = "SyncApp/Pieces/ElasticButton.swift"
        try folder.write(try folder.text(piece) + "// mine\n", to: piece)
        let snapshot = try folder.snapshot()
        let refused = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "\(piece): error: \(piece) has edits of your own; it was not deleted [local-edits]"),
            "\(refused.standardError)")
        #expect(try folder.snapshot() == snapshot)
        #expect(Self.run(["remove", "ElasticButton", "--force"], in: folder).status == 0)
        #expect(!Self.exists(piece, in: folder) && !Self.exists("pieces.lock", in: folder))
    }

    @Test func aPieceAnotherPieceUsesIsKeptWithoutForce() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let card = "pieces/demo/SettleCard.swift"
        try registry.write(
            try registry.text(card).replacingOccurrences(
                of: "// license: MIT\n", with: "// license: MIT\n// dependencies: [PlainBadge]\n"), to: card)
        #expect(Self.run(["add", "SettleCard", "--registry", registry.url.path], in: folder).status == 0)
        let refused = Self.run(["remove", "PlainBadge"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains("PlainBadge is used by SettleCard [piece-depended-on]"),
            "\(refused.standardError)")
        #expect(Self.exists("SyncApp/Pieces/PlainBadge.swift", in: folder))
        #expect(Self.run(["remove", "PlainBadge", "--force"], in: folder).status == 0)
        #expect(!Self.exists("SyncApp/Pieces/PlainBadge.swift", in: folder))
    }

    @Test func aRemovalInterruptedAfterTheFilesIsFinishedByRunningItAgain() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let before = try folder.snapshot()
        #expect(Self.run(["add", "ElasticButton", "--target", "ClassicApp", "--force"], in: folder).status == 0)
        // What an interruption right after deleting the files leaves.
        try FileManager.default.removeItem(atPath: folder.path("ClassicApp/Pieces/ElasticButton.swift"))
        let output = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(try folder.snapshot() == before)
    }

    @Test func aPieceThatIsNotInstalledIsRefused() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let output = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "'ElasticButton' is not installed here: pieces.lock does not list it [piece-not-installed]"),
            "\(output.standardError)")
        #expect(output.standardError.contains("fix: add it with `pieces add ElasticButton`"))
    }
}
