#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names on disk, symbolic links followed: the one question "is this a folder?" asks,
/// answered by one `stat` rather than `FileManager`'s `ObjCBool` out-parameter.
package enum FileKind: Equatable, Sendable {
    case file
    case folder
    /// A device, socket, pipe or anything else that is neither.
    case other

    /// The kind of what is at `path`, or nil when nothing is (or it cannot be reached).
    package static func at(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether `path` is a folder (or a symbolic link to one).
    package static func isFolder(_ path: String) -> Bool { at(path) == .folder }
}
