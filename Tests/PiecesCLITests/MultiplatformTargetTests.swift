import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import ProjectFormats

/// `pieces add`, `status`, `update` and `remove` in targets that build for iOS, macOS and visionOS
/// (`SDKROOT = auto`, Xcode 16/26's multiplatform template): classic (OrbitApp) and synchronized
/// (VoyagerApp), from the minimal registry with SettleCard's `platforms:` as each test sets it.
@Suite("multiplatform targets")
struct MultiplatformTargetTests {
    struct App {
        static let piece = "pieces/demo/SettleCard.swift"
        let app: TemporaryFolder
        let registry: TemporaryFolder

        /// `fixture` with the minimal registry; `platforms` is written into SettleCard's header when given.
        init(_ fixture: String, platforms: String? = nil) throws {
            app = try TemporaryFolder(copying: "projects/" + fixture)
            registry = try TemporaryFolder(copying: "registries/minimal")
            if let platforms {
                let text = try registry.text(Self.piece)
                try registry.write(
                    text.replacingOccurrences(
                        of: "// minIOS: \"17.0\"\n", with: "// minIOS: \"17.0\"\n// platforms: \(platforms)\n"),
                    to: Self.piece)
            }
        }

        func run(_ arguments: [String]) -> ToolOutput {
            let context = PiecesTool.Context(workingDirectory: app.url.path, environment: [:], isTerminal: false)
            let extra = arguments.first == "add" ? ["--registry", registry.url.path] : []
            return PiecesTool.run(arguments + extra, context: context)
        }

        func project(_ name: String) throws -> [UInt8] { try app.bytes(name + ".xcodeproj/project.pbxproj") }
    }

    /// PyPI `pbxproj` loads the project and finds `path`'s platform filters as `expected` (`-`: none).
    static func checkFilters(_ project: String, target: String, path: String, expected: String) {
        guard PythonPbxproj.isAvailable else {
            Issue.record("the PyPI package pbxproj is not installed: pip install pbxproj (CI installs it)")
            return
        }
        let script = FixturePaths.pbxprojFiltersCheck.path
        let result = PythonPbxproj.run([script, project, target, path, expected])
        #expect(result.status == 0 && result.output == "ok\n", "\(result.output)")
    }

    @Test func classicTargetGetsAPlatformFilterAndRemoveGivesBackTheBytes() throws {
        let app = try App("OrbitApp")
        let original = try app.project("OrbitApp")
        let output = app.run(["add", "SettleCard", "--target", "OrbitApp"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("SettleCard supports iOS of the platforms target OrbitApp builds for"))
        let edited = String(decoding: try app.project("OrbitApp"), as: UTF8.self)
        #expect(
            edited.contains(
                "/* SettleCard.swift in Sources */ = {isa = PBXBuildFile; fileRef = "),
            "\(edited)")
        #expect(edited.contains("/* SettleCard.swift */; platformFilters = (ios, ); };"))
        Self.checkFilters(
            app.app.path("OrbitApp.xcodeproj/project.pbxproj"), target: "OrbitApp", path: "SettleCard.swift",
            expected: "ios")
        let snapshot = try app.app.snapshot()
        #expect(app.run(["add", "SettleCard", "--target", "OrbitApp"]).status == 0)
        #expect(try app.app.snapshot() == snapshot, "adding again changes nothing")
        let status = app.run(["status"])
        #expect(status.status == 0 && status.standardOutput.contains("SettleCard"), "\(status.standardOutput)")
        let update = app.run(["update", "SettleCard"])
        #expect(update.status == 0, "\(update.standardOutput)")
        #expect(try app.app.snapshot() == snapshot, "an update to the same version changes nothing")
        let removed = app.run(["remove", "SettleCard"])
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(try app.project("OrbitApp") == original)
    }

    @Test func aPieceForEveryPlatformOfTheTargetGetsNoFilter() throws {
        let app = try App("OrbitApp", platforms: "[iOS 17.0, macOS 14.0, visionOS 1.0]")
        let output = app.run(["add", "SettleCard", "--target", "OrbitApp"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("platform filter"))
        Self.checkFilters(
            app.app.path("OrbitApp.xcodeproj/project.pbxproj"), target: "OrbitApp", path: "SettleCard.swift",
            expected: "-")
    }

    @Test func aPieceForSomePlatformsIsFilteredToThose() throws {
        let app = try App("OrbitApp", platforms: "[iOS 17.0, macOS 14.0]")
        #expect(app.run(["add", "SettleCard", "--target", "OrbitApp"]).status == 0)
        Self.checkFilters(
            app.app.path("OrbitApp.xcodeproj/project.pbxproj"), target: "OrbitApp", path: "SettleCard.swift",
            expected: "ios,macos")
    }

    @Test func everyPlatformsDeploymentTargetIsChecked() throws {
        let app = try App("OrbitApp", platforms: "[iOS 17.0, macOS 15.0]")
        let original = try app.app.snapshot()
        let output = app.run(["add", "SettleCard", "--target", "OrbitApp"])
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError.contains(
                "SettleCard needs macOS 15.0, but target OrbitApp deploys to macOS 14.0 (the build settings of target "
                    + "'OrbitApp' (Debug))"), "\(output.standardError)")
        #expect(try app.app.snapshot() == original, "nothing is written")
        #expect(app.run(["add", "SettleCard", "--target", "OrbitApp", "--force"]).status == 0)
    }

