import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Creates files that must not exist yet, atomically: the bytes go to a temporary file in the same
/// folder, which is then hard-linked to the destination. `link` fails when the destination exists,
/// so a file that appears between the check and the write is never replaced, and a reader never
/// sees half a file.
enum NewFile {
    /// Why the file was not created.
    enum CreateError: Error, Equatable {
        case exists(path: String)
        case io(FileError)
    }

    /// Creates `path` (and its missing folders) with `bytes` and `permissions`.
    static func create(_ bytes: [UInt8], at path: String, permissions: mode_t = 0o644) throws(CreateError) {
        let file = Path(path).isAbsolute ? Path(path) : Path.currentDirectory.appending(path)
        do { try Folder.create(file.parent.string) } catch { throw .io(.unwritable(path: path, reason: error.reason)) }
        if FileManager.default.fileExists(atPath: path) { throw .exists(path: path) }
        let temporary = TemporaryFile.path(for: path, tag: .new)
        do { try AtomicFile.writeNew(bytes, to: temporary, permissionsLike: path) } catch { throw .io(error) }
        defer { unlink(temporary) }
        chmod(temporary, permissions)
        guard link(temporary, path) != 0 else { return }
        let code = errno
        if code == EEXIST { throw .exists(path: path) }
        // Some file systems have no hard links; a rename is still atomic, only not exclusive.
        guard !FileManager.default.fileExists(atPath: path), rename(temporary, path) == 0 else {
            throw .io(.unwritable(path: path, reason: SystemReason.text(code)))
        }
    }
}
