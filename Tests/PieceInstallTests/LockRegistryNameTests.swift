import Foundation
import PieceCatalog
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceInstall

/// How `pieces.lock` names a piece's registry so it means the same in every clone: `embedded` and
/// URLs as they are, a folder relative to the project root, never an absolute path.
@Suite("lock registry names")
struct LockRegistryNameTests {
    @Test(arguments: [
        ("/a/b/registry", "/a/b", "registry"), ("/a/b", "/a/b", "."), ("/a/acme/registry", "/a/b", "../acme/registry"),
        ("/a", "/a/b/c", "../.."), ("/x/y", "/a/b", "../../x/y"), ("/a/b/./registry/", "/a/b/", "registry"),
        ("/a/b/c/../registry", "/a/b", "registry")
    ])
    func aFolderIsNamedFromTheProjectRoot(path: String, root: String, name: String) {
        #expect(LockRegistryName.portable(FolderRegistry(root: URL(fileURLWithPath: path)), root: root) == name)
    }

    @Test func aFolderRegistryIsRecordedRelativeAndTheEmbeddedOneByName() throws {
        let parent = try TemporaryFolder()
        let registry = FolderRegistry(root: parent.url.appendingPathComponent("acme/registry"))
        #expect(LockRegistryName.portable(registry, root: parent.path("app")) == "../acme/registry")
        #expect(LockRegistryName.portable(EmbeddedRegistry(), root: parent.path("app")) == "embedded")
    }
}
