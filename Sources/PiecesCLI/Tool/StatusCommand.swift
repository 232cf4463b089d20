import PiecesSupport
import PiecesDiagnostics
import PieceCatalog
import PieceInstall

/// `pieces status`: every installed piece in every destination the lock lists (or the one
/// `--project`/`--target`/`--path` names), with its installed and registry versions and its state.
///
/// Text prints a table; `--format json` prints `{"pieces": [{name, destination, installed,
/// registry, state, states, files}]}`. Reading only: exit 0 unless the lock or a project cannot be
/// read; `outdated` is the command whose exit status fails a CI step.
struct StatusCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let columns = ["piece", "destination", "installed", "registry", "state"]
    static let emptySummary = "no pieces installed here"
    static let summaryLine = "%d installed piece(s): %@"
    static let failedSummary = "could not read the installed pieces"

    func run() -> ToolOutput {
        let installed: InstalledPieces
        do {
            installed = try InstalledPieces.load(request: InstallRequest(parsed: parsed, context: context), name: nil, requireRegistry: false)
        } catch {
            let diagnostics = [InstalledPieces.diagnostic(for: error)]
            return output.stopped(diagnostics, summary: Self.failedSummary, status: ExitStatus.of(diagnostics))
        }
        let pieces = installed.pieces
        var problems = installed.warnings + pieces.flatMap { $0.conflicts.map(\.diagnostic) }
        problems += pieces.flatMap(\.missingFileDiagnostics)
        // Conflicts are errors elsewhere; here they are part of the picture, not a failure.
        problems = problems.map { var note = $0; if note.severity == .error { note.severity = .warning }; return note }
        let summary = pieces.isEmpty ? Self.emptySummary : format(Self.summaryLine, pieces.count, Self.counts(pieces))
        let text: String
        switch output.renderer.format {
        case .json: text = Self.json(pieces)
        case .text: text = (output.quiet || pieces.isEmpty ? "" : Self.table(pieces)) + output.render(problems, summary: summary)
        case .xcode, .github: text = output.render(problems, summary: summary)
        }
        return ToolOutput(standardOutput: text, status: ExitStatus.success)
    }

    /// `2 current, 1 edited`: how many pieces have each state.
    static func counts(_ pieces: [InstalledPieces.Piece], only: [PieceState] = PieceState.allCases) -> String {
        only.compactMap { state in
            let count = pieces.filter { $0.states.contains(state) }.count
            return count == 0 ? nil : "\(count) \(state.rawValue)"
        }.joined(separator: ", ")
    }

    static func table(_ pieces: [InstalledPieces.Piece]) -> String {
        let rows = [columns] + pieces.map { piece in
            [piece.entry.name, piece.destination.description, piece.entry.version, piece.registryVersion ?? "-",
             piece.states.map(\.rawValue).joined(separator: ", ")]
        }
        return TextTable.render(rows)
    }

    static func json(_ pieces: [InstalledPieces.Piece]) -> String {
        let rows = pieces.map { piece -> JSONValue in
            let destination = piece.destination
            return .object([
                "name": .string(piece.entry.name),
                "destination": .object([
                    "project": .optional(destination.project), "target": .optional(destination.target), "path": .optional(destination.path),
                ]),
                "installed": .string(piece.entry.version), "registry": .optional(piece.registryVersion),
                "registrySource": .string(piece.entry.registry),
                "state": .string(piece.states[0].rawValue), "states": .strings(piece.states.map(\.rawValue)),
                "files": .strings(piece.files.filter { $0.locked != nil }.map(\.relativePath)),
            ])
        }
        return JSONValue.object(["pieces": .array(rows)]).rendered()
    }
}
