import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// `pieces search WORDS… [--json] [--registry DIR]`: pieces ranked by how well they match;
/// exit 1 when none does.
struct SearchCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "search", abstract: "Find pieces by title, description or tag.",
        discussion: "Every word must match a piece's name, title, tags, category or description;"
            + " case, accents and small typos do not matter. Best matches first; exit 1 when none.",
        declaring: [Options.words, PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.json])

    struct Options: CommandOptions {
        static let words = Positional<[String]>(
            "words", valueName: "WORDS", atLeastOne: true, help: "What to look for.")

        var words: [String]
        var registry: String?
        var json: Bool

        init(_ arguments: ParsedArguments) {
            words = arguments[Self.words]
            registry = arguments[PiecesCommands.readRegistry]
            json = arguments[PiecesCommands.json]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let json = options.json
        let words = options.words
        let catalog: Catalog
        switch CatalogCommandSupport.catalog(registry: options.registry, context: context) {
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
