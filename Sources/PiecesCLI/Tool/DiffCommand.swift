import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces diff [NAME]`: each installed file against the registry's current version.
///
/// In text, the diffs are printed as they are (from `yours/PATH` to `registry/PATH`, so
/// `patch -p1` at the project root applies them); the other formats carry each diff in a note's
/// detail. Exit 0 when everything matches, 1 when anything differs (like `git diff --exit-code`).
struct DiffCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let headerLine = "diff %@: yours (installed %@%@) vs registry %@"
    static let editedNote = ", with your edits"
    static let differsMessage = "yours (installed %@%@) differs from registry %@"
    static let goneMessage = "%@ is no longer in the registry"
    static let oursPrefix = "yours/"
    static let theirsPrefix = "registry/"
    static let missingLabel = "/dev/null"
    static let sameSummary = "%d installed piece(s) match the registry"
    static let differSummary = "%d file(s) differing from the registry"
    static let failedSummary = "could not compare the installed pieces"

    func run() -> ToolOutput {
        let installed: InstalledPieces
        do {
            installed = try InstalledPieces.load(request: InstallRequest(parsed: parsed, context: context), name: parsed.positional("name"))
        } catch {
            let diagnostics = [InstalledPieces.diagnostic(for: error)]
            return output.stopped(diagnostics, summary: Self.failedSummary, status: ExitStatus.of(diagnostics))
        }
        var patches = ""
        var notes: [Diagnostic] = []
        var problems: [Diagnostic] = []
        for piece in installed.pieces {
            problems += piece.conflicts.map(\.diagnostic)
            guard let version = piece.registryVersion else {
                problems.append(Diagnostic(severity: .warning, code: "piece-gone", message: format(Self.goneMessage, piece.entry.name)))
                continue
            }
            let edited = piece.hasLocalEdits ? Self.editedNote : ""
            for file in piece.files where file.local != file.registry {
                let diff = Self.diff(file)
                patches += format(Self.headerLine, piece.entry.name, piece.entry.version, edited, version) + "\n" + diff
                notes.append(Diagnostic(severity: .note, code: "piece-differs", message: format(Self.differsMessage, piece.entry.version, edited, version),
                                        file: Synchronizer.display(file.path, relativeTo: context.workingDirectory), detail: diff))
            }
        }
        let summary = notes.isEmpty ? format(Self.sameSummary, installed.pieces.count) : format(Self.differSummary, notes.count)
        let status = problems.contains { $0.severity == .error } ? ExitStatus.of(problems)
            : notes.isEmpty ? ExitStatus.success : ExitStatus.findings
        // A patch is only printed as text, and --quiet (like `git diff --quiet`) prints none.
        let text = output.isText ? (output.quiet ? "" : patches) + output.render(problems, summary: summary)
            : output.render(notes + problems, summary: summary)
        return ToolOutput(standardOutput: text, status: status)
    }

    /// From the file on disk to the registry's bytes; a side that does not exist is `/dev/null`.
    static func diff(_ file: InstalledPieces.File) -> String {
        UnifiedDiff.render(
            old: file.local.map { String(decoding: $0, as: UTF8.self) } ?? "",
            new: file.registry.map { String(decoding: $0, as: UTF8.self) } ?? "",
            oldLabel: file.local == nil ? missingLabel : oursPrefix + file.relativePath,
            newLabel: file.registry == nil ? missingLabel : theirsPrefix + file.relativePath)
    }
}

extension InstallRequest {
    /// The request of `diff`, `outdated`, `update` and `remove`: NAME, and where the pieces are.
    init(parsed: ParsedArguments, context: PiecesTool.Context) {
        self.init(names: parsed.knownNames.contains("name") ? parsed.positional("name").map { [$0] } ?? [] : [],
                  workingDirectory: context.workingDirectory)
        project = parsed.option("project")
        target = parsed.option("target")
        path = parsed.option("path")
        registry = parsed.option("registry")
        dryRun = parsed.knownNames.contains("dry-run") && parsed.flag("dry-run")
        force = parsed.knownNames.contains("force") && parsed.flag("force")
    }
}
