import Foundation

/// `pieces remove NAME`: deletes an installed piece's files, the project entries `add` made for
/// them in a group-based target, its `pieces.lock` entry and its base copies.
///
/// Refused, with nothing touched, when a file has edits of the user's own or another installed
/// piece uses this one (its header's `dependencies`), unless forced.
///
/// Order, so that an interruption is finished by running the same command again: the piece's files
/// are deleted first; then `project.pbxproj` and the lock are written as one staged step (the lock
/// is deleted instead when it would be empty); then the base copies. Stopped after the files, the
/// lock still lists the piece, its missing files count as removed, and `pieces remove NAME`
/// completes the job; a left-over base copy under `.pieces/` is never compiled and `add` replaces it.
public struct Remover: Sendable {
    /// What a removal did.
    public struct Report: Sendable {
        /// The piece as the lock names it.
        public var name: String?
        /// Absolute paths of the files deleted (or already gone).
        public var removed: [String] = []
        public var projectEdit: ProjectEdit?
        public var projectFile: String?
        public var diagnostics: [Diagnostic] = []
        public var wrote = false
    }

    static let unreadableDependentsMessage = "could not check whether other pieces use %@"

    public let request: InstallRequest

    public init(request: InstallRequest) { self.request = request }

    public func run() -> Report {
        var report = Report()
        do {
            guard let name = request.names.first else { return report }
            let installed = try InstalledPieces.load(request: request, name: nil, requireRegistry: false)
            guard let piece = installed.piece(named: name) else { throw InstalledPieces.notInstalled(name, request: request) }
            report.name = piece.entry.name
            report.diagnostics += refusals(of: piece, installed: installed)
            guard !report.diagnostics.contains(where: { $0.severity == .error }) else { return report }
            report.projectEdit = try projectEdit(for: piece, site: installed.site)
            report.projectFile = report.projectEdit.flatMap { $0.isUnchanged ? nil : installed.site.projectFilePath }
            report.removed = piece.files.filter { $0.locked != nil }.map(\.path)
            try remove(piece, installed: installed, edit: report.projectEdit)
            report.wrote = true
        } catch {
            report.diagnostics.append(InstalledPieces.diagnostic(for: error))
        }
        return report
    }

    /// Why the piece may not go (errors) unless `--force`, and what could not be checked (warnings).
    private func refusals(of piece: InstalledPieces.Piece, installed: InstalledPieces) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let dependents = installed.pieces.filter { other in
            other.entry.name != piece.entry.name && (other.descriptor?.header.dependencies ?? []).contains(piece.entry.name)
        }
        if !installed.warnings.isEmpty, dependents.isEmpty, !request.force {
            result += installed.warnings
            result.append(Diagnostic(severity: .warning, code: "dependents-unknown", message: format(Self.unreadableDependentsMessage, piece.entry.name)))
        }
        guard !request.force else { return result }
        if !dependents.isEmpty {
            result.append(MaintenanceError.dependedOn(piece: piece.entry.name, dependents: dependents.map(\.entry.name)).diagnostic)
        }
        for file in piece.files where file.hasLocalEdits {
            result.append(MaintenanceError.removeLocalEdits(path: file.relativePath, piece: piece.entry.name).diagnostic)
        }
        return result
    }

    /// The removal of the entries `add` made, in the target whose Sources phase holds them.
    private func projectEdit(for piece: InstalledPieces.Piece, site: InstallSite) throws -> ProjectEdit? {
        guard let entries = piece.entry.projectEntries, !entries.isEmpty, let (project, fallback) = site.groupProject else { return nil }
        let target = project.targets.first { target in
            project.sourcesPhase(of: target)?.buildFileIDs.contains(where: entries.contains) == true
        }?.name ?? fallback
        let names = piece.files.filter { $0.locked != nil }.map(\.relativePath.lastPathComponentOfPath)
        let edit = try project.removing(files: names, from: target)
        if !edit.isUnchanged { try ProjectEdit.requireWritable(project.projectFilePath) }
        return edit
    }

    private func remove(_ piece: InstalledPieces.Piece, installed: InstalledPieces, edit: ProjectEdit?) throws {
        let site = installed.site
        let writer = StagedWriter(root: site.root)
        let files = piece.files.filter { $0.locked != nil }
        for file in files { try writer.checkContainment(file.path) }
        for file in files { try delete(file.path) }
        var lock = installed.lock
        lock.forget(piece.entry.name)
        var writes: [StagedWriter.Write] = []
        if let edit, !edit.isUnchanged, let file = site.projectFilePath { writes.append(.init(path: file, bytes: edit.bytes)) }
        if !lock.pieces.isEmpty { writes.append(.init(path: site.lockPath, bytes: lock.encoded())) }
        try writer.apply(writes)
        if lock.pieces.isEmpty { try delete(site.lockPath) }
        BaseCopy.remove(files.map(\.relativePath), root: site.root)
        // The folder `add` made for the files goes too when nothing else is left in it.
        for folder in Set(files.map { ($0.path as NSString).deletingLastPathComponent }) where folder != site.root {
            rmdir(folder)
        }
    }

    /// Deletes `path`; one already gone is fine.
    private func delete(_ path: String) throws(InstallError) {
        guard unlink(path) != 0, errno != ENOENT else { return }
        throw .io(.unwritable(path: path, reason: String(cString: strerror(errno))))
    }
}
