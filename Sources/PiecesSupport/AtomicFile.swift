#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Reads and writes whole files. Writes go to a temporary file in the same folder, are flushed, and
/// are renamed over the destination, so a reader (or a crash) sees either the old or the new bytes.
package enum AtomicFile {
    /// The file's bytes; a regular file of at most `BoundedFile.Limit.general` only (`BoundedFile`).
    package static func read(_ path: String) throws(FileError) -> [UInt8] {
        try BoundedFile.read(path, limit: .general)
    }

    /// The first `count` bytes of the file at `path` (all of it when shorter), or nil when it cannot
    /// be read: enough to recognise a file by its head without reading the rest.
    package static func head(of path: String, count: Int) -> [UInt8]? {
        // Non-blocking, so a named pipe put where a file was expected cannot hang the tool.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return try? readChunk(descriptor, capacity: count, path: path)
    }

    /// Up to `capacity` bytes; fewer only at the end of the file.
    static func readChunk(_ descriptor: Int32, capacity: Int, path: String) throws(FileError) -> [UInt8] {
        var failure: String?
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var filled = 0
            while filled < buffer.count {
                let got = FileDescriptor.read(
                    descriptor,
                    into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[filled...])))
                if got < 0 {
                    failure = SystemReason.text()
                    break
                }
                if got == 0 { break }
                filled += got
            }
            initialized = filled
        }
        if let failure { throw .unreadable(path: path, reason: failure) }
        return chunk
    }

    static let isFolderReason = "it is a folder"

    /// Replaces the file at `path` with `bytes` atomically, keeping its permissions when it exists.
    /// `permissions` sets them instead; `flushed: false` skips waiting for the drive, for a file
    /// whose loss in a crash costs nothing but time (a cache): the rename is atomic either way.
    package static func write(
        _ bytes: [UInt8], to path: String, permissions: mode_t? = nil, flushed: Bool = true
    ) throws(FileError) {
        let temporary = TemporaryFile.path(for: path, tag: .replace)
        try writeNew(bytes, to: temporary, permissionsLike: path, permissions: permissions, flushed: flushed)
        if rename(temporary, path) != 0 {
            let reason = SystemReason.text()
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }

    /// Creates `temporary` (which must not exist) with all of `bytes`, flushed to disk unless
    /// `flushed` is false, with the
    /// permissions of `model` when it exists (else `permissions`, else 0644). Removes it again on
    /// failure; errors name `model`.
    package static func writeNew(
        _ bytes: [UInt8], to temporary: String, permissionsLike model: String, permissions: mode_t? = nil,
        flushed: Bool = true
    ) throws(FileError) {
        var mode: mode_t = permissions ?? 0o644
        var info = stat()
        if permissions == nil, stat(model, &info) == 0 { mode = info.st_mode & 0o7777 }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw .unwritable(path: model, reason: SystemReason.text()) }
        // `open` applies the umask: a group-writable project.pbxproj would lose its `g+w`.
        _ = fchmod(descriptor, mode)
        var failure = FileDescriptor.write(bytes, to: descriptor).map { SystemReason.text($0) }
        if failure == nil, flushed, !flushToDisk(descriptor) { failure = SystemReason.text() }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw .unwritable(path: model, reason: failure)
        }
    }

    /// Flushes the file's bytes to the drive before the rename makes them the destination's. On macOS
    /// `fsync` only hands them to the drive's cache, so `F_FULLFSYNC` asks the drive itself; a file
    /// system that does not support it (some network volumes) falls back to `fsync`.
    private static func flushToDisk(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }
}
