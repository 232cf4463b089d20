import Foundation

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

    /// `path` with every symbolic link in its existing part resolved (`realpath` of the deepest
    /// existing ancestor, the rest appended), standardized.
    package static func realLocation(of path: String) -> String {
        // An existing absolute path: realpath's answer is already absolute, standardized and free of
        // links, and this is the case of every file a command reads, so it skips Foundation's URLs.
        if path.hasPrefix("/"), let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var tail: [String] = []
        var resolved: String?
        while resolved == nil {
            if let real = realpath(existing, nil) {
                resolved = String(cString: real)
                free(real)
            } else if existing == "/" || existing.isEmpty {
                resolved = "/"
            } else {
                tail.insert((existing as NSString).lastPathComponent, at: 0)
                existing = (existing as NSString).deletingLastPathComponent
            }
        }
        var result = resolved ?? "/"
        for component in tail { result = (result as NSString).appendingPathComponent(component) }
        return URL(fileURLWithPath: result).standardizedFileURL.path
    }

    /// Whether the real location of `path` is `root`'s real location or inside it.
    package static func isInside(_ path: String, root: String) -> Bool {
        let real = realLocation(of: path)
        let rootReal = realLocation(of: root)
        return real == rootReal || real.hasPrefix(rootReal == "/" ? "/" : rootReal + "/")
    }

    /// Why `path` may not be used, or nil when it stays inside `root`; `rootName` says which root
    /// ("the registry", "the project").
    package static func escape(_ path: String, root: String, rootName: String) -> String? {
        isInside(path, root: root) ? nil : escapesReason(rootName, realLocation(of: path)).text
    }
}
