import PiecesSupport
import PiecesDiagnostics

/// Why no single project could be chosen.
public enum ProjectLocatorError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
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

    static let nothingFoundMessage = "no Xcode project or Swift package found: looked for *.xcworkspace, *.xcodeproj and Package.swift in %@"
    static let nothingFoundFix = "run pieces inside your app's folder, or pass --project PATH (a .xcodeproj, a .xcworkspace or a Package.swift)"
    static let nothingFoundNearbyFix = "found %@ below this folder: run pieces there, or pass it with --project PATH"
    static let severalProjectsMessage = "found several Xcode projects in %@: %@"
    static let severalProjectsFix = "choose one with --project PATH"
    static let projectNotFoundMessage = "--project %@: no such file or folder"
    static let notAProjectMessage = "--project %@ is not an Xcode project, workspace or Swift package"
    static let notAProjectFix = "pass a .xcodeproj or .xcworkspace folder, a Package.swift, or a folder holding one"
    static let unreadableWorkspaceMessage = "cannot read workspace %@: %@"
    static let emptyWorkspaceMessage = "workspace %@ lists no Xcode project that exists"
    static let emptyWorkspaceFix = "pass the app's .xcodeproj with --project PATH"

    /// What is wrong.
    public var message: String {
        switch self {
        case .nothingFound(let searched, _): format(Self.nothingFoundMessage, searched.joined(separator: ", "))
        case .severalProjects(let folder, let projects): format(Self.severalProjectsMessage, folder, projects.joined(separator: ", "))
        case .projectNotFound(let path): format(Self.projectNotFoundMessage, path)
        case .notAProject(let path): format(Self.notAProjectMessage, path)
        case .unreadableWorkspace(let path, let reason): format(Self.unreadableWorkspaceMessage, path, reason)
        case .emptyWorkspace(let path): format(Self.emptyWorkspaceMessage, path)
        }
    }

    /// What to do about it.
    public var fix: String? {
        switch self {
        case .nothingFound(_, let nearby):
            nearby.isEmpty ? Self.nothingFoundFix : format(Self.nothingFoundNearbyFix, nearby.joined(separator: ", "))
        case .severalProjects: Self.severalProjectsFix
        case .projectNotFound, .notAProject: Self.notAProjectFix
        case .emptyWorkspace: Self.emptyWorkspaceFix
        case .unreadableWorkspace: nil
        }
    }

    public var description: String { message + (fix.map { "; " + $0 } ?? "") }

    /// The diagnostic code, one per case.
    public var code: String {
        switch self {
        case .nothingFound: "project-not-found"
        case .severalProjects: "project-ambiguous"
        case .projectNotFound: "project-path-missing"
        case .notAProject: "project-path-invalid"
        case .unreadableWorkspace: "workspace-unreadable"
        case .emptyWorkspace: "workspace-empty"
        }
    }

    /// The error as a diagnostic.
    package var diagnosticBody: Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, fix: fix)
    }

    /// 66 when nothing is there, 1 when a choice is needed (`--project`), 64 for a `--project`
    /// that is not a project, 74 for a workspace that cannot be read.
    package var exitStatus: Int32 {
        switch self {
        case .nothingFound, .projectNotFound, .emptyWorkspace: ExitStatus.noInput
        case .severalProjects: ExitStatus.findings
        case .notAProject: ExitStatus.usage
        case .unreadableWorkspace: ExitStatus.ioError
        }
    }
}
