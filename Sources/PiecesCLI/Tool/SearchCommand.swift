import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// `pieces search WORDS… [--json] [--registry DIR]`: pieces ranked by how well they match;
/// exit 1 when none does.
struct SearchCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context

    func run() -> ToolOutput {
        let json = parsed.flag("json")
        let words = parsed.positionals("words")
        let catalog: Catalog
        switch CatalogCommandSupport.catalog(parsed: parsed, context: context) {
        case .failure(let failure): return failure.output(json: json, context: context)
        case .success(let loaded): catalog = loaded
        }
        let results = CatalogSearch(catalog: catalog).search(words)
        let query = words.joined(separator: " ")
        if json {
            return ToolOutput(standardOutput: CatalogText.searchJSON(results, query: words, catalog: catalog),
                              status: results.isEmpty ? ExitStatus.findings : ExitStatus.success)
        }
        guard !results.isEmpty else {
            return CatalogCommandSupport.report([CatalogText.noResultsDiagnostic(query: query)], json: false, context: context, status: ExitStatus.findings)
        }
        return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.search(results, query: query, catalog: catalog)))
    }
}
