import PiecesDiagnostics
import PieceCatalog

/// `pieces info NAME [--json] [--registry DIR]`: a piece's metadata, parameter table, motion
/// sections and files. With `--json`, the piece's entry exactly as `index.json` holds it.
struct InfoCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "info",
        abstract: "Show a piece's description, requirements, parameters and motion sections.",
        discussion: "With --json, the piece's entry exactly as the registry's index.json holds it.",
        declaring: [PiecesCommands.pieceName, PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.json])

    struct Options: CommandOptions {
        var name: String
        var registry: String?
        var json: Bool

        init(_ arguments: ParsedArguments) {
            name = arguments[PiecesCommands.pieceName]
            registry = arguments[PiecesCommands.readRegistry]
            json = arguments[PiecesCommands.json]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let json = options.json
        let name = options.name
        let catalog: Catalog
        switch CatalogCommandSupport.catalog(registry: options.registry, context: context) {
        case .failure(let failure): return failure.output(json: json, context: context)
        case .success(let loaded): catalog = loaded
        }
        let piece: PieceDescriptor
        switch catalog.lookup(name) {
        case .failure(let error): return CatalogCommandSupport.report([error.diagnostic], json: json, context: context, status: ExitStatus.findings)
        case .success(let found): piece = found
        }
        if json { return ToolOutput(standardOutput: RegistryIndex.Piece(descriptor: piece).json.rendered()) }
        return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.info(piece)))
    }
}
