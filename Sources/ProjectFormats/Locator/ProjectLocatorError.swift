import PiecesDiagnostics
import PiecesSupport

/// Why no single project could be chosen.
package enum ProjectLocatorError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
    /// Nothing in `searched` (in order); `nearby` lists candidates one folder below the start folder.
    case nothingFound(searched: [String], nearby: [String])
    /// Several projects in `folder` (paths relative to it) and none chosen.
    case severalProjects(folder: String, projects: [String])
    /// `--project PATH` names nothing.
    case projectNotFound(path: String)
    /// `--project PATH` names something that is not a project, workspace or package.
    case notAProject(path: String)
    case unreadableWorkspace(path: String, reason: String)
    case emptyWorkspace(path: String)
    /// `--target NAME` names an iOS app target in several of `folder`'s projects: `pairs` are
    /// `project › target` (projects relative to the folder).
    case ambiguousTarget(name: String, folder: String, pairs: [String])

    static func nothingFoundMessage(_ searched: String) -> Message {
        """
        no Xcode project or Swift package found: looked for project.yml, Project.swift, *.xcworkspace, *.xcodeproj \
        and Package.swift in \(searched)
        """
    }
    static let nothingFoundFix: Message =
        """
        run pieces inside your app's folder, or pass --project PATH (a .xcodeproj, a .xcworkspace, a Package.swift, a \
        project.yml or a Project.swift)
        """
    static func nothingFoundNearbyFix(_ nearby: String) -> Message {
        "found \(nearby) below this folder: run pieces there, or pass it with --project PATH"
    }
    static func severalProjectsMessage(_ folder: String, _ projects: String) -> Message {
        "found several Xcode projects in \(folder): \(projects)"
    }
    static let severalProjectsFix: Message = "choose one with --project PATH"
    static func projectNotFoundMessage(_ path: String) -> Message { "--project \(path): no such file or folder" }
    static func notAProjectMessage(_ path: String) -> Message {
        "--project \(path) is not an Xcode project, workspace or Swift package"
    }
    static let notAProjectFix: Message =
        "pass a .xcodeproj or .xcworkspace folder, a Package.swift, or a folder holding one"
    static func unreadableWorkspaceMessage(_ path: String, _ reason: String) -> Message {
        "cannot read workspace \(path): \(reason)"
    }
    static func emptyWorkspaceMessage(_ path: String) -> Message {
        "workspace \(path) lists no Xcode project that exists"
    }
    static let emptyWorkspaceFix: Message = "pass the app's .xcodeproj with --project PATH"
    static func ambiguousTargetMessage(_ name: String, _ folder: String, _ pairs: String) -> Message {
        "target '\(name)' is an iOS app target of several projects in \(folder): \(pairs)"
    }
    static let ambiguousTargetFix: Message = "choose the project with --project PATH"
    /// How a project and one of its targets are listed: `App.xcodeproj › App`.
    package static func pair(_ project: String, _ target: String) -> String { project + " › " + target }

    /// What is wrong.
    package var message: String { diagnostic.message }

    /// What to do about it.
    package var fix: String? { diagnostic.fix }

    package var description: String { message + (fix.map { "; " + $0 } ?? "") }

    /// The error as a diagnostic, one code per case: 66 when nothing is there, 1 when a choice is
    /// needed (`--project`), 64 for a `--project` that is not a project, 74 for a workspace that
    /// cannot be read.
    package var diagnostic: Diagnostic {
        switch self {
        case .nothingFound(let searched, let nearby):
            .error(
                "project-not-found", Self.nothingFoundMessage(searched.joined(separator: ", ")),
                fix: nearby.isEmpty ? Self.nothingFoundFix : Self.nothingFoundNearbyFix(nearby.joined(separator: ", ")),
                status: ExitStatus.noInput)
        case .severalProjects(let folder, let projects):
            .error(
                "project-ambiguous", Self.severalProjectsMessage(folder, projects.joined(separator: ", ")),
                fix: Self.severalProjectsFix, status: ExitStatus.findings)
        case .projectNotFound(let path):
            .error(
                "project-path-missing", Self.projectNotFoundMessage(path), fix: Self.notAProjectFix,
                status: ExitStatus.noInput)
        case .notAProject(let path):
            .error(
                "project-path-invalid", Self.notAProjectMessage(path), fix: Self.notAProjectFix,
                status: ExitStatus.usage)
        case .unreadableWorkspace(let path, let reason):
            .error("workspace-unreadable", Self.unreadableWorkspaceMessage(path, reason), status: ExitStatus.ioError)
        case .emptyWorkspace(let path):
            .error(
                "workspace-empty", Self.emptyWorkspaceMessage(path), fix: Self.emptyWorkspaceFix,
                status: ExitStatus.noInput)
        case .ambiguousTarget(let name, let folder, let pairs):
            .error(
                "target-ambiguous", Self.ambiguousTargetMessage(name, folder, pairs.joined(separator: ", ")),
                fix: Self.ambiguousTargetFix, status: ExitStatus.findings)
        }
    }
}
