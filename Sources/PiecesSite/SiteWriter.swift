import PieceCatalog
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a site into a folder, each file atomically and only when its bytes change, and removes
/// the files an earlier build wrote that the site no longer has (a removed piece's page).
///
/// The folder may be empty, an earlier site, or the registry itself (the site then sits next to
/// `index.json`). What the writer wrote is listed in `.pieces-site` with its digest
/// (`SiteManifest`); a file it would change that it did not write (someone's own `index.html`)
/// stops it before anything is written, and a stale file is deleted only when the builder wrote it
/// and nobody changed it since.
package struct SiteWriter: Sendable {
    /// What a write changed.
    package struct Report: Sendable, Equatable {
        /// Written or rewritten, relative to the folder.
        package var written: [String] = []
        /// Removed because the site no longer has them.
        package var deleted: [String] = []
    }

    /// Why the site could not be written.
    package enum WriteError: Error, Equatable, Sendable {
        /// `path` exists, differs from the site's file and was not written by an earlier build.
        case foreignFile(path: String)
        case unwritable(path: String, reason: String)

        static func foreignFileMessage(_ path: String) -> Message {
            "\(path) exists and was not written by `pieces build --site`; nothing was written"
        }
        static let foreignFileFix = "choose an empty folder for the site, or move that file away"
        package static func unwritableMessage(_ path: String, _ reason: String) -> Message {
            "cannot write \(path): \(reason)"
        }
    }

    /// The list of what the last build wrote.
    package static let manifestPath = ".pieces-site"
    /// Files the registry itself is made of: `pieces build` writes them anyway, so they are never foreign.
    static func isRegistryFile(_ path: String) -> Bool {
        path == IndexFiles.indexPath || path.hasPrefix(IndexFiles.folder + "/") || path.hasPrefix("foundation/")
    }

    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// Writes `files`; refuses, writing nothing, when one would replace a file of someone else's.
    package func write(_ files: [SiteBuilder.File]) throws(WriteError) -> Report {
        let previous = readManifest()
        var changed: [SiteBuilder.File] = []
        for file in files {
            let path = location(of: file.path)
            if let escape = ContainedPath.escape(path, root: folder.path, rootName: "the site folder") {
                throw .unwritable(path: path, reason: escape)
            }
            guard let old = try? AtomicFile.read(path) else {
                changed.append(file)
                continue
            }
            if old == file.bytes { continue }
            if !previous.paths.contains(file.path), !Self.isRegistryFile(file.path) { throw .foreignFile(path: path) }
            changed.append(file)
        }
        var report = Report()
        for file in changed {
            let path = location(of: file.path)
            do { try Folder.create(Path(path).parent.string) } catch {
                throw .unwritable(path: path, reason: error.reason)
            }
            do { try AtomicFile.write(file.bytes, to: path) } catch {
                throw .unwritable(path: path, reason: error.message)
            }
            report.written.append(file.path)
        }
        let planned = Set(files.map(\.path))
        for stale in previous.paths.sorted() where !planned.contains(stale) && !Self.isRegistryFile(stale) {
            let path = location(of: stale)
            // Only what the builder wrote, unchanged since, inside the folder: a tampered manifest deletes nothing.
            guard ContainedPath.allows(path, root: folder.path),
                let bytes = try? BoundedFile.read(path, limit: .general), previous.mayDelete(stale, bytes: bytes)
            else { continue }
            if unlink(path) == 0 { report.deleted.append(stale) }
        }
        let manifest = SiteManifest(files: files).rendered()
        if (try? AtomicFile.read(location(of: Self.manifestPath))) != manifest {
            do { try AtomicFile.write(manifest, to: location(of: Self.manifestPath)) } catch {
                throw .unwritable(path: error.path, reason: error.message)
            }
        }
        return report
    }

    private func location(of relative: String) -> String { folder.appendingPathComponent(relative).path }

    private func readManifest() -> SiteManifest {
        guard let bytes = try? BoundedFile.read(location(of: Self.manifestPath), limit: .lockFile) else {
            return SiteManifest()
        }
        return SiteManifest(bytes: bytes)
    }
}
