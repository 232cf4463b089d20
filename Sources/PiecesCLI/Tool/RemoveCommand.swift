import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog
import PieceInstall

/// `pieces remove NAME [--force]`.
struct RemoveCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "remove", abstract: "Delete a piece from your app.",
        discussion: "Deletes the piece's files, the project entries pieces added for them, its"
            + " pieces.lock entry and its copies in .pieces/base/. Refuses a file with edits of your"
            + " own, and a piece another installed piece uses, unless --force.",
        declaring: [Options.name] + InstalledPiecesOptions.arguments + [
            Options.force, PiecesCommands.format, PiecesCommands.quiet,
        ])

    struct Options: CommandOptions {
        static let name = Positional<String>("name", valueName: "NAME", help: "The piece to remove.")
            .completing(.pieces)
        static let force = Flag("force", help: "Delete even edited files, and pieces other pieces use.")

        var name: String
        var location: InstalledPiecesOptions
        var force: Bool

        init(_ arguments: ParsedArguments) {
            name = arguments[Self.name]
            location = InstalledPiecesOptions(arguments)
            force = arguments[Self.force]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static let deletedLine = "deleted"
    static let projectLine = "edit %@: %d entries removed"
    static let skippedMessage = "%@ was not added to the project by pieces; its entries were left alone"
    static let doneSummary = "removed %@ from %@"
    static let partialSummary = "stopped part way: the files named above were changed; run the same command again to finish"
    static let failedSummary = "nothing was removed"

    func run() -> ToolOutput {
        var request = options.location.request(names: [options.name], context: context)
        request.force = options.force
        let report = Remover(request: request).run()
        var notes = report.removed.map { path in
            Diagnostic(severity: .note, code: "removed", message: Self.deletedLine, file: display(path))
        }
        if report.wrote, let edit = report.projectEdit, let file = report.projectFile {
            notes.append(Diagnostic(severity: .note, code: "removed", message: format(Self.projectLine, display(file), edit.changes.count)))
        }
        for name in report.projectEdit?.skipped ?? [] {
            notes.append(Diagnostic(severity: .warning, code: "project-entry-kept", message: format(Self.skippedMessage, name)))
        }
        let summary = report.wrote ? format(Self.doneSummary, report.name ?? "", report.destination?.description ?? "")
            : report.diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) ? Self.partialSummary : Self.failedSummary
        return output.report(notes + report.diagnostics, summary: summary, status: ExitStatus.of(report.diagnostics),
                             stopped: !report.wrote && report.diagnostics.contains { $0.severity == .error },
                             json: .init(counts: ["piece": .optional(report.name), "deleted": .int(report.wrote ? report.removed.count : 0)],
                                         resultCodes: ["removed"]))
    }

    private func display(_ path: String) -> String { Synchronizer.display(path, relativeTo: context.workingDirectory) }
}