    @Test func listInfoAndTheIndexShowDeclaredPlatforms() throws {
        let app = try App("OrbitApp", platforms: "[iOS 17.0, macOS 14.0]")
        let list = app.run(["list", "--registry", app.registry.url.path])
        #expect(list.standardOutput.contains("SettleCard  iOS 17.0, macOS 14.0  "), "\(list.standardOutput)")
        #expect(list.standardOutput.contains("PlainBadge  iOS 17.0              "), "\(list.standardOutput)")
        let info = app.run(["info", "SettleCard", "--registry", app.registry.url.path])
        #expect(info.standardOutput.contains("  platforms        iOS 17.0, macOS 14.0\n"), "\(info.standardOutput)")
        let plain = app.run(["info", "PlainBadge", "--registry", app.registry.url.path])
        #expect(!plain.standardOutput.contains("platforms"))
        // `build` of the catalog fixture (a registry whose index is committed) with SettleCard's
        // platforms declared: the index gains them for that piece alone.
        let catalog = try TemporaryFolder(copying: "catalog/registry")
        let before = try catalog.text("index.json")
        let text = try catalog.text(App.piece)
        try catalog.write(
            text.replacingOccurrences(
                of: "// minIOS: \"17.0\"\n", with: "// minIOS: \"17.0\"\n// platforms: [iOS 17.0, macOS 14.0]\n"),
            to: App.piece)
        let build = PiecesTool.run(
            ["build"],
            context: PiecesTool.Context(workingDirectory: catalog.url.path, environment: [:], isTerminal: false))
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let index = try catalog.text("index.json")
        #expect(!before.contains("platforms"))
        #expect(index.components(separatedBy: "\"platforms\"").count == 2, "only SettleCard declares platforms")
        #expect(index.contains("\"name\": \"macOS\""))
        #expect(try catalog.text("index/SettleCard.json").contains("\"name\": \"macOS\""))
        #expect(!(try catalog.text("index/PlainBadge.json").contains("platforms")))
    }

    @Test func synchronizedFolderGetsAnExceptionSetAndRemoveGivesBackTheBytes() throws {
        let app = try App("VoyagerApp")
        let original = try app.project("VoyagerApp")
        let output = app.run(["add", "SettleCard"])
        #expect(output.status == 0, "\(output.standardOutput)")
        let edited = String(decoding: try app.project("VoyagerApp"), as: UTF8.self)
        #expect(edited.contains("/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */"))
        #expect(
            edited.contains(
                """
                \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                \t\t\tplatformFiltersByRelativePath = {
                \t\t\t\tPieces/SettleCard.swift = (
                \t\t\t\t\tios,
                \t\t\t\t);
                \t\t\t};
                \t\t\ttarget = 4B7D31022C1D6E4100B0C4D2 /* VoyagerApp */;
                """), "\(edited)")
        Self.checkFilters(
            app.app.path("VoyagerApp.xcodeproj/project.pbxproj"), target: "VoyagerApp",
            path: "Pieces/SettleCard.swift", expected: "ios")
        let snapshot = try app.app.snapshot()
        #expect(app.run(["add", "SettleCard"]).status == 0)
        #expect(try app.app.snapshot() == snapshot, "adding again changes nothing")
        #expect(app.run(["status"]).status == 0)
        let removed = app.run(["remove", "SettleCard"])
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(try app.project("VoyagerApp") == original)
    }

    @Test func anExistingExceptionSetGetsTheFilterAndLosesItAgain() throws {
        // SyncApp's folder keeps Info.plist out of the target with an exception set already; made
        // multiplatform at the project level.
        let app = try App("SyncApp")
        let name = "SyncApp.xcodeproj/project.pbxproj"
        let text = try app.app.text(name).replacingOccurrences(
            of: "\t\t\t\tSDKROOT = iphoneos;\n",
            with: "\t\t\t\tSDKROOT = auto;\n\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";\n"
        ).replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 18.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
        try app.app.write(text, to: name)
        let original = try app.project("SyncApp")
        let output = app.run(["add", "SettleCard"])
        #expect(output.status == 0, "\(output.standardOutput)")
        let edited = try app.app.text(name)
        #expect(
            edited.contains(
                """
                \t\t\t\tPieces/ExperimentalShader.metal,
                \t\t\t);
                \t\t\tplatformFiltersByRelativePath = {
                \t\t\t\tPieces/SettleCard.swift = (
                \t\t\t\t\tios,
                \t\t\t\t);
                \t\t\t};
                \t\t\ttarget = 4B7D31022C1D6E4100B0C4D2 /* SyncApp */;
                """), "\(edited)")
        Self.checkFilters(app.app.path(name), target: "SyncApp", path: "Pieces/SettleCard.swift", expected: "ios")
        #expect(app.run(["remove", "SettleCard"]).status == 0)
        #expect(try app.project("SyncApp") == original)
    }
}

