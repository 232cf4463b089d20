/// Something that will keep installed pieces from building, found before installing them.
public enum InstallWarning: Sendable, Equatable, CustomStringConvertible {
    /// A synchronized folder's exception set keeps `file` (relative to the folder) out of `target`.
    case excludedFromTarget(file: String, folder: String, target: String, exception: String)

    static let excludedMessage = "%@ would not be compiled: an exception of synchronized folder '%@' ('%@') excludes it from target '%@'"
    static let excludedFix = "in Xcode, select the file and tick target '%@' under Target Membership, or remove '%@' from the folder's exceptions"

    /// What is wrong.
    public var message: String {
        switch self {
        case .excludedFromTarget(let file, let folder, let target, let exception):
            format(Self.excludedMessage, file, folder, exception, target)
        }
    }

    /// How to fix it.
    public var fix: String {
        switch self {
        case .excludedFromTarget(_, _, let target, let exception): format(Self.excludedFix, target, exception)
        }
    }

    public var description: String { message }

    /// The warning as a diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .warning, code: "pieces-excluded-from-target", message: message, fix: fix)
    }
}
