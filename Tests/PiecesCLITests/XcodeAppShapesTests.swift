import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import ProjectFormats

/// `pieces add` in the shapes real apps have: several platforms side by side, build
/// settings in `.xcconfig` files referenced the Xcode 16 way, a target split into many
/// synchronized folders, files that collide with the app's own, `--path` inside and outside the
/// project, `pieces init` in a classic project, and project files with unusual modes and line
/// endings. `MultiPlatformApp` has the shape of Home Assistant's and JetBrains' KMP wizard's
/// projects: objectVersion 77, `baseConfigurationReferenceAnchor`, iOS + macOS + watchOS apps.
@Suite("pieces add in real app shapes")
struct XcodeAppShapesTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder, subfolder: String = "") -> ToolOutput {
        let context = PiecesTool.Context(workingDirectory: folder.path(subfolder), environment: [:], isTerminal: false)
        return PiecesTool.run(arguments, context: context)
    }

    private func project(_ folder: TemporaryFolder) throws -> XcodeProject {
        try XcodeProject.open(folder.path("MultiPlatformApp.xcodeproj"))
    }

    // MARK: - Item 3: xcconfig files referenced by anchor, includes, missing files

    @Test func anAnchoredXcconfigAndItsIncludeSetTheDeploymentTargetWithFileAndLine() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let project = try project(folder)
        let atlas = try #require(project.target(named: "Atlas"))
        let configuration = try #require(project.buildConfigurations(of: atlas).first)
        #expect(project.configurationFilePath(of: configuration) == folder.path("Configuration/App.xcconfig"))
        let deployment = try #require(project.lowestDeploymentTarget(of: atlas))
        #expect(deployment.version == "16.4")
        #expect(deployment.source == .configurationFile(path: folder.path("Configuration/App.xcconfig"), line: 5))

        let output = Self.run(["add", "ElasticButton", "--dry-run"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "ElasticButton needs iOS 17.0, but target Atlas deploys to iOS 16.4 (Configuration/App.xcconfig:5)"),
            "\(output.standardOutput)")
    }

    @Test func aMissingIncludedXcconfigIsAWarningNamingItAndWhereItIsIncluded() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let output = Self.run(["add", "ElasticButton", "--dry-run", "--force"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains(
                """
                Configuration/Project.xcconfig:4: warning: Configuration/Signing.xcconfig does not exist (#include at \
                Configuration/Project.xcconfig:4)
                """
            ),
            "\(output.standardOutput)")
        // `#include?` makes Local.xcconfig optional: no warning.
        #expect(!output.standardOutput.contains("Local.xcconfig"))
        #expect(output.standardOutput.contains("Configuration/App.xcconfig:5: note: target Atlas deploys to iOS 16.4"))
    }

    /// IceCubesApp's shape: the classic `baseConfigurationReference` names a file git ignores.
    @Test func aMissingBaseXcconfigIsAWarning() throws {
        let folder = try TemporaryFolder(copying: "projects/ConfigApp")
        try FileManager.default.removeItem(atPath: folder.path("Config/App-Debug.xcconfig"))
        let output = Self.run(["add", "ElasticButton", "--dry-run", "--force"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains(
                "warning: Config/App-Debug.xcconfig does not exist; the build settings it would give"),
            "\(output.standardOutput)")
    }

    // MARK: - Item 4: platforms

    @Test func theOnlyIOSAppAmongMacAndWatchAppsIsChosenWithoutTarget() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let project = try project(folder)
        #expect(project.applicationTargets.map(\.name) == ["AtlasMac", "Atlas", "AtlasWatch"])
        #expect(project.iOSApplicationTargets.map(\.name) == ["Atlas"])
        #expect(try project.chooseTarget(named: nil).name == "Atlas")
        let mac = try #require(project.target(named: "AtlasMac"))
        #expect(project.platforms(of: mac).names == ["macosx"])
    }

    @Test(arguments: [("AtlasMac", "macOS", "SDKROOT = macosx"), ("AtlasWatch", "watchOS", "SDKROOT = watchos")])
    func aTargetForAnotherPlatformIsRefusedWithTheReason(target: String, platform: String, setting: String) throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let output = Self.run(["add", "ElasticButton", "--target", target, "--force"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError.contains("target '\(target)' builds for \(platform), not iOS (\(setting)"),
            "\(output.standardError)")
        #expect(output.standardError.contains("the iOS app targets are: Atlas"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("pieces.lock")))
    }

    @Test func platformsComeFromSupportedPlatformsThenSDKRoot() {
        #expect(
            TargetPlatforms.parse("iphoneos iphonesimulator macosx xros xrsimulator") == ["iphoneos", "macosx", "xros"])
        #expect(TargetPlatforms.parse("auto").isEmpty)
        #expect(TargetPlatforms.parse("iphoneos17.2") == ["iphoneos"])
        #expect(TargetPlatforms(names: ["appletvos"], evidence: nil).includesIOS == false)
        #expect(TargetPlatforms(names: [], evidence: nil).includesIOS, "unknown platforms keep the target a candidate")
    }

    @Test func aMultiplatformTargetWithIOSAmongItsPlatformsIsACandidate() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let original = try project(folder)
        let text = String(decoding: original.bytes, as: UTF8.self).replacingOccurrences(
            of: "SDKROOT = macosx;",
            with: "SDKROOT = auto;\n\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";")
        let edited = try XcodeProject(path: original.path, bytes: Array(text.utf8))
        #expect(edited.iOSApplicationTargets.map(\.name) == ["AtlasMac", "Atlas"])
        #expect(
            throws: XcodeProjectError.severalAppTargets(project: "MultiPlatformApp", targets: ["AtlasMac", "Atlas"])
        ) {
            try edited.chooseTarget(named: nil)
        }
    }

    @Test func aPackageWithoutPlatformsIsWarnedThatIOS17IsAssumed() throws {
        let folder = try TemporaryFolder(copying: "projects/Package")
        let manifest = try folder.text("Package.swift").replacingOccurrences(
            of: "    platforms: [.iOS(.v17), .macOS(.v14)],\n", with: "")
        try folder.write(manifest, to: "Package.swift")
        let output = Self.run(["add", "LikeCounter", "--target", "PackageUI", "--dry-run"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains(
                "Package.swift: warning: Package.swift names no iOS version in `platforms:`; pieces assumes iOS 17"),
            "\(output.standardOutput)")
    }

    // MARK: - Placement among several synchronized folders (Home Assistant's shape)

    @Test func piecesGoIntoTheSynchronizedFolderWithTheMostSwiftFilesNotTheFirstListed() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let output = Self.run(["add", "ElasticButton", "--force"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Features/Pieces/ElasticButton.swift")))
        #expect(FileManager.default.fileExists(atPath: folder.path("pieces.lock")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Features/pieces.lock")))
    }

    // MARK: - Item 9: collisions with the app's code

    @Test func aFileOfTheSameNameInTheTargetIsRefusedWithBothPaths() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        // Raise the deployment target so that only the collision stands in the way.
        try folder.write(
            try folder.text("Configuration/App.xcconfig").replacingOccurrences(of: "= 16.4", with: "= 17.0"),
            to: "Configuration/App.xcconfig")
        try folder.write(
            "import SwiftUI\n\nstruct OldButton: View { var body: some View { EmptyView() } }\n",
            to: "Shared/Buttons/ElasticButton.swift")
        let before = try folder.snapshot()
        let refused = Self.run(["add", "ElasticButton"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                """
                Shared/Buttons/ElasticButton.swift: error: Features/Pieces/ElasticButton.swift would collide with \
                Shared/Buttons/ElasticButton.swift, which target 'Atlas' already compiles
                """
            ),
            "\(refused.standardOutput)")
        #expect(try folder.snapshot() == before, "nothing written")
        let forced = Self.run(["add", "ElasticButton", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.standardOutput)")
    }

    @Test func aTypeCollisionIsRefusedUnlessForced() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        try folder.write(
            "import SwiftUI\n\nstruct ElasticButton: View {\n    var body: some View { EmptyView() }\n}\n",
            to: "ClassicApp/Views/CardView.swift")
        let before = try folder.snapshot()
        let context = PiecesTool.Context(workingDirectory: folder.path(""), environment: [:], isTerminal: false)
        // ClassicApp deploys to 16.4: raise it so that only the collision stands in the way.
        let pbxproj = try folder.text("ClassicApp.xcodeproj/project.pbxproj").replacingOccurrences(
            of: "IPHONEOS_DEPLOYMENT_TARGET = 16.4", with: "IPHONEOS_DEPLOYMENT_TARGET = 17.0")
        try folder.write(pbxproj, to: "ClassicApp.xcodeproj/project.pbxproj")
        let refused = PiecesTool.run(["add", "ElasticButton", "--target", "ClassicApp"], context: context)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                """
                ClassicApp/Views/CardView.swift:3: error: ClassicApp/Pieces/ElasticButton.swift would declare \
                ElasticButton, which target 'ClassicApp' already declares at ClassicApp/Views/CardView.swift:3 \
                [name-collision]
                """
            ),
            "\(refused.standardOutput)")
        #expect(
            try folder.snapshot().filter { $0.key != "ClassicApp.xcodeproj/project.pbxproj" }
                == before.filter { $0.key != "ClassicApp.xcodeproj/project.pbxproj" })
        let forced = PiecesTool.run(["add", "ElasticButton", "--target", "ClassicApp", "--force"], context: context)
        #expect(forced.status == 0, "\(forced.standardOutput)")
    }

    // MARK: - Item 7: --path and the project root

    @Test func pathInsideTheProjectKeepsTheLockAtTheRootAndOutdatedFindsIt() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let output = Self.run(["add", "ElasticButton", "--force", "--path", "Shared/UI"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            !output.standardOutput.contains("[path-not-compiled]"),
            "Shared is compiled into Atlas: \(output.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Shared/UI/ElasticButton.swift")))
        #expect(FileManager.default.fileExists(atPath: folder.path("pieces.lock")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Shared/UI/pieces.lock")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Shared/UI/.pieces")))
        let outdated = Self.run(["outdated"], in: folder)
        #expect(outdated.status == 0, "\(outdated.standardOutput)")
        #expect(outdated.standardOutput.contains("1 installed piece, all current"), "\(outdated.standardOutput)")
    }

    @Test(arguments: [
        ("MacApp/Pieces", "MacApp/Pieces is inside a synchronized folder of target 'AtlasMac', not of target 'Atlas'"),
        (
            "Docs/Pieces",
            """
            Docs/Pieces is outside every synchronized folder of target 'Atlas', so the files there will not be \
            compiled
            """
        )
    ])
    func aPathTheTargetDoesNotCompileIsAWarning(path: String, warning: String) throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let output = Self.run(["add", "ElasticButton", "--force", "--path", path], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("warning: " + warning), "\(output.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path(path + "/ElasticButton.swift")))
    }

    @Test func aPathOutsideTheProjectIsRefusedUnlessAllowed() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: FixturePaths.fixture("projects/MultiPlatformApp").path, toPath: folder.path("App"))
        let before = try folder.snapshot()
        let refused = Self.run(
            ["add", "ElasticButton", "--force", "--path", "../Elsewhere"], in: folder, subfolder: "App")
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("is outside the project root"), "\(refused.standardError)")
        #expect(try folder.snapshot() == before)
        let allowed = Self.run(
            ["add", "ElasticButton", "--force", "--path", "../Elsewhere", "--allow-outside"], in: folder,
            subfolder: "App")
        #expect(allowed.status == 0, "\(allowed.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Elsewhere/ElasticButton.swift")))
        #expect(
            FileManager.default.fileExists(atPath: folder.path("Elsewhere/pieces.lock")),
            "a plain folder keeps its own lock")
    }

    // MARK: - Item 6: pieces init writes what add accepts

    @Test(arguments: [("projects/ClassicApp", "ClassicApp/Pieces"), ("projects/MultiPlatformApp", "Features/Pieces")])
    func initWritesTheDefaultFolderAndEveryCommandAcceptsIt(fixture: String, path: String) throws {
        let folder = try TemporaryFolder(copying: fixture)
        let initialized = Self.run(["init"], in: folder)
        #expect(initialized.status == 0, "\(initialized.standardOutput)")
        let config = try JSONDecoder().decode(AppConfig.self, from: Data(try folder.bytes("pieces.json")))
        #expect(config.path == path)
        let target = fixture.hasSuffix("ClassicApp") ? ["--target", "ClassicApp"] : []
        let added = Self.run(["add", "ElasticButton", "--force"] + target, in: folder)
        #expect(added.status == 0, "\(added.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path(path + "/ElasticButton.swift")))
        for command in [["outdated"], ["diff"], ["update", "--dry-run"]] {
            let output = Self.run(command + target, in: folder)
            #expect(output.status == 0, "\(command): \(output.standardOutput)")
        }
    }

    // MARK: - Item 10: the project file's mode and line endings

    @Test func aCRLFProjectGetsCRLFInsertionsAndKeepsItsMode() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let file = "ClassicApp.xcodeproj/project.pbxproj"
        let original = try folder.text(file).replacingOccurrences(of: "\n", with: "\r\n")
        try folder.write(original, to: file)
        chmod(folder.path(file), 0o664)
        let output = Self.run(["add", "ElasticButton", "--target", "ClassicApp", "--force"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        let bytes = try folder.bytes(file)
        let bareLineFeeds = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
        #expect(bareLineFeeds.isEmpty, "every line ends with CRLF")
        #expect(String(decoding: bytes, as: UTF8.self).contains("ElasticButton.swift in Sources"))
        var info = stat()
        stat(folder.path(file), &info)
        #expect(info.st_mode & 0o777 == 0o664)
        let removed = Self.run(["remove", "ElasticButton", "--target", "ClassicApp"], in: folder)
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(try folder.text(file) == original, "remove gives back the CRLF bytes from before add")
    }

    @Test func aReadOnlyProjectFileIsRefusedAndNamed() throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let file = "ClassicApp.xcodeproj/project.pbxproj"
        chmod(folder.path(file), 0o444)
        let before = try folder.snapshot()
        let output = Self.run(["add", "ElasticButton", "--target", "ClassicApp", "--force"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardError.contains("project.pbxproj is read-only"), "\(output.standardError)")
        #expect(try folder.snapshot() == before)
    }
}
