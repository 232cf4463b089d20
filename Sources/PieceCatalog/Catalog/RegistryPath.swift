/// Registry paths that may be installed: relative, no `..`, no backslash or NUL.
package enum RegistryPath {
    package static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// Names `add` never writes, whatever a registry or a lock says: the files pieces and the
    /// project tools keep their own state in.
    package static let reservedNames: Set<String> = [
        "pieces.lock", "pieces.json", "Package.swift", "Package.resolved", "project.pbxproj"
    ]

    /// Whether `add` could have written the project-relative `path`: safe, no hidden folder or file
    /// (`.git/…`, `.pieces/…`), nothing inside a project or workspace bundle, no reserved name.
    /// `remove --force` and `update` act only on such paths, whatever the lock lists.
    package static func couldBeInstalled(_ path: String) -> Bool {
        guard isSafe(path) else { return false }
        let components = path.split(separator: "/")
        guard let name = components.last, !reservedNames.contains(String(name)) else { return false }
        return !components.contains { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}
