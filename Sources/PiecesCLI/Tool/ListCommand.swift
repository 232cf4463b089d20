import PieceCatalog

/// `pieces list [--format json] [--names] [--registry DIR]`: every piece by category, one line
/// each; `--names` prints only the names, one a line, for scripts and shell completion.
struct ListCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
        case .failure(let failure): return output.stopped(failure.diagnostics, status: failure.status)
        case .success(let catalog):
            if parsed.flag("names") {
                return ToolOutput(standardOutput: catalog.pieces.map { $0.name + "\n" }.sorted().joined())
            }
            guard !output.isJSON else {
                let (part, summary) = CatalogResults.list(catalog)
                return output.finished([], summary: summary, json: part)
            }
            return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.list(catalog)))
        }
    }
}
