import MotionEngine
import PieceInstall
import PiecesDiagnostics

/// Finds the registry and reads its foundations for `sync` and `check` (`RegistryResolver.engine`,
/// shared with the MCP server), reporting a failure the command's way.
enum EngineLoader {
    static func load(_ options: EngineOptions, context: PiecesTool.Context) throws(DiagnosticError) -> Synchronizer {
        try RegistryResolver.engine(
            registry: options.registry, workingDirectory: context.workingDirectory, strict: options.strict)
    }
}

/// `--registry DIR` and `--strict`, as `sync`, `check` and `build` read them.
struct EngineOptions: Sendable {
    var registry: String?
    var strict: Bool

    init(_ arguments: ParsedArguments) {
        registry = arguments[PiecesCommands.registry]
        strict = arguments[PiecesCommands.strict]
    }
}
