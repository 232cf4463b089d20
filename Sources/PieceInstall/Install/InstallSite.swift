import Foundation
import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import XcodeProjects

/// Where an installation goes: the project root (which holds `pieces.lock`), the folder for the
/// piece files, and the Xcode project to edit when the target lists its files.
package struct InstallSite {
    var root: String
    var folder: String
    var targetName: String?
    var deploymentTarget: DeploymentTarget?
    var warnings: [InstallWarning] = []
    /// The group-based project and target whose `project.pbxproj` must list the files.
    var groupProject: (project: XcodeProject, target: String)?
    /// Where the target's `Pieces` group goes, as choosing the destination found it.
    var placement: GroupPlacement?
    /// The target's own sources, checked for name collisions; nil for a plain folder.
    var sources: NameCollisions.Sources?
    /// The key of this destination's `pieces.lock` entries.
    var destination = LockDestination(path: ".")

    var lockPath: String { root + "/" + LockFile.fileName }
    var projectFilePath: String? { groupProject?.project.projectFilePath }

    /// `path` relative to the root, `/`-separated.
    func relativePath(of path: String) -> String {
        if path == root { return "." }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    func projectEdit(adding names: [String]) throws(XcodeProjectError) -> ProjectEdit? {
        guard let groupProject else { return nil }
        let edit = try groupProject.project.adding(files: names, to: groupProject.target, placement: placement)
        if !edit.isUnchanged { try ProjectEdit.requireWritable(groupProject.project.projectFilePath) }
        return edit
    }

    /// The project is found from the working directory (or `--project`) and the target's
    /// `Pieces/` folder is used, or the folder `--path` (relative to the working directory) or
    /// `pieces.json`'s `path` (relative to the project root) names. The lock and `.pieces/` always
    /// stay at the project root, so later commands find them without `--path`. A folder outside
    /// the project root is refused unless `--allow-outside`, which installs it as a plain folder
    /// with its own lock; so does `--path` when no project is found at all.
    static func resolve(request: InstallRequest, files: [String], prefetched: ProjectPrefetch? = nil) throws
        -> InstallSite
    {
        let cwd = request.workingDirectory
        guard let location = try locate(request) else {
            let folder = absolute(request.path ?? ".", in: cwd)
            return InstallSite(root: folder, folder: folder, destination: LockDestination(path: "."))
        }
        let root = (location.path as NSString).deletingLastPathComponent
        let config = try AppConfig.load(from: URL(fileURLWithPath: root))
        let configured = request.path.map { absolute($0, in: cwd) } ?? config.map { absolute($0.path, in: root) }
        if let configured, !XcodeProject.isInside(configured, root) {
            guard request.allowOutside else {
                throw InstallSiteError.outsideProject(path: request.path ?? config?.path ?? configured, root: root)
            }
            return InstallSite(root: configured, folder: configured, destination: LockDestination(path: "."))
        }
        // The project is read once: a large project.pbxproj takes a while to parse.
        var project: XcodeProject?
        let destination: InstallDestination
        switch location {
        case .xcodeProject(let path):
            if let prefetched, prefetched.path == path {
                project = try prefetched.result.get()
            } else {
                project = try XcodeProject.open(path)
            }
            destination = try InstallDestination.resolve(in: project!, target: request.target, files: files)
        case .swiftPackage(let manifest):
            destination = try InstallDestination.resolve(in: PackageManifest.read(manifest), target: request.target)
        }
        var site = InstallSite(
            root: root, folder: destination.folder, targetName: destination.targetName,
            deploymentTarget: destination.deploymentTarget, warnings: destination.warnings,
            destination: LockDestination(
                project: ProjectLocator.relative(location.path, to: root), target: destination.targetName))
        let realRoot = ContainedPath.realLocation(of: root)
        let realStart = ContainedPath.realLocation(of: cwd)
        if !ContainedPath.isInside(realStart, root: realRoot), !ContainedPath.isInside(realRoot, root: realStart),
            request.project == nil
        {
            site.warnings.insert(.projectElsewhere(project: location.path, workingDirectory: cwd), at: 0)
        }
        site.sources =
            project.map {
                .project($0, target: destination.targetName, phaseFiles: destination.placement?.compiledFiles)
            }
            ?? .folder((destination.folder as NSString).deletingLastPathComponent)
        if destination.needsProjectEdit, let project {
            // The target's own Pieces folder (what `pieces init` writes) is no move.
            guard configured == nil || configured == destination.folder else {
                throw InstallSiteError.pathWithGroupProject(project: project.path)
            }
            site.groupProject = (project, destination.targetName)
            site.placement = destination.placement
        } else if let configured {
            site.folder = configured
            site.destination.path = site.relativePath(of: site.folder)
            site.warnings += membershipWarnings(for: configured, destination: destination, project: project)
        }
        return site
    }

    /// The project `request` names or the working directory is in; nil when there is none and
    /// `--path` (without `--project`) names a plain folder.
    private static func locate(_ request: InstallRequest) throws(ProjectLocatorError) -> ProjectLocation? {
        do {
            return try ProjectLocator(startFolder: request.workingDirectory).locate(project: request.project)
        } catch {
            if case .nothingFound = error, request.path != nil, request.project == nil { return nil }
            throw error
        }
    }

    /// The folder pieces go into in the project found from `workingDirectory` when nothing moves
    /// them, and the project root; nil when there is no project or no single target to ask.
    package static func defaultFolder(workingDirectory: String) -> (folder: String, root: String)? {
        guard let location = try? ProjectLocator(startFolder: workingDirectory).locate(),
            let destination = try? InstallDestination.resolve(for: location, target: nil, files: [])
        else { return nil }
        return (destination.folder, (location.path as NSString).deletingLastPathComponent)
    }

    /// A folder that the chosen target will not compile files from: outside its synchronized
    /// folders (or its package source folder), or inside another target's.
    private static func membershipWarnings(for folder: String, destination: InstallDestination, project: XcodeProject?)
        -> [InstallWarning]
    {
        guard let project else {
            let sources = (destination.folder as NSString).deletingLastPathComponent
            return XcodeProject.isInside(folder, sources)
                ? [] : [.notCompiledIntoTarget(folder: folder, target: destination.targetName, otherTarget: nil)]
        }
        let owners = project.targetsCompilingFolder(folder)
        if owners.contains(destination.targetName) { return [] }
        return [.notCompiledIntoTarget(folder: folder, target: destination.targetName, otherTarget: owners.first)]
    }

    static func absolute(_ path: String, in folder: String) -> String {
        XcodeProject.join(folder, path)
    }
}

/// A destination that cannot be honoured.
enum InstallSiteError: DiagnosticConvertible {
    case pathWithGroupProject(project: String)
    /// `--path` (or `pieces.json`'s `path`) leaves the project root.
    case outsideProject(path: String, root: String)

    static func message(_ project: String) -> Message {
        """
        --path (or pieces.json's path) cannot move pieces in \(project): its targets list their files, so pieces go \
        into the target's Pieces group
        """
    }
    static let fix = "drop --path, or convert the target's folder to a synchronized folder in Xcode 16"
    static func outsideMessage(_ path: String, _ root: String) -> Message {
        "\(path) is outside the project root \(root)"
    }
    static let outsideFix =
        """
        choose a folder inside the project, or pass --allow-outside to install into that folder as a plain folder \
        with its own pieces.lock
        """

    /// 1: a refusal, the destination asked for is not one pieces installs into.
    var exitStatus: Int32 { ExitStatus.findings }

    var diagnosticBody: Diagnostic {
        switch self {
        case .pathWithGroupProject(let project):
            Diagnostic(
                severity: .error, code: "path-unsupported", message: Self.message(project).text, file: project,
                fix: Self.fix)
        case .outsideProject(let path, let root):
            Diagnostic(
                severity: .error, code: "path-outside-project", message: Self.outsideMessage(path, root).text,
                fix: Self.outsideFix)
        }
    }
}

/// Turns any error an installation step throws into a diagnostic.
package enum InstallFailure {
    package static func diagnostic(for error: any Error) -> Diagnostic {
        Diagnostic.of(error, fallbackCode: "install-failed")
    }
}
