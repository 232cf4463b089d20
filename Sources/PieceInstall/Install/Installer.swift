import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces add`: resolves the pieces and their registry dependencies, finds where they go in the
/// app, plans every file, then writes them (and the project edit and the lock file) as one staged
/// step. Nothing is written when anything is wrong.
package struct Installer: Sendable {
    /// What an installation did, or would do with `--dry-run`.
    package struct Report: Sendable {
        package var plan = InstallPlan()
        /// The project edit, when the target lists its files in `project.pbxproj`.
        package var projectEdit: ProjectEdit?
        /// What the pieces need beyond their files, as the project's kind applies it (`AppProject.applying`).
        var requirements: RequirementsEdit?
        /// The steps of `requirements`: what is (or would be) added to the project, what it had already.
        package var requirementSteps: [RequirementStep] { requirements?.steps ?? [] }
        package var projectFile: String?
        package var lockPath: String?
        package var destination: String?
        /// The destination as `pieces.lock` keys it (project and target, package target, folder).
        package var lockDestination: Destination?
        /// The pieces installed, as the registry spells them: those asked for, then their dependencies.
        package var pieces: [InstalledPiece] = []
        package var diagnostics: [Diagnostic] = []
        /// Whether anything was written.
        package var wrote = false
    }

    /// One piece of an installation.
    package struct InstalledPiece: Sendable, Equatable {
        package var name: String
        package var version: String
        /// Installed because a piece asked for uses it, not because it was named.
        package var isDependency: Bool
    }

    package let request: InstallRequest
    /// Where the project and `pieces.json` are found, once for the whole installation.
    let session: ProjectSession

    package init(request: InstallRequest, session: ProjectSession = ProjectSession()) {
        self.request = request
        self.session = session
    }

    /// Plans and (unless a dry run) performs the installation.
    package func run() -> Report {
        var report = Report()
        do {
            try perform(into: &report)
        } catch {
            // An installer's refusal names paths as the plan shows them; other errors as they say.
            report.diagnostics.append(error.underlying is InstallError ? relative(error.diagnostic) : error.diagnostic)
        }
        return report
    }

    /// The installation's steps, each adding to `report`; stops at the first error.
    private func perform(into report: inout Report) throws(DiagnosticError) {
        // `@acme/Button` names its namespace's registry and the piece `Button` in it.
        let (source, names) = try RegistryResolver.source(
            forNames: request.names, explicit: request.registry, workingDirectory: request.workingDirectory,
            configs: session.config)
        // Only the pieces asked for and their dependencies are read: from a server each is a
        // fetch of its own, and describing every embedded piece took a fifth of `add`. The
        // project is parsed meanwhile on the other core (see ProjectPrefetch).
        let (request, session) = (self.request, self.session)
        let (loaded, prefetched) = ProjectPrefetch.concurrently(
            { Result { () throws(DiagnosticError) in try Catalog.load(from: source, needing: names) } },
            { ProjectPrefetch.open(for: request, session: session) })
        let catalog = try loaded.get()
        let pieces: [PieceDescriptor]
        do { pieces = try resolvePieces(names, in: catalog) } catch { throw DiagnosticError(error) }
        var resolved = try ResolvedDestination.resolve(
            request: request, files: pieces.flatMap { $0.files.map { Path($0.path).basename } },
            session: session, prefetched: prefetched)
        // From reading the lock to writing it (and the project) one `add` at a time per root.
        let held = request.dryRun ? nil : LockFileGuard(folder: resolved.root)
        defer { held?.release() }
        let needs = ProjectNeeds(pieces: pieces)
        if held != nil, resolved.projectFilePath != nil || (!needs.isEmpty && resolved.project?.projectFilePath != nil)
        {
            // Read again under the lock: another command may have changed the project meanwhile.
            resolved = try ResolvedDestination.resolve(
                request: request, files: pieces.flatMap { $0.files.map { Path($0.path).basename } },
                session: session)
        }
        report.destination = resolved.folder
        report.lockDestination = resolved.destination
        report.pieces = pieces.map { piece in
            InstalledPiece(
                name: piece.name, version: piece.header.version,
                isDependency: !names.contains { catalog.piece(named: $0)?.name == piece.name })
        }
        if !source.verifiesDigests {
            report.diagnostics.append(ProjectRequirements.unverifiedNote(source.sourceName))
        }
        // Without a project there is nothing to apply them to: each is a note with the Xcode step.
        report.diagnostics +=
            resolved.project == nil
            ? ProjectRequirements(pieces: pieces).notes : ProjectRequirements(pieces: pieces).capabilityNotes
        report.diagnostics += resolved.warnings.map { relative($0.diagnostic) }
        var lock: LockFile
        do {
            try Self.checkDeploymentTargets(pieces, resolved: resolved, force: request.force)
            if let deployment = resolved.deploymentTarget {
                report.diagnostics.append(relative(deploymentNote(deployment, resolved: resolved)))
            }
            // A project pieces edits gets the filters; any other kind is told what to write (`followUp`).
            if resolved.projectFilePath != nil {
                report.diagnostics += PlatformCheck.notes(for: pieces, resolved: resolved)
            }
            try checkCollisions(pieces, resolved: resolved)
            lock = try LockFile.read(at: resolved.lockPath)
            lock.adoptLegacyEntries(into: resolved.destination, folder: resolved.relativePath(of: resolved.folder))
            report.plan = try plan(pieces, resolved: resolved, lock: lock)
        } catch { throw DiagnosticError(error) }
        let fileNames = pieces.flatMap { $0.files.map { Path($0.path).basename } }
        let filters = PlatformCheck.filters(for: pieces, resolved: resolved)
        report.projectEdit = try resolved.projectEdit(adding: fileNames, filters: filters)
        report.requirements = try resolved.requirementsEdit(needs, after: report.projectEdit)
        report.diagnostics += (report.requirements?.notes ?? []).map(relative)
        report.diagnostics += resolved.followUp(for: fileNames, filters: filters).map { relative($0.diagnostic) }
        report.projectFile =
            resolved.projectFilePath
            ?? (report.requirements?.projectBytes == nil ? nil : resolved.project?.projectFilePath)
        report.lockPath = resolved.lockPath
        for item in report.plan.items where item.action == .keepLocal {
            report.diagnostics.append(InstallError.localEdits(path: item.relativePath).diagnostic)
        }
        guard !request.dryRun, !report.plan.items.contains(where: { $0.action == .keepLocal }) else { return }
        record(pieces, report: report, source: source, resolved: resolved, in: &lock)
        do { try write(report, lock: lock, resolved: resolved) } catch { throw DiagnosticError(error) }
        report.wrote = true
    }

    // MARK: Steps

    /// The named pieces and, transitively, the pieces they depend on; unknown names suggest one.
    private func resolvePieces(_ names: [String], in catalog: Catalog) throws(InstallError) -> [PieceDescriptor] {
        var result: [PieceDescriptor] = []
        var pending = names
        var seen = Set<String>()
        var next = 0
        // A queue read by index, each name once: a piece listing a dependency 200,000 times stays linear.
        var queued = Set(pending)
        while next < pending.count {
            let name = pending[next]
            next += 1
            guard let piece = catalog.piece(named: name) else {
                throw .unknownPiece(name: name, suggestion: catalog.suggestion(for: name))
            }
            guard seen.insert(piece.name).inserted else { continue }
            for file in piece.files where !RegistryPath.isSafe(file.path) {
                throw .unsafeRegistryPath(piece: piece.name, path: file.path)
            }
            result.append(piece)
            for dependency in piece.header.dependencies where queued.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        try checkFileNames(result)
        return result
    }

    /// Every file goes into one folder: two of the same name (in any case), a dot-file, a kind of
    /// file pieces does not carry, or one named like `pieces.lock` (in any case) are refused.
    private func checkFileNames(_ pieces: [PieceDescriptor]) throws(InstallError) {
        var owner: [String: String] = [:]
        for piece in pieces {
            for file in piece.files {
                let name = Path(file.path).basename
                if !RegistryPath.mayInstall(fileNamed: name) { throw .reservedFileName(piece: piece.name, name: name) }
                // Compared ignoring case: on APFS `Blur.metal` and `blur.metal` are one file.
                if let other = owner[name.lowercased()], other != piece.name {
                    throw .fileNameCollision(name: name, pieces: [other, piece.name])
                }
                owner[name.lowercased()] = piece.name
            }
        }
    }

    /// Refuses a piece whose minimum on a platform the target builds for is newer than the target's
    /// deployment target there, unless `force`; `update` checks the version it would install the same way.
    static func checkDeploymentTargets(_ pieces: [PieceDescriptor], resolved: ResolvedDestination, force: Bool)
        throws(InstallError)
    {
        try PlatformCheck.check(pieces, resolved: resolved, force: force)
    }

    static func deploymentNoteText(_ target: String, _ version: String, _ source: String) -> Message {
        "target \(target) deploys to iOS \(version) (from \(source))"
    }

    /// Paths inside the working directory shown relative to it, as the plan shows them.
    private func relative(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        let prefix = request.workingDirectory.hasSuffix("/") ? request.workingDirectory : request.workingDirectory + "/"
        result.file = diagnostic.file.map { Path($0).display(relativeTo: Path(request.workingDirectory)) }
        result.message = diagnostic.message.replacingAll(prefix, with: "")
        return result
    }

    /// Which file and line set the deployment target pieces were checked against.
    private func deploymentNote(_ deployment: DeploymentTarget, resolved: ResolvedDestination) -> Diagnostic {
        var note = Diagnostic(
            severity: .note, code: "deployment-target",
            message: Self.deploymentNoteText(
                resolved.targetName ?? "the app", deployment.version, deployment.source.description
            ).text)
        if case .configurationFile(let path, let line) = deployment.source {
            note.file = path
            note.line = line
        }
        return note
    }

    /// Refuses pieces whose file or main type the target already has (see `NameCollisions`).
    private func checkCollisions(_ pieces: [PieceDescriptor], resolved: ResolvedDestination) throws(InstallError) {
        guard !request.force else { return }
        let incoming = pieces.map { piece in
            NameCollisions.Incoming(
                typeName: piece.name,
                destinations: piece.files.map { resolved.folder + "/" + Path($0.path).basename })
        }
        if let twin = NameCollisions.caseTwin(incoming) { throw twin }
        guard let sources = resolved.sources else { return }
        if let collision = NameCollisions.first(incoming, sources: sources, target: resolved.targetName ?? "the app") {
            throw collision
        }
    }

    private func plan(_ pieces: [PieceDescriptor], resolved: ResolvedDestination, lock: LockFile) throws(InstallError)
        -> InstallPlan
    {
        var plan = InstallPlan()
        for piece in pieces {
            let installed = lock.piece(named: piece.name, at: resolved.destination)
            for file in piece.files {
                let path = resolved.folder + "/" + Path(file.path).basename
                let relative = resolved.relativePath(of: path)
                let current =
                    FileManager.default.fileExists(atPath: path) ? try readFile(path, root: resolved.root) : nil
                let digest = installed?.files.first { $0.path == relative }?.sha256
                let action = InstallPlan.action(
                    current: current, new: file.bytes, installedDigest: digest, overwrite: request.overwrite)
                plan.items.append(
                    .init(
                        path: path, relativePath: relative, bytes: file.bytes, current: current, action: action,
                        piece: piece.name, version: piece.header.version))
            }
        }
        return plan
    }

    /// Records each piece's lock entry: its files, its project entries, what the requirements
    /// made for it (`RequirementRecords`).
    private func record(
        _ pieces: [PieceDescriptor], report: Report, source: any RegistryFileSource, resolved: ResolvedDestination,
        in lock: inout LockFile
    ) {
        let records = RequirementRecords(lock: lock, project: resolved.destination.project)
        for piece in pieces {
            var entry = lockEntry(
                for: piece, plan: report.plan, source: source, resolved: resolved, edit: report.projectEdit)
            if let requirements = report.requirements {
                (entry.packages, entry.infoPlist) = records.records(for: piece, from: requirements)
            }
            // Adding again changes nothing in the project: the entries made the first time stand,
            // and entries found in the project (the lock was lost, or they were made by hand) are
            // recorded, so `remove` knows them.
            if entry.projectEntries == nil {
                entry.projectEntries =
                    lock.piece(named: piece.name, at: resolved.destination)?.projectEntries
                    ?? existingEntries(for: piece, resolved: resolved)
            }
            lock.record(entry)
        }
    }

    private func lockEntry(
        for piece: PieceDescriptor, plan: InstallPlan, source: any RegistryFileSource, resolved: ResolvedDestination,
        edit: ProjectEdit?
    ) -> LockFile.Piece {
        let names = Set(piece.files.map { Path($0.path).basename })
        let files = plan.items.filter { names.contains(Path($0.relativePath).basename) }
            .map { LockFile.File(path: $0.relativePath, sha256: SHA256.hex(SHA256.digest($0.bytes))) }
        let entries = edit?.changes.compactMap { change -> String? in
            switch change {
            case .fileReference(let id, let path) where names.contains(Path(path).basename): id
            case .buildFile(let id, let file, _) where names.contains(Path(file).basename): id
            default: nil
            }
        }
        return LockFile.Piece(
            name: piece.name, destination: resolved.destination, version: piece.header.version,
            registry: LockRegistryName.portable(source, root: resolved.root),
            files: files, projectEntries: entries?.isEmpty == false ? entries : nil)
    }

    /// The project entries that already compile the piece's files in the target.
    private func existingEntries(for piece: PieceDescriptor, resolved: ResolvedDestination) -> [String]? {
        guard let project = resolved.project, let destination = resolved.projectDestination else { return nil }
        let paths = Set(piece.files.map { resolved.folder + "/" + Path($0.path).basename })
        return project.existingEntries(for: paths, in: destination)
    }

    private func write(_ report: Report, lock: LockFile, resolved: ResolvedDestination) throws(InstallError) {
        var writes = report.plan.items.filter(\.writes).map { StagedWriter.Write(path: $0.path, bytes: $0.bytes) }
        // The pristine copies `pieces update` merges from (see BaseCopy).
        writes += report.plan.items.compactMap {
            BaseCopy.write(for: $0.relativePath, bytes: $0.bytes, root: resolved.root)
        }
        // An Info.plist before the project file that names it, the lock last.
        writes += report.requirements?.files ?? []
        if let project = resolved.projectWrite(report.projectEdit, report.requirements) { writes.append(project) }
        let lockBytes = lock.encoded()
        if (try? BoundedFile.read(resolved.lockPath, limit: .lockFile)) != lockBytes {
            writes.append(.init(path: resolved.lockPath, bytes: lockBytes))
        }
        try StagedWriter(root: resolved.root).apply(writes)
    }

    /// A destination file is read only when its real location is inside the project's root.
    private func readFile(_ path: String, root: String) throws(InstallError) -> [UInt8] {
        do { return try BoundedFile.read(path, limit: .swiftSource, inside: root) } catch { throw .io(error) }
    }
}
