import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// `pieces search WORDS… [--format json] [--registry DIR]`: pieces ranked by how well they match;
/// exit 1 when none does.
struct SearchCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let words = parsed.positionals("words")
        let catalog: Catalog
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
        case .failure(let failure): return output.stopped(failure.diagnostics, status: failure.status)
        case .success(let loaded): catalog = loaded
        }
        let results = CatalogSearch(catalog: catalog).search(words)
        let query = words.joined(separator: " ")
        let (part, summary) = CatalogResults.search(results, query: words, catalog: catalog)
        guard !results.isEmpty else {
            return output.stopped([CatalogText.noResultsDiagnostic(query: query)], summary: output.isJSON ? summary : "",
                                  status: ExitStatus.findings, json: part)
        }
        guard !output.isJSON else { return output.finished([], summary: summary, json: part) }
        return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.search(results, query: query, catalog: catalog)))
    }
}
