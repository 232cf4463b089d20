/// Something that will keep installed pieces from building, found before installing them.
public enum InstallWarning: Sendable, Equatable, CustomStringConvertible {
    /// A synchronized folder's exception set keeps `file` (relative to the folder) out of `target`.
    case excludedFromTarget(file: String, folder: String, target: String, exception: String)
    /// The project found (through a workspace) lies outside the folder pieces was run in, and
    /// outside every folder above it: a workspace pointing elsewhere is named before it is edited.
    case projectElsewhere(project: String, workingDirectory: String)

    static let excludedMessage = "%@ would not be compiled: an exception of synchronized folder '%@' ('%@') excludes it from target '%@'"
    static let elsewhereMessage = "the project %@ lies outside %@ and the folders above it; it will be edited there"
    static let elsewhereFix = "check the workspace's file references, or choose the project with --project"
    static let excludedFix = "in Xcode, select the file and tick target '%@' under Target Membership, or remove '%@' from the folder's exceptions"

    /// What is wrong.
    public var message: String {
        switch self {
        case .excludedFromTarget(let file, let folder, let target, let exception):
            format(Self.excludedMessage, file, folder, exception, target)
        case .projectElsewhere(let project, let workingDirectory):
            format(Self.elsewhereMessage, project, workingDirectory)
        }
    }

    /// How to fix it.
    public var fix: String {
        switch self {
        case .excludedFromTarget(_, _, let target, let exception): format(Self.excludedFix, target, exception)
        case .projectElsewhere: Self.elsewhereFix
        }
    }

    public var description: String { message }

    /// The warning as a diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .excludedFromTarget: Diagnostic(severity: .warning, code: "pieces-excluded-from-target", message: message, fix: fix)
        case .projectElsewhere: Diagnostic(severity: .warning, code: "project-elsewhere", message: message, fix: fix)
        }
    }
}
