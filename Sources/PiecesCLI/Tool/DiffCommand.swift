import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import PieceInstall

/// `pieces diff [NAME]`: each installed file against the registry's current version.
///
/// In text, the diffs are printed as they are (from `yours/PATH` to `registry/PATH`, so
/// `patch -p1` at the project root applies them); the other formats carry each diff in a note's
/// detail. Exit 0 when everything matches, 1 when anything differs (like `git diff --exit-code`).
/// The comparison is `DifferenceReport`, shared with the MCP server's `diff_piece`.
struct DiffCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let failedSummary = "could not compare the installed pieces"
    /// The note per differing file, a result in JSON (`{code, file, line, message, detail}`, the diff in `detail`).
    static let differsCode = "piece-differs"

    func run() -> ToolOutput {
        let report: DifferenceReport
        switch DifferenceReport.load(request: InstallRequest(parsed: parsed, context: context), name: parsed.positional("name")) {
        case .success(let loaded): report = loaded
        case .failure(let failure):
            return output.stopped([failure.diagnostic], summary: Self.failedSummary, status: ExitStatus.of([failure.diagnostic]))
        }
        // A patch is only printed as text, and --quiet (like `git diff --quiet`) prints none.
        guard output.isText else {
            let json = ReportOutput.JSONPart(counts: ["pieces": .int(report.pieceCount), "differing": .int(report.notes.count)],
                                             resultCodes: [Self.differsCode])
            return output.finished(report.notes + report.problems, summary: report.summary, status: report.status, json: json)
        }
        return ToolOutput(standardOutput: (output.quiet ? "" : report.patches) + output.render(report.problems, summary: report.summary),
                          status: report.status)
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
