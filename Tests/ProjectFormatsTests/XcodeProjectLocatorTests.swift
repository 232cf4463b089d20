import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics
@testable import ProjectFormats

/// The locator walks up folders, so every test runs in a temporary copy whose root holds `.git`:
/// the walk stops there and never sees what happens to lie above the temporary folder.
@Suite struct XcodeProjectLocatorTests {
    private func copy(_ fixture: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(copying: "projects/" + fixture)
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        return folder
    }

    private func root(_ folder: TemporaryFolder) -> String { folder.url.standardizedFileURL.path }

    @Test func findsTheProjectAboveTheStartFolder() throws {
        let folder = try copy("ClassicApp")
        let locator = ProjectLocator(startFolder: folder.path("ClassicApp/Views"))
        #expect(try locator.locate() == .xcodeProject(path: root(folder) + "/ClassicApp.xcodeproj"))
    }

    @Test func severalProjectsAreListedUnlessOneIsChosen() throws {
        let folder = try copy("TwoProjects")
        let locator = ProjectLocator(startFolder: folder.path("Phone"))
        #expect(
            throws: ProjectLocatorError.severalProjects(
                folder: root(folder), projects: ["Phone.xcodeproj", "Tablet.xcodeproj"])
        ) {
            try locator.locate()
        }
        do {
            _ = try locator.locate()
        } catch {
            #expect(
                error.description
                    == """
                    found several Xcode projects in \(root(folder)): Phone.xcodeproj, Tablet.xcodeproj; choose \
                    one with --project PATH
                    """
            )
        }
        #expect(
            try locator.locate(project: "../Tablet.xcodeproj")
                == .xcodeProject(path: root(folder) + "/Tablet.xcodeproj"))
        #expect(
            try locator.locate(project: "../Tablet.xcodeproj/project.pbxproj")
                == .xcodeProject(path: root(folder) + "/Tablet.xcodeproj"))
    }

    @Test func workspaceProjectsAreReadAndTheAppProjectChosen() throws {
        let folder = try copy("Workspace")
        let expected = ProjectLocation.xcodeProject(path: root(folder) + "/App/App.xcodeproj")
        #expect(try ProjectLocator(startFolder: root(folder)).locate() == expected)
        #expect(
            try ProjectLocator(startFolder: folder.path("Core")).locate(project: "../Suite.xcworkspace") == expected)
        #expect(
            try WorkspaceReader.projects(inWorkspace: folder.path("Suite.xcworkspace"))
                == [root(folder) + "/App/App.xcodeproj", root(folder) + "/Core/Core.xcodeproj"])
    }

    @Test func workspaceWithTwoAppProjectsListsThem() throws {
        let folder = try copy("Workspace")
        let core = "Core/Core.xcodeproj/project.pbxproj"
        try folder.write(
            try folder.text(core).replacingOccurrences(
                of: "com.apple.product-type.framework", with: "com.apple.product-type.application"), to: core)
        #expect(
            throws: ProjectLocatorError.severalProjects(
                folder: root(folder), projects: ["App/App.xcodeproj", "Core/Core.xcodeproj"])
        ) {
            try ProjectLocator(startFolder: root(folder)).locate()
        }
    }

    @Test func aTargetUniqueAmongTheWorkspacesAppTargetsChoosesItsProject() throws {
        // Fleet: a workspace of Phone.xcodeproj (target Phone), Tablet.xcodeproj (target Tablet)
        // and Kiosk.xcodeproj (a second app target named Phone).
        let folder = try copy("Fleet")
        let locator = ProjectLocator(startFolder: root(folder))
        #expect(
            try locator.locate(target: "Tablet") == .xcodeProject(path: root(folder) + "/Tablet.xcodeproj"))
        #expect(
            throws: ProjectLocatorError.ambiguousTarget(
                name: "Phone", folder: root(folder),
                pairs: ["Phone.xcodeproj › Phone", "Kiosk.xcodeproj › Phone"])
        ) {
            try locator.locate(target: "Phone")
        }
        #expect(
            ProjectLocatorError.ambiguousTarget(name: "Phone", folder: "/f", pairs: ["A.xcodeproj › Phone"]).description
                == "target 'Phone' is an iOS app target of several projects in /f: A.xcodeproj › Phone; choose the "
                + "project with --project PATH")
        // A name no project has leaves the choice to --project, as without --target.
        #expect(throws: ProjectLocatorError.self) { try locator.locate(target: "Watch") }
        #expect(
            try locator.locate(project: "Kiosk.xcodeproj", target: "Phone")
                == .xcodeProject(path: root(folder) + "/Kiosk.xcodeproj"))
    }

    @Test func aWorkspaceListingMissingProjectsFallsBackToTheProjectBesideIt() throws {
        let folder = try copy("ClassicApp")
        let workspace =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n"
            + "   <FileRef location = \"group:Pods/Pods.xcodeproj\"></FileRef>\n</Workspace>\n"
        try folder.write(workspace, to: "ClassicApp.xcworkspace/contents.xcworkspacedata")
        #expect(
            try ProjectLocator(startFolder: root(folder)).locate()
                == .xcodeProject(path: root(folder) + "/ClassicApp.xcodeproj"))
        try FileManager.default.removeItem(atPath: folder.path("ClassicApp.xcodeproj"))
        let expected = ProjectLocatorError.emptyWorkspace(path: root(folder) + "/ClassicApp.xcworkspace")
        #expect(throws: expected) { try ProjectLocator(startFolder: root(folder)).locate() }
        #expect(
            expected.description
                == """
                workspace \(root(folder))/ClassicApp.xcworkspace lists no Xcode project that exists; pass the \
                app's .xcodeproj with --project PATH
                """
        )
    }

    @Test func findsASwiftPackage() throws {
        let folder = try copy("Package")
        let locator = ProjectLocator(startFolder: folder.path("Sources/PackageUI"))
        #expect(try locator.locate() == .swiftPackage(manifest: root(folder) + "/Package.swift"))
        #expect(try locator.locate(project: "../..") == .swiftPackage(manifest: root(folder) + "/Package.swift"))
    }

    @Test func nothingFoundSaysWhereItLookedAndWhatToDo() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        let start = root(folder) + "/src"
        do {
            _ = try ProjectLocator(startFolder: start).locate()
            Issue.record("expected an error")
        } catch {
            #expect(error == .nothingFound(searched: [start, root(folder)], nearby: []))
            #expect(
                error.message
                    == """
                    no Xcode project or Swift package found: looked for project.yml, Project.swift, *.xcworkspace, \
                    *.xcodeproj and Package.swift in \(start), \(root(folder))
                    """
            )
            #expect(
                error.fix
                    == """
                    run pieces inside your app's folder, or pass --project PATH (a .xcodeproj, a .xcworkspace, a \
                    Package.swift, a project.yml or a Project.swift)
                    """
            )
        }
    }

    @Test func nothingFoundPointsAtAProjectOneFolderDown() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        try folder.write("// !$*UTF8*$!\n{}\n", to: "ios/Shop.xcodeproj/project.pbxproj")
        do {
            _ = try ProjectLocator(startFolder: root(folder)).locate()
            Issue.record("expected an error")
        } catch {
            #expect(
                error.fix
                    == "found ios/Shop.xcodeproj below this folder: run pieces there, or pass it with --project PATH")
        }
    }

    @Test func explicitPathsThatAreNotProjects() throws {
        let folder = try copy("ClassicApp")
        let locator = ProjectLocator(startFolder: root(folder))
        #expect(throws: ProjectLocatorError.projectNotFound(path: "Missing.xcodeproj")) {
            try locator.locate(project: "Missing.xcodeproj")
        }
        #expect(throws: ProjectLocatorError.notAProject(path: "ClassicApp/Views")) {
            try locator.locate(project: "ClassicApp/Views")
        }
        #expect(
            ProjectLocatorError.projectNotFound(path: "Missing.xcodeproj").message
                == "--project Missing.xcodeproj: no such file or folder")
    }

    @Test(
        "every locator error has its own code and the status of the README's table",
        arguments: [
            (ProjectLocatorError.nothingFound(searched: ["/a"], nearby: []), "project-not-found", ExitStatus.noInput),
            (
                .severalProjects(folder: "/a", projects: ["A.xcodeproj", "B.xcodeproj"]), "project-ambiguous",
                ExitStatus.findings
            ),
            (.projectNotFound(path: "Missing.xcodeproj"), "project-path-missing", ExitStatus.noInput),
            (.notAProject(path: "Views"), "project-path-invalid", ExitStatus.usage),
            (.unreadableWorkspace(path: "A.xcworkspace", reason: "denied"), "workspace-unreadable", ExitStatus.ioError),
            (.emptyWorkspace(path: "A.xcworkspace"), "workspace-empty", ExitStatus.noInput),
            (
                .ambiguousTarget(name: "App", folder: "/a", pairs: ["A.xcodeproj › App"]), "target-ambiguous",
                ExitStatus.findings
            )
        ])
    func codesAndStatuses(error: ProjectLocatorError, code: String, status: Int32) {
        #expect(error.diagnostic.code == code)
        #expect(error.diagnostic.status == status)
        #expect(ExitStatus.of([error.diagnostic]) == status)
    }
}
