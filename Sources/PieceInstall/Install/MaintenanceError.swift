import PiecesSupport
import PiecesDiagnostics

/// Why `pieces diff`, `outdated`, `update` or `remove` cannot go ahead with a piece, or what it
/// found wrong with one. Paths are relative to the project root, as `pieces.lock` records them.
public enum MaintenanceError: DiagnosticConvertible, Equatable, Sendable {
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
    case notInstalledThere(name: String, asked: String, installed: [LockDestination])
    /// NAME is installed in several destinations and the command line does not say which.
    case ambiguousDestination(name: String, choices: [LockDestination])
    /// `remove` would delete a file that another destination's entry also installed.
    case sharedFile(path: String, piece: String, others: [LockDestination])

    static let notInstalledMessage = "'%@' is not installed here: pieces.lock does not list it"
    static let notInstalledFix = "add it with `pieces add %@`"
    static let notInstalledUnknownFix = "run `pieces status` to see what is installed"
    static let notThereMessage = "'%@' is not installed in %@; it is installed in %@"
    static let notThereFix = "run `pieces status` to see every destination, then name one with --project/--target/--path"
    static let ambiguousMessage = "'%@' is installed in %d places: %@"
    static let ambiguousFix = "name one: %@"
    static let gitMissingMessage = "merging your edits needs git, which is not on PATH (%@)"
    static let gitMissingFix = "install git (on a Mac: xcode-select --install), or take the registry's version with `pieces add NAME --overwrite`"
    static let mergeFailedMessage = "git merge-file could not merge %@: %@"
    static let noBaseMessage = "cannot merge %@: the copy pieces keeps of it as installed is missing or was edited"
    static let noBaseFix = "see the registry's changes with `pieces diff %@`; apply them by hand, or take the registry's version with `pieces add %@ --overwrite`"
    static let conflictMessage = "your edits and registry %@ change the same lines of %@"
    static let conflictFix = "keep what you want between the markers, delete the marker lines, then run `pieces update %@`"
    static let unresolvedMessage = "unresolved merge conflict in %@"
    static let unresolvedFix = "keep what you want between the markers and delete the marker lines; `pieces update %@` then records it as resolved"
    static let notOursMessage = "%@ exists but pieces did not install it; it was not replaced"
    static let notOursFix = "move it out of the way, then run `pieces update %@` again"
    static let removeEditsMessage = "%@ has edits of your own; it was not deleted"
    static let sharedMessage = "%@ stays: %@ is also installed from it in %@"
    static let removeEditsFix = "keep a copy if you need one, then pass --force to delete it"
    static let dependedOnMessage = "%@ is used by %@"
    static let dependedOnFix = "remove %@ first, or pass --force"
    static let unsafeLockMessage = "pieces.lock lists '%@', a path outside the folders pieces installs into (outside the project, hidden, or a file pieces never writes)"
    static let unsafeLockFix = "pieces.lock is damaged; restore it from version control"

    /// 1 for every case: a refusal or a finding about one piece (README, "Exit status").
    package var exitStatus: Int32 { ExitStatus.findings }

    package var diagnosticBody: Diagnostic {
        switch self {
        case .notInstalled(let name, let inRegistry):
            return error("piece-not-installed", format(Self.notInstalledMessage, name),
                         fix: inRegistry ? format(Self.notInstalledFix, name) : Self.notInstalledUnknownFix)
        case .gitMissing(let searched):
            return error("git-missing", format(Self.gitMissingMessage, searched), fix: Self.gitMissingFix)
        case .mergeFailed(let path, let reason):
            return error("merge-failed", format(Self.mergeFailedMessage, path, reason), file: path)
        case .noBase(let path, let piece):
            return error("merge-base-missing", format(Self.noBaseMessage, path), file: path, fix: format(Self.noBaseFix, piece, piece))
        case .conflict(let path, let line, let piece, let version):
            return error("merge-conflict", format(Self.conflictMessage, version, piece), file: path, line: line, fix: format(Self.conflictFix, piece))
        case .unresolvedConflict(let path, let line, let piece):
            return error("merge-conflict", format(Self.unresolvedMessage, piece), file: path, line: line, fix: format(Self.unresolvedFix, piece))
        case .notInstalledByPieces(let path, let piece):
            return error("local-edits", format(Self.notOursMessage, path), file: path, fix: format(Self.notOursFix, piece))
        case .removeLocalEdits(let path, _):
            return error("local-edits", format(Self.removeEditsMessage, path), file: path, fix: Self.removeEditsFix)
        case .dependedOn(let piece, let dependents):
            let names = dependents.joined(separator: ", ")
            return error("piece-depended-on", format(Self.dependedOnMessage, piece, names), fix: format(Self.dependedOnFix, names))
        case .unsafeLockPath(let path):
            return error("lock-unsafe-path", format(Self.unsafeLockMessage, path), fix: Self.unsafeLockFix)
        case .notInstalledThere(let name, let asked, let installed):
            return error("piece-not-installed", format(Self.notThereMessage, name, asked, installed.map(\.description).joined(separator: "; ")),
                         fix: Self.notThereFix)
        case .ambiguousDestination(let name, let choices):
            return error("destination-ambiguous", format(Self.ambiguousMessage, name, choices.count, choices.map(\.description).joined(separator: "; ")),
                         fix: format(Self.ambiguousFix, Self.options(telling: choices).joined(separator: " | ")))
        case .sharedFile(let path, let piece, let others):
            return Diagnostic(severity: .note, code: "file-shared",
                              message: format(Self.sharedMessage, path, piece, others.map(\.description).joined(separator: "; ")), file: path)
        }
    }

    /// The options that pick each of `choices`; `--project` only when they are in several projects.
    static func options(telling choices: [LockDestination]) -> [String] {
        let oneProject = Set(choices.map(\.project)).count == 1
        return choices.map { choice in
            var shown = choice
            if oneProject, shown.target != nil { shown.project = nil }
            return shown.options
        }
    }

    private func error(_ code: String, _ message: String, file: String? = nil, line: Int? = nil, fix: String? = nil) -> Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, file: file, line: line, fix: fix)
    }
}
