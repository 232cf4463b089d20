import PiecesDiagnostics
import PiecesSupport

/// Why a Tuist `Project.swift` gives no destination.
package enum TuistError: DiagnosticConvertible, Sendable, Equatable {
    case unreadable(path: String, reason: String)
    /// The manifest's targets come from code pieces cannot read (`unread`, the first such place),
    /// and `--target` with `--path` were not both given.
    case targetsUnread(manifest: String, unread: TuistManifest.Unread, target: String?)
    /// No target of the manifest is named `name`.
    case noSuchTarget(name: String, manifest: String, available: [String])
    /// No app target, or several and none named.
    case noAppTarget(manifest: String)
    case severalAppTargets(manifest: String, targets: [String])
    /// The chosen target has no source glob a piece file could be placed under (declared at `line`).
    case noSourceFolder(target: String, manifest: String, line: Int)

    static func unreadableMessage(_ path: String, _ reason: String) -> Message { "cannot read \(path): \(reason)" }
    static func unreadMessage(_ expression: String) -> Message {
        """
        the targets come from `\(expression)`, code that pieces cannot read without running Swift (such as a \
        helper from Tuist/ProjectDescriptionHelpers)
        """
    }
    static func unreadTargetMessage(_ target: String, _ expression: String) -> Message {
        """
        no target named '\(target)' is written out here; the targets come from `\(expression)`, code that pieces \
        cannot read without running Swift (such as a helper from Tuist/ProjectDescriptionHelpers)
        """
    }
    static func unnamedMessage(_ name: String) -> Message {
        "this target's name is `\(name)`, not a string: pieces cannot read it without running Swift"
    }
    static let unreadFix =
        """
        pass the app target with --target NAME and a folder its sources include with --path DIR (such as \
        --path App/Sources); run `tuist generate` afterwards
        """
    static func noSuchTargetMessage(_ name: String, _ manifest: String, _ available: String) -> Message {
        "\(manifest) has no target named '\(name)'; its targets are: \(available)"
    }
    static let noSuchTargetFix = "pass one of them with --target NAME"
    static func noAppTargetMessage(_ manifest: String) -> Message { "\(manifest) has no app target" }
    static let noAppTargetFix = "pass the target to install into with --target NAME"
    static func severalMessage(_ manifest: String, _ targets: String) -> Message {
        "\(manifest) has several app targets: \(targets)"
    }
    static func noSourceFolderMessage(_ target: String) -> Message {
        "target '\(target)' has no source glob pieces can place files under (in an existing folder)"
    }
    static let noSourceFolderFix = "pass a folder the target's sources include with --path DIR"

    package var exitStatus: Int32 {
        switch self {
        case .unreadable: ExitStatus.ioError
        case .targetsUnread, .noSuchTarget, .noAppTarget, .severalAppTargets, .noSourceFolder: ExitStatus.findings
        }
    }

    package var diagnosticBody: Diagnostic {
        switch self {
        case .unreadable(let path, let reason):
            Diagnostic(severity: .error, code: "tuist-unreadable", message: Self.unreadableMessage(path, reason).text)
        case .targetsUnread(let manifest, let unread, let target):
            Diagnostic(
                severity: .error, code: "tuist-targets-unread",
                message: unread.name.map { Self.unnamedMessage($0).text }
                    ?? target.map { Self.unreadTargetMessage($0, unread.text).text }
                    ?? Self.unreadMessage(unread.text).text,
                file: manifest, line: unread.line, fix: Self.unreadFix)
        case .noSuchTarget(let name, let manifest, let available):
            Diagnostic(
                severity: .error, code: "target-not-found",
                message: Self.noSuchTargetMessage(name, manifest, available.joined(separator: ", ")).text,
                file: manifest, fix: Self.noSuchTargetFix)
        case .noAppTarget(let manifest):
            Diagnostic(
                severity: .error, code: "no-app-target", message: Self.noAppTargetMessage(manifest).text,
                file: manifest, fix: Self.noAppTargetFix)
        case .severalAppTargets(let manifest, let targets):
            Diagnostic(
                severity: .error, code: "target-ambiguous",
                message: Self.severalMessage(manifest, targets.joined(separator: ", ")).text, file: manifest,
                fix: Self.noSuchTargetFix)
        case .noSourceFolder(let target, let manifest, let line):
            Diagnostic(
                severity: .error, code: "no-source-folder", message: Self.noSourceFolderMessage(target).text,
                file: manifest, line: line, fix: Self.noSourceFolderFix)
        }
    }
}
