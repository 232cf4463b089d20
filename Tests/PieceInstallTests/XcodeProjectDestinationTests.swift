import Foundation
import PiecesDiagnostics
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import ProjectFormats

@Suite struct AppProjectDestinationTests {
    private func fixture(_ relative: String) -> String {
        FixturePaths.fixture("projects/" + relative).standardizedFileURL.path
    }

    private func open(_ relative: String) throws -> XcodeProject {
        try XcodeProject.open(fixture(relative))
    }

    @Test func synchronizedFolderNeedsNoProjectEdit() throws {
        let project = try open("SyncApp/SyncApp.xcodeproj")
        let destination = try XcodeAppProject(project).destination(target: nil, files: ["ElasticButton.swift"])
        let group = try #require(project.target(named: "SyncApp").flatMap(project.primarySynchronizedGroup))
        #expect(destination.synchronizedGroupID == group.id && !destination.needsProjectEdit)
        #expect(destination.folder == fixture("SyncApp/SyncApp/Pieces"))
        #expect(destination.targetName == "SyncApp")
        #expect(!destination.needsProjectEdit)
        #expect(destination.warnings.isEmpty)
        #expect(destination.deploymentTarget?.version == "18.0")
    }

    @Test func synchronizedFolderExceptionIsReported() throws {
        let project = try open("SyncApp/SyncApp.xcodeproj")
        let destination = try XcodeAppProject(project).destination(
            target: "SyncApp", files: ["ExperimentalShader.swift", "ExperimentalShader.metal"])
        #expect(
            destination.warnings == [
                .excludedFromTarget(
                    file: "Pieces/ExperimentalShader.metal", folder: "SyncApp", target: "SyncApp",
                    exception: "Pieces/ExperimentalShader.metal")
            ])
        #expect(
            destination.warnings.first?.message
                == """
                Pieces/ExperimentalShader.metal would not be compiled: an exception of synchronized folder \
                'SyncApp' ('Pieces/ExperimentalShader.metal') excludes it from target 'SyncApp'
                """
        )
    }

    @Test func aFolderExceptionCoversEverythingInside() throws {
        let project = try open("SyncApp/SyncApp.xcodeproj")
        let text = String(decoding: project.bytes, as: UTF8.self)
            .replacingOccurrences(of: "\t\t\t\tPieces/ExperimentalShader.metal,\n", with: "\t\t\t\tPieces,\n")
        let edited = try XcodeProject(path: project.path, bytes: Array(text.utf8))
        let destination = try XcodeAppProject(edited).destination(target: nil, files: ["ElasticButton.swift"])
        #expect(
            destination.warnings.map(\.fix) == [
                """
                in Xcode, select the file and tick target 'SyncApp' under Target Membership, or remove 'Pieces' from \
                the folder's exceptions
                """
            ])
    }

    @Test func classicTargetGetsAPiecesGroupNextToItsSources() throws {
        let project = try open("ClassicApp/ClassicApp.xcodeproj")
        let destination = try XcodeAppProject(project).destination(target: nil, files: ["ElasticButton.swift"])
        #expect(destination.placement != nil && destination.needsProjectEdit)
        #expect(destination.folder == fixture("ClassicApp/ClassicApp/Pieces"))
        #expect(destination.deploymentTarget?.source == .targetSettings(target: "ClassicApp", configuration: "Debug"))
        let widget = try XcodeAppProject(project).destination(target: "ClassicWidgetExtension", files: [])
        #expect(widget.folder == fixture("ClassicApp/ClassicWidget/Pieces"))
    }

    @Test func targetChoiceErrorsListTheTargets() throws {
        let project = try open("ClassicApp/ClassicApp.xcodeproj")
        do {
            _ = try XcodeAppProject(project).destination(target: "Shop", files: [])
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostic.message
                    == "ClassicApp has no target named 'Shop'; its targets are: ClassicApp, ClassicWidgetExtension")
            #expect(error.diagnostic.fix == "pass one of them with --target NAME")
        }
        let twoApps = String(decoding: project.bytes, as: UTF8.self).replacingOccurrences(
            of: "com.apple.product-type.app-extension\"", with: "com.apple.product-type.application\"")
        let edited = try XcodeProject(path: project.path, bytes: Array(twoApps.utf8))
        #expect(
            throws: DiagnosticError(
                XcodeProjectError.severalAppTargets(
                    project: "ClassicApp", targets: ["ClassicApp", "ClassicWidgetExtension"]))
        ) {
            try XcodeAppProject(edited).destination(target: nil, files: [])
        }
        #expect(
            XcodeProjectError.severalAppTargets(
                project: "ClassicApp", targets: ["ClassicApp", "ClassicWidgetExtension"]
            ).message
                == "ClassicApp has several app targets: ClassicApp, ClassicWidgetExtension")
        let core = try open("Workspace/Core/Core.xcodeproj")
        #expect(throws: DiagnosticError(XcodeProjectError.noAppTarget(project: "Core", targets: ["Core"]))) {
            try XcodeAppProject(core).destination(target: nil, files: [])
        }
    }

    @Test func packageTargetsAreChosenByNameOrListed() throws {
        let manifest = fixture("Package/Package.swift")
        #expect(
            throws: DiagnosticError(
                XcodeProjectError.severalPackageTargets(manifest: manifest, targets: ["PackageApp", "PackageUI"]))
        ) {
            try PackageAppProject(PackageManifest.read(manifest)).destination(target: nil, files: [])
        }
        let destination = try PackageAppProject(PackageManifest.read(manifest)).destination(
            target: "PackageUI", files: [])
        #expect(destination.placement == nil && !destination.needsProjectEdit)
        #expect(destination.folder == fixture("Package/Sources/PackageUI/Pieces"))
        #expect(destination.deploymentTarget?.version == "17.0")
        #expect(
            throws: DiagnosticError(
                XcodeProjectError.noSuchPackageTarget(
                    name: "App", manifest: manifest, available: ["PackageApp", "PackageUI"]))
        ) {
            try PackageAppProject(PackageManifest.read(manifest)).destination(target: "App", files: [])
        }
        let single = PackageManifest(
            path: "/p/Package.swift",
            bytes: Array(
                "let p = Package(name: \"P\", targets: [.executableTarget(name: \"P\"), .testTarget(name: \"PTests\")])"
                    .utf8))
        #expect(try PackageAppProject(single).destination(target: nil, files: []).folder == "/p/Sources/P/Pieces")
    }
}
