import PiecesDiagnostics
import PiecesSupport

/// Why `pieces diff`, `outdated`, `update` or `remove` cannot go ahead with a piece, or what it
/// found wrong with one. Paths are relative to the project root, as `pieces.lock` records them.
package enum MaintenanceError: DiagnosticConvertible, Equatable, Sendable {
    /// NAME is not in `pieces.lock`; `inRegistry` tells whether `add` would know it.
    case notInstalled(name: String, inRegistry: Bool)
    /// `git` (for `git merge-file`) is not on `PATH`.
    case gitMissing(searched: String)
    case mergeFailed(path: String, reason: String)
    /// The pristine copy of what was installed is gone or was edited, so there is no merge base.
    case noBase(path: String, piece: String)
    /// `update` left conflict markers at `line`.
    case conflict(path: String, line: Int, piece: String, version: String)
    /// Conflict markers from an earlier `update` are still in the file.
    case unresolvedConflict(path: String, line: Int, piece: String)
    /// A file of the piece's new version exists but pieces never installed it.
    case notInstalledByPieces(path: String, piece: String)
    /// `remove` would delete a file with edits of the user's own.
    case removeLocalEdits(path: String, piece: String)
    /// `remove` would delete a piece other installed pieces use.
    case dependedOn(piece: String, dependents: [String])
    /// `pieces.lock` names a file outside the project.
    case unsafeLockPath(path: String)
    /// NAME is installed, but not in the destination `--project`/`--target`/`--path` named.
    case notInstalledThere(name: String, asked: String, installed: [Destination])
    /// NAME is installed in several destinations and the command line does not say which.
    case ambiguousDestination(name: String, choices: [Destination])
    /// `remove` would delete a file that another destination's entry also installed.
    case sharedFile(path: String, piece: String, others: [Destination])

    static func notInstalledMessage(_ name: String) -> Message {
        "'\(name)' is not installed here: pieces.lock does not list it"
    }
    static func notInstalledFix(_ name: String) -> Message { "add it with `pieces add \(name)`" }
    static let notInstalledUnknownFix: Message = "run `pieces status` to see what is installed"
    static func notThereMessage(_ name: String, _ asked: String, _ installed: String) -> Message {
        "'\(name)' is not installed in \(asked); it is installed in \(installed)"
    }
    static let notThereFix: Message =
        "run `pieces status` to see every destination, then name one with --project/--target/--path"
    static func ambiguousMessage(_ name: String, _ count: Int, _ places: String) -> Message {
        "'\(name)' is installed in \(count) places: \(places)"
    }
    static func ambiguousFix(_ options: String) -> Message { "name one: \(options)" }
    static func gitMissingMessage(_ searched: String) -> Message {
        "merging your edits needs git, which is not on PATH (\(searched))"
    }
    static let gitMissingFix: Message =
        """
        install git (on a Mac: xcode-select --install), or take the registry's version with `pieces add NAME \
        --overwrite`
        """
    static func mergeFailedMessage(_ path: String, _ reason: String) -> Message {
        "git merge-file could not merge \(path): \(reason)"
    }
    static func noBaseMessage(_ path: String) -> Message {
        "cannot merge \(path): the copy pieces keeps of it as installed is missing or was edited"
    }
    static func noBaseFix(_ piece: String) -> Message {
        """
        see the registry's changes with `pieces diff \(piece)`; apply them by hand, or take the registry's version \
        with `pieces add \(piece) --overwrite`
        """
    }
    static func conflictMessage(_ version: String, _ piece: String) -> Message {
        "your edits and registry \(version) change the same lines of \(piece)"
    }
    static func conflictFix(_ piece: String) -> Message {
        "keep what you want between the markers, delete the marker lines, then run `pieces update \(piece)`"
    }
    static func unresolvedMessage(_ piece: String) -> Message { "unresolved merge conflict in \(piece)" }
    static func unresolvedFix(_ piece: String) -> Message {
        """
        keep what you want between the markers and delete the marker lines; `pieces update \(piece)` then records it \
        as resolved
        """
    }
    static func notOursMessage(_ path: String) -> Message {
        "\(path) exists but pieces did not install it; it was not replaced"
    }
    static func notOursFix(_ piece: String) -> Message {
        "move it out of the way, then run `pieces update \(piece)` again"
    }
    static func removeEditsMessage(_ path: String) -> Message { "\(path) has edits of your own; it was not deleted" }
    static func sharedMessage(_ path: String, _ piece: String, _ others: String) -> Message {
        "\(path) stays: \(piece) is also installed from it in \(others)"
    }
    static let removeEditsFix: Message = "keep a copy if you need one, then pass --force to delete it"
    static func dependedOnMessage(_ piece: String, _ names: String) -> Message { "\(piece) is used by \(names)" }
    static func dependedOnFix(_ names: String) -> Message { "remove \(names) first, or pass --force" }
    static func unsafeLockMessage(_ path: String) -> Message {
        """
        pieces.lock lists '\(path)', a path outside the folders pieces installs into (outside the project, hidden, or \
        a file pieces never writes)
        """
    }
    static let unsafeLockFix: Message = "pieces.lock is damaged; restore it from version control"

    /// 1 for every case: a refusal or a finding about one piece (README, "Exit status").
    package var diagnostic: Diagnostic {
        switch self {
        case .notInstalled(let name, let inRegistry):
            .error(
                "piece-not-installed", Self.notInstalledMessage(name),
                fix: inRegistry ? Self.notInstalledFix(name) : Self.notInstalledUnknownFix, status: ExitStatus.findings)
        case .gitMissing(let searched):
            .error(
                "git-missing", Self.gitMissingMessage(searched), fix: Self.gitMissingFix, status: ExitStatus.findings)
        case .mergeFailed(let path, let reason):
            .error("merge-failed", Self.mergeFailedMessage(path, reason), file: path, status: ExitStatus.findings)
        case .noBase(let path, let piece):
            .error(
                "merge-base-missing", Self.noBaseMessage(path), file: path, fix: Self.noBaseFix(piece),
                status: ExitStatus.findings)
        case .conflict(let path, let line, let piece, let version):
            .error(
                "merge-conflict", Self.conflictMessage(version, piece), file: path, line: line,
                fix: Self.conflictFix(piece), status: ExitStatus.findings)
        case .unresolvedConflict(let path, let line, let piece):
            .error(
                "merge-conflict", Self.unresolvedMessage(piece), file: path, line: line,
                fix: Self.unresolvedFix(piece), status: ExitStatus.findings)
        case .notInstalledByPieces(let path, let piece):
            .error(
                "local-edits", Self.notOursMessage(path), file: path, fix: Self.notOursFix(piece),
                status: ExitStatus.findings)
        case .removeLocalEdits(let path, _):
            .error(
                "local-edits", Self.removeEditsMessage(path), file: path, fix: Self.removeEditsFix,
                status: ExitStatus.findings)
        case .dependedOn(let piece, let dependents):
            .error(
                "piece-depended-on", Self.dependedOnMessage(piece, dependents.joined(separator: ", ")),
                fix: Self.dependedOnFix(dependents.joined(separator: ", ")), status: ExitStatus.findings)
        case .unsafeLockPath(let path):
            .error(
                "lock-unsafe-path", Self.unsafeLockMessage(path), fix: Self.unsafeLockFix, status: ExitStatus.findings)
        case .notInstalledThere(let name, let asked, let installed):
            .error(
                "piece-not-installed",
                Self.notThereMessage(name, asked, installed.map(\.description).joined(separator: "; ")),
                fix: Self.notThereFix, status: ExitStatus.findings)
        case .ambiguousDestination(let name, let choices):
            .error(
                "destination-ambiguous",
                Self.ambiguousMessage(name, choices.count, choices.map(\.description).joined(separator: "; ")),
                fix: Self.ambiguousFix(Self.options(telling: choices).joined(separator: " | ")),
                status: ExitStatus.findings)
        case .sharedFile(let path, let piece, let others):
            // A note beside a removal, never what a command stops on.
            Diagnostic(
                severity: .note, code: "file-shared",
                message: Self.sharedMessage(path, piece, others.map(\.description).joined(separator: "; ")),
                file: path, status: ExitStatus.findings)
        }
    }

    /// The options that pick each of `choices`; `--project` only when they are in several projects.
    static func options(telling choices: [Destination]) -> [String] {
        let oneProject = Set(choices.map(\.project)).count == 1
        return choices.map { choice in
            var shown = choice
            if oneProject, shown.target != nil { shown.project = nil }
            return shown.options
        }
    }
}
