import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces diff [NAME]`: each installed file against the registry's current version.
///
/// In text, the diffs are printed as they are (from `yours/PATH` to `registry/PATH`, so
/// `patch -p1` at the project root applies them); the other formats carry each diff in a note's
/// detail. Exit 0 when everything matches, 1 when anything differs (like `git diff --exit-code`).
/// The comparison is `DifferenceReport`, shared with the MCP server's `diff_piece`.
struct DiffCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "diff", abstract: "Show how the pieces in your app differ from the registry's.",
        discussion: "One unified diff per file, from your copy (yours/…) to the registry's current"
            + " version (registry/…), which `patch -p1` can apply. Exit status: 0 when every file"
            + " matches the registry, 1 when any differs or has unresolved conflict markers"
            + " (like `git diff --exit-code`); --quiet prints no diffs and no summary, only problems (an"
            + " unreadable file, a piece that is not installed), and sets the status.",
        declaring: [Options.name] + InstalledPiecesOptions.arguments + [PiecesCommands.format, PiecesCommands.quiet])

    struct Options: CommandOptions {
        static let name = Positional<String?>(
            "name", valueName: "NAME", help: "The piece to compare (default: every piece in the app)."
        ).completing(.pieces)

        var name: String?
        var location: InstalledPiecesOptions

        init(_ arguments: ParsedArguments) {
            name = arguments[Self.name]
            location = InstalledPiecesOptions(arguments)
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let failedSummary = "could not compare the installed pieces"
    /// The note per differing file, a result in JSON (`{code, file, line, message, detail}`, the diff in `detail`).
    static let differsCode = "piece-differs"

    func run() -> ToolOutput {
        let report: DifferenceReport
        let request = options.location.request(names: options.name.map { [$0] } ?? [], context: context)
        do { report = try DifferenceReport.load(request: request, name: options.name) } catch {
            return output.stopped(by: error, summary: Self.failedSummary)
        }
        // A patch is only printed as text, and --quiet (like `git diff --quiet`) prints none.
        guard output.isText else {
            let json = ReportOutput.JSONPart(
                counts: ["pieces": .int(report.pieceCount), "differing": .int(report.notes.count)],
                resultCodes: [Self.differsCode])
            return output.finished(
                report.notes + report.problems, summary: report.summary, status: report.status, json: json)
        }
        return ToolOutput(
            standardOutput: (output.quiet
                ? "" : context.isTerminal ? TerminalText.escaped(report.patches) : report.patches)
                + output.render(report.problems, summary: report.summary),
            status: report.status)
    }
}
