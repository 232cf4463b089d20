import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The files `pieces build` writes into the registry folder: `index.json` and one
/// `index/<Name>.json` per piece, with the bytes each must have.
package struct IndexFiles: Sendable {
    /// One file that differs from what is on disk.
    package struct Change: Sendable, Equatable {
        /// Relative to the registry's root.
        package var path: String
        /// What is there now; nil when the file does not exist.
        package var old: [UInt8]?
        /// What build writes; nil when build deletes it (the index of a piece that is gone).
        package var new: [UInt8]?
    }

    package static let indexPath = "index.json"
    package static let folder = "index"

    /// Relative path and bytes of every index file, `index.json` first.
    package private(set) var files: [(path: String, bytes: [UInt8])]

    /// The index files of `catalog`.
    package init(catalog: Catalog) {
        files = [(Self.indexPath, RegistryIndex(catalog: catalog).rendered())]
        files += catalog.pieces.map { ("\(Self.folder)/\($0.name).json", PiecePayload(descriptor: $0).rendered()) }
    }

    /// How the registry at `root` differs: files to write, and `index/*.json` files no piece has.
    package func changes(under root: URL) -> [Change] {
        var changes: [Change] = []
        for (path, bytes) in files {
            let old = Self.readInside(root.appendingPathComponent(path).path, root: root)
            if old != bytes { changes.append(Change(path: path, old: old, new: bytes)) }
        }
        let planned = Set(files.map(\.path))
        let folder = root.appendingPathComponent(Self.folder)
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in existing.sorted() where name.hasSuffix(".json") && !planned.contains("\(Self.folder)/\(name)") {
            let path = "\(Self.folder)/\(name)"
            changes.append(
                Change(path: path, old: Self.readInside(root.appendingPathComponent(path).path, root: root), new: nil))
        }
        return changes
    }

    /// The bytes at `path` when it is a readable file whose real location is inside `root`: an
    /// index file linked elsewhere is never read (nor shown in a diff), and `apply` refuses it.
    private static func readInside(_ path: String, root: URL) -> [UInt8]? {
        guard ContainedPath.allows(path, root: root.path) else { return nil }
        return try? AtomicFile.read(path)
    }

    /// Writes (atomically) or deletes each changed file under `root`.
    package static func apply(_ changes: [Change], under root: URL) throws(FileError) {
        let folder = root.appendingPathComponent(Self.folder)
        if let escape = ContainedPath.escape(folder.path, root: root.path, rootName: "the registry") {
            throw .unwritable(path: folder.path, reason: escape)
        }
        if changes.contains(where: { $0.new != nil && $0.path.hasPrefix(Self.folder + "/") }) {
            do { try Folder.create(folder.path) } catch { throw .unwritable(path: folder.path, reason: error.reason) }
        }
        for change in changes {
            let path = root.appendingPathComponent(change.path).path
            if let escape = ContainedPath.escape(path, root: root.path, rootName: "the registry") {
                throw .unwritable(path: path, reason: escape)
            }
        }
        for change in changes {
            let path = root.appendingPathComponent(change.path).path
            if let bytes = change.new {
                try AtomicFile.write(bytes, to: path)
            } else if unlink(path) != 0, errno != ENOENT {
                throw .unwritable(path: path, reason: SystemReason.text())
            }
        }
    }
}
