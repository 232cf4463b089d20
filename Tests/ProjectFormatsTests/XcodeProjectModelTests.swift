import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

@Suite struct XcodeProjectModelTests {
    private func open(_ relative: String) throws -> XcodeProject {
        try XcodeProject.open(FixturePaths.fixture("projects/" + relative).path)
    }

    private func folder(_ relative: String) -> String {
        FixturePaths.fixture("projects/" + relative).standardizedFileURL.path
    }

    @Test func classicProjectTargetsGroupsAndPhases() throws {
        let project = try open("ClassicApp/ClassicApp.xcodeproj")
        #expect(project.objectVersion == 56)
        #expect(project.name == "ClassicApp")
        #expect(project.targets.map(\.name) == ["ClassicApp", "ClassicWidgetExtension"])
        #expect(
            project.targets.map(\.productType) == [
                "com.apple.product-type.application", "com.apple.product-type.app-extension"
            ])
        #expect(project.applicationTargets.map(\.name) == ["ClassicApp"])
        let app = try #require(project.target(named: "ClassicApp"))
        #expect(project.synchronizedGroups(of: app).isEmpty)
        #expect(
            project.buildPhases(of: app).map(\.isa) == [
                "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase"
            ])
        #expect(
            project.sourceFiles(of: app).compactMap(\.path) == [
                "ContentView.swift", "ClassicAppApp.swift", "CardView.swift"
            ])
        #expect(project.buildConfigurations(of: app).map(\.name) == ["Debug", "Release"])
        let group = try #require(project.sourceGroup(of: app))
        #expect(group.path == "ClassicApp" && group.childIDs.count == 5)
        let widget = try #require(project.target(named: "ClassicWidgetExtension"))
        #expect(project.sourceGroup(of: widget)?.path == "ClassicWidget")
    }

    @Test func resolvesFolders() throws {
        let project = try open("ClassicApp/ClassicApp.xcodeproj")
        let app = try #require(project.target(named: "ClassicApp"))
        let card = try #require(project.sourceFiles(of: app).first { $0.path == "CardView.swift" })
        #expect(project.location(of: card.id) == folder("ClassicApp/ClassicApp/Views/CardView.swift"))
        #expect(project.sourceRoot == folder("ClassicApp"))
        #expect(project.location(of: try #require(project.mainGroupID)) == folder("ClassicApp"))
        // Products and SDK frameworks live outside the project folder.
        let products = try #require(
            project.objects(isa: "PBXFileReference").first { $0.string("path") == "ClassicApp.app" })
        #expect(project.location(of: products.id) == nil)
        let frameworks = project.objects(isa: "PBXFileReference").filter { $0.string("sourceTree") == "SDKROOT" }
        #expect(frameworks.count == 2 && frameworks.allSatisfy { project.location(of: $0.id) == nil })
        // A group with only a name ("Frameworks") has its parent's folder.
        let frameworksGroup = try #require(project.objects(isa: "PBXGroup").first { $0.string("name") == "Frameworks" })
        #expect(project.location(of: frameworksGroup.id) == folder("ClassicApp"))
    }

    @Test func synchronizedFoldersAndExceptionSets() throws {
        let project = try open("SyncApp/SyncApp.xcodeproj")
        #expect(project.objectVersion == 77)
        let app = try #require(project.target(named: "SyncApp"))
        let groups = project.synchronizedGroups(of: app)
        #expect(groups.map(\.path) == ["SyncApp"])
        #expect(groups.allSatisfy { $0.isSynchronized })
        #expect(project.folder(of: groups[0]) == folder("SyncApp/SyncApp"))
        let sets = project.exceptionSets(of: groups[0])
        #expect(sets.map(\.membershipExceptions) == [["Info.plist", "Pieces/ExperimentalShader.metal"]])
        #expect(sets.first?.targetID == app.id)
        let tests = try #require(project.target(named: "SyncAppTests"))
        #expect(project.primarySynchronizedGroup(of: tests)?.path == "SyncAppTests")
        #expect(project.sourcesPhase(of: app)?.buildFileIDs == [])
    }

    @Test func deploymentTargetFromTargetAndProjectSettings() throws {
        let classic = try open("ClassicApp/ClassicApp.xcodeproj")
        let app = try #require(classic.target(named: "ClassicApp"))
        #expect(
            classic.deploymentTarget(of: app)
                == DeploymentTarget(
                    version: "16.4", source: .targetSettings(target: "ClassicApp", configuration: "Debug")))
        let widget = try #require(classic.target(named: "ClassicWidgetExtension"))
        #expect(
            classic.deploymentTarget(of: widget, configuration: "Release")
                == DeploymentTarget(
                    version: "17.0", source: .projectSettings(configuration: "Release")))
        #expect(classic.deploymentTarget(of: widget, configuration: "Profile") == nil)
        let sync = try open("SyncApp/SyncApp.xcodeproj")
        let syncApp = try #require(sync.target(named: "SyncApp"))
        let resolved = try #require(sync.deploymentTarget(of: syncApp))
        #expect(resolved.description == "18.0 (from the project's build settings (Debug))")
        #expect(resolved.isAtLeast("17.0") && resolved.isAtLeast("18") && !resolved.isAtLeast("18.1"))
    }

    @Test func deploymentTargetThroughXCConfigInheritedAndInclude() throws {
        let project = try open("ConfigApp/ConfigApp.xcodeproj")
        let app = try #require(project.target(named: "ConfigApp"))
        // Debug: the target says $(inherited); App-Debug.xcconfig sets 17.2 after including Shared's 16.0.
        #expect(
            project.deploymentTarget(of: app)
                == DeploymentTarget(
                    version: "17.2",
                    source: .configurationFile(path: folder("ConfigApp/Config/App-Debug.xcconfig"), line: 5)))
        // Release: App-Release.xcconfig only includes Shared.xcconfig (and an optional missing file).
        #expect(
            project.deploymentTarget(of: app, configuration: "Release")
                == DeploymentTarget(
                    version: "16.0",
                    source: .configurationFile(path: folder("ConfigApp/Config/Shared.xcconfig"), line: 4)))
        #expect(project.buildSetting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", of: app)?.value == "DEBUG DEBUG")
        #expect(project.buildSetting("PRODUCT_BUNDLE_IDENTIFIER", of: app)?.value == "com.example.ConfigApp")
    }

    @Test func resolverExpandsReferencesAndStopsCycles() throws {
        let root = try PlistParser.parse(
            Array(
                """
                { a = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = "$(MINIMUM)"; MINIMUM = "${BASE}"; BASE = 17.4;
                    LOOP = "$(LOOP)"; OTHER_SWIFT_FLAGS = ( "-a", "$(inherited)" ); }; };
                  b = { isa = XCBuildConfiguration; name = Debug; buildSettings = { OTHER_SWIFT_FLAGS = "-b"; }; }; }
                """.utf8))
        let objects = try #require(root.dictionary)
        let target = try #require(objects.entry("a").flatMap(PBXObject.init(entry:)).map(BuildConfiguration.init))
        let project = try #require(objects.entry("b").flatMap(PBXObject.init(entry:)).map(BuildConfiguration.init))
        let resolver = BuildSettingResolver(layers: [
            .configuration(target, .targetSettings(target: "T", configuration: "Debug")),
            .configuration(project, .projectSettings(configuration: "Debug"))
        ])
        #expect(resolver.resolve("IPHONEOS_DEPLOYMENT_TARGET")?.value == "17.4")
        #expect(resolver.resolve("LOOP") == nil)
        #expect(resolver.resolve("OTHER_SWIFT_FLAGS")?.value == "-a -b")
        #expect(resolver.resolve("MISSING") == nil)
    }

    @Test func packageManifestTargetsAndPlatforms() throws {
        let manifest = try PackageManifest.read(FixturePaths.fixture("projects/Package/Package.swift").path)
        #expect(manifest.targets.map(\.name) == ["PackageApp", "PackageUI", "PackageUITests"])
        #expect(manifest.targets.map(\.kind) == ["executableTarget", "target", "testTarget"])
        #expect(manifest.codeTargets.map(\.name) == ["PackageApp", "PackageUI"])
        #expect(
            manifest.deploymentTarget
                == DeploymentTarget(
                    version: "17.0", source: .packageManifest(path: folder("Package/Package.swift"), line: 7)))
        #expect(manifest.sourceFolder(of: manifest.codeTargets[1]) == folder("Package/Sources/PackageUI"))
    }

    @Test func packageManifestVersionSpellingsAndCommentsAndPaths() {
        func manifest(_ text: String) -> PackageManifest {
            PackageManifest(path: "/p/Package.swift", bytes: Array(text.utf8))
        }
        let marked = MarkedText(
            """
            // platforms: [.iOS(.v13)],
            let package = Package(name: "X", platforms: [
                .macOS(.v14), /* .iOS(.v12) */
                1️⃣.iOS("16.4")], targets: [.executableTarget(name: "App", path: "AppSources")])
            """)
        let quoted = manifest(marked.text)
        #expect(quoted.deploymentTarget?.version == "16.4")
        #expect(
            quoted.deploymentTarget?.source
                == .packageManifest(path: "/p/Package.swift", line: marked.location("1️⃣").line))
        #expect(quoted.codeTargets.first?.path == "AppSources")
        #expect(quoted.sourceFolder(of: quoted.codeTargets[0]) == "/p/AppSources")
        #expect(manifest("let p = Package(name: \"X\", platforms: [.iOS(.v17_4)])").deploymentTarget?.version == "17.4")
        #expect(manifest("let p = Package(name: \"X\", platforms: [.macOS(.v14)])").deploymentTarget == nil)
        #expect(manifest("let p = Package(name: \"X\", targets: [.target(name: \"\\(name)\")])").targets.isEmpty)
    }
}
