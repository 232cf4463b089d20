import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// Why an installation step cannot go ahead. Nothing is written when one is thrown.
package enum InstallError: DiagnosticConvertible, Equatable, Sendable {
    case io(FileError)
    case lockUnreadable(path: String, reason: String)
    case lockTooNew(path: String, version: Int)
    case unknownPiece(name: String, suggestion: String?)
    case unsafeRegistryPath(piece: String, path: String)
    case escapesProject(path: String, resolved: String)
    case localEdits(path: String)
    case digestMismatch(path: String, expected: String, actual: String)
    case deploymentTarget(piece: String, needs: String, target: String, has: String, source: String)
    /// The target deploys to an older version of a platform other than iOS than the piece supports.
    case platformDeploymentTarget(
        piece: String, platform: String, needs: String, target: String, has: String, source: String)
    /// The target builds for no platform the piece supports.
    case noSupportedPlatform(piece: String, supports: String, target: String, builds: String)
    /// The target already compiles a file named like a piece file (`file` is where the piece's would go).
    case targetFileCollision(file: String, existing: String, target: String)
    /// The target already declares, at file scope, a type (or function, variable) named like the piece's main type.
    case typeNameCollision(type: String, file: String, existing: String, line: Int, target: String)
    /// A write failed after `written` were already changed and could not be put back.
    case partialWrite(written: [String], failure: String)
    case fileNameCollision(name: String, pieces: [String])
    case reservedFileName(piece: String, name: String)
    /// A file in the piece file's folder whose name differs from it only in case: on APFS's default
    /// (case-insensitive) format the two are one file.
    case caseCollision(file: String, existing: String)

    /// The code of `partialWrite`, which commands check to avoid saying nothing was written.
    package static let partialWriteCode = "io-partial-write"
    static func lockUnreadableMessage(_ path: String, _ reason: String) -> Message { "cannot read \(path): \(reason)" }
    static let lockUnreadableFix: Message = "restore it from version control, or delete it to start a new one"
    static func lockTooNewMessage(_ path: String, _ version: Int) -> Message {
        "\(path) was written by a newer pieces (lock version \(version))"
    }
    static let lockTooNewFix: Message = "update pieces"
    static func unknownPieceMessage(_ name: String) -> Message { "no piece named '\(name)' in the registry" }
    static let unknownPieceFix: Message = "run `pieces list` to see the pieces"
    static func suggestionFix(_ suggestion: String) -> Message { "did you mean '\(suggestion)'?" }
    static func unsafePathMessage(_ path: String, _ piece: String) -> Message {
        "the registry lists '\(path)' for \(piece), a path outside its own folder"
    }
    static let unsafePathFix: Message = "the registry is damaged or hostile; nothing was written"
    static func escapesMessage(_ path: String, _ resolved: String) -> Message {
        "\(path) would be written outside the project (it resolves to \(resolved))"
    }
    static let escapesFix: Message = "remove the symbolic link, or choose another destination with --path"
    static func localEditsMessage(_ path: String) -> Message {
        "\(path) differs from what pieces installed; it was not overwritten"
    }
    static let localEditsFix: Message =
        "keep your edits with `pieces update` (a three-way merge), or pass --overwrite to replace them"
    static func digestMessage(_ path: String, _ expected: String, _ actual: String) -> Message {
        "\(path) does not match its published digest (expected \(expected), got \(actual))"
    }
    static let digestFix: Message = "the download was corrupted or tampered with; nothing was written"
    static func deploymentMessage(_ piece: String, _ needs: String, _ target: String, _ has: String, _ source: String)
        -> Message
    { "\(piece) needs iOS \(needs), but target \(target) deploys to iOS \(has) (\(source))" }
    static func partialMessage(_ failure: String, _ written: String) -> Message {
        "could not finish writing (\(failure)); already changed and not put back: \(written)"
    }
    static let partialFix: Message = "fix the cause, then run the same command again: it finishes the job"
    static func collisionMessage(_ piece: String, _ otherPiece: String, _ name: String) -> Message {
        "\(piece) and \(otherPiece) both install a file named \(name) into the same folder"
    }
    static let collisionFix: Message =
        "the registry must rename one of them (`pieces build` refuses this); install one of the pieces only"
    static func reservedMessage(_ piece: String, _ name: String) -> Message {
        """
        \(piece) would install a file named \(name), a name pieces never writes (a dot-file, a name pieces, \
        SwiftPM or Xcode keep their state in, in any case, or a kind of file pieces does not carry)
        """
    }
    static let reservedFix: Message = "the registry is damaged or hostile; nothing was written"
    static let deploymentFix: Message = "raise the target's deployment target, or pass --force to install anyway"
    static func platformDeploymentMessage(
        _ piece: String, _ platform: String, _ needs: String, _ target: String, _ has: String, _ source: String
    ) -> Message {
        "\(piece) needs \(platform) \(needs), but target \(target) deploys to \(platform) \(has) (\(source))"
    }
    static let platformDeploymentFix: Message =
        "raise the target's deployment target there, or pass --force to install anyway"
    static func noPlatformMessage(_ piece: String, _ supports: String, _ target: String, _ builds: String) -> Message {
        "\(piece) supports \(supports), but target \(target) builds for \(builds) only"
    }
    static let noPlatformFix: Message = "choose a target that builds for one of the piece's platforms with --target"
    static func fileCollisionMessage(_ file: String, _ existing: String, _ target: String) -> Message {
        """
        \(file) would collide with \(existing), which target '\(target)' already compiles: two files of one name do \
        not build in one target
        """
    }
    static func caseCollisionMessage(_ file: String, _ existing: String) -> Message {
        """
        \(file) would collide with \(existing): their names differ only in case, and on a case-insensitive \
        disk (APFS's default) they are one file
        """
    }
    static let caseCollisionFix: Message = "rename your file, or install the piece into another folder with --path"
    static func typeCollisionMessage(_ file: String, _ type: String, _ target: String, _ existing: String, _ line: Int)
        -> Message
    { "\(file) would declare \(type), which target '\(target)' already declares at \(existing):\(line)" }
    static let nameCollisionFix: Message =
        """
        rename or remove the app's one, or pass --force to install anyway (the target will not build until one is \
        renamed)
        """

    /// 73 or 74 for a file that cannot be written or read, 65 for registry data that fails
    /// verification, 1 for a refusal (local edits, deployment target, a name collision).
    package var diagnostic: Diagnostic {
        switch self {
        case .io(let failure):
            failure.diagnostic
        case .lockUnreadable(let path, let reason):
            .error(
                "lock-unreadable", Self.lockUnreadableMessage(path, reason), file: path, fix: Self.lockUnreadableFix,
                status: ExitStatus.findings)
        case .lockTooNew(let path, let version):
            .error(
                "lock-too-new", Self.lockTooNewMessage(path, version), file: path, fix: Self.lockTooNewFix,
                status: ExitStatus.findings)
        case .unknownPiece(let name, let suggestion):
            .error(
                "piece-unknown", Self.unknownPieceMessage(name),
                fix: suggestion.map(Self.suggestionFix) ?? Self.unknownPieceFix, status: ExitStatus.findings)
        case .unsafeRegistryPath(let piece, let path):
            .error(
                "registry-unsafe-path", Self.unsafePathMessage(path, piece), fix: Self.unsafePathFix,
                status: ExitStatus.dataError)
        case .escapesProject(let path, let resolved):
            .error(
                "destination-escapes", Self.escapesMessage(path, resolved), file: path, fix: Self.escapesFix,
                status: ExitStatus.findings)
        case .localEdits(let path):
            .error(
                "local-edits", Self.localEditsMessage(path), file: path, fix: Self.localEditsFix,
                status: ExitStatus.findings)
        case .digestMismatch(let path, let expected, let actual):
            .error(
                "digest-mismatch", Self.digestMessage(path, expected, actual), fix: Self.digestFix,
                status: ExitStatus.dataError)
        case .partialWrite(let written, let failure):
            .error(
                Self.partialWriteCode, Self.partialMessage(failure, written.joined(separator: ", ")),
                file: written.first, fix: Self.partialFix, status: ExitStatus.cannotCreate)
        case .fileNameCollision(let name, let pieces):
            .error(
                "resource-collision", Self.collisionMessage(pieces[0], pieces[1], name), fix: Self.collisionFix,
                status: ExitStatus.findings)
        case .reservedFileName(let piece, let name):
            .error(
                "resource-reserved", Self.reservedMessage(piece, name), fix: Self.reservedFix,
                status: ExitStatus.findings)
        case .deploymentTarget(let piece, let needs, let target, let has, let source):
            .error(
                "deployment-target", Self.deploymentMessage(piece, needs, target, has, source),
                fix: Self.deploymentFix, status: ExitStatus.findings)
        case .platformDeploymentTarget(let piece, let platform, let needs, let target, let has, let source):
            .error(
                "deployment-target", Self.platformDeploymentMessage(piece, platform, needs, target, has, source),
                fix: Self.platformDeploymentFix, status: ExitStatus.findings)
        case .noSupportedPlatform(let piece, let supports, let target, let builds):
            .error(
                "platform-unsupported", Self.noPlatformMessage(piece, supports, target, builds),
                fix: Self.noPlatformFix, status: ExitStatus.findings)
        case .caseCollision(let file, let existing):
            .error(
                "name-collision", Self.caseCollisionMessage(file, existing), file: existing,
                fix: Self.caseCollisionFix, status: ExitStatus.findings)
        case .targetFileCollision(let file, let existing, let target):
            .error(
                "name-collision", Self.fileCollisionMessage(file, existing, target), file: existing,
                fix: Self.nameCollisionFix, status: ExitStatus.findings)
        case .typeNameCollision(let type, let file, let existing, let line, let target):
            .error(
                "name-collision", Self.typeCollisionMessage(file, type, target, existing, line), file: existing,
                line: line, fix: Self.nameCollisionFix, status: ExitStatus.findings)
        }
    }
}
