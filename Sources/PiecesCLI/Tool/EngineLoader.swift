import PiecesDiagnostics
import MotionEngine

/// Finds the registry and reads its foundations for `sync` and `check`.
enum EngineLoader {
    struct Failure: Error {
        var diagnostic: Diagnostic
        var status: Int32

        func output(using output: ReportOutput) -> ToolOutput {
            output.stopped([diagnostic], status: status)
        }
    }

    static func load(parsed: ParsedArguments, context: PiecesTool.Context) -> Result<Synchronizer, Failure> {
        do {
            let registry = try Registry.locate(explicit: parsed.option("registry"), from: context.workingDirectory)
            do {
                return .success(try Synchronizer(registry: registry, workingDirectory: context.workingDirectory, strict: parsed.flag("strict")))
            } catch {
                return .failure(Failure(diagnostic: error.diagnostic, status: ExitStatus.ioError))
            }
        } catch {
            return .failure(Failure(diagnostic: error.diagnostic, status: ExitStatus.noInput))
        }
    }
}
