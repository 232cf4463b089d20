import Foundation
import PiecesSupport
import PiecesTestSupport
import Testing

@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import ProjectFormats

/// `pieces.lock` keys each entry by piece and destination: one piece in two app targets of one
/// project (TwoApps), or in two projects beside one lock (TwoProjects), is two entries, and
/// `remove`, `update`, `diff` and `outdated` act on the destination named.
@Suite("pieces.lock destinations")
struct DestinationTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        let context = PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false)
        return PiecesTool.run(arguments, context: context)
    }

    static func lock(in folder: TemporaryFolder) throws -> LockFile {
        try JSONDecoder().decode(LockFile.self, from: Data(try folder.bytes(LockFile.fileName)))
    }

    /// The names of the files the target's Sources phase compiles, with their folders.
    static func compiled(_ target: String, in folder: TemporaryFolder, project: String) throws -> [String] {
        let model = try XcodeProject.open(folder.path(project))
        return model.sourceFiles(of: try #require(model.target(named: target))).compactMap { model.location(of: $0.id) }
            .map { Path($0).display(relativeTo: Path(folder.url.standardizedFileURL.path)) }
    }

    @Test func onePieceInTwoTargetsIsTwoEntriesAndRemoveTakesOnlyTheNamedOne() throws {
        let folder = try TemporaryFolder(copying: "projects/TwoApps")
        let before = try folder.bytes("TwoApps.xcodeproj/project.pbxproj")
        #expect(Self.run(["add", "ElasticButton", "--target", "Phone"], in: folder).status == 0)
        let phoneOnly = try folder.bytes("TwoApps.xcodeproj/project.pbxproj")
        #expect(Self.run(["add", "ElasticButton", "--target", "Pad"], in: folder).status == 0)
        let lock = try Self.lock(in: folder)
        #expect(lock.lockVersion == 2)
        #expect(
            lock.pieces.map { "\($0.name) \($0.destination?.description ?? "-")" }
                == ["ElasticButton TwoApps.xcodeproj › Pad", "ElasticButton TwoApps.xcodeproj › Phone"])

        // Not naming the destination is refused, with both choices, and nothing changes.
        let ambiguous = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(ambiguous.status == 1)
        #expect(
            ambiguous.standardError.contains(
                """
                'ElasticButton' is installed in 2 places: TwoApps.xcodeproj › Pad; TwoApps.xcodeproj › Phone \
                [destination-ambiguous]
                """
            ))
        #expect(ambiguous.standardError.contains("--target Pad | --target Phone"), "\(ambiguous.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Pad/Pieces/ElasticButton.swift")))
        for command in [["update", "ElasticButton"], ["diff", "ElasticButton"]] {
            #expect(Self.run(command, in: folder).standardError.contains("[destination-ambiguous]"), "\(command)")
        }

        let removed = Self.run(["remove", "ElasticButton", "--target", "Pad"], in: folder)
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(removed.standardOutput.contains("removed ElasticButton from TwoApps.xcodeproj › Pad"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Pad/Pieces/ElasticButton.swift")))
        #expect(FileManager.default.fileExists(atPath: folder.path("Phone/Pieces/ElasticButton.swift")))
        #expect(try folder.bytes("TwoApps.xcodeproj/project.pbxproj") == phoneOnly)
        #expect(
            try Self.compiled("Phone", in: folder, project: "TwoApps.xcodeproj").contains(
                "Phone/Pieces/ElasticButton.swift"))
        #expect(try Self.lock(in: folder).pieces.map { $0.destination?.target } == ["Phone"])

        // One destination left: no --target needed any more, and the project is as it was.
        #expect(Self.run(["outdated"], in: folder).status == 0)
        #expect(Self.run(["remove", "ElasticButton"], in: folder).status == 0)
        #expect(try folder.bytes("TwoApps.xcodeproj/project.pbxproj") == before)
        #expect(!FileManager.default.fileExists(atPath: folder.path("pieces.lock")))
    }

    @Test func aDestinationWithoutThePieceIsRefusedNamingWhereItIs() throws {
        let folder = try TemporaryFolder(copying: "projects/TwoApps")
        #expect(Self.run(["add", "ElasticButton", "--target", "Phone"], in: folder).status == 0)
        let output = Self.run(["remove", "ElasticButton", "--target", "Pad"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "'ElasticButton' is not installed in Pad; it is installed in TwoApps.xcodeproj › Phone"),
            "\(output.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Phone/Pieces/ElasticButton.swift")))
    }

    @Test func twoProjectsBesideOneLockAreTwoDestinations() throws {
        let folder = try TemporaryFolder(copying: "projects/TwoProjects")
        #expect(Self.run(["add", "ElasticButton", "--project", "Phone.xcodeproj"], in: folder).status == 0)
        #expect(Self.run(["add", "ElasticButton", "--project", "Tablet.xcodeproj"], in: folder).status == 0)
        #expect(
            try Self.lock(in: folder).pieces.compactMap(\.destination?.project) == [
                "Phone.xcodeproj", "Tablet.xcodeproj"
            ])
        // Without --project the lock beside both projects is read, every destination listed.
        let status = Self.run(["status"], in: folder)
        #expect(status.status == 0, "\(status.standardOutput)")
        #expect(
            status.standardOutput.contains("Phone.xcodeproj › Phone")
                && status.standardOutput.contains("Tablet.xcodeproj › Tablet"))
        #expect(Self.run(["remove", "ElasticButton"], in: folder).status == 1)
        let removed = Self.run(["remove", "ElasticButton", "--project", "Tablet.xcodeproj"], in: folder)
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Tablet/Pieces/ElasticButton.swift")))
        #expect(
            try Self.compiled("Phone", in: folder, project: "Phone.xcodeproj").contains(
                "Phone/Pieces/ElasticButton.swift"))
        #expect(try Self.compiled("Tablet", in: folder, project: "Tablet.xcodeproj") == ["Tablet/TabletApp.swift"])
    }

    @Test func aVersion1LockIsReadAndWrittenBackAsVersion2() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Self.run(["add", "ElasticButton"], in: folder).status == 0)
        let entry = try #require(try Self.lock(in: folder).pieces.first)
        // The old shape: no destination, lock version 1.
        let old = try String(contentsOf: FixturePaths.fixture("locks/version1.lock"), encoding: .utf8)
            .replacingOccurrences(of: "SHA256", with: entry.files[0].sha256)
            .replacingOccurrences(of: "VERSION", with: entry.version)
        try folder.write(old, to: LockFile.fileName)
        #expect(try Self.lock(in: folder).pieces[0].destination == nil)
        let status = Self.run(["status"], in: folder)
        #expect(
            status.standardOutput.contains("ElasticButton  SyncApp.xcodeproj › SyncApp"), "\(status.standardOutput)")
        // Adding again migrates the entry in place rather than adding a second one.
        #expect(Self.run(["add", "ElasticButton"], in: folder).status == 0)
        let migrated = try Self.lock(in: folder)
        #expect(migrated.lockVersion == 2)
        #expect(migrated.pieces.count == 1)
        #expect(migrated.pieces[0].destination == Destination(project: "SyncApp.xcodeproj", target: "SyncApp"))
        // remove reads the old shape too.
        try folder.write(old, to: LockFile.fileName)
        #expect(Self.run(["remove", "ElasticButton"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path("SyncApp/Pieces/ElasticButton.swift")))
    }

    @Test func aFileAnotherDestinationAlsoInstalledStays() throws {
        let folder = try TemporaryFolder(copying: "projects/TwoApps")
        #expect(Self.run(["add", "ElasticButton", "--target", "Phone"], in: folder).status == 0)
        let phone = try folder.bytes("TwoApps.xcodeproj/project.pbxproj")
        // Two targets sharing one folder: the same file recorded for both.
        var lock = try Self.lock(in: folder)
        var shared = lock.pieces[0]
        shared.destination = Destination(project: "TwoApps.xcodeproj", target: "Pad")
        shared.projectEntries = nil
        lock.record(shared)
        try folder.write(lock.encoded(), to: LockFile.fileName)
        let output = Self.run(["remove", "ElasticButton", "--target", "Pad"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains(
                """
                Phone/Pieces/ElasticButton.swift stays: ElasticButton is also installed from it in TwoApps.xcodeproj \
                › Phone
                """
            ), "\(output.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Phone/Pieces/ElasticButton.swift")))
        #expect(try folder.bytes("TwoApps.xcodeproj/project.pbxproj") == phone)
        #expect(try Self.lock(in: folder).pieces.map { $0.destination?.target } == ["Phone"])
    }

    @Test func aVersion1EntryIsGivenTheTargetWhoseFolderHoldsItsFiles() throws {
        let folder = try TemporaryFolder(copying: "projects/TwoApps")
        let before = try folder.bytes("TwoApps.xcodeproj/project.pbxproj")
        #expect(Self.run(["add", "ElasticButton", "--target", "Pad"], in: folder).status == 0)
        let entry = try #require(try Self.lock(in: folder).pieces.first)
        let old = try String(contentsOf: FixturePaths.fixture("locks/version1.lock"), encoding: .utf8)
            .replacingOccurrences(of: "SyncApp/Pieces/", with: "Pad/Pieces/")
            .replacingOccurrences(of: "SHA256", with: entry.files[0].sha256)
            .replacingOccurrences(of: "VERSION", with: entry.version)
        try folder.write(old, to: LockFile.fileName)
        // Two app targets and no --target: the entry's folder tells which one it is.
        let status = Self.run(["status"], in: folder)
        #expect(status.standardOutput.contains("ElasticButton  TwoApps.xcodeproj › Pad"), "\(status.standardOutput)")
        let removed = Self.run(["remove", "ElasticButton"], in: folder)
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(try folder.bytes("TwoApps.xcodeproj/project.pbxproj") == before)
    }

    @Test func aFolderRegistryIsRecordedRelativeToTheProjectRoot() throws {
        let parent = try TemporaryFolder()
        let app = parent.url.appendingPathComponent("app")
        let registry = parent.url.appendingPathComponent("acme-registry")
        try FileManager.default.copyItem(at: FixturePaths.fixture("projects/SyncApp"), to: app)
        try FileManager.default.copyItem(at: FixturePaths.fixture("registries/minimal"), to: registry)
        let context = PiecesTool.Context(workingDirectory: app.path, environment: [:], isTerminal: false)
        #expect(PiecesTool.run(["add", "SettleCard", "--registry", registry.path], context: context).status == 0)
        let lock = try JSONDecoder().decode(
            LockFile.self, from: Data(contentsOf: app.appendingPathComponent(LockFile.fileName)))
        #expect(lock.pieces[0].registry == "../acme-registry")
        // The pair moves elsewhere (another clone, another machine): the lock still finds the registry.
        let moved = try TemporaryFolder()
        try FileManager.default.moveItem(at: app, to: moved.url.appendingPathComponent("app"))
        try FileManager.default.moveItem(at: registry, to: moved.url.appendingPathComponent("acme-registry"))
        let movedContext = PiecesTool.Context(
            workingDirectory: moved.url.appendingPathComponent("app").path, environment: [:], isTerminal: false)
        let outdated = PiecesTool.run(["outdated"], context: movedContext)
        #expect(outdated.status == 0, "\(outdated.standardOutput)")
    }
}
