import PiecesTestSupport

@testable import MotionEngine

extension TemporaryFolder {
    /// A synchronizer over this folder as a registry. (Kept beside the tests that use it: the shared
    /// PiecesTestSupport needs nothing of the engine.)
    func synchronizer() throws -> Synchronizer {
        try Synchronizer(registry: FolderRegistry(root: url), workingDirectory: url.path)
    }
}
