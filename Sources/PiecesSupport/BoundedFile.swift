#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The one way inputs are read: regular files only, and no more bytes than their kind may have.
///
/// A file in a repository or registry may be a symbolic link to `/dev/zero` (endless bytes) or a
/// FIFO (a read that never returns). The file is opened with `O_NONBLOCK` (so opening a FIFO does
/// not wait for a writer), checked with `fstat` on the open descriptor (so nothing can swap it
/// between check and read), refused unless it is a regular file, and read up to its kind's limit.
package enum BoundedFile {
    /// How large one kind of input may be.
    package struct Limit: Sendable, Equatable {
        /// What the file is, in the error message: "project file".
        package var kind: String
        package var bytes: Int

        package init(kind: String, bytes: Int) {
            self.kind = kind
            self.bytes = bytes
        }

        /// Pieces, foundations, anything `sync` and `check` read: the 50 MB hostile piece fits.
        package static let swiftSource = Limit(kind: "Swift source file", bytes: 64 << 20)
        /// A resource that travels with a piece (`.metal`, images): the largest registry answer.
        package static let resource = Limit(kind: "resource file", bytes: 20 << 20)
        package static let projectFile = Limit(kind: "project.pbxproj", bytes: 64 << 20)
        package static let packageManifest = Limit(kind: "Package.swift", bytes: 4 << 20)
        package static let xcconfig = Limit(kind: ".xcconfig file", bytes: 1 << 20)
        package static let workspace = Limit(kind: "workspace file", bytes: 4 << 20)
        package static let lockFile = Limit(kind: "pieces.lock", bytes: 16 << 20)
        package static let config = Limit(kind: "pieces.json", bytes: 1 << 20)
        package static let infoPlist = Limit(kind: "Info.plist", bytes: 4 << 20)
        /// Templates, hooks, git's `HEAD` and `config`: small text.
        package static let smallText = Limit(kind: "file of this kind", bytes: 1 << 20)
        /// Any other input.
        package static let general = Limit(kind: "file", bytes: 64 << 20)

        /// `64 MB`, `512 KB`.
        var text: String { bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB" }
    }

    static func tooLargeReason(_ limit: String, _ kind: String) -> Message {
        "it is larger than \(limit), the most pieces reads of a \(kind)"
    }
    static func notRegularReason(_ type: String) -> Message {
        "it is \(type), not a regular file; pieces reads only regular files"
    }

    /// The bytes of the regular file at `path` (symbolic links followed), at most `limit.bytes`.
    package static func read(_ path: String, limit: Limit) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: SystemReason.text()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: SystemReason.text()) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw .unreadable(path: path, reason: AtomicFile.isFolderReason) }
        guard type == S_IFREG else { throw .unreadable(path: path, reason: notRegularReason(typeName(type)).text) }
        // Made only when thrown: formatting the message for every file read cost more than the read.
        func tooLarge() -> FileError {
            .unreadable(path: path, reason: tooLargeReason(limit.text, limit.kind).text)
        }
        guard Int(info.st_size) <= limit.bytes else { throw tooLarge() }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // One byte more than the size, so a file that grew while being read is noticed and read on.
        var result = try AtomicFile.readChunk(descriptor, capacity: max(Int(info.st_size), 0) + 1, path: path)
        while result.count > Int(info.st_size), result.count <= limit.bytes {
            let chunk = try AtomicFile.readChunk(descriptor, capacity: 1 << 16, path: path)
            if chunk.isEmpty { break }
            result += chunk
        }
        guard result.count <= limit.bytes else { throw tooLarge() }
        return result
    }

    /// As `read(_:limit:)`, but only when the real location of `path` (`realpath`, the same
    /// resolution on both sides) is inside `root`: a link from a project file to
    /// `/proc/self/environ` or a file elsewhere is refused, not printed.
    package static func read(_ path: String, limit: Limit, inside root: String, rootName: String = "the project")
        throws(FileError) -> [UInt8]
    {
        if let reason = ContainedPath.escape(path, root: root, rootName: rootName) {
            throw .unreadable(path: path, reason: reason)
        }
        return try read(path, limit: limit)
    }

    /// What a file of type `type` is, in words.
    static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

}
