import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces new NAME --category C [--registry DIR] [--dry-run] [--quiet]`: a new piece from the
/// template, synced. `--dry-run` makes the same checks and says which file it would write.
struct NewCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "new", abstract: "Start a new piece from the template, synced and ready.",
        discussion: "Renders templates/piece.swift (the registry's own, else the one built in) into"
            + " pieces/CATEGORY/NAME.swift and syncs it. Refuses a name that is taken.",
        declaring: [
            Options.name, Options.category, PiecesCommands.registry, PiecesCommands.dryRun, PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let name = Positional<String>(
            "name", valueName: "NAME",
            help: "The piece's main type, an UpperCamelCase Swift name, e.g. GlowCard.")
        static let category = Option<String>.required(
            "category", valueName: "CATEGORY",
            help: "The folder under pieces/ it goes in: lowercase letters, digits and dashes.")

        var name: String
        var category: String
        var registry: String?
        var dryRun: Bool

        init(_ arguments: ParsedArguments) {
            name = arguments[Self.name]
            category = arguments[Self.category]
            registry = arguments[PiecesCommands.registry]
            dryRun = arguments[PiecesCommands.dryRun]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static func createdSummary(_ file: String, _ sections: String) -> Message {
        "created \(file) with its Piece motion block (\(sections))"
    }
    static func createdPlainSummary(_ file: String) -> Message {
        "created \(file) (it uses no motion yet, so it has no block)"
    }
    static func unsyncedSummary(_ file: String) -> Message {
        "created \(file), but could not sync it; fix the problems above and run `pieces sync`"
    }
    static let nextSteps =
        "next: describe it in its header and doc comment, build it in an app, then run `pieces build`"

    func run() -> ToolOutput {
        let registry: FolderRegistry
        do {
            registry = try RegistryResolver.folder(explicit: options.registry, from: context.workingDirectory)
        } catch {
            return output.stopped(by: error)
        }
        let scaffolder = PieceScaffolder(registry: registry, workingDirectory: context.workingDirectory)
        let result: PieceScaffolder.Result
        do {
            let piece = try PieceName(name: options.name, category: options.category)
            if options.dryRun {
                let path = Path(try scaffolder.plan(piece)).display(relativeTo: Path(context.workingDirectory))
                return ToolOutput(
                    standardOutput: output.render([], summary: NewCommand.pieceCreationPlanned(path).text))
            }
            result = try scaffolder.create(piece)
        } catch {
            return output.stopped(by: error)
        }
        let shown = Path(result.path).display(relativeTo: Path(context.workingDirectory))
        let status = result.sync.exitStatus(hook: false)
        let summary: String
        if status != ExitStatus.success {
            summary = Self.unsyncedSummary(shown).text
        } else if let change = result.sync.changes.first {
            summary = Self.createdSummary(shown, change.added.joined(separator: ", ")).text + "\n" + Self.nextSteps
        } else {
            summary = Self.createdPlainSummary(shown).text + "\n" + Self.nextSteps
        }
        return ToolOutput(standardOutput: output.render(result.sync.diagnostics, summary: summary), status: status)
    }
}

extension NewCommand {
    static func pieceCreationPlanned(_ path: String) -> Message {
        "dry run: would create \(path) from the template and sync it; nothing was written"
    }
}
