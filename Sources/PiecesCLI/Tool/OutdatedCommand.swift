import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces outdated`: the installed pieces whose registry version or bytes differ from the lock.
///
/// Text prints a table (with a destination column when pieces sit in several destinations);
/// `--format json` prints the envelope (docs/json.md) with one result per outdated piece or piece
/// with unresolved conflicts (`InstalledResults`);
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
    static func rowMessage(_ name: String, _ installed: String, _ available: String, _ edits: String) -> Message {
        "\(name) \(installed) is installed; the registry has \(available)\(edits)"
    }
    static let editsNote = " (your copy has edits: `pieces update` merges them)"
    static func goneMessage(_ name: String) -> Message { "\(name) is no longer in the registry" }
    static func currentSummary(_ pieces: Int) -> Message { "\(pieces, "installed piece"), all current" }
    static func notCleanSummary(_ pieces: Int, _ other: String) -> Message {
        "\(pieces, "installed piece"), none outdated, but \(other): `pieces status` lists them"
    }
    static func outdatedElseSummary(_ outdated: Int, _ pieces: Int, _ other: String) -> Message {
        """
        \(outdated) of \(pieces, "installed piece") outdated (`pieces update` brings them up to date); also \(other): \
        `pieces status` lists them
        """
    }
    static func outdatedSummary(_ outdated: Int, _ pieces: Int) -> Message {
        "\(outdated) of \(pieces, "installed piece") outdated; `pieces update` brings them up to date"
    }
    static let failedSummary = "could not compare the installed pieces"

    func run() -> ToolOutput {
        let installed: InstalledPieces
        do {
            installed = try InstalledPieces.load(request: options.request(names: [], context: context), name: nil)
        } catch {
            return output.stopped(by: error, summary: Self.failedSummary)
        }
        let outdated = installed.pieces.filter(\.isOutdated)
        var problems = installed.pieces.flatMap { $0.conflicts.map(\.diagnostic) }
        problems += installed.pieces.filter { $0.descriptor == nil }.map { piece in
            Diagnostic(severity: .warning, code: "piece-gone", message: Self.goneMessage(piece.entry.name).text)
        }
        problems += installed.pieces.flatMap(\.missingFileDiagnostics)
        let status =
            problems.contains { $0.severity == .error }
            ? ExitStatus.of(problems)
            : outdated.isEmpty ? ExitStatus.success : ExitStatus.findings
        let summary = Self.summary(installed.pieces, outdated: outdated.count)
        let text: String
        switch output.renderer.format {
        case .json:
            return output.finished(
                problems, summary: summary, status: status, json: InstalledResults.outdated(installed.pieces))
        case .text:
            text =
                (output.quiet || outdated.isEmpty ? "" : Self.table(outdated))
                + output.render(problems, summary: summary)
        case .xcode, .github: text = output.render(outdated.map(Self.note) + problems, summary: summary)
        }
        return ToolOutput(standardOutput: text, status: status)
    }

    /// Never "all current" while a piece has edits, a missing file or conflict markers.
    static func summary(_ pieces: [InstalledPieces.Piece], outdated: Int) -> String {
        let other = StatusReport.counts(pieces, only: [.conflicted, .missing, .edited])
        if outdated == 0 {
            return other.isEmpty
                ? Self.currentSummary(pieces.count).text : Self.notCleanSummary(pieces.count, other).text
        }
        return other.isEmpty
            ? Self.outdatedSummary(outdated, pieces.count).text
            : Self.outdatedElseSummary(outdated, pieces.count, other).text
    }

    /// With pieces in several destinations, a destination column after the name.
    static func table(_ pieces: [InstalledPieces.Piece]) -> String {
        let several = Set(pieces.map(\.destination)).count > 1
        let header = several ? [columns[0], destinationColumn] + columns.dropFirst() : columns
        let rows =
            [header]
            + pieces.map { piece in
                [piece.entry.name] + (several ? [piece.destination.description] : [])
                    + [piece.entry.version, piece.registryVersion ?? "", edits(of: piece)]
            }
        return TextTable.render(rows)
    }

    private static func edits(of piece: InstalledPieces.Piece) -> String {
        !piece.conflicts.isEmpty ? conflicted : piece.hasLocalEdits ? yes : no
    }

    private static func note(_ piece: InstalledPieces.Piece) -> Diagnostic {
        Diagnostic(
            severity: .note, code: "piece-outdated",
            message: Self.rowMessage(
                piece.entry.name, piece.entry.version, piece.registryVersion ?? "", piece.hasLocalEdits ? editsNote : ""
            ).text,
            file: piece.files.first?.relativePath)
    }
}
