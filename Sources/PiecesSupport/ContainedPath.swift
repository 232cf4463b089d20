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
        let path = Path(path)
        let root = Path(root)
        if isPlainlyBelow(path, root) { return true }
        return path.resolvingSymlinks().isDescendant(of: root.resolvingSymlinks())
    }

    /// Whether `path` is below `root` without a link to resolve: both absolute and normal, `path`
    /// below `root` as text, and no component between them a symbolic link (one `lstat` each). Then
    /// `path`'s real location is `root`'s real location with the same components below it, inside
    /// by construction, and the two `realpath` walks (a `readlink` per component of each, from `/`)
    /// are not needed. False sends the caller to the full rule: a link, a missing component, `..`.
    private static func isPlainlyBelow(_ path: Path, _ root: Path) -> Bool {
        guard path.isAbsolute, root.isAbsolute, path.isNormal, root.isNormal, path != root,
            path.isDescendant(of: root)
        else { return false }
        var below = root
        for component in path.relative(to: root).components {
            below = below.appending(String(component))
            var status = stat()
            guard lstat(below.string, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { return false }
        }
        return true
    }

    /// Why `path` may not be used, or nil when it stays inside `root`; `rootName` says which root
    /// ("the registry", "the project").
    package static func escape(_ path: String, root: String, rootName: String) -> String? {
        allows(path, root: root) ? nil : escapesReason(rootName, Path(path).resolvingSymlinks().string).text
    }
}
