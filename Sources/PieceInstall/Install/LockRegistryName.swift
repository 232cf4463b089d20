import MotionEngine
import PieceCatalog

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
        guard let registry = source as? Registry else { return source.sourceName }
        return relative(registry.root.standardizedFileURL.path, from: root)
    }

    /// `path` from the folder `base`, both absolute: `registry`, `../acme/registry`, `.`.
    static func relative(_ path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let start = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, start.count), target[common] == start[common] { common += 1 }
        let parts = Array(repeating: "..", count: start.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
