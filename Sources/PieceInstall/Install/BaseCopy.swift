import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The pristine copy of each installed file, kept so `pieces update` can merge three ways.
///
/// `pieces.lock` records only a digest of what was installed, and a registry publishes only its
/// current version, so the bytes the user started from would be lost the moment the registry
/// moves on. `add` and `update` therefore keep them, in the same staged write as the files, under
/// `.pieces/base/` at the project root, mirroring the lock's project-relative path with `.base`
/// appended: `.pieces/base/SyncApp/Pieces/ElasticButton.swift.base`. The suffix keeps a copy out of
/// every build even if `.pieces/` ends up inside a folder Xcode or SwiftPM compiles. The path
/// follows from the lock entry, so the lock needs no field of its own for it.
enum BaseCopy {
    /// The folder, relative to the project root.
    static let folder = ".pieces/base"
    static let suffix = ".base"

    /// Where the base copy of the installed file at `relativePath` (as the lock records it) lives.
    static func path(for relativePath: String, root: String) -> String {
        root + "/" + folder + "/" + relativePath + suffix
    }

    /// The write that stores `bytes` as the base of `relativePath`, or nil when it already holds them.
    static func write(for relativePath: String, bytes: [UInt8], root: String) -> StagedWriter.Write? {
        let path = path(for: relativePath, root: root)
        return (try? BoundedFile.read(path, limit: .swiftSource, inside: root)) == bytes
            ? nil : StagedWriter.Write(path: path, bytes: bytes)
    }

    /// The base of `relativePath` when it exists and still has the digest the lock recorded; a copy
    /// edited by hand is no base to merge from.
    static func read(for relativePath: String, digest: String, root: String) -> [UInt8]? {
        guard
            let bytes = try? BoundedFile.read(path(for: relativePath, root: root), limit: .swiftSource, inside: root),
            SHA256.hex(SHA256.digest(bytes)) == digest
        else { return nil }
        return bytes
    }

    /// Deletes the base copies of `relativePaths`, then the folders under `.pieces/` left empty
    /// (and `.pieces/` itself). Best effort: a leftover copy is harmless and the next `add`
    /// replaces it.
    static func remove(_ relativePaths: [String], root: String) {
        let top = root + "/" + folder.split(separator: "/")[0]
        for relative in relativePaths {
            let path = path(for: relative, root: root)
            // A `.pieces/` linked elsewhere would make this delete outside the project.
            guard ContainedPath.allows(path, root: root) else { continue }
            unlink(path)
            for parent in Path(path).parent.ancestors {
                guard parent.isDescendant(of: Path(top)), rmdir(parent.string) == 0 else { break }
            }
        }
    }
}