/// `pieces add`, `status` and `remove` in an XcodeGen project (XcodeGenApp: `project.yml` with an
/// `include:`, a multiplatform app target, and the generated `.xcodeproj` committed beside it).
@Suite("XcodeGen projects")
struct XcodeGenProjectTests {
    @Test func piecesGoIntoTheTargetsSourceFolderAndNothingGeneratedIsEdited() throws {
        let app = try MultiplatformTargetTests.App("XcodeGenApp")
        let before = try app.app.snapshot()
        let dry = app.run(["add", "SettleCard", "--dry-run"])
        #expect(dry.status == 0, "\(dry.standardOutput)\(dry.standardError)")
        #expect(try app.app.snapshot() == before)
        let output = app.run(["add", "SettleCard"])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let all = output.standardOutput + output.standardError
        #expect(all.contains("run `xcodegen generate` so it sees the change"), "\(all)")
        #expect(
            all.contains(
                """
                    - path: Sources/App
                      excludes: [Pieces/SettleCard.swift]
                    - path: Sources/App/Pieces/SettleCard.swift
                      destinationFilters: [iOS]
                """), "\(all)")
        #expect(!all.contains("platform-filter"), "nothing is filtered in a project pieces does not edit")
        let after = try app.app.snapshot()
        #expect(after["Sources/App/Pieces/SettleCard.swift"] != nil)
        for file in ["project.yml", "config/targets.yml", "Trailhead.xcodeproj/project.pbxproj"] {
            #expect(after[file] == before[file], "\(file) is never edited")
        }
        #expect(app.run(["add", "SettleCard"]).status == 0)
        #expect(try app.app.snapshot() == after, "adding again changes nothing")
        let status = app.run(["status"])
        #expect(status.status == 0 && status.standardOutput.contains("SettleCard"), "\(status.standardOutput)")
        #expect(app.run(["update", "SettleCard"]).status == 0)
        let removed = app.run(["remove", "SettleCard"])
        #expect(removed.status == 0, "\(removed.standardOutput)")
        #expect(
            (removed.standardOutput + removed.standardError).contains("run `xcodegen generate`"),
            "\(removed.standardOutput)")
        #expect(try app.app.snapshot() == before)
    }

    @Test func aTargetMadeFromATemplateGetsTheTemplatesFolder() throws {
        // The shape of Kiwix's project.yml: the app's Swift folders come from a target template,
        // the target itself adds a resources folder after them.
        let app = try MultiplatformTargetTests.App("XcodeGenTemplateApp")
        let before = try app.app.snapshot()
        let output = app.run(["add", "SettleCard", "--target", "Lumen"])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(try app.app.snapshot()["App/Pieces/SettleCard.swift"] != nil)
        #expect(
            output.standardOutput.contains(
                """
                    - path: App
                      excludes: [Pieces/SettleCard.swift]
                    - path: App/Pieces/SettleCard.swift
                      destinationFilters: [iOS]
                """), "\(output.standardOutput)")
        #expect(app.run(["remove", "SettleCard"]).status == 0)
        #expect(try app.app.snapshot() == before)
    }

    @Test func aPieceForEveryPlatformNeedsNoSourcesEntry() throws {
        let app = try MultiplatformTargetTests.App("XcodeGenApp", platforms: "[iOS 17.0, macOS 14.0, visionOS 1.0]")
        let output = app.run(["add", "SettleCard", "--target", "Trailhead"])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(!(output.standardOutput + output.standardError).contains("destinationFilters"))
    }
}
