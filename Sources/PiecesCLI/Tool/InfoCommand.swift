import PiecesDiagnostics
import PieceCatalog

/// `pieces info NAME [--format json] [--registry DIR]`: a piece's metadata, parameter table, motion
/// sections and files. In JSON, the envelope's one result is the piece's entry exactly as
/// `index.json` holds it.
struct InfoCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let name = parsed.positional("name") ?? ""
        let catalog: Catalog
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
        case .failure(let failure): return output.stopped(failure.diagnostics, status: failure.status)
        case .success(let loaded): catalog = loaded
        }
        let piece: PieceDescriptor
        switch catalog.lookup(name) {
        case .failure(let error): return output.stopped([error.diagnostic], status: ExitStatus.findings)
        case .success(let found): piece = found
        }
        if output.isJSON { return output.finished([], summary: "", json: CatalogResults.info(piece)) }
        return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.info(piece)))
    }
}
