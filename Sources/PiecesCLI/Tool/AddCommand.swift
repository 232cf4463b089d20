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
            Options.names, InstalledPiecesOptions.project, InstalledPiecesOptions.target, Options.path,
            Options.registry, PiecesCommands.timeout, PiecesCommands.dryRun, Options.diff,
            Options.overwrite, Options.force, Options.allowOutside, PiecesCommands.format,
            PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let names = Positional<[String]>(
            "names", valueName: "NAME", atLeastOne: true, help: "The pieces to add."
        ).completing(.pieces)
        static let path = Option<String?>(
            "path", valueName: "DIR",
            help: "The folder the files go into (default: the target's Pieces/ folder, or pieces.json).")
        static let registry = PiecesCommands.readRegistry
        static let diff = Flag(
            "diff", help: "Show each file's change as a diff (with --dry-run, before anything is written).")
        static let overwrite = Flag("overwrite", help: "Replace files that differ from what pieces installed.")
        static let force = Flag(
            "force",
            help:
                """
                Install even if the target's deployment target is older than a piece needs, or its name collides with \
                the app's code.
                """
        )
        static let allowOutside = Flag(
            "allow-outside",
            help: "Let --path name a folder outside the project (installed as a plain folder with its own pieces.lock)."
        )

        var names: [String]
        var project: String?
        var target: String?
        var path: String?
        var registry: String?
        var dryRun: Bool
        var diff: Bool
        var overwrite: Bool
        var force: Bool
        var allowOutside: Bool

        init(_ arguments: ParsedArguments) {
            names = arguments[Self.names]
            project = arguments[InstalledPiecesOptions.project]
            target = arguments[InstalledPiecesOptions.target]
            path = arguments[Self.path]
            registry = arguments[Self.registry]
            dryRun = arguments[PiecesCommands.dryRun]
            diff = arguments[Self.diff]
            overwrite = arguments[Self.overwrite]
            force = arguments[Self.force]
            allowOutside = arguments[Self.allowOutside]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        var request = InstallRequest(names: options.names, workingDirectory: context.workingDirectory)
        request.project = options.project
        request.target = options.target
        request.path = options.path
        request.registry = options.registry
        request.dryRun = options.dryRun
        request.overwrite = options.overwrite
        request.force = options.force
        request.allowOutside = options.allowOutside
        let report = Installer(request: request).run()
        let withDiff = options.diff
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

    private func display(_ path: String) -> String { Synchronizer.display(path, relativeTo: context.workingDirectory) }
}
