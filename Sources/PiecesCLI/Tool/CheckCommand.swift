import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceInstall

/// `pieces check [FILE…]`: never writes. Inside an app, with files and no registry above, the
/// files are checked against the registry `pieces.lock` records for them, else the built-in one
/// (`CheckEngine`, shared with the MCP server's `check_registry`).
struct CheckCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let files = parsed.positionals("files")
        let engine: CheckEngine
        switch CheckEngine.load(files: files, registry: parsed.option("registry"), workingDirectory: context.workingDirectory, strict: parsed.flag("strict")) {
        case .success(let loaded): engine = loaded
        case .failure(let failure): return failure.output(using: output)
        }
        defer { engine.discard() }
        let report = engine.synchronizer.check(files: files.isEmpty ? nil : files)
        return output.finished(report.reported, summary: report.summary, status: report.exitStatus,
                               json: output.isJSON ? EngineResults.check(report) : .init())
    }
}
