import Foundation
import PiecesDiagnostics
import PiecesSupport
import XcodeProjects

/// `pieces remove NAME`: deletes an installed piece's files, every project entry that points at
/// them, its `pieces.lock` entry and its base copies, in one destination.
///
/// The destination is the one `--project`, `--target` or `--path` names, or the only one the lock
/// lists for NAME; several are refused with the choices. Refused too, with nothing touched, when a
/// file has edits of the user's own or another piece installed in the same destination uses this
/// one (its header's `dependencies`), unless forced. A file another destination's entry also
/// installed (two targets sharing a folder) stays; only this destination's entries go.
///
/// Project entries are found by the path they point at, not only from the lock, so a file whose
/// entries were made by hand or recorded before the lock was lost never leaves a dangling reference
/// behind. Order: the files are deleted first, then `project.pbxproj` and the lock are written as
/// one staged step (the lock is deleted instead when it would be empty), then the base copies. If
/// writing the project or lock fails, the deleted files are put back; if even that fails, the
/// message names each file deleted and says that running the command again finishes the job.
package struct Remover: Sendable {
    /// What a removal did.
    package struct Report: Sendable {
        /// The piece as the lock names it.
        package var name: String?
        /// Where it was removed from.
        package var destination: LockDestination?
        /// Absolute paths of the files deleted (or already gone); with `dryRun`, those that would be.
        package var removed: [String] = []
        package var projectEdit: ProjectEdit?
        package var projectFile: String?
        package var diagnostics: [Diagnostic] = []
        package var wrote = false
    }

    static func unreadableDependentsMessage(_ piece: String) -> Message {
        "could not check whether other pieces use \(piece)"
    }

    package let request: InstallRequest

    package init(request: InstallRequest) { self.request = request }

    package func run() -> Report {
        guard let name = request.names.first else { return Report() }
        return run(name: name)
    }

    /// Removes `name`, one of `request.names`: the others are being removed too, so their use of
    /// this piece does not hold it back. With `request.dryRun`, checks and plans only: the report
    /// says what would be deleted and nothing is written.
    package func run(name: String) -> Report {
        var report = Report()
        do {
            let installed = try InstalledPieces.load(request: request, name: name, requireRegistry: false)
            guard let piece = installed.pieces.first else { throw InstalledPieces.notInstalled(name, request: request) }
            report.name = piece.entry.name
            report.destination = piece.destination
            report.diagnostics += refusals(of: piece, installed: installed)
            guard !report.diagnostics.contains(where: { $0.severity == .error }) else { return report }
            let (deleted, kept) = partition(piece, lock: installed.lock)
            report.diagnostics += kept
            report.projectEdit = try projectEdit(
                for: piece, deleting: deleted,
                keeping: piece.files.filter { $0.locked != nil && !deleted.map(\.path).contains($0.path) })
            report.projectFile = report.projectEdit.flatMap { $0.isUnchanged ? nil : piece.site.projectFilePath }
            guard !request.dryRun else {
                report.removed = deleted.map(\.path)
                return report
            }
            try remove(piece, deleting: deleted, installed: installed, edit: report.projectEdit)
            // Only now: a refused or failed removal never reports a file as deleted.
            report.removed = deleted.map(\.path)
            report.wrote = true
        } catch {
            report.diagnostics.append(InstalledPieces.diagnostic(for: error))
        }
        return report
    }

    /// The files to delete, and a note for each one another destination's entry also lists.
    private func partition(_ piece: InstalledPieces.Piece, lock: LockFile) -> ([InstalledPieces.File], [Diagnostic]) {
        var deleted: [InstalledPieces.File] = []
        var notes: [Diagnostic] = []
        for file in piece.files where file.locked != nil {
            let others = lock.pieces.filter { other in
                other.destination != piece.entry.destination && other.files.contains { $0.path == file.relativePath }
            }.compactMap(\.destination)
            if others.isEmpty {
                deleted.append(file)
            } else {
                notes.append(
                    MaintenanceError.sharedFile(path: file.relativePath, piece: piece.entry.name, others: others)
                        .diagnostic)
            }
        }
        return (deleted, notes)
    }

    /// Why the piece may not go (errors) unless `--force`, and what could not be checked (warnings).
    private func refusals(of piece: InstalledPieces.Piece, installed: InstalledPieces) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var scoped = request
        scoped.names = []
        scoped.project = piece.destination.project
        scoped.target = piece.destination.target
        scoped.path = piece.destination.path.map { InstallSite.absolute($0, in: installed.root) }
        if piece.destination.project != nil { scoped.workingDirectory = installed.root }
        let neighbours = try? InstalledPieces.load(request: scoped, name: nil, requireRegistry: false)
        let dependents = (neighbours?.pieces ?? []).filter { other in
            other.destination == piece.destination && other.entry.name != piece.entry.name
                && !request.names.contains { $0.lowercased() == other.entry.name.lowercased() }
                && (other.descriptor?.header.dependencies ?? []).contains(piece.entry.name)
        }
        let warnings = installed.warnings + (neighbours?.warnings ?? [])
        if neighbours == nil || !warnings.isEmpty, dependents.isEmpty, !request.force {
            result += warnings
            result.append(
                Diagnostic(
                    severity: .warning, code: "dependents-unknown",
                    message: Self.unreadableDependentsMessage(piece.entry.name).text))
        }
        guard !request.force else { return result }
        if !dependents.isEmpty {
            result.append(
                MaintenanceError.dependedOn(piece: piece.entry.name, dependents: dependents.map(\.entry.name))
                    .diagnostic)
        }
        for file in piece.files where file.hasLocalEdits {
            result.append(
                MaintenanceError.removeLocalEdits(path: file.relativePath, piece: piece.entry.name).diagnostic)
        }
        return result
    }

    /// Every project entry that points at a file being deleted, in every target; for a file that
    /// stays (another destination installed it too), this target's only.
    private func projectEdit(
        for piece: InstalledPieces.Piece, deleting deleted: [InstalledPieces.File], keeping kept: [InstalledPieces.File]
    ) throws -> ProjectEdit? {
        try piece.site.projectEdit(removing: deleted.map(\.path), keeping: kept.map(\.path))
    }

    private func remove(
        _ piece: InstalledPieces.Piece, deleting files: [InstalledPieces.File], installed: InstalledPieces,
        edit: ProjectEdit?
    ) throws {
        let site = piece.site
        let writer = StagedWriter(root: installed.root)
        for file in files { try writer.checkContainment(file.path) }
        var lock = installed.lock
        lock.forget(piece.entry.name, at: piece.destination)
        var writes: [StagedWriter.Write] = []
        if let edit, !edit.isUnchanged, let file = site.projectFilePath {
            writes.append(.init(path: file, bytes: edit.bytes))
        }
        if !lock.pieces.isEmpty { writes.append(.init(path: installed.lockPath, bytes: lock.encoded())) }
        var deleted: [InstalledPieces.File] = []
        if let failure = apply(
            deleting: files, deleted: &deleted, writes: writes, writer: writer,
            lockPath: lock.pieces.isEmpty ? installed.lockPath : nil)
        {
            throw restore(deleted, after: failure)
        }
        BaseCopy.remove(files.map(\.relativePath), root: installed.root)
        // The folder `add` made for the files goes too when nothing else is left in it.
        for folder in Set(files.map { ($0.path as NSString).deletingLastPathComponent }) where folder != installed.root
        {
            rmdir(folder)
        }
    }

    /// Deletes the files, then writes the project and the lock (or deletes the lock at `lockPath`);
    /// returns what stopped it, with `deleted` holding the files deleted by then.
    private func apply(
        deleting files: [InstalledPieces.File], deleted: inout [InstalledPieces.File], writes: [StagedWriter.Write],
        writer: StagedWriter, lockPath: String?
    ) -> InstallError? {
        do {
            for file in files {
                try delete(file.path)
                deleted.append(file)
            }
            try writer.apply(writes)
            if let lockPath { try delete(lockPath) }
            return nil
        } catch {
            return error
        }
    }

    /// Puts back the files deleted before `error` stopped the removal, so the project, the lock and
    /// the files agree again; when that fails too, the error names what was deleted.
    private func restore(_ deleted: [InstalledPieces.File], after error: InstallError) -> InstallError {
        var lost: [String] = []
        for file in deleted {
            guard let bytes = file.local else { continue }
            do { try AtomicFile.write(bytes, to: file.path) } catch { lost.append(file.path) }
        }
        guard !lost.isEmpty else { return error }
        return .partialWrite(written: lost, failure: error.diagnostic.message)
    }

    /// Deletes `path`; one already gone is fine.
    private func delete(_ path: String) throws(InstallError) {
        guard unlink(path) != 0, errno != ENOENT else { return }
        throw .io(.unwritable(path: path, reason: String(cString: strerror(errno))))
    }
}
