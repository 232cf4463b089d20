import PiecesDiagnostics
import PieceCatalog

/// `pieces info NAME [--json] [--registry DIR]`: a piece's metadata, parameter table, motion
/// sections and files. With `--json`, the piece's entry exactly as `index.json` holds it.
struct InfoCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context

    func run() -> ToolOutput {
        let json = parsed.flag("json")
        let name = parsed.positional("name") ?? ""
        let catalog: Catalog
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
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
