import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces new NAME --category C [--registry DIR]`: a new piece from the template, synced.
struct NewCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    static let createdSummary = "created %@ with its Piece motion block (%@)"
    static let createdPlainSummary = "created %@ (it uses no motion yet, so it has no block)"
    static let unsyncedSummary = "created %@, but could not sync it; fix the problems above and run `pieces sync`"
    static let nextSteps = "next: describe it in its header and doc comment, build it in an app, then run `pieces build`"

    func run() -> ToolOutput {
        let registry: Registry
        do {
            registry = try Registry.locate(explicit: parsed.option("registry"), from: context.workingDirectory)
        } catch {
            return output.stopped([error.diagnostic], status: ExitStatus.noInput)
        }
        let scaffolder = PieceScaffolder(registry: registry, workingDirectory: context.workingDirectory)
        let result: PieceScaffolder.Result
        do {
            let piece = try PieceName(name: parsed.positional("name") ?? "", category: parsed.option("category") ?? "")
            result = try scaffolder.create(piece)
        } catch {
            return output.stopped([error.diagnostic], status: error.exitStatus)
        }
        let shown = Synchronizer.display(result.path, relativeTo: context.workingDirectory)
        let status = result.sync.exitStatus(hook: false)
        let summary: String
        if status != ExitStatus.success {
            summary = format(Self.unsyncedSummary, shown)
        } else if let change = result.sync.changes.first {
            summary = format(Self.createdSummary, shown, change.added.joined(separator: ", ")) + "\n" + Self.nextSteps
        } else {
            summary = format(Self.createdPlainSummary, shown) + "\n" + Self.nextSteps
        }
        return ToolOutput(standardOutput: output.render(result.sync.diagnostics, summary: summary), status: status)
    }
}
