import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSupport

/// The symbolic-link rule that guards every write: a path is allowed only when its real location
/// (`Path.resolvingSymlinks()`) is the root's or below it, however the path is spelled.
struct ContainedPathTests {
    /// A project with a link inside it and one leading out.
    static func project() throws -> (TemporaryFolder, root: String) {
        let folder = try TemporaryFolder()
        try folder.write("", to: "App/Sources/File.swift")
        try folder.write("", to: "Outside/secret")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("App/Linked"), withDestinationPath: folder.path("App/Sources"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("App/Out"), withDestinationPath: folder.path("Outside"))
        return (folder, folder.path("App"))
    }

    @Test func pathsThatStayInsideAreAllowed() throws {
        let (folder, root) = try Self.project()
        for path in ["App/Sources/File.swift", "App/Linked/File.swift", "App/Linked/New.swift", "App/New/Deeper/x"] {
            #expect(ContainedPath.allows(folder.path(path), root: root), "\(path)")
            #expect(ContainedPath.escape(folder.path(path), root: root, rootName: "the project") == nil)
        }
        #expect(ContainedPath.allows(root, root: root))
        #expect(ContainedPath.allows(root + "/", root: root))
        #expect(ContainedPath.allows(folder.path("App/Sources/File.swift"), root: root + "/"))
    }

    @Test func pathsThatLeaveAreRefused() throws {
        let (folder, root) = try Self.project()
        for path in ["App/Out/secret", "App/Out/New/Deeper/x", "Outside/secret", "AppOther/x"] {
            #expect(!ContainedPath.allows(folder.path(path), root: root), "\(path)")
        }
        // `..` is taken back before the links are resolved, whichever way it is spelled.
        #expect(!ContainedPath.allows(root + "/../Outside/secret", root: root))
        #expect(!ContainedPath.allows(root + "/Sources/../../Outside/new", root: root))
        let reason = ContainedPath.escape(folder.path("App/Out/secret"), root: root, rootName: "the project")
        #expect(reason?.contains("leads out of the project through a symbolic link") == true)
    }

    /// The components below the root are each asked whether they are links, the file's own name
    /// included; the root's own spelling may be a link (its real location is what counts).
    @Test func everyComponentBelowTheRootIsAskedAndTheRootMayBeALink() throws {
        let (folder, root) = try Self.project()
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("App/Sources/env.txt"), withDestinationPath: folder.path("Outside/secret"))
        #expect(!ContainedPath.allows(folder.path("App/Sources/env.txt"), root: root))
        try FileManager.default.createSymbolicLink(atPath: folder.path("LinkedApp"), withDestinationPath: root)
        #expect(ContainedPath.allows(folder.path("LinkedApp/Sources/File.swift"), root: folder.path("LinkedApp")))
        #expect(ContainedPath.allows(folder.path("App/Sources/File.swift"), root: folder.path("LinkedApp")))
        #expect(!ContainedPath.allows(folder.path("LinkedApp/Out/secret"), root: folder.path("LinkedApp")))
    }

    /// A root prefix is not a folder: `/x/App` does not hold `/x/AppOther`.
    @Test func aSiblingWithTheRootAsPrefixIsOutside() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "App/a")
        try folder.write("", to: "AppOther/b")
        #expect(!ContainedPath.allows(folder.path("AppOther/b"), root: folder.path("App")))
        #expect(!ContainedPath.allows(folder.path("AppOther/new"), root: folder.path("App")))
    }

    @Test func resolvingSymlinksKeepsTheTailThatDoesNotExistYet() throws {
        let (folder, root) = try Self.project()
        let real = Path(folder.path("Outside")).resolvingSymlinks()
        #expect(Path(root + "/Out/a/b.swift").resolvingSymlinks() == real.appending("a/b.swift"))
        #expect(Path(root + "/Out/a/../b/").resolvingSymlinks() == real.appending("b"))
        #expect(Path("/").resolvingSymlinks() == .root)
        #expect(Path("/nonexistent-pieces-folder/x").resolvingSymlinks() == "/nonexistent-pieces-folder/x")
        #expect(Path(".").resolvingSymlinks() == Path.currentDirectory.resolvingSymlinks())
    }
}
