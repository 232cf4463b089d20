import PieceCatalog
import PiecesDiagnostics

/// `pieces info NAME [--format json] [--registry DIR]`: a piece's metadata, parameter table, motion
/// sections and files. In JSON, the envelope's one result is the piece's entry exactly as
/// `index.json` holds it.
struct InfoCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "info",
        abstract: "Show a piece's description, requirements, parameters and motion sections.",
        discussion: "With --format json, the piece's entry exactly as the registry's index.json holds it.",
        declaring: [
            PiecesCommands.pieceName, PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.dataFormat,
            PiecesCommands.json
        ])

    struct Options: CommandOptions {
        var name: String
        var registry: String?

        init(_ arguments: ParsedArguments) {
            name = arguments[PiecesCommands.pieceName]
            registry = arguments[PiecesCommands.readRegistry]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let catalog: Catalog
        do {
            catalog = try CatalogCommandSupport.catalog(
                registry: options.registry, describing: [options.name], context: context)
        } catch { return output.stopped(by: error) }
        let piece: PieceDescriptor
        do { piece = try catalog.lookup(options.name) } catch { return output.stopped(by: error) }
        if output.isJSON { return output.finished([], summary: "", json: CatalogResults.info(piece)) }
        return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.info(piece)))
    }
}
