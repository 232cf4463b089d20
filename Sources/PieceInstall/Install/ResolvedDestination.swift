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

/// Where an installation goes: the project root (which holds `pieces.lock`), the folder for the
/// piece files, and the project (an `AppProject`) with the destination it chose.
package struct ResolvedDestination {
    var root: String
    var folder: String
    var targetName: String?
    var warnings: [InstallWarning] = []
    /// The project and the destination it gave; nil for a plain folder.
    var project: (any AppProject)?
    var projectDestination: ProjectDestination?
    /// The key of this destination's `pieces.lock` entries.
    var destination = Destination(path: ".")

    var lockPath: String { root + "/" + LockFile.fileName }
    /// The project file an edit of this destination rewrites.
    var projectFilePath: String? { projectDestination?.needsProjectEdit == true ? project?.projectFilePath : nil }
    /// The target's iOS deployment target, when known.
    var deploymentTarget: DeploymentTarget? { projectDestination?.deploymentTarget }
    /// The platforms the target builds for; `[iOS]` for a plain folder.
    var platforms: [TargetPlatform] { projectDestination?.platforms ?? [.iOS(nil)] }
    /// The target's own sources, checked for name collisions; nil for a plain folder.
    var sources: NameCollisions.Sources? {
        guard let project, let projectDestination else { return nil }
        return project.compiledSources(of: projectDestination)
    }

    /// `path` relative to the root, `/`-separated.
    func relativePath(of path: String) -> String {
        Path(path).isDescendant(of: Path(root)) ? Path(path).relative(to: Path(root)).string : path
    }

    /// The project edit compiling `names` in the destination's folder, each on the platforms `filters` gives it.
    func projectEdit(adding names: [String], filters: [String: PlatformFilter] = [:]) throws(DiagnosticError)
        -> ProjectEdit?
    {
        guard let project, let projectDestination else { return nil }
        return try project.edit(adding: names, in: folder, filters: filters, to: projectDestination)
    }

    /// What the user must do once `names` were added (with `filters`) or removed: see `AppProject.followUp`.
    func followUp(for names: [String], filters: [String: PlatformFilter] = [:]) -> [InstallWarning] {
        guard let project, let projectDestination else { return [] }
        return project.followUp(for: names, in: folder, filters: filters, destination: projectDestination)
    }

    /// What the pieces need beyond their files given to the project (`AppProject.applying`), on top
    /// of `edit`'s bytes; nil when there is no project.
    func requirementsEdit(_ needs: ProjectNeeds, after edit: ProjectEdit?) throws(DiagnosticError) -> RequirementsEdit?
    {
        guard let project, let projectDestination else { return nil }
        return try project.applying(
            needs, to: projectDestination, after: edit.flatMap { $0.isUnchanged ? nil : $0.bytes })
    }

    /// `applied` taken back from the project (`AppProject.undoing`), on top of `edit`'s bytes.
    func requirementsUndo(_ applied: AppliedRequirements, after edit: ProjectEdit?) throws(DiagnosticError)
        -> RequirementsEdit
    {
        guard let project, let projectDestination else { return RequirementsEdit() }
        return try project.undoing(
            applied, from: projectDestination, after: edit.flatMap { $0.isUnchanged ? nil : $0.bytes })
    }

    /// The project file to write: `requirements`' bytes when they changed it, else `edit`'s.
    func projectWrite(_ edit: ProjectEdit?, _ requirements: RequirementsEdit?) -> StagedWriter.Write? {
        if let bytes = requirements?.projectBytes, let file = project?.projectFilePath {
            return StagedWriter.Write(path: file, bytes: bytes)
        }
        guard let edit, !edit.isUnchanged, let file = projectFilePath else { return nil }
        return StagedWriter.Write(path: file, bytes: edit.bytes)
    }

    /// The project edit stopping the target compiling `deleted` and `kept` (absolute paths).
    func projectEdit(removing deleted: [String], keeping kept: [String]) throws(DiagnosticError) -> ProjectEdit? {
        guard let project, let projectDestination else { return nil }
        return try project.edit(removing: deleted, keeping: kept, from: projectDestination)
    }

    /// The project is found from the working directory (or `--project`) and the target's
    /// `Pieces/` folder is used, or the folder `--path` (relative to the working directory) or
    /// `pieces.json`'s `path` (relative to the project root) names. The lock and `.pieces/` always
    /// stay at the project root, so later commands find them without `--path`. A folder outside
    /// the project root is refused unless `--allow-outside`, which installs it as a plain folder
    /// with its own lock; so does `--path` when no project is found at all. The project is located
    /// and `pieces.json` read through `session`, once per command; `prefetched` is the project
    /// `add` opened meanwhile.
    static func resolve(
        request: InstallRequest, files: [String], session: ProjectSession, prefetched: ProjectPrefetch? = nil
    ) throws(DiagnosticError) -> ResolvedDestination {
        let cwd = request.workingDirectory
        let prefetch = prefetched ?? ProjectPrefetch.locate(for: request, session: session)
        let located: ProjectLocation?
        do { located = try prefetch.located.get() } catch { throw DiagnosticError(error) }
        guard let location = located else {
            let folder = absolute(request.path ?? ".", in: cwd)
            return ResolvedDestination(root: folder, folder: folder, destination: Destination(path: "."))
        }
        let root = location.root
        let config: AppConfig?
        do { config = try session.config(in: root) } catch { throw DiagnosticError(error) }
        let configured = request.path.map { absolute($0, in: cwd) } ?? config.map { absolute($0.path, in: root) }
        if let configured, !Path(configured).isDescendant(of: Path(root)) {
            guard request.allowOutside else {
                throw DiagnosticError(
                    DestinationError.outsideProject(path: request.path ?? config?.path ?? configured, root: root))
            }
            return ResolvedDestination(root: configured, folder: configured, destination: Destination(path: "."))
        }
        let project = try prefetch.project(at: location)
        let destination = try project.destination(target: request.target, files: files, chosenFolder: configured)
        var resolved = ResolvedDestination(
            root: root, folder: destination.folder, targetName: destination.targetName,
            warnings: destination.warnings, project: project, projectDestination: destination,
            destination: Destination(
                project: Path(location.path).display(relativeTo: Path(root)), target: destination.targetName))
        let realRoot = Path(root).resolvingSymlinks()
        let realStart = Path(cwd).resolvingSymlinks()
        if !realStart.isDescendant(of: realRoot), !realRoot.isDescendant(of: realStart),
            request.project == nil
        {
            resolved.warnings.insert(.projectElsewhere(project: location.path, workingDirectory: cwd), at: 0)
        }
        if destination.folderIsFixed {
            // The target's own Pieces folder (what `pieces init` writes) is no move.
            guard configured == nil || configured == destination.folder else {
                throw DiagnosticError(DestinationError.pathWithGroupProject(project: location.path))
            }
        } else if let configured {
            resolved.folder = configured
            resolved.destination.path = resolved.relativePath(of: resolved.folder)
            resolved.warnings += project.membershipWarnings(for: configured, destination: destination)
        }
        return resolved
    }

    /// The folder pieces go into in the project found from `workingDirectory` when nothing moves
    /// them, and the project root; nil when there is no project or no single target to ask.
    package static func defaultFolder(workingDirectory: String) -> (folder: String, root: String)? {
        guard let location = try? ProjectLocator(startFolder: workingDirectory).locate(),
            let project = try? AppProjectLocator.open(location),
            let destination = try? project.destination(target: nil, files: [])
        else { return nil }
        return (destination.folder, location.root)
    }

    static func absolute(_ path: String, in folder: String) -> String {
        XcodeProject.join(folder, path)
    }
}

