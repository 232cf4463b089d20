import Foundation
import PiecesTestSupport
import Testing

@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport
@testable import ProjectFormats

/// `pieces add` into the project fixtures, from the registry built into the binary.
@Suite("pieces add")
struct InstallTests {
    static func add(_ arguments: [String], in folder: TemporaryFolder, subfolder: String = "") -> ToolOutput {
        let context = PiecesTool.Context(workingDirectory: folder.path(subfolder), environment: [:], isTerminal: false)
        return PiecesTool.run(["add"] + arguments, context: context)
    }

    static let elasticButton = try! EmbeddedRegistry().bytes(at: "pieces/buttons/ElasticButton.swift")

    @Test func intoASynchronizedFolderOnlyTheFileAndTheLockAreWritten() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let before = try folder.snapshot()
        let output = Self.add(["ElasticButton"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        let after = try folder.snapshot()
        // The piece, the lock, and the pristine copy `pieces update` merges against.
        #expect(
            Set(after.keys).subtracting(before.keys) == [
                "SyncApp/Pieces/ElasticButton.swift", "pieces.lock",
                ".pieces/base/SyncApp/Pieces/ElasticButton.swift.base"
            ])
        #expect(after["SyncApp/Pieces/ElasticButton.swift"] == Self.elasticButton)
        #expect(
            after.filter { before[$0.key] != nil && before[$0.key] != $0.value }.isEmpty, "no existing file changed")
        let lock = try JSONDecoder().decode(LockFile.self, from: Data(try folder.bytes("pieces.lock")))
        #expect(lock.pieces.map(\.name) == ["ElasticButton"])
        #expect(lock.pieces.first?.registry == "embedded")
        #expect(
            lock.pieces.first?.files == [
                .init(path: "SyncApp/Pieces/ElasticButton.swift", sha256: SHA256.hex(SHA256.digest(Self.elasticButton)))
            ])
    }

    @Test func intoAGroupBasedTargetTheProjectLearnsTheFileAndASecondAddChangesNothing() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let projectFile = "ClassicApp.xcodeproj/project.pbxproj"
        let original = try folder.bytes(projectFile)
        // ClassicApp deploys to iOS 16.4; the piece needs 17.0.
        let output = Self.add(["ElasticButton", "--target", "ClassicApp", "--force"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        let edited = try folder.bytes(projectFile)
        #expect(edited != original)
        let project = try XcodeProject.open(folder.path("ClassicApp.xcodeproj"))
        let target = try #require(project.target(named: "ClassicApp"))
        #expect(project.sourceFiles(of: target).contains { $0.path == "ElasticButton.swift" })
        let widget = try #require(project.target(named: "ClassicWidgetExtension"))
        #expect(!project.sourceFiles(of: widget).contains { $0.path == "ElasticButton.swift" })
        let snapshot = try folder.snapshot()
        let again = Self.add(["ElasticButton", "--target", "ClassicApp", "--force"], in: folder)
        #expect(again.status == 0)
        #expect(try folder.snapshot() == snapshot, "adding again changes nothing")
        try Self.checkWithPyPIPbxproj(
            folder.path(projectFile), target: "ClassicApp", file: "ElasticButton.swift", group: "Pieces",
            others: ["ClassicWidgetExtension"])
    }

    @Test func intoASwiftPackageTheTargetsSourcesGetAPiecesFolder() throws {
        let folder = try TemporaryFolder(copying: "projects/Package")
        let output = Self.add(["LikeCounter", "--target", "PackageUI"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            try folder.bytes("Sources/PackageUI/Pieces/LikeCounter.swift")
                == (try EmbeddedRegistry().bytes(at: "pieces/feedback/LikeCounter.swift")))
    }

    @Test func anOlderDeploymentTargetIsRefusedWithBothVersionsUnlessForced() throws {
        let folder = try TemporaryFolder(copying: "projects/ConfigApp")
        let before = try folder.snapshot()
        let refused = Self.add(["ElasticButton"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains("ElasticButton needs iOS 17.0, but target ConfigApp deploys to iOS 16.0"),
            "\(refused.standardError)")
        #expect(try folder.snapshot() == before)
        let forced = Self.add(["ElasticButton", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.standardOutput)")
    }

    @Test func aLocalEditIsNeverOverwrittenWithoutOverwrite() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Self.add(["ElasticButton"], in: folder).status == 0)
        let piece = "SyncApp/Pieces/ElasticButton.swift"
        var edited = try folder.bytes(piece)
        edited += Array("// my change\n".utf8)
        try folder.write(edited, to: piece)
        let refused = Self.add(["ElasticButton"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("[local-edits]"))
        #expect(try folder.bytes(piece) == edited)
        #expect(Self.add(["ElasticButton", "--overwrite"], in: folder).status == 0)
        #expect(try folder.bytes(piece) == Self.elasticButton)
    }

    @Test func dryRunWritesNothingAndDiffShowsTheChange() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let before = try folder.snapshot()
        let output = Self.add(["ElasticButton", "--dry-run", "--diff"], in: folder)
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains("SyncApp/Pieces/ElasticButton.swift: note: would be created [install-file]"))
        #expect(output.standardOutput.contains("+public struct ElasticButton: View {"))
        #expect(try folder.snapshot() == before)
    }

    @Test(arguments: [
        (["NoSuchPiece"], "", "no piece named 'NoSuchPiece' in the registry", ExitStatus.findings),
        (["ElasticButon"], "", "did you mean 'ElasticButton'?", ExitStatus.findings)
    ])
    func badInputIsExplainedAndNothingIsWritten(arguments: [String], subfolder: String, message: String, status: Int32)
        throws
    {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let before = try folder.snapshot()
        let output = Self.add(arguments, in: folder, subfolder: subfolder)
        #expect(output.status == status)
        #expect(output.standardError.contains(message), "\(output.standardError)")
        #expect(try folder.snapshot() == before)
    }

    @Test func twoProjectsNeedProjectAndNothingIsWritten() throws {
        let folder = try TemporaryFolder(copying: "projects/TwoProjects")
        let before = try folder.snapshot()
        let output = Self.add(["ElasticButton"], in: folder)
        // A choice to make, not a missing project: 1 with its own code (README, exit status).
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardError.contains("[project-ambiguous]"), "\(output.standardError)")
        #expect(
            output.standardError.contains("Phone.xcodeproj") && output.standardError.contains("Tablet.xcodeproj"),
            "\(output.standardError)")
        #expect(try folder.snapshot() == before)
        #expect(Self.add(["ElasticButton", "--project", "Phone.xcodeproj", "--force"], in: folder).status == 0)
    }

    @Test func noProjectSaysWhatWasLookedFor() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        let output = Self.add(["ElasticButton"], in: folder)
        #expect(output.status == ExitStatus.noInput)
        #expect(
            output.standardError.contains(
                "looked for project.yml, Project.swift, *.xcworkspace, *.xcodeproj and Package.swift in "
                    + folder.url.path),
            "\(output.standardError)")
    }

    @Test func aSymbolicLinkLeadingOutsideTheProjectIsRefused() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let outside = try TemporaryFolder()
        try? FileManager.default.removeItem(atPath: folder.path("SyncApp/Pieces"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("SyncApp/Pieces"), withDestinationPath: outside.url.path)
        let output = Self.add(["ElasticButton"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardError.contains("[destination-escapes]"), "\(output.standardError)")
        #expect(try outside.snapshot().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path("pieces.lock")))
    }

    // Root ignores permissions; the staged writer's failures are covered elsewhere (CrashSafetyTests).
    @Test(.disabled(if: getuid() == 0, "root ignores file permissions"))
    func anUnwritableDestinationFailsCleanly() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        chmod(folder.path("SyncApp"), 0o555)
        defer { chmod(folder.path("SyncApp"), 0o755) }
        let output = Self.add(["ElasticButton"], in: folder)
        #expect(output.status == ExitStatus.cannotCreate)
        #expect(!FileManager.default.fileExists(atPath: folder.path("pieces.lock")))
    }

    /// The independent check: PyPI's `pbxproj` must load the edited project and find the file in
    /// the target's Sources phase (`.ci/run` installs it).
    static func checkWithPyPIPbxproj(_ project: String, target: String, file: String, group: String, others: [String])
        throws
    {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import pbxproj"]
        probe.standardError = Pipe()
        guard (try? probe.run()) != nil else { return }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            Issue.record("the PyPI package pbxproj is not installed: pip install pbxproj (CI installs it)")
            return
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments =
            ["python3", FixturePaths.pbxprojCheck.path, project, target, file, group] + others
        let pipe = Pipe()
        check.standardOutput = pipe
        check.standardError = pipe
        try check.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "\(text)")
    }
}
