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
    static let unreadFix: Message =
        """
        pass the app target with --target NAME and a folder its sources include with --path DIR (such as \
        --path App/Sources); run `tuist generate` afterwards
        """
    static func noSuchTargetMessage(_ name: String, _ manifest: String, _ available: String) -> Message {
        "\(manifest) has no target named '\(name)'; its targets are: \(available)"
    }
    static let noSuchTargetFix: Message = "pass one of them with --target NAME"
    static func noAppTargetMessage(_ manifest: String) -> Message { "\(manifest) has no app target" }
    static let noAppTargetFix: Message = "pass the target to install into with --target NAME"
    static func severalMessage(_ manifest: String, _ targets: String) -> Message {
        "\(manifest) has several app targets: \(targets)"
    }
    static func noSourceFolderMessage(_ target: String) -> Message {
        "target '\(target)' has no source glob pieces can place files under (in an existing folder)"
    }
    static let noSourceFolderFix: Message = "pass a folder the target's sources include with --path DIR"

    /// 74 when the manifest cannot be read, 1 for a target pieces cannot tell or use (a choice to
    /// make with `--target` or `--path`).
    package var diagnostic: Diagnostic {
        switch self {
        case .unreadable(let path, let reason):
            .error("tuist-unreadable", Self.unreadableMessage(path, reason), status: ExitStatus.ioError)
        case .targetsUnread(let manifest, let unread, let target):
            .error(
                "tuist-targets-unread",
                unread.name.map(Self.unnamedMessage) ?? target.map { Self.unreadTargetMessage($0, unread.text) }
                    ?? Self.unreadMessage(unread.text),
                file: manifest, line: unread.line, fix: Self.unreadFix, status: ExitStatus.findings)
        case .noSuchTarget(let name, let manifest, let available):
            .error(
                "target-not-found", Self.noSuchTargetMessage(name, manifest, available.joined(separator: ", ")),
                file: manifest, fix: Self.noSuchTargetFix, status: ExitStatus.findings)
        case .noAppTarget(let manifest):
            .error(
                "no-app-target", Self.noAppTargetMessage(manifest), file: manifest, fix: Self.noAppTargetFix,
                status: ExitStatus.findings)
        case .severalAppTargets(let manifest, let targets):
            .error(
                "target-ambiguous", Self.severalMessage(manifest, targets.joined(separator: ", ")), file: manifest,
                fix: Self.noSuchTargetFix, status: ExitStatus.findings)
        case .noSourceFolder(let target, let manifest, let line):
            .error(
                "no-source-folder", Self.noSourceFolderMessage(target), file: manifest, line: line,
                fix: Self.noSourceFolderFix, status: ExitStatus.findings)
        }
    }
}
