import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The pieces `pieces.lock` lists, each beside the registry's current version of it and its files
/// on disk: what `diff`, `outdated`, `update` and `remove` start from. Reading it writes nothing.
///
/// The project root is found exactly as `pieces add` finds it. Each piece is compared with the
/// registry it was installed from (the lock's `registry`), or with `--registry` when given.
package struct InstalledPieces {
    /// One file of an installed piece.
    package struct File {
        /// Relative to the project root, `/`-separated, as the lock records it.
        package var relativePath: String
        package var path: String
        /// What the lock recorded; nil for a file the piece gained in the registry since.
        var locked: LockFile.File?
        /// The bytes on disk; nil when the file is gone.
        package var local: [UInt8]? { didSet { localDigest = Self.digest(of: local) } }
        /// The registry's current bytes; nil when the piece no longer has the file, or the
        /// registry has no such piece.
        package var registry: [UInt8]? { didSet { registryDigest = Self.digest(of: registry) } }
        /// Each side's SHA-256, worked out once when first compared: `status` asks several
        /// questions of every file, and `remove` only whether the copy on disk was edited.
        private var localDigest: OnDemand<String?>
        private var registryDigest: OnDemand<String?>

        init(relativePath: String, path: String, locked: LockFile.File? = nil, registry: [UInt8]?) {
            self.relativePath = relativePath
            self.path = path
            self.locked = locked
            self.registry = registry
            localDigest = Self.digest(of: nil)
            registryDigest = Self.digest(of: registry)
        }

        private static func digest(of bytes: [UInt8]?) -> OnDemand<String?> {
            OnDemand { bytes.map { SHA256.hex(SHA256.digest($0)) } }
        }

        /// The file on disk differs from what pieces installed.
        var hasLocalEdits: Bool {
            guard let locked, local != nil else { return false }
            return localDigest.value != locked.sha256
        }

        /// The registry's bytes differ from what pieces installed.
        var registryChanged: Bool {
            guard registry != nil else { return locked != nil }
            return registryDigest.value != locked?.sha256
        }

        /// Lines where unresolved conflicts start.
        var conflictLines: [Int] { local.map(ConflictMarkers.lines) ?? [] }
    }

    /// One installed piece.
    package struct Piece {
        package var entry: LockFile.Piece
        /// Where this copy is installed: its project, target and folder.
        var resolved: ResolvedDestination
        /// The registry's current piece; nil when the registry no longer has it (or was unreadable).
        package var descriptor: PieceDescriptor?
        /// The registry it was compared with.
        var sourceName: String
        package var files: [File]

        package var destination: Destination { entry.destination ?? resolved.destination }
        package var registryVersion: String? { descriptor?.header.version }
        /// The registry has a version or bytes other than the installed ones.
        package var isOutdated: Bool {
            descriptor != nil && (registryVersion != entry.version || files.contains(where: \.registryChanged))
        }
        package var hasLocalEdits: Bool { files.contains(where: \.hasLocalEdits) }
        /// Files the lock lists that are gone from disk.
        package var missingFiles: [File] { files.filter { $0.locked != nil && $0.local == nil } }
        /// Every unresolved conflict in the piece's files.
        package var conflicts: [MaintenanceError] {
            files.flatMap { file in
                file.conflictLines.map { .unresolvedConflict(path: file.relativePath, line: $0, piece: entry.name) }
            }
        }
    }

    static func unreadableRegistryMessage(_ registry: String, _ piece: String, _ reason: String) -> Message {
        "could not read the registry \(registry) to compare \(piece) with: \(reason)"
    }

    /// The folder holding `pieces.lock`.
    let root: String
    /// The lock as read, with the entries of a version 1 lock given the destination this command
    /// resolved (written back as version 2 by whatever writes the lock next).
    var lock: LockFile
    /// In the lock's order; only the named piece when a name was given.
    package var pieces: [Piece] = []
    /// Registries that could not be read (only when they were not required).
    package var warnings: [Diagnostic] = []

    var lockPath: String { root + "/" + LockFile.fileName }

    /// Reads the lock and the registries. With `name`, only that piece (any case), which must be
    /// installed, in exactly one of the destinations `--project`, `--target` and `--path` leave;
    /// without, every piece in those destinations. With `requireRegistry` false, a registry that
    /// cannot be read leaves its pieces without a `descriptor` and adds a warning instead of failing.
    package static func load(
        request: InstallRequest, name: String?, requireRegistry: Bool = true, session: ProjectSession = ProjectSession()
    ) throws(DiagnosticError) -> InstalledPieces {
        try load(request: request, names: name.map { [$0] } ?? [], requireRegistry: requireRegistry, session: session)
    }

    /// As `load(request:name:)` for each of `names` (every piece when empty), in the order named,
    /// each once; the first name that is not installed (or is ambiguous) fails the whole load.
    /// The project is located and `pieces.json` read through `session`, once for the command.
    package static func load(
        request: InstallRequest, names: [String], requireRegistry: Bool = true,
        session: ProjectSession = ProjectSession()
    ) throws(DiagnosticError) -> InstalledPieces {
        let scope: DestinationScope
        do { scope = try DestinationScope.resolve(request, session: session) } catch { throw DiagnosticError(error) }
        var lock: LockFile
        do { lock = try LockFile.read(at: scope.root + "/" + LockFile.fileName) } catch { throw DiagnosticError(error) }
        var resolvedByDestination: [Destination: ResolvedDestination] = [:]
        if lock.pieces.contains(where: { $0.destination == nil }) {
            for resolved in scope.legacyDestinations(for: lock, request: request) {
                lock.adoptLegacyEntries(into: resolved.destination, folder: resolved.relativePath(of: resolved.folder))
                resolvedByDestination[resolved.destination] = resolved
            }
            // Whatever no target's folder explains belongs where the command line points, as in version 1.
            if lock.pieces.contains(where: { $0.destination == nil }) {
                let resolved = try ResolvedDestination.resolve(request: request, files: [], session: session)
                lock.adoptLegacyEntries(into: resolved.destination, folder: nil)
                resolvedByDestination[resolved.destination] = resolved
            }
        }
        var installed = InstalledPieces(root: scope.root, lock: lock)
        var entries: [LockFile.Piece]
        do {
            entries = try scope.select(lock.pieces, name: names.first, request: request)
            for name in names.dropFirst() {
                entries += try scope.select(lock.pieces, name: name, request: request).filter { !entries.contains($0) }
            }
        } catch { throw DiagnosticError(error) }
        var catalogs: [String: Catalog] = [:]
        for entry in entries {
            let destination = entry.destination ?? Destination()
            if resolvedByDestination[destination] == nil {
                do { try requireInside(destination, root: scope.root) } catch { throw DiagnosticError(error) }
            }
            let resolved: ResolvedDestination
            if let known = resolvedByDestination[destination] {
                resolved = known
            } else {
                resolved = try scope.resolved(for: destination, request: request)
            }
            do { try requireInside(resolved, destination: destination, root: scope.root) } catch {
                throw DiagnosticError(error)
            }
            resolvedByDestination[destination] = resolved
            let registry = request.registry ?? entry.registry
            var catalog = catalogs[registry]
            if catalog == nil {
                do {
                    // The lock's registry is relative to the root; --registry to the working folder.
                    let base = request.registry == nil ? scope.root : request.workingDirectory
                    let names = entries.filter { (request.registry ?? $0.registry) == registry }.map(\.name)
                    let source = try RegistryResolver.source(
                        spelled: registry, base: base, names: names, configs: session.config)
                    // Only the locked pieces are described: `remove` of one piece reads one file.
                    catalog = try Catalog.load(from: source, describing: names)
                    catalogs[registry] = catalog
                } catch  where !requireRegistry {
                    let reason = error.diagnostic.message
                    installed.warnings.append(
                        Diagnostic(
                            severity: .warning, code: "registry-unreadable",
                            message: unreadableRegistryMessage(registry, entry.name, reason).text))
                }
            }
            let descriptor = catalog?.pieces.first { $0.name == entry.name }
            let sourceName =
                request.registry == nil
                ? entry.registry
                : catalog.map { LockRegistryName.portable($0.listing.source, root: scope.root) } ?? registry
            installed.pieces.append(
                Piece(
                    entry: entry, resolved: resolved, descriptor: descriptor, sourceName: sourceName,
                    files: try files(of: entry, descriptor: descriptor, resolved: resolved)))
        }
        return installed
    }

    /// A lock's destination names a project or folder under the lock's root: never an absolute
    /// path and never `..`, so a cloned lock cannot make `status` or `diff` read a project elsewhere.
    static func requireInside(_ destination: Destination, root: String) throws(MaintenanceError) {
        for part in [destination.project, destination.path].compactMap({ $0 }) {
            let components = part.split(separator: "/", omittingEmptySubsequences: false)
            if part.hasPrefix("/") || components.contains("..") { throw .unsafeLockPath(path: part) }
        }
    }

    /// The destination's folder and project file resolve (real path) inside the root.
    static func requireInside(_ resolved: ResolvedDestination, destination: Destination, root: String)
        throws(MaintenanceError)
    {
        for path in [resolved.folder] + (resolved.projectFilePath.map { [$0] } ?? [])
        where !ContainedPath.allows(path, root: root) {
            throw .unsafeLockPath(path: destination.project ?? destination.path ?? resolved.relativePath(of: path))
        }
    }

    /// `name` is not installed; whether `add` knows it comes from `--registry` or the built-in registry.
    static func notInstalled(_ name: String, request: InstallRequest, session: ProjectSession) -> MaintenanceError {
        let listing = try? RegistryListing(
            source: RegistryResolver.source(
                explicit: request.registry, workingDirectory: request.workingDirectory, configs: session.config))
        return .notInstalled(name: name, inRegistry: listing?.piecePath(named: name) != nil)
    }

    /// The lock's files, then the files the registry's version added, each read from disk.
    private static func files(of entry: LockFile.Piece, descriptor: PieceDescriptor?, resolved: ResolvedDestination)
        throws(DiagnosticError) -> [File]
    {
        for file in descriptor?.files ?? [] where !RegistryPath.isSafe(file.path) {
            throw DiagnosticError(InstallError.unsafeRegistryPath(piece: entry.name, path: file.path))
        }
        var registryFiles = descriptor?.files ?? []
        var result: [File] = []
        for locked in entry.files {
            guard RegistryPath.couldBeInstalled(locked.path) else {
                throw DiagnosticError(MaintenanceError.unsafeLockPath(path: locked.path))
            }
            let name = Path(locked.path).basename
            let registry = registryFiles.first { Path($0.path).basename == name }
            registryFiles.removeAll { Path($0.path).basename == name }
            result.append(
                try read(
                    File(
                        relativePath: locked.path, path: resolved.root + "/" + locked.path, locked: locked,
                        registry: registry?.bytes), root: resolved.root))
        }
        // New files go beside the piece's first file, as `add` would have put them.
        let folder =
            entry.files.first.map { Path($0.path).parent.string }
            ?? resolved.relativePath(of: resolved.folder)
        for added in registryFiles {
            let relative = Path(folder).appending(Path(added.path).basename).string
            result.append(
                try read(
                    File(relativePath: relative, path: resolved.root + "/" + relative, registry: added.bytes),
                    root: resolved.root))
        }
        return result
    }

    /// An installed file is read only when its real location is inside the project's root.
    private static func read(_ file: File, root: String) throws(DiagnosticError) -> File {
        guard FileManager.default.fileExists(atPath: file.path) else { return file }
        var file = file
        do { file.local = try BoundedFile.read(file.path, limit: .swiftSource, inside: root) } catch {
            throw DiagnosticError(InstallError.io(error))
        }
        return file
    }

    /// The piece installed under `name` at `destination`.
    func piece(named name: String, at destination: Destination) -> Piece? {
        pieces.first { $0.entry.name == name && $0.destination == destination }
    }
}
