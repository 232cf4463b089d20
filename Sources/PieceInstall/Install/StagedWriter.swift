import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// Writes several files as one step: every file is first written in full to a temporary file next
/// to its destination, and only when all of them are on disk are they renamed into place. An
/// interruption before the renames leaves only temporary files (removed on failure); each rename is
/// atomic, so no destination is ever half-written.
///
/// Renames happen in the order given; callers put `project.pbxproj` and `pieces.lock` last, so the
/// files they describe are in place before they are. When a rename fails, the files already renamed
/// are rolled back (the old bytes are kept as a hard link until every rename succeeded; a file that
/// did not exist is deleted) and the error says nothing was changed. When a rollback fails too, the
/// error (`partialWrite`) names every file left changed and says a rerun finishes the job.
package struct StagedWriter: Sendable {
    /// Failures to inject, for tests of the rollback: destinations whose rename, or whose
    /// rollback, fails as if the disk refused it.
    struct Faults: Sendable {
        var renames: Set<String> = []
        var rollbacks: Set<String> = []
    }

    /// A file to write.
    package struct Write: Sendable, Equatable {
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Folders the writes must stay inside (after resolving symbolic links).
    package var root: String

    var faults = Faults()

    package init(root: String) { self.root = root }

    /// Checks that every destination resolves inside `root`, then stages and renames. Temporary
    /// files an interrupted earlier run left in those folders are removed first.
    package func apply(_ writes: [Write]) throws(InstallError) {
        for write in writes { try checkContainment(write.path) }
        _ = TemporaryFile.removeAbandoned(
            in: writes.map { Path($0.path).parent.string })
        var staged: [(temporary: String, destination: String)] = []
        var created: [String] = []
        do throws(InstallError) {
            for write in writes {
                let folder = Path(write.path).parent.string
                created += try createFolder(folder)
                let temporary = TemporaryFile.path(for: write.path, tag: .staged)
                do { try AtomicFile.writeNew(write.bytes, to: temporary, permissionsLike: write.path) } catch {
                    throw InstallError.io(error)
                }
                staged.append((temporary, write.path))
            }
        } catch {
            for entry in staged { unlink(entry.temporary) }
            // A failed step leaves no empty folders behind either: only those it made, deepest first.
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
        var renamed: [(destination: String, existed: Bool, backup: String?)] = []
        for (index, entry) in staged.enumerated() {
            let existed = FileManager.default.fileExists(atPath: entry.destination)
            let backup = existed ? keepOldBytes(of: entry.destination) : nil
            if faults.renames.contains(entry.destination) || rename(entry.temporary, entry.destination) != 0 {
                let reason =
                    faults.renames.contains(entry.destination) ? Self.injectedReason : SystemReason.text()
                if let backup { unlink(backup) }
                for later in staged[index...] { unlink(later.temporary) }
                let failure = FileError.unwritable(path: entry.destination, reason: reason)
                let left = rollBack(renamed)
                // Everything put back: the folders this write made go too, deepest first.
                if left.isEmpty { for folder in created.reversed() { rmdir(folder) } }
                throw left.isEmpty ? .io(failure) : .partialWrite(written: left, failure: failure.path + ": " + reason)
            }
            renamed.append((entry.destination, existed, backup))
        }
        for entry in renamed { if let backup = entry.backup { unlink(backup) } }
    }

    static let injectedReason = "injected failure"

    /// A hard link to the existing file at `path` (nil when it cannot be made).
    private func keepOldBytes(of path: String) -> String? {
        let backup = TemporaryFile.path(for: path, tag: .staged)
        return link(path, backup) == 0 ? backup : nil
    }

    /// Puts back what `renamed` replaced, last first; returns the destinations it could not restore.
    private func rollBack(_ renamed: [(destination: String, existed: Bool, backup: String?)]) -> [String] {
        var left: [String] = []
        for entry in renamed.reversed() {
            let restored: Bool
            if faults.rollbacks.contains(entry.destination) {
                restored = false
            } else if let backup = entry.backup {
                restored = rename(backup, entry.destination) == 0
            } else if entry.existed {
                // No link could be made: the old bytes are gone, so the new ones stay, named.
                restored = false
            } else {
                restored = unlink(entry.destination) == 0 || errno == ENOENT
            }
            if !restored { left.insert(entry.destination, at: 0) }
            if !restored, let backup = entry.backup { unlink(backup) }
        }
        return left
    }

    /// A destination whose existing parent folders lead, through symbolic links, outside `root` is
    /// refused: the link would make us write somewhere the user did not choose.
    func checkContainment(_ path: String) throws(InstallError) {
        // One resolution (`realpath`) on both sides: on macOS `URL.resolvingSymlinksInPath` strips a
        // leading `/private` that `realpath` keeps, so mixing the two would refuse a project under `/tmp`.
        guard ContainedPath.allows(path, root: root) else {
            throw .escapesProject(path: path, resolved: Path(path).resolvingSymlinks().string)
        }
    }

    /// Creates `folder` and its missing parents; returns those it created, outermost first.
    private func createFolder(_ folder: String) throws(InstallError) -> [String] {
        let missing: [String] = Path(folder).ancestors
            .prefix { FileKind.at($0.string) == nil && $0 != .root }.map(\.string).reversed()
        do { try Folder.create(folder) } catch {
            for made in missing.reversed() { rmdir(made) }
            throw .io(error)
        }
        return missing
    }
}
