import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces update [NAME…] [--dry-run]`: the named pieces (all or nothing: a name that is not
/// installed refuses the whole update, and the files of every piece are written as one step),
/// else every outdated one.
struct UpdateCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "update", abstract: "Bring pieces in your app up to the registry's version.",
        discussion: "An unedited file is replaced; your edits are kept by a three-way merge with"
            + " git merge-file (git must be installed), from the copy pieces keeps in .pieces/base/."
            + " Clashing edits leave conflict markers (<<<<<<< yours … >>>>>>> registry VERSION),"
            + " reported with their lines, and exit 1; resolve them, then run update again."
            + " With several names, all or nothing: a name that is not installed updates none.",
        declaring: [Options.names] + InstalledPiecesOptions.arguments + [
            PiecesCommands.dryRun, Options.force, PiecesCommands.format, PiecesCommands.quiet,
        ])

    struct Options: CommandOptions {
        static let names = Positional<[String]>(
            "names", valueName: "NAME", help: "The pieces to update (default: every outdated piece)."
        ).completing(.pieces)
        static let force = Flag(
            "force", help: "Update even if the target's deployment target is older than the new version needs.")

        var names: [String]
        var location: InstalledPiecesOptions
        var dryRun: Bool
        var force: Bool

        init(_ arguments: ParsedArguments) {
            names = arguments[Self.names]
            location = InstalledPiecesOptions(arguments)
            dryRun = arguments[PiecesCommands.dryRun]
            force = arguments[Self.force]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let verbs: [Updater.Item.Action: String] = [
        .unchanged: "unchanged", .keepLocal: "kept (your edits; the registry did not change it)", .replace: "replace",
        .create: "create", .merge: "merge (your edits kept)", .conflict: "merge with %d conflict(s)",
    ]
    /// The code of a file's line: what happens to one file of the update.
    static let fileCode = "update-file"
    static let doneSummary = "updated %@"
    static let conflictSummary = "updated %@ with conflicts: resolve them, then run `pieces update` again"
    static let dryRunSummary = "dry run: nothing was written"
    static let currentSummary = "everything is up to date"
    static let partialSummary = "stopped part way: the files named above were changed; run the same command again to finish"
    static let failedSummary = "nothing was written"

    func run() -> ToolOutput {
        var request = options.location.request(names: options.names, context: context)
        request.dryRun = options.dryRun
        request.force = options.force
        let report = Updater(request: request, environment: context.environment).run()
        let notes = report.items.map { item in
            let verb = Self.verbs[item.action] ?? item.action.rawValue
            return Diagnostic(severity: .note, code: Self.fileCode, message: format(verb, item.conflictLines.count),
                              file: Synchronizer.display(item.path, relativeTo: context.workingDirectory))
        }
        let changes = report.changes.map { "\($0.name) \($0.from) → \($0.to)" }.joined(separator: ", ")
        let failed = !request.dryRun && !report.wrote && report.diagnostics.contains { $0.severity == .error }
        let summary = failed ? (report.diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) ? Self.partialSummary : Self.failedSummary)
            : request.dryRun ? Self.dryRunSummary
            : report.changes.isEmpty ? Self.currentSummary
            : format(report.hasConflicts ? Self.conflictSummary : Self.doneSummary, changes)
        return output.report(notes + report.diagnostics, summary: summary, status: ExitStatus.of(report.diagnostics), stopped: failed)
    }
}
