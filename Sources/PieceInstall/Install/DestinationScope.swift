import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which `pieces.lock` the maintenance commands (`diff`, `outdated`, `status`, `update`, `remove`)
/// read, and which of its entries the command line names.
///
/// The lock is the one `add` writes: beside the project found from the working folder (or
/// `--project`), or in the `--path` folder alone. When the folder holds several projects and no
/// `--project` is given, the lock in that folder serves all of them. `--project` and `--target`
/// narrow the entries to those destinations; a named piece installed in several destinations that
/// remain is refused with the choices.
struct DestinationScope {
    /// The folder holding the lock.
    var root: String
    /// `--project`, relative to the root, when given.
    var project: String?
    /// Where the command's project and `pieces.json` are found once, for every destination.
    var session: ProjectSession

    static func resolve(_ request: InstallRequest, session: ProjectSession) throws(ProjectLocatorError)
        -> DestinationScope
    {
        if let path = request.path, request.project == nil {
            return DestinationScope(
                root: ResolvedDestination.absolute(path, in: request.workingDirectory), session: session)
        }
        let location: ProjectLocation
        do {
            location = try session.locate(request)
        } catch {
            // Several projects beside one lock: the lock's destinations tell them apart.
            if case .severalProjects(let folder, _) = error, request.project == nil,
                FileManager.default.fileExists(atPath: folder + "/" + LockFile.fileName)
            {
                return DestinationScope(root: folder, session: session)
            }
            throw error
        }
        let root = location.root
        return DestinationScope(
            root: root, project: request.project == nil ? nil : Path(location.path).display(relativeTo: Path(root)),
            session: session)
    }

    /// The entries for `name` (exactly, else ignoring case), or every entry, in the destinations the
    /// request leaves.
    func select(_ entries: [LockFile.Piece], name: String?, request: InstallRequest) throws(MaintenanceError)
        -> [LockFile.Piece]
    {
        let matching = entries.filter { matches($0.destination, request: request) }
        guard let name else { return matching }
        var named = entries.filter { $0.name == name }
        if named.isEmpty { named = entries.filter { $0.name.lowercased() == name.lowercased() } }
        guard !named.isEmpty else { throw InstalledPieces.notInstalled(name, request: request, session: session) }
        let chosen = named.filter { matches($0.destination, request: request) }
        let destinations = Set(chosen.map { $0.destination ?? Destination() }).sorted()
        if chosen.isEmpty {
            throw .notInstalledThere(
                name: named[0].name, asked: asked(request),
                installed: named.compactMap(\.destination).sorted())
        }
        if destinations.count > 1 {
            throw .ambiguousDestination(name: named[0].name, choices: destinations)
        }
        return chosen
    }

    /// Whether an entry at `destination` is one the request names (a version 1 entry always is).
    private func matches(_ destination: Destination?, request: InstallRequest) -> Bool {
        guard let destination else { return true }
        if let project, destination.project != project { return false }
        if let target = request.target, destination.target != target { return false }
        if let path = request.path, request.project != nil || destination.project == nil {
            let wanted = Path(ResolvedDestination.absolute(path, in: request.workingDirectory))
            if (destination.path ?? "") != wanted.relative(to: Path(root).absolute).string { return false }
        }
        return true
    }

    private func asked(_ request: InstallRequest) -> String {
        Destination(project: project ?? request.project, target: request.target, path: request.path).description
    }

    /// For a version 1 lock (entries without a destination): the destinations of the project's app (or
    /// package) targets whose piece folder holds a legacy entry's files, so each entry is given
    /// the target it was installed into even when several targets exist.
    func legacyDestinations(for lock: LockFile, request: InstallRequest) -> [ResolvedDestination] {
        let folders = Set(
            lock.pieces.filter { $0.destination == nil }.flatMap { entry in
                entry.files.map { Path($0.path).parent.string }
            })
        var search = InstallRequest(names: [], workingDirectory: root)
        search.project = project ?? request.project
        guard let location = try? session.locate(search) else { return [] }
        let targets = (try? AppProjectLocator.open(location))?.appTargetNames ?? []
        var result: [ResolvedDestination] = []
        for target in targets {
            var located = InstallRequest(names: [], workingDirectory: root)
            located.project = location.path
            located.target = target
            guard let resolved = try? ResolvedDestination.resolve(request: located, files: [], session: session),
                folders.contains(resolved.relativePath(of: resolved.folder))
            else { continue }
            result.append(resolved)
        }
        return result
    }

    /// The resolved destination of an entry's destination, resolved as `add` resolved it.
    func resolved(for destination: Destination, request: InstallRequest) throws(DiagnosticError) -> ResolvedDestination
    {
        var located = InstallRequest(names: [], workingDirectory: root)
        located.project = destination.project
        located.target = destination.target
        located.path = destination.path
        located.registry = request.registry
        var resolved = try ResolvedDestination.resolve(request: located, files: [], session: session)
        resolved.destination = destination
        return resolved
    }
}
