#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The symbolic-link rule for a registry or a project: nothing is read from or written to a path
/// whose real location leaves its root. Links inside the root are followed while they stay inside;
/// one leading out (`env.txt -> /proc/self/environ`, a linked `index/` or `.pieces/`) is refused.
package enum ContainedPath {
    static func escapesReason(_ rootName: String, _ target: String) -> Message {
        "it leads out of \(rootName) through a symbolic link (to \(target)); pieces reads and writes only inside it"
    }

    /// Whether the rule allows `path`: its real location (`Path.resolvingSymlinks()`) is `root`'s
    /// real location or lies below it.
    package static func allows(_ path: String, root: String) -> Bool {
        Path(path).resolvingSymlinks().isDescendant(of: Path(root).resolvingSymlinks())
    }

    /// Why `path` may not be used, or nil when it stays inside `root`; `rootName` says which root
    /// ("the registry", "the project").
    package static func escape(_ path: String, root: String, rootName: String) -> String? {
        allows(path, root: root) ? nil : escapesReason(rootName, Path(path).resolvingSymlinks().string).text
    }
}
