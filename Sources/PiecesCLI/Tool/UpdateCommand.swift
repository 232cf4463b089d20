import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

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
            PiecesCommands.dryRun, Options.force, PiecesCommands.format, PiecesCommands.quiet
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
        .unchanged: "unchanged", .keepLocal: "kept (your edits; the registry did not change it)", .replace: "replaced",
        .create: "created", .merge: "merged (your edits kept)"
    ]
    /// The same, for a dry run or a refused update: nothing was written.
    static let dryRunVerbs: [Updater.Item.Action: String] = [
        .unchanged: "unchanged", .keepLocal: "kept (your edits; the registry did not change it)",
        .replace: "would be replaced",
        .create: "would be created", .merge: "would be merged (your edits kept)"
    ]
    static func mergedWithConflicts(_ conflicts: Int, dryRun: Bool) -> Message {
        "\(dryRun ? "would be merged" : "merged") with \(conflicts, "conflict")"
    }
    /// The code of a file's line: what happens to one file of the update.
    static let fileCode = "update-file"
    static let currentSummary = "everything is up to date"

    func run() -> ToolOutput {
        var request = options.location.request(names: options.names, context: context)
        request.dryRun = options.dryRun
        request.force = options.force
        let report = Updater(request: request, environment: context.environment).run()
        let failed = !request.dryRun && !report.wrote && report.diagnostics.contains { $0.severity == .error }
        let outcome = WriteOutcome(dryRun: request.dryRun, failed: failed, diagnostics: report.diagnostics)
        let verbs = outcome.wouldBe ? Self.dryRunVerbs : Self.verbs
        let notes = report.items.map { item in
            let verb =
                item.action == .conflict
                ? Self.mergedWithConflicts(item.conflictLines.count, dryRun: outcome.wouldBe).text
                : verbs[item.action] ?? item.action.rawValue
            return Diagnostic(
                severity: .note, code: Self.fileCode, message: verb,
                file: Path(item.path).display(relativeTo: Path(context.workingDirectory)))
        }
        let summary = outcome.summary ?? Self.summary(report)
        let json =
            output.isJSON
            ? UpdateResults.json(
                report, done: !outcome.wouldBe, dryRun: request.dryRun,
                display: {
                    Path($0).display(relativeTo: Path(context.workingDirectory))
                }) : .init()
        // In JSON the files are results, not notes.
        return output.report(
            (output.isJSON ? [] : notes) + report.diagnostics, summary: summary,
            status: ExitStatus.of(report.diagnostics), stopped: failed, json: json)
    }

    /// What was updated, and what errors kept from it: never "everything is up to date" next to
    /// an error (a refused piece, conflicts left from before).
    static func summary(_ report: Updater.Report) -> String {
        let changes = report.changes.map { "\($0.name) \($0.from) → \($0.to)" }.joined(separator: ", ")
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        switch (report.changes.isEmpty, report.hasConflicts, errors) {
        case (true, _, 0): return currentSummary
        case (true, _, _): return UpdateCommand.nothingUpdated(errors: errors).text
        case (false, true, _): return UpdateCommand.updatedWithConflicts(changes).text
        case (false, false, 0): return UpdateCommand.updated(changes).text
        case (false, false, _): return UpdateCommand.updatedSome(changes, errors: errors).text
        }
    }
}

extension UpdateCommand {
    static func updated(_ changes: String) -> Message { "updated \(changes)" }

    static func updatedWithConflicts(_ changes: String) -> Message {
        "updated \(changes) with conflicts: resolve them, then run `pieces update` again"
    }

    static func updatedSome(_ changes: String, errors: Int) -> Message {
        "updated \(changes); \(errors, "error") above kept the rest from updating"
    }

    static func nothingUpdated(errors: Int) -> Message { "nothing was updated: \(errors, "error") above" }
}
