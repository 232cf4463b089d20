import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces check [FILE…]`: never writes. Inside an app, with files and no registry above, the
/// files are checked against the registry `pieces.lock` records for them, else the built-in one
/// (`CheckEngine`, shared with the MCP server's `check_registry`).
struct CheckCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Report stale, hand-edited or missing blocks without writing.",
        discussion: "Exit status: 0 clean, 1 findings, 64 usage error, 66 registry or file not found,"
            + " 74 a file could not be read.",
        declaring: [
            PiecesCommands.files, PiecesCommands.registry, PiecesCommands.strict, PiecesCommands.noCache,
            PiecesCommands.format, PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        var files: [String]
        var engine: EngineOptions
        var noCache: Bool

        init(_ arguments: ParsedArguments) {
            files = arguments[PiecesCommands.files]
            engine = EngineOptions(arguments)
            noCache = arguments[PiecesCommands.noCache]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let files = options.files
        let engine: CheckEngine
        do {
            engine = try CheckEngine.load(
                files: files, registry: options.engine.registry, workingDirectory: context.workingDirectory,
                strict: options.engine.strict)
        } catch { return output.stopped(by: error) }
        let report = engine.synchronizer.check(
            files: files.isEmpty ? nil : files,
            cleanPieces: CleanPieceCacheLocation.cache(disabled: options.noCache, context: context))
        return output.finished(
            report.reported, summary: report.summary, status: report.exitStatus,
            json: output.isJSON ? EngineResults.check(report) : .init())
    }
}
