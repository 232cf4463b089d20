import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces remove NAME… [--force] [--dry-run]`.
///
/// Several names are all or nothing: every one is checked first (installed, no edits of the user's
/// own, no other installed piece using it unless that one goes too), and one refusal removes
/// none. Then they are removed one after the other, in the order named; a write that fails part
/// way stops there and says which were removed. `--dry-run` checks and plans the same way and
/// writes nothing.
struct RemoveCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "remove", abstract: "Delete pieces from your app.",
        discussion: "Deletes each piece's files, the project entries pieces added for them, its"
            + " pieces.lock entry and its copies in .pieces/base/. Refuses a file with edits of your"
            + " own, and a piece another installed piece uses (unless that one is removed too),"
            + " unless --force. With several names, all or nothing: one refusal removes none.",
        declaring: [Options.names] + InstalledPiecesOptions.arguments + [
            PiecesCommands.dryRun, Options.force, PiecesCommands.format, PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let names = Positional<[String]>(
            "names", valueName: "NAME", atLeastOne: true, help: "The pieces to remove."
        ).completing(.pieces)
        static let force = Flag("force", help: "Delete even edited files, and pieces other pieces use.")

        var names: [String]
        var location: InstalledPiecesOptions
        var force: Bool
        var dryRun: Bool

        init(_ arguments: ParsedArguments) {
            names = arguments[Self.names]
            location = InstalledPiecesOptions(arguments)
            force = arguments[Self.force]
            dryRun = arguments[PiecesCommands.dryRun]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let deletedLine = "deleted"
    static func projectLine(_ file: String, _ entries: Int) -> Message { "edit \(file): \(entries) entries removed" }
    static func skippedMessage(_ name: String) -> Message {
        "\(name) was not added to the project by pieces; its entries were left alone"
    }
    static let failedSummary = "nothing was removed"

    func run() -> ToolOutput {
        // The plans and the removal find the project and read pieces.json once between them.
        let session = ProjectSession()
        // First every name is checked and planned; one refusal removes nothing.
        let plans = options.names.map { remover(dryRun: true, session: session).run(name: $0) }
        let refused = plans.flatMap(\.diagnostics).contains { $0.severity == .error }
        if refused || options.dryRun {
            // A refusal lists only why: no piece is about to be deleted.
            let diagnostics = plans.flatMap { (refused ? [] : notes(for: $0, planned: true)) + $0.diagnostics }
            let summary = refused ? Self.failedSummary : RemoveCommand.removalPlanned(Self.described(plans)).text
            return output.report(
                diagnostics, summary: summary, status: ExitStatus.of(diagnostics), stopped: refused,
                json: InstalledResults.remove(plans, dryRun: options.dryRun))
        }
        var done: [Remover.Report] = []
        var diagnostics: [Diagnostic] = []
        // One lock write after every piece's files are gone: a killed run is finished by running it again.
        for (name, report) in zip(options.names, remover(dryRun: false, session: session).run(names: options.names)) {
            diagnostics += notes(for: report, planned: false) + report.diagnostics
            guard report.wrote else {
                let outcome = WriteOutcome(dryRun: false, failed: true, diagnostics: report.diagnostics)
                let summary =
                    done.isEmpty
                    ? (outcome == .stoppedPartWay ? WriteOutcome.partialSummary : Self.failedSummary)
                    : RemoveCommand.removalStopped(done: Self.described(done), at: report.name ?? name).text
                return output.report(
                    diagnostics, summary: summary, status: ExitStatus.of(diagnostics), stopped: true,
                    json: InstalledResults.remove(done + [report], dryRun: false))
            }
            done.append(report)
        }
        return output.report(
            diagnostics, summary: RemoveCommand.piecesRemoved(Self.described(done)).text,
            status: ExitStatus.of(diagnostics),
            stopped: false,
            json: InstalledResults.remove(done, dryRun: false))
    }

    private func remover(dryRun: Bool, session: ProjectSession) -> Remover {
        var request = options.location.request(names: options.names, context: context)
        request.force = options.force
        request.dryRun = dryRun
        return Remover(request: request, session: session)
    }

    /// A line per file deleted (or, `planned`, that would be), and the project's edit.
    private func notes(for report: Remover.Report, planned: Bool) -> [Diagnostic] {
        var notes = report.removed.map { path in
            Diagnostic(
                severity: .note, code: "removed",
                message: planned ? RemoveCommand.wouldDelete : Message(stringLiteral: Self.deletedLine),
                file: display(path))
        }
        if report.wrote || planned, let file = report.projectFile, report.projectEntriesRemoved > 0 {
            let count = report.projectEntriesRemoved
            notes.append(
                planned
                    ? Diagnostic(
                        severity: .note, code: "removed",
                        message: RemoveCommand.projectEditPlanned(display(file), count))
                    : Diagnostic(severity: .note, code: "removed", message: Self.projectLine(display(file), count).text)
            )
        }
        if report.wrote || planned { notes += report.requirementSteps.map { $0.note(planned: planned) } }
        for name in report.projectEdit?.skipped ?? [] {
            notes.append(
                Diagnostic(severity: .warning, code: "project-entry-kept", message: Self.skippedMessage(name).text))
        }
        return notes
    }

    /// "A, B from DEST" for pieces in one destination, "A from X, B from Y" otherwise; the
    /// pieces as the lock spells them.
    static func described(_ reports: [Remover.Report]) -> String {
        let destinations = reports.map { $0.destination?.description ?? "" }
        let names = reports.map { $0.name ?? "" }
        if Set(destinations).count == 1, let only = destinations.first {
            return RemoveCommand.piecesAt(names.joined(separator: ", "), only).text
        }
        return zip(names, destinations).map { RemoveCommand.piecesAt($0, $1).text }.joined(separator: ", ")
    }

    private func display(_ path: String) -> String { Path(path).display(relativeTo: Path(context.workingDirectory)) }
}

extension RemoveCommand {
    /// "ElasticButton, GlowCard from App (target App)".
    static func piecesAt(_ names: String, _ destination: String) -> Message { "\(names) from \(destination)" }
    static func piecesRemoved(_ described: String) -> Message { "removed \(described)" }
    static func removalPlanned(_ described: String) -> Message {
        "dry run: would remove \(described); nothing was written"
    }
    static func removalStopped(done described: String, at name: String) -> Message {
        "removed \(described); stopped at \(name): run the same command again to finish"
    }
    static let wouldDelete: Message = "would delete"
    static func projectEditPlanned(_ file: String, _ count: Int) -> Message {
        "would edit \(file): \(count, "entry", plural: "entries") to remove"
    }
}
