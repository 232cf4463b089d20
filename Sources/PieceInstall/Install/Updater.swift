import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces update [NAME…]`: brings installed pieces up to the registry's version, keeping the user's
/// edits by a three-way merge (`git merge-file`) whose base is the copy kept at install time.
///
/// Per file: an unedited file is replaced; an edited one the registry did not change is kept; an
/// edited one the registry changed is merged, cleanly or with conflict markers. The files, their
/// new base copies, any project entries for files the piece gained and `pieces.lock` are written
/// as one staged step. A conflicted piece is recorded in the lock at the new version with
/// `conflicted: true` (its base is the registry's version, as after a git merge), and every
/// command reports its markers until they are gone; `update` then clears the flag. Nothing is
/// written when anything is wrong: an unresolved conflict, a missing base, an unreadable registry.
package struct Updater: Sendable {
    /// What happens to one file.
    package struct Item: Sendable, Equatable {
        package enum Action: String, Sendable, Equatable {
            /// The file already has the registry's bytes.
            case unchanged
            /// The file has edits and the registry did not change it: left alone.
            case keepLocal
            /// The file is as installed, so the registry's version replaces it.
            case replace
            /// The file is missing (or new in this version of the piece).
            case create
            /// Edits and the registry's changes merged without conflict.
            case merge
            /// Merged with conflict markers.
            case conflict
        }

        package var piece: String
        /// The destination of the piece's lock entry.
        package var destination: Destination
        /// Absolute.
        package var path: String
        /// Relative to the project root.
        package var relativePath: String
        package var action: Action
        package var old: [UInt8]?
        /// The file's bytes afterwards.
        package var bytes: [UInt8]
        package var conflictLines: [Int] = []

        package var writes: Bool { [.replace, .create, .merge, .conflict].contains(action) }
    }

    /// One piece moved to another version.
    package struct Change: Sendable, Equatable {
        package var name: String
        package var from: String
        package var to: String
    }

    /// What an update did, or would do with `--dry-run`.
    package struct Report: Sendable {
        package var items: [Item] = []
        package var changes: [Change] = []
        package var diagnostics: [Diagnostic] = []
        package var wrote = false
        package var hasConflicts: Bool { items.contains { $0.action == .conflict } }
    }

    static func goneMessage(_ name: String) -> Message { "\(name) is no longer in the registry; it was left as it is" }
    static func droppedMessage(_ name: String, _ version: String) -> Message {
        "\(name) \(version) no longer has this file; it was left in place (delete it when nothing uses it)"
    }
    static func currentMessage(_ name: String, _ version: String) -> Message { "\(name) is up to date (\(version))" }
    static func resolvedMessage(_ name: String) -> Message { "\(name): conflicts resolved" }
    static func dependencyMessage(_ name: String, _ version: String, _ dependency: String) -> Message {
        "\(name) \(version) uses \(dependency), which is not installed: run `pieces add \(dependency)`"
    }

    package let request: InstallRequest
    /// The environment `git` runs with (and whose `PATH` finds it).
    package let environment: [String: String]

    /// Where the project and `pieces.json` are found, once for the whole update.
    let session: ProjectSession

    package init(request: InstallRequest, environment: [String: String], session: ProjectSession = ProjectSession()) {
        self.request = request
        self.environment = environment
        self.session = session
    }

    /// Plans and (unless a dry run) performs the update.
    package func run() -> Report {
        var report = Report()
        do { try perform(into: &report) } catch { report.diagnostics.append(error.diagnostic) }
        return report
    }

    /// The update's steps, each adding to `report`; stops at the first error.
    private func perform(into report: inout Report) throws(DiagnosticError) {
        // One command at a time changes a root's lock (`LockFileGuard`).
        let held =
            request.dryRun
            ? nil : (try? DestinationScope.resolve(request, session: session)).map { LockFileGuard(folder: $0.root) }
        defer { held?.release() }
        let installed = try InstalledPieces.load(request: request, names: request.names, session: session)
        var lock = installed.lock
        var merger: ThreeWayMerge?
        for piece in selection(installed) {
            let updated: LockFile.Piece?
            do { updated = try update(piece, merger: &merger, report: &report) } catch { throw DiagnosticError(error) }
            if let updated { lock.record(updated) }
        }
        guard !report.diagnostics.contains(where: { $0.severity == .error }) else { return }
        let edits = try projectEdits(for: report.items, installed: installed, lock: &lock)
        noteMissingDependencies(installed, lock: lock, report: &report)
        report.diagnostics += report.items.flatMap { item in
            item.conflictLines.map { line in
                MaintenanceError.conflict(
                    path: item.relativePath, line: line, piece: item.piece,
                    version: lock.piece(named: item.piece, at: item.destination)?.version ?? ""
                ).diagnostic
            }
        }
        guard !request.dryRun else { return }
        do { try write(report.items, lock: lock, edits: edits, installed: installed) } catch {
            throw DiagnosticError(error)
        }
        report.wrote = true
    }

    /// The named pieces, else every piece that is outdated or has (or had) conflicts.
    private func selection(_ installed: InstalledPieces) -> [InstalledPieces.Piece] {
        guard request.names.isEmpty else { return installed.pieces }
        return installed.pieces.filter { $0.isOutdated || $0.entry.conflicted == true || !$0.conflicts.isEmpty }
    }

    /// Plans one piece's files into `report`; returns its new lock entry, or nil when it stays as is.
    private func update(
        _ piece: InstalledPieces.Piece, merger: inout ThreeWayMerge?, report: inout Report
    ) throws(MaintenanceError) -> LockFile.Piece? {
        let resolved = piece.resolved
        let name = piece.entry.name
        let unresolved = piece.conflicts
        guard unresolved.isEmpty else {
            report.diagnostics += unresolved.map(\.diagnostic)
            return nil
        }
        guard let descriptor = piece.descriptor else {
            report.diagnostics.append(
                Diagnostic(severity: .warning, code: "piece-gone", message: Self.goneMessage(name).text))
            return nil
        }
        var entry = piece.entry
        entry.conflicted = nil
        guard piece.isOutdated else {
            let conflictsResolved = piece.entry.conflicted == true
            let message =
                conflictsResolved ? Self.resolvedMessage(name).text : Self.currentMessage(name, entry.version).text
            report.diagnostics.append(
                Diagnostic(
                    severity: .note, code: conflictsResolved ? "conflict-resolved" : "piece-current", message: message))
            return conflictsResolved ? entry : nil
        }
        let version = descriptor.header.version
        do {
            // The version update would install must suit the target, exactly as for `add`.
            try Installer.checkDeploymentTargets([descriptor], resolved: resolved, force: request.force)
        } catch {
            report.diagnostics.append(error.diagnostic)
            return nil
        }
        var files: [LockFile.File] = []
        for file in piece.files {
            guard let theirs = file.registry else {
                report.diagnostics.append(
                    Diagnostic(
                        severity: .note, code: "file-dropped",
                        message: Self.droppedMessage(name, version).text, file: file.relativePath))
                continue
            }
            let item = try plan(
                file, theirs: theirs, piece: piece, version: version, resolved: resolved, merger: &merger)
            if item.action == .conflict { entry.conflicted = true }
            report.items.append(item)
            files.append(LockFile.File(path: file.relativePath, sha256: SHA256.hex(SHA256.digest(theirs))))
        }
        report.changes.append(Change(name: name, from: piece.entry.version, to: version))
        entry.version = version
        entry.registry = piece.sourceName
        entry.files = files
        return entry
    }

    private func plan(
        _ file: InstalledPieces.File, theirs: [UInt8], piece: InstalledPieces.Piece, version: String,
        resolved: ResolvedDestination, merger: inout ThreeWayMerge?
    ) throws(MaintenanceError) -> Item {
        var item = Item(
            piece: piece.entry.name, destination: piece.destination, path: file.path, relativePath: file.relativePath,
            action: .replace, old: file.local, bytes: theirs)
        guard let local = file.local else {
            item.action = .create
            return item
        }
        guard local != theirs else {
            item.action = .unchanged
            return item
        }
        guard let locked = file.locked else {
            throw .notInstalledByPieces(path: file.relativePath, piece: piece.entry.name)
        }
        guard file.hasLocalEdits else { return item }
        guard file.registryChanged else {
            item.action = .keepLocal
            item.bytes = local
            return item
        }
        guard let base = BaseCopy.read(for: file.relativePath, digest: locked.sha256, root: resolved.root) else {
            throw .noBase(path: file.relativePath, piece: piece.entry.name)
        }
        if merger == nil { merger = try ThreeWayMerge.locate(environment: environment) }
        let result = try merger!.merge(
            ours: local, base: base, theirs: theirs, theirsVersion: version,
            baseVersion: piece.entry.version, path: file.relativePath)
        item.bytes = result.bytes
        item.conflictLines = result.conflictLines
        item.action = result.isClean ? .merge : .conflict
        return item
    }

    /// In group-based targets, the project entries for files a piece gained since it was installed,
    /// recorded in the pieces' lock entries: the new bytes of each project file edited.
    private func projectEdits(for items: [Item], installed: InstalledPieces, lock: inout LockFile)
        throws(DiagnosticError) -> [String: [UInt8]]
    {
        var result: [String: [UInt8]] = [:]
        let added = items.filter { item in
            item.action == .create && item.old == nil
                && !(lock.piece(named: item.piece, at: item.destination)?.projectEntries ?? []).isEmpty
        }
        for destination in Set(added.map(\.destination)).sorted() {
            let files = added.filter { $0.destination == destination }
            guard let piece = installed.piece(named: files[0].piece, at: destination),
                let project = piece.resolved.project, let projectFile = piece.resolved.projectFilePath
            else { continue }
            // Two targets of one project: each edit starts from the one before.
            var resolved = piece.resolved
            resolved.project = project
            if let edited = result[projectFile] { resolved.project = try project.reading(edited) }
            let names = files.map { Path($0.relativePath).basename }
            let filters = piece.descriptor.map { PlatformCheck.filters(for: [$0], resolved: resolved) } ?? [:]
            guard let edit = try resolved.projectEdit(adding: names, filters: filters), !edit.isUnchanged else {
                continue
            }
            result[projectFile] = edit.bytes
            for item in files {
                guard var entry = lock.piece(named: item.piece, at: destination) else { continue }
                let name = Path(item.relativePath).basename
                entry.projectEntries =
                    (entry.projectEntries ?? [])
                    + edit.changes.compactMap { change in
                        switch change {
                        case .fileReference(let id, let path) where Path(path).basename == name: id
                        case .buildFile(let id, let file, _) where Path(file).basename == name: id
                        default: nil
                        }
                    }
                lock.record(entry)
            }
        }
        return result
    }

    private func noteMissingDependencies(_ installed: InstalledPieces, lock: LockFile, report: inout Report) {
        for piece in installed.pieces where report.changes.contains(where: { $0.name == piece.entry.name }) {
            guard let descriptor = piece.descriptor,
                let change = report.changes.first(where: { $0.name == piece.entry.name })
            else { continue }
            for dependency in descriptor.header.dependencies
            where lock.piece(named: dependency, at: piece.destination) == nil {
                report.diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: "dependency-missing",
                        message: Self.dependencyMessage(change.name, change.to, dependency).text))
            }
        }
    }

    /// The files, their new base copies, then the project files and the lock last, as one staged step.
    private func write(_ items: [Item], lock: LockFile, edits: [String: [UInt8]], installed: InstalledPieces)
        throws(InstallError)
    {
        var writes = items.filter(\.writes).map { StagedWriter.Write(path: $0.path, bytes: $0.bytes) }
        for piece in installed.pieces {
            guard let entry = lock.piece(named: piece.entry.name, at: piece.destination), entry != piece.entry else {
                continue
            }
            for file in piece.files {
                guard let registry = file.registry,
                    let write = BaseCopy.write(for: file.relativePath, bytes: registry, root: installed.root)
                else { continue }
                writes.append(write)
            }
        }
        for (file, bytes) in edits.sorted(by: { $0.key < $1.key }) { writes.append(.init(path: file, bytes: bytes)) }
        let lockBytes = lock.encoded()
        if (try? BoundedFile.read(installed.lockPath, limit: .lockFile)) != lockBytes {
            writes.append(.init(path: installed.lockPath, bytes: lockBytes))
        }
        try StagedWriter(root: installed.root).apply(writes)
    }
}
