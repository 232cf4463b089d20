import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces status`: every installed piece in every destination the lock lists (or the one
/// `--project`/`--target`/`--path` names), with its installed and registry versions and its state.
///
/// Text prints a table; `--format json` prints the envelope (docs/json.md) with one result
/// `{name, destination, installed, registry, registrySource, state, states, files}` per row
/// (`StatusReport`, shared with the MCP server). Reading only:
/// exit 0 unless the lock or a project cannot be read; `outdated` is the command whose exit status
/// fails a CI step.
struct StatusCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "status", abstract: "List every piece installed in your app, where, and in what state.",
        discussion: "One row per piece and destination (project and target, package target, or"
            + " folder): installed version, registry version, and its state — current, outdated,"
            + " edited, missing (a file is gone), conflicted (merge markers), unknown (the registry"
            + " no longer has it). --format json prints the rows. Exit status 0 unless pieces.lock or"
            + " a project cannot be read.",
        declaring: InstalledPiecesOptions.arguments + [PiecesCommands.format, PiecesCommands.quiet])

    typealias Options = InstalledPiecesOptions

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let columns = ["piece", "destination", "installed", "registry", "state"]
    static let failedSummary = "could not read the installed pieces"

    func run() -> ToolOutput {
        let report: StatusReport
        do { report = try StatusReport.load(request: options.request(names: [], context: context)) } catch {
            return output.stopped(by: error, summary: Self.failedSummary)
        }
        let text: String
        switch output.renderer.format {
        case .json:
            return output.finished(report.problems, summary: report.summary, json: InstalledResults.status(report))
        case .text:
            text =
                (output.quiet || report.pieces.isEmpty ? "" : Self.table(report.pieces))
                + output.render(report.problems, summary: report.summary)
        case .xcode, .github: text = output.render(report.problems, summary: report.summary)
        }
        return ToolOutput(standardOutput: text, status: ExitStatus.success)
    }

    static func table(_ pieces: [InstalledPieces.Piece]) -> String {
        let rows =
            [columns]
            + pieces.map { piece in
                [
                    piece.entry.name, piece.destination.description, piece.entry.version, piece.registryVersion ?? "-",
                    piece.states.map(\.rawValue).joined(separator: ", ")
                ]
            }
        return TextTable.render(rows)
    }
}
