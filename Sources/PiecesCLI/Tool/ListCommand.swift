import PieceCatalog

/// `pieces list [--json] [--names] [--registry DIR]`: every piece by category, one line each;
/// `--names` prints only the names, one a line, for scripts and shell completion.
struct ListCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context

    func run() -> ToolOutput {
        let json = parsed.flag("json")
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
        case .failure(let failure): return failure.output(json: json, context: context)
        case .success(let catalog):
            if parsed.flag("names") {
                return ToolOutput(standardOutput: catalog.pieces.map { $0.name + "\n" }.sorted().joined())
            }
            return ToolOutput(standardOutput: json ? CatalogText.listJSON(catalog) : HeaderText.escaped(CatalogText.list(catalog)))
        }
    }
}
