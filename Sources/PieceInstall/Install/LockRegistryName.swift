import MotionEngine
import PieceCatalog
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How `pieces.lock` names the registry a piece came from, so the lock means the same on every
/// machine and in every clone: `embedded` and URLs as they are, a folder relative to the project
/// root (with `..` when it lies beside the project), never an absolute path.
enum LockRegistryName {
    /// The name to record for `source`, for a lock at `root`.
    static func portable(_ source: any RegistryFileSource, root: String) -> String {
        guard let registry = source as? FolderRegistry else { return source.sourceName }
        return Path(registry.root.path).absolute.relative(to: Path(root).absolute).string
    }
}