/// A destination that cannot be honoured.
enum DestinationError: DiagnosticConvertible {
    case pathWithGroupProject(project: String)
    /// `--path` (or `pieces.json`'s `path`) leaves the project root.
    case outsideProject(path: String, root: String)

    static func message(_ project: String) -> Message {
        """
        --path (or pieces.json's path) cannot move pieces in \(project): its targets list their files, so pieces go \
        into the target's Pieces group
        """
    }
    static let fix: Message = "drop --path, or convert the target's folder to a synchronized folder in Xcode 16"
    static func outsideMessage(_ path: String, _ root: String) -> Message {
        "\(path) is outside the project root \(root)"
    }
    static let outsideFix: Message =
        """
        choose a folder inside the project, or pass --allow-outside to install into that folder as a plain folder \
        with its own pieces.lock
        """

    /// 1: a refusal, the destination asked for is not one pieces installs into.
    var diagnostic: Diagnostic {
        switch self {
        case .pathWithGroupProject(let project):
            .error(
                "path-unsupported", Self.message(project), file: project, fix: Self.fix, status: ExitStatus.findings)
        case .outsideProject(let path, let root):
            .error(
                "path-outside-project", Self.outsideMessage(path, root), fix: Self.outsideFix,
                status: ExitStatus.findings)
        }
    }
}
