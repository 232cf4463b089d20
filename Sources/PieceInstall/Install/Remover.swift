import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

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
/// behind. Order: the files are deleted first, then the base copies, then `project.pbxproj` and the
/// lock are written as one staged step (the lock is deleted instead when it would be empty). The
/// lock is the last thing written, so a run killed at any point still finds the piece in the lock
/// and running it again finishes the job (a file already gone counts as deleted). Several pieces
/// (`run(names:)`) are forgotten by one lock write after all their files are gone, for the same
/// reason. If writing the project or lock fails, the deleted files are put back; if even that
/// fails, the message names each file deleted and says that running the command again finishes it.
package struct Remover: Sendable {
    /// What a removal did.
    package struct Report: Sendable {
        /// The piece as the lock names it.
        package var name: String?
        /// Where it was removed from.
        package var destination: Destination?
        /// Absolute paths of the files deleted (or already gone); with `dryRun`, those that would be.
        package var removed: [String] = []
        package var projectEdit: ProjectEdit?
        package var projectFile: String?
        /// What is taken back of what pieces added for the piece's packages and Info.plist keys.
        var requirements = RequirementsEdit()
        package var diagnostics: [Diagnostic] = []
        package var wrote = false
        /// The lock the piece was removed from, for `run(names:)`'s single lock write.
        var lockPath: String?

        /// What `remove` takes back (or leaves, because another piece still needs it) of the
        /// packages and keys pieces added for the piece.
        package var requirementSteps: [RequirementStep] { requirements.steps }

        /// How many entries the project file loses: the piece files' and the requirements'.
        package var projectEntriesRemoved: Int {
            (projectEdit.map { $0.isUnchanged ? 0 : $0.changes.count } ?? 0)
                + (requirements.projectBytes == nil ? 0 : requirements.projectEntries)
        }
    }

    /// The points between the steps of a removal, where `interruption` may stop it as a kill would.
    package enum Step: Sendable, Equatable {
        case fileDeleted(String)
        case baseCopiesRemoved(String)
        case projectAndLockWritten(String)
    }

    /// Called after each step; returning true stops the removal there, as if the process were
    /// killed (nothing after it runs, nothing is put back). For the crash-safety tests.
    package var interruption: (@Sendable (Step) -> Bool)?

    /// How the deleting and writing of a removal ended.
    private enum Applied {
        case done
        /// `interruption` stopped it.
        case interrupted
        case failed(InstallError)
    }

    static func unreadableDependentsMessage(_ piece: String) -> Message {
        "could not check whether other pieces use \(piece)"
    }

    package let request: InstallRequest
    /// Where the project and `pieces.json` are found, once for the whole removal (of every name).
    let session: ProjectSession

    package init(request: InstallRequest, session: ProjectSession = ProjectSession()) {
        self.request = request
        self.session = session
    }

    package func run() -> Report {
        guard let name = request.names.first else { return Report() }
        return run(name: name)
    }

    /// Removes `name`, one of `request.names`: the others are being removed too, so their use of
    /// this piece does not hold it back. With `request.dryRun`, checks and plans only: the report
    /// says what would be deleted and nothing is written.
    package func run(name: String) -> Report {
        let held = lockGuard()
        defer { held?.release() }
        return run(name: name, writesLock: true)
    }

    /// The advisory lock of the lock's folder for a removal that writes (`LockFileGuard`).
    private func lockGuard() -> LockFileGuard? {
        request.dryRun
            ? nil : (try? DestinationScope.resolve(request, session: session)).map { LockFileGuard(folder: $0.root) }
    }

    /// Removes each of `names` in turn (`run(name:)` without its lock write), then forgets all that
    /// were removed in one lock write. Stops at the first that is refused or fails.
    package func run(names: [String]) -> [Report] {
        let held = lockGuard()
        defer { held?.release() }
        var reports: [Report] = []
        for name in names {
            let report = run(name: name, writesLock: false)
            reports.append(report)
            guard report.wrote else { break }
        }
        let done = reports.indices.filter { reports[$0].wrote }
        guard let last = done.last, let lockPath = reports[last].lockPath, !interrupted else { return reports }
        do {
            var lock = try LockFile.read(at: lockPath)
            for index in done {
                if let name = reports[index].name, let destination = reports[index].destination {
                    lock.forget(name, at: destination)
                }
            }
            if lock.pieces.isEmpty { try delete(lockPath) } else { try write(lock, to: lockPath) }
        } catch {
            reports[last].wrote = false
            reports[last].diagnostics.append(error.diagnostic)
        }
        return reports
    }

    /// Whether `interruption` stopped a removal of this remover.
    private var interrupted: Bool { interruptedBox.value }
    private let interruptedBox = InterruptedBox()

    private func run(name: String, writesLock: Bool) -> Report {
        var report = Report()
        do { try perform(name: name, writesLock: writesLock, into: &report) } catch {
            report.diagnostics.append(error.diagnostic)
        }
        return report
    }

    /// The removal's steps, each adding to `report`; stops at the first error, or where
    /// `interruption` says.
    private func perform(name: String, writesLock: Bool, into report: inout Report) throws(DiagnosticError) {
        let installed = try InstalledPieces.load(request: request, name: name, requireRegistry: false, session: session)
        guard let piece = installed.pieces.first else {
            throw DiagnosticError(InstalledPieces.notInstalled(name, request: request, session: session))
        }
        report.name = piece.entry.name
        report.destination = piece.destination
        report.diagnostics += refusals(of: piece, installed: installed)
        guard !report.diagnostics.contains(where: { $0.severity == .error }) else { return }
        let (deleted, kept) = partition(piece, lock: installed.lock)
        report.diagnostics += kept
        report.projectEdit = try piece.resolved.projectEdit(
            removing: deleted.map(\.path),
            keeping: piece.files.filter { $0.locked != nil && !deleted.map(\.path).contains($0.path) }.map(\.path))
        report.requirements = try requirementsUndo(for: piece, installed: installed, after: report.projectEdit)
        report.projectFile =
            report.projectEdit.flatMap { $0.isUnchanged ? nil : piece.resolved.projectFilePath }
            ?? (report.requirements.projectBytes == nil ? nil : piece.resolved.project?.projectFilePath)
        guard !request.dryRun else {
            report.removed = deleted.map(\.path)
            return
        }
        report.lockPath = installed.lockPath
        let writes =
            report.requirements.files
            + [piece.resolved.projectWrite(report.projectEdit, report.requirements)].compactMap { $0 }
        let finished: Bool
        do {
            finished = try remove(
                piece, deleting: deleted, installed: installed, writes: writes, writesLock: writesLock)
        } catch { throw DiagnosticError(error) }
        guard finished else {
            interruptedBox.value = true
            return
        }
        report.diagnostics += piece.resolved.followUp(for: deleted.map { Path($0.path).basename }).map(\.diagnostic)
        // Only now: a refused or failed removal never reports a file as deleted.
        report.removed = deleted.map(\.path)
        report.wrote = true
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
        scoped.path = piece.destination.path.map { ResolvedDestination.absolute($0, in: installed.root) }
        if piece.destination.project != nil { scoped.workingDirectory = installed.root }
        let neighbours = try? InstalledPieces.load(request: scoped, name: nil, requireRegistry: false, session: session)
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

    /// Takes back what pieces added for the piece's packages and keys that no piece left in the
    /// project lists (those removed with it by this command do not count), on top of `edit`.
    private func requirementsUndo(
        for piece: InstalledPieces.Piece, installed: InstalledPieces, after edit: ProjectEdit?
    )
        throws(DiagnosticError) -> RequirementsEdit
    {
        let going = Set(request.names.map { $0.lowercased() } + [piece.entry.name.lowercased()])
        let records = RequirementRecords(lock: installed.lock, project: piece.destination.project) { other in
            other.destination == piece.destination && going.contains(other.name.lowercased())
        }
        let (applied, kept) = records.undo(of: piece.entry, target: piece.destination.target ?? piece.entry.name)
        var requirements = try piece.resolved.requirementsUndo(applied, after: edit)
        requirements.steps = kept + requirements.steps
        return requirements
    }

    /// `writes` are the project file and the files it names, staged with the lock. False when
    /// `interruption` stopped it.
    private func remove(
        _ piece: InstalledPieces.Piece, deleting files: [InstalledPieces.File], installed: InstalledPieces,
        writes projectWrites: [StagedWriter.Write], writesLock: Bool
    ) throws(InstallError) -> Bool {
        let writer = StagedWriter(root: installed.root)
        for file in files { try writer.checkContainment(file.path) }
        var lock = installed.lock
        lock.forget(piece.entry.name, at: piece.destination)
        var writes = projectWrites
        if writesLock, !lock.pieces.isEmpty { writes.append(.init(path: installed.lockPath, bytes: lock.encoded())) }
        var deleted: [InstalledPieces.File] = []
        switch apply(
            deleting: files, deleted: &deleted, writes: writes, writer: writer,
            lockPath: writesLock && lock.pieces.isEmpty ? installed.lockPath : nil, root: installed.root,
            piece: piece.entry.name)
        {
        case .done: break
        case .interrupted: return false
        case .failed(let failure): throw restore(deleted, after: failure)
        }
        // The folder `add` made for the files goes too when nothing else is left in it.
        for folder in Set(files.map { Path($0.path).parent.string }) where folder != installed.root {
            rmdir(folder)
        }
        return true
    }

    /// Deletes the files and their base copies, then writes the project and the lock (or deletes
    /// the lock at `lockPath`); says what stopped it, with `deleted` holding the files deleted by
    /// then.
    private func apply(
        deleting files: [InstalledPieces.File], deleted: inout [InstalledPieces.File], writes: [StagedWriter.Write],
        writer: StagedWriter, lockPath: String?, root: String, piece: String
    ) -> Applied {
        for file in files {
            do { try delete(file.path) } catch { return .failed(error) }
            deleted.append(file)
            if interruption?(.fileDeleted(file.relativePath)) == true { return .interrupted }
        }
        BaseCopy.remove(files.map(\.relativePath), root: root)
        if interruption?(.baseCopiesRemoved(piece)) == true { return .interrupted }
        do {
            try writer.apply(writes)
            if let lockPath { try delete(lockPath) }
        } catch { return .failed(error) }
        if interruption?(.projectAndLockWritten(piece)) == true { return .interrupted }
        return .done
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

    /// Writes the lock that is left.
    private func write(_ lock: LockFile, to path: String) throws(InstallError) {
        do { try AtomicFile.write(lock.encoded(), to: path) } catch { throw .io(error) }
    }

    /// Deletes `path`; one already gone is fine.
    private func delete(_ path: String) throws(InstallError) {
        guard unlink(path) != 0, errno != ENOENT else { return }
        throw .io(.unwritable(path: path, reason: SystemReason.text()))
    }
}

/// Whether an interruption stopped a removal, shared by the copies of a `Remover` value.
private final class InterruptedBox: @unchecked Sendable {
    // Safety: `stored` is only read or written while `lock` is held.
    private let lock = Lock()
    private var stored = false

    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
