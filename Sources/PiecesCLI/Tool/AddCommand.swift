import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces add NAME…`: the `Installer` (shared with the MCP server's `plan_add` and `add_pieces`),
/// its plan as notes, then its summary.
struct AddCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "add", abstract: "Copy pieces into an app, each with the motion code it uses.",
        discussion: "Finds the .xcodeproj, .xcworkspace or Package.swift above the current folder and"
            + " puts the files in the app target's Pieces/ folder (adding them to a group-based"
            + " target's project file). --path DIR chooses another folder inside the project (a"
            + " warning says when the target will not compile it); outside any project it is a"
            + " plain folder."
            + " pieces.lock records what was installed; a file you edited is never overwritten"
            + " without --overwrite.",
        declaring: [
            InstallOptions.names, InstallOptions.project, InstallOptions.target, InstallOptions.path,
            PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.dryRun, InstallOptions.diff,
            InstallOptions.overwrite, InstallOptions.force, InstallOptions.allowOutside, PiecesCommands.format,
            PiecesCommands.quiet
        ])

    /// The install's own options are `InstallOptions.table`'s, declared there once for the MCP
    /// server's `plan_add` and `add_pieces` too; `--registry` and `--dry-run` are the ones several
    /// commands share.
    struct Options: CommandOptions {
        /// What the command line gave for each option of the table, by name.
        let given: [String: RequestOption<InstallOptions>.Value]
        var registry: String?
        var dryRun: Bool

        init(_ arguments: ParsedArguments) {
            given = Dictionary(uniqueKeysWithValues: InstallOptions.table.map { ($0.name, arguments[$0]) })
            registry = arguments[PiecesCommands.readRegistry]
            dryRun = arguments[PiecesCommands.dryRun]
        }

        /// The options for an install run in `workingDirectory`.
        func install(in workingDirectory: String) -> InstallOptions {
            // Every option of the table was read above.
            var options = InstallOptions(workingDirectory: workingDirectory) { given[$0.name]! }
            options.request.registry = registry
            options.request.dryRun = dryRun
            return options
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let install = options.install(in: context.workingDirectory)
        let request = install.request
        let report = Installer(request: request).run()
        let withDiff = install.diff
        let notes = report.planNotes(
            dryRun: request.dryRun, display: display,
            detail: { withDiff ? Installer.Report.diff($0, label: display($0.path)) : nil })
        let summary = report.summary(names: request.names, dryRun: request.dryRun, display: display)
        // In JSON the files are results, not notes.
        return output.report(
            (output.isJSON ? [] : notes) + report.diagnostics, summary: summary,
            status: report.failed ? ExitStatus.of(report.diagnostics) : ExitStatus.success, stopped: report.failed,
            json: output.isJSON
                ? AddResults.json(report, dryRun: request.dryRun, withDiff: withDiff, display: display) : .init())
    }

    private func display(_ path: String) -> String { Path(path).display(relativeTo: Path(context.workingDirectory)) }
}
