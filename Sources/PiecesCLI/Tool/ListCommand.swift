import PieceCatalog

/// `pieces list [--json] [--registry DIR]`: every piece by category, one line each.
struct ListCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context

    func run() -> ToolOutput {
        let json = parsed.flag("json")
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
        case .failure(let failure): return failure.output(json: json, context: context)
        case .success(let catalog):
            return ToolOutput(standardOutput: json ? CatalogText.listJSON(catalog) : HeaderText.escaped(CatalogText.list(catalog)))
        }
    }
}
