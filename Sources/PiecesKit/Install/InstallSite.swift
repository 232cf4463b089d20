import Foundation

/// Where an installation goes: the project root (which holds `pieces.lock`), the folder for the
/// piece files, and the Xcode project to edit when the target lists its files.
struct InstallSite {
    var root: String
    var folder: String
    var targetName: String?
    var deploymentTarget: DeploymentTarget?
    var warnings: [InstallWarning] = []
    /// The group-based project and target whose `project.pbxproj` must list the files.
    var groupProject: (project: XcodeProject, target: String)?
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
        return try groupProject.project.adding(files: names, to: groupProject.target)
    }

    /// `--path` alone installs into a plain folder; otherwise the project is found from the working
    /// directory (or `--project`) and the target's `Pieces/` folder is used, or `pieces.json`'s path.
    static func resolve(request: InstallRequest, files: [String]) throws -> InstallSite {
        let cwd = request.workingDirectory
        if let path = request.path, request.project == nil {
            let folder = absolute(path, in: cwd)
            return InstallSite(root: folder, folder: folder, destination: LockDestination(path: "."))
        }
        let location = try ProjectLocator(startFolder: cwd).locate(project: request.project)
        let destination = try InstallDestination.resolve(for: location, target: request.target, files: files)
        let root = (location.path as NSString).deletingLastPathComponent
        var site = InstallSite(root: root, folder: destination.folder, targetName: destination.targetName,
                               deploymentTarget: destination.deploymentTarget, warnings: destination.warnings,
                               destination: LockDestination(project: ProjectLocator.relative(location.path, to: root), target: destination.targetName))
        let realRoot = ContainedPath.realLocation(of: root)
        let realStart = ContainedPath.realLocation(of: cwd)
        if !ContainedPath.isInside(realStart, root: realRoot), !ContainedPath.isInside(realRoot, root: realStart), request.project == nil {
            site.warnings.insert(.projectElsewhere(project: location.path, workingDirectory: cwd), at: 0)
        }
        let config = try AppConfig.load(from: URL(fileURLWithPath: root))
        let configured = request.path ?? config?.path
        if destination.needsProjectEdit, case .xcodeProject(let projectPath) = location {
            guard configured == nil else { throw InstallSiteError.pathWithGroupProject(project: projectPath) }
            site.groupProject = (try XcodeProject.open(projectPath), destination.targetName)
        } else if let configured {
            site.folder = absolute(configured, in: root)
            site.destination.path = site.relativePath(of: site.folder)
        }
        return site
    }

    static func absolute(_ path: String, in folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder)).standardizedFileURL.path
    }
}

/// A destination that cannot be honoured.
enum InstallSiteError: Error {
    case pathWithGroupProject(project: String)

    static let message = "--path (or pieces.json's path) cannot move pieces in %@: its targets list their files, so pieces go into the target's Pieces group"
    static let fix = "drop --path, or convert the target's folder to a synchronized folder in Xcode 16"

    var diagnostic: Diagnostic {
        switch self {
        case .pathWithGroupProject(let project):
            Diagnostic(severity: .error, code: "path-unsupported", message: format(Self.message, project), file: project, fix: Self.fix)
        }
    }
}

/// Registry paths that may be installed: relative, no `..`, no backslash or NUL.
enum RegistryPath {
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// Names `add` never writes, whatever a registry or a lock says: the files pieces and the
    /// project tools keep their own state in.
    static let reservedNames: Set<String> = ["pieces.lock", "pieces.json", "Package.swift", "Package.resolved", "project.pbxproj"]

    /// Whether `add` could have written the project-relative `path`: safe, no hidden folder or file
    /// (`.git/…`, `.pieces/…`), nothing inside a project or workspace bundle, no reserved name.
    /// `remove --force` and `update` act only on such paths, whatever the lock lists.
    static func couldBeInstalled(_ path: String) -> Bool {
        guard isSafe(path) else { return false }
        let components = path.split(separator: "/")
        guard let name = components.last, !reservedNames.contains(String(name)) else { return false }
        return !components.contains { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}

/// Turns any error an installation step throws into a diagnostic.
enum InstallFailure {
    static func diagnostic(for error: any Error) -> Diagnostic {
        switch error {
        case let error as InstallError: error.diagnostic
        case let error as InstallSiteError: error.diagnostic
        case let error as ProjectLocatorError: error.diagnostic
        case let error as XcodeProjectError: error.diagnostic
        case let error as Registry.Failure: error.diagnostic
        case let error as RemoteRegistryError: error.diagnostic
        case let error as RegistryFileError: Diagnostic(severity: .error, code: "registry-unreadable", message: error.message)
        case let error as AtomicFile.Failure: Synchronizer.diagnostic(for: error)
        case let error as ScaffoldError: error.diagnostic
        default: Diagnostic(severity: .error, code: "install-failed", message: "\(error)")
        }
    }
}
