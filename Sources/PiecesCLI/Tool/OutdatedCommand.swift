import PiecesSupport
import PiecesDiagnostics
import PieceCatalog
import PieceInstall

/// `pieces outdated`: the installed pieces whose registry version or bytes differ from the lock.
///
/// Text prints a table (with a destination column when pieces sit in several destinations);
/// `--format json` prints `{"pieces": [{name, destination, installed, registry, outdated,
/// localEdits, conflicted, missing}]}` for the outdated pieces and those with unresolved conflicts;
/// xcode and github print one note per outdated piece. Exit 1 when anything is outdated or has
/// unresolved conflicts, like `npm outdated`, so a CI step can fail on it. The summary never says
/// "all current" while a piece has edits, a missing file or conflict markers.
struct OutdatedCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "outdated", abstract: "List the pieces in your app that have a newer version.",
        discussion: "A table of the installed pieces whose registry version or bytes differ from"
            + " what pieces.lock records: installed version, registry version, and whether your copy"
            + " has edits of its own. --format json prints the rows as JSON. Exit status: 0 when"
            + " everything is current, 1 when something is outdated or has unresolved conflicts.",
        declaring: InstalledPiecesOptions.arguments + [PiecesCommands.format, PiecesCommands.quiet])

    typealias Options = InstalledPiecesOptions

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let columns = ["piece", "installed", "registry", "local edits"]
    static let destinationColumn = "destination"
    static let yes = "yes"
    static let no = "no"
    static let conflicted = "conflicts"
    static let rowMessage = "%@ %@ is installed; the registry has %@%@"
    static let editsNote = " (your copy has edits: `pieces update` merges them)"
    static let goneMessage = "%@ is no longer in the registry"
    static let currentSummary = "%d installed piece(s), all current"
    static let notCleanSummary = "%d installed piece(s), none outdated, but %@: `pieces status` lists them"
    static let outdatedElseSummary = "%d of %d installed piece(s) outdated (`pieces update` brings them up to date); also %@: `pieces status` lists them"
    static let outdatedSummary = "%d of %d installed piece(s) outdated; `pieces update` brings them up to date"
    static let failedSummary = "could not compare the installed pieces"

    func run() -> ToolOutput {
        let installed: InstalledPieces
        do {
            installed = try InstalledPieces.load(request: options.request(names: [], context: context), name: nil)
        } catch {
            let diagnostics = [InstalledPieces.diagnostic(for: error)]
            return output.stopped(diagnostics, summary: Self.failedSummary, status: ExitStatus.of(diagnostics))
        }
        let outdated = installed.pieces.filter(\.isOutdated)
        var problems = installed.pieces.flatMap { $0.conflicts.map(\.diagnostic) }
        problems += installed.pieces.filter { $0.descriptor == nil }.map { piece in
            Diagnostic(severity: .warning, code: "piece-gone", message: format(Self.goneMessage, piece.entry.name))
        }
        problems += installed.pieces.flatMap(\.missingFileDiagnostics)
        let status = problems.contains { $0.severity == .error } ? ExitStatus.of(problems)
            : outdated.isEmpty ? ExitStatus.success : ExitStatus.findings
        let summary = Self.summary(installed.pieces, outdated: outdated.count)
        let text: String
        switch output.renderer.format {
        case .json: text = Self.json(installed.pieces.filter { $0.isOutdated || !$0.conflicts.isEmpty })
        case .text: text = (output.quiet || outdated.isEmpty ? "" : Self.table(outdated)) + output.render(problems, summary: summary)
        case .xcode, .github: text = output.render(outdated.map(Self.note) + problems, summary: summary)
        }
        return ToolOutput(standardOutput: text, status: status)
    }

    /// Never "all current" while a piece has edits, a missing file or conflict markers.
    static func summary(_ pieces: [InstalledPieces.Piece], outdated: Int) -> String {
        let other = StatusReport.counts(pieces, only: [.conflicted, .missing, .edited])
        if outdated == 0 {
            return other.isEmpty ? format(currentSummary, pieces.count) : format(notCleanSummary, pieces.count, other)
        }
        return other.isEmpty ? format(outdatedSummary, outdated, pieces.count) : format(outdatedElseSummary, outdated, pieces.count, other)
    }

    /// With pieces in several destinations, a destination column after the name.
    static func table(_ pieces: [InstalledPieces.Piece]) -> String {
        let several = Set(pieces.map(\.destination)).count > 1
        let header = several ? [columns[0], destinationColumn] + columns.dropFirst() : columns
        let rows = [header] + pieces.map { piece in
            [piece.entry.name] + (several ? [piece.destination.description] : [])
                + [piece.entry.version, piece.registryVersion ?? "", edits(of: piece)]
        }
        return TextTable.render(rows)
    }

    static func json(_ pieces: [InstalledPieces.Piece]) -> String {
        let rows = pieces.map { piece -> JSONValue in
            .object([
                "name": .string(piece.entry.name), "destination": .string(piece.destination.description),
                "installed": .string(piece.entry.version),
                "registry": .optional(piece.registryVersion), "outdated": .bool(piece.isOutdated),
                "localEdits": .bool(piece.hasLocalEdits),
                "conflicted": .bool(!piece.conflicts.isEmpty),
                "missing": .strings(piece.missingFiles.map(\.relativePath)),
            ])
        }
        return JSONValue.object(["pieces": .array(rows)]).rendered()
    }

    private static func edits(of piece: InstalledPieces.Piece) -> String {
        !piece.conflicts.isEmpty ? conflicted : piece.hasLocalEdits ? yes : no
    }

    private static func note(_ piece: InstalledPieces.Piece) -> Diagnostic {
        Diagnostic(severity: .note, code: "piece-outdated",
                   message: format(rowMessage, piece.entry.name, piece.entry.version, piece.registryVersion ?? "", piece.hasLocalEdits ? editsNote : ""),
                   file: piece.files.first?.relativePath)
    }
}
