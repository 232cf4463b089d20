#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates folders, as `mkdir -p` does, with the system's own reason when it cannot.
package enum Folder {
    /// Creates the folder at `path` and every missing folder above it; one that exists is fine, a
    /// file in the way is not. Folders made before a failure are left: the callers that must undo
    /// their folders (`StagedWriter`) record which were missing first.
    package static func create(_ path: String) throws(FileError) {
        if FileKind.isFolder(path) { return }
        var made = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            if !made.isEmpty, !made.hasSuffix("/") { made += "/" }
            made += component
            guard mkdir(made, 0o777) != 0 else { continue }
            let code = errno
            if code == EEXIST, FileKind.isFolder(made) { continue }
            throw .unwritable(path: path, reason: SystemReason.text(code))
        }
    }
}
