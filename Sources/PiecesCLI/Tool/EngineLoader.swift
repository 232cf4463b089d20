import PiecesDiagnostics
import MotionEngine

/// Finds the registry and reads its foundations for `sync` and `check` (`Synchronizer.load`,
/// shared with the MCP server), reporting a failure the command's way.
enum EngineLoader {
    static func load(parsed: ParsedArguments, context: PiecesTool.Context) -> Result<Synchronizer, Synchronizer.LoadFailure> {
        Synchronizer.load(registry: parsed.option("registry"), workingDirectory: context.workingDirectory, strict: parsed.flag("strict"))
    }
}

extension Synchronizer.LoadFailure {
    func output(using output: ReportOutput) -> ToolOutput {
        ToolOutput(standardOutput: output.render([diagnostic], summary: ""), status: status)
    }
}
