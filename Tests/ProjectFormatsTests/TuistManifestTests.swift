import Foundation
import PiecesSupport
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics
@testable import ProjectFormats

/// Tuist's `Project.swift` and `Workspace.swift`, read with the lexer: targets in both call forms,
/// destinations, deployment targets, sources, what helpers hide, and where the locator looks.
@Suite struct TuistManifestTests {
    private func manifest(_ fixture: String) throws -> TuistManifest {
        try TuistManifest.read(FixturePaths.fixture("projects/" + fixture).standardizedFileURL.path)
    }

    private func relative(_ sources: [TuistManifest.Source], _ manifest: TuistManifest) -> [String] {
        sources.map { Path($0.path).display(relativeTo: Path(manifest.rootFolder)) }
    }

    @Test func readsTheTargetFormWithTopLevelLets() throws {
        let manifest = try manifest("TuistApp/Project.swift")
        #expect(manifest.targets.map(\.name) == ["Lantern", "LanternWidget", "LanternTests"])
        #expect(manifest.targets.map(\.product) == ["app", "appExtension", "unitTests"])
        #expect(manifest.unread.isEmpty)
        let app = manifest.targets[0]
        #expect(app.platforms == ["iOS"])
        #expect(app.line == 14)
        // `deploymentTargets: deployment` is the top-level `let`, which says where the version is.
        #expect(
            app.deploymentTargets["iOS"]
                == DeploymentTarget(
                    version: "17.0", source: .configurationFile(path: manifest.path, line: 7)))
        #expect(relative(app.sources, manifest) == ["Lantern/Sources/**"])
        #expect(app.sources[0].written == "\"Lantern/Sources/**\"")
        #expect(relative(manifest.targets[1].sources, manifest) == ["LanternWidget/Sources/**"], "a lone string")
        let tests = manifest.targets[2].sources[0]
        #expect(tests.excludingWritten == ["\"LanternTests/Sources/Fixtures/**\""])
        #expect(tests.includes(manifest.folder + "/LanternTests/Sources/LanternTests.swift"))
        #expect(!tests.includes(manifest.folder + "/LanternTests/Sources/Fixtures/Stub.swift"))
        #expect(manifest.iOSApplicationTargets.map(\.name) == ["Lantern"])
    }

    @Test func readsTheOlderTargetFormAndRootRelativePaths() throws {
        let app = try manifest("TuistWorkspaceApp/App/Project.swift")
        #expect(app.targets.map(\.name) == ["Ferry", "FerryNotifications"])
        #expect(app.targets[0].platforms == ["iOS"])
        #expect(app.targets[0].deploymentTargets["iOS"]?.version == "17.0")
        #expect(app.targets[0].deploymentTargets["iOS"]?.source == .configurationFile(path: app.path, line: 14))
        #expect(app.rootFolder == (app.folder as NSString).deletingLastPathComponent, "the folder holding Tuist.swift")
        let core = try manifest("TuistWorkspaceApp/Modules/Core/Project.swift")
        #expect(relative(core.targets[0].sources, core) == ["Modules/Core/Sources/**"])
        #expect(core.targets[0].sources[0].written == ".relativeToRoot(\"Modules/Core/Sources/**\")")
    }

    @Test func readsMultiplatformTargetsAndBuildableFolders() throws {
        let manifest = try manifest("TuistMultiplatformApp/Project.swift")
        #expect(manifest.targets.map(\.name) == ["Harbor", "Beacon", "HarborE2ETests"])
        let harbor = manifest.targets[0]
        #expect(harbor.platforms == ["iOS", "macOS"])
        #expect(harbor.deploymentTargets.mapValues(\.version) == ["iOS": "17.0", "macOS": "14.0"])
        #expect(harbor.deploymentTargets["macOS"]?.source == .configurationFile(path: manifest.path, line: 14))
        #expect(relative(harbor.sources, manifest) == ["App/Harbor/**/*.swift"], "resources are not sources")
        let beacon = manifest.targets[1]
        #expect(beacon.platforms == ["iOS", "visionOS"], "a Set of destinations")
        #expect(beacon.sources.map(\.isFolder) == [true])
        #expect(beacon.sources[0].includes(manifest.folder + "/App/Beacon/Pieces/Card.swift"))
        #expect(manifest.iOSApplicationTargets.map(\.name) == ["Harbor", "Beacon"])
    }

    @Test func targetsFromHelpersAreNamedWithTheirLine() throws {
        let helpers = try manifest("TuistHelpersApp/Project.swift")
        #expect(helpers.targets.isEmpty)
        #expect(helpers.unread == [TuistManifest.Unread(text: "Project.app(…)", line: 6)])
        let module = try manifest("TuistWorkspaceApp/Modules/Timetable/Project.swift")
        #expect(module.unread.map(\.text) == ["Project.featureModule(…)"])
    }

    @Test func whatIsNotWrittenOutIsUnreadAndCommentsAreNothing() throws {
        let text = """
            import ProjectDescription

            // .target(name: "Ghost", destinations: .iOS, product: .app, bundleId: "x")
            let appName = "Compass"
            func widget(_ name: String) -> Target {
                .target(name: name, destinations: .iOS, product: .appExtension, bundleId: "w")
            }
            let project = Project(
                name: "Compass",
                targets: [
                    .init(
                        name: appName, platform: .iOS, product: .app, bundleId: "c",
                        deploymentTarget: .iOS(targetVersion: "16.0", devices: .iphone), sources: "Sources/**"),
                    .target(
                        name: "Mac", destinations: .iOS.union([.mac]), product: .app, bundleId: "m",
                        deploymentTargets: .deploymentTargets(iOS: "17.0", macOS: "14.0"),
                        sources: ["Shared/**", "\\(appName)/Extra/**"]),
                    widget("CompassWidget"),
                ]
            )
            """
        let manifest = TuistManifest(path: "/app/Project.swift", bytes: Array(text.utf8))
        #expect(manifest.targets.map(\.name) == ["Compass", "Mac"], "a comment declares nothing; a let gives a name")
        #expect(manifest.targets[0].deploymentTargets["iOS"]?.version == "16.0")
        #expect(manifest.targets[1].platforms == ["iOS", "macOS"])
        #expect(manifest.targets[1].deploymentTargets.mapValues(\.version) == ["iOS": "17.0", "macOS": "14.0"])
        #expect(manifest.targets[1].sources.map(\.written) == ["\"Shared/**\""])
        #expect(manifest.targets[1].hasUnreadSources, "an interpolated glob is not guessed at")
        #expect(
            manifest.unread == [
                TuistManifest.Unread(text: "widget(…)", line: 18),
                TuistManifest.Unread(text: ".target(…)", line: 6, name: "name")
            ])
    }

    @Test(arguments: [
        ("/a/Sources/App.swift", "/a/Sources/**", true),
        ("/a/Sources/Deep/Down/App.swift", "/a/Sources/**", true),
        ("/a/Sources/App.swift", "/a/Sources/**/*.swift", true),
        ("/a/Sources/Pieces/Card.swift", "/a/Sources/*.swift", false),
        ("/a/Sources/App.m", "/a/Sources/**/*.{swift,m}", true),
        ("/a/Other/App.swift", "/a/Sources/**", false),
        ("/a/Sources/A.swift", "/a/Sources/?.swift", true)
    ])
    func globsMatchAsTuistWritesThem(path: String, glob: String, matches: Bool) {
        #expect(TuistGlob.matches(path, glob) == matches)
    }

    @Test func aGlobStartsInTheFolderBeforeItsFirstWildcard() {
        #expect(TuistGlob.base(of: "/a/App/Sources/**/*.swift") == "/a/App/Sources")
        #expect(TuistGlob.base(of: "/a/**/*.swift") == "/a")
        #expect(TuistGlob.base(of: "/a/Sources/Main.swift") == "/a/Sources")
    }

    @Test func aWorkspaceListsTheProjectsItsGlobsMatch() throws {
        let folder = FixturePaths.fixture("projects/TuistWorkspaceApp").standardizedFileURL.path
        let manifests = try TuistWorkspace.manifests(inWorkspace: folder + "/Workspace.swift")
        #expect(
            manifests.map { Path($0).display(relativeTo: Path(folder)) } == [
                "App/Project.swift", "Modules/Core/Project.swift", "Modules/Timetable/Project.swift"
            ])
    }

    @Test func theLocatorPrefersTheManifestToTheProjectGeneratedFromIt() throws {
        let folder = try TemporaryFolder(copying: "projects/TuistApp")
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        let root = folder.url.standardizedFileURL.path
        #expect(
            try ProjectLocator(startFolder: folder.path("Lantern/Sources")).locate()
                == .tuist(manifest: root + "/Project.swift"))
        #expect(
            try ProjectLocator(startFolder: root).locate(project: "Lantern.xcodeproj")
                == .xcodeProject(path: root + "/Lantern.xcodeproj"), "an explicit --project is honoured")
    }

    @Test func aWorkspaceChoosesTheProjectWithTheApp() throws {
        let folder = try TemporaryFolder(copying: "projects/TuistWorkspaceApp")
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        let root = folder.url.standardizedFileURL.path
        #expect(try ProjectLocator(startFolder: root).locate() == .tuist(manifest: root + "/App/Project.swift"))
        #expect(
            try ProjectLocator(startFolder: root).locate(project: "Workspace.swift")
                == .tuist(manifest: root + "/App/Project.swift"))
        #expect(
            try ProjectLocator(startFolder: folder.path("Modules/Core/Sources")).locate()
                == .tuist(manifest: root + "/Modules/Core/Project.swift"), "a module's own folder is its project")
    }

    @Test func aProjectSwiftThatIsAppCodeIsNotAManifest() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        try folder.write("// swift-tools-version: 6.0\nimport PackageDescription\n", to: "Package.swift")
        try folder.write("struct Project {\n    var title: String\n}\n", to: "Sources/Notes/Project.swift")
        let root = folder.url.standardizedFileURL.path
        #expect(
            try ProjectLocator(startFolder: folder.path("Sources/Notes")).locate()
                == .swiftPackage(manifest: root + "/Package.swift"))
    }

    @Test func anUnreadableManifestNamesTheFile() {
        #expect(throws: TuistError.self) { try TuistManifest.read("/nonexistent/Project.swift") }
        let error = TuistError.targetsUnread(
            manifest: "/app/Project.swift", unread: TuistManifest.Unread(text: "Project.app(…)", line: 6), target: nil)
        #expect(error.diagnostic.file == "/app/Project.swift")
        #expect(error.diagnostic.line == 6)
        #expect(error.diagnostic.fix?.contains("--target NAME") == true)
        #expect(error.diagnostic.fix?.contains("--path DIR") == true)
        #expect(error.exitStatus == ExitStatus.findings)
    }
}
