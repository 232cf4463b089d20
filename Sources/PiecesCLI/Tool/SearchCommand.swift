import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// `pieces search WORDS… [--format json] [--registry DIR]`: pieces ranked by how well they match;
/// exit 1 when none does.
struct SearchCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "search", abstract: "Find pieces by title, description or tag.",
        discussion: "Every word must match a piece's name, title, tags, category or description;"
            + " case, accents and small typos do not matter. Best matches first; exit 1 when none.",
        declaring: [
            Options.words, PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.dataFormat,
            PiecesCommands.json
        ])

    struct Options: CommandOptions {
        static let words = Positional<[String]>(
            "words", valueName: "WORDS", atLeastOne: true, help: "What to look for.")

        var words: [String]
        var registry: String?

        init(_ arguments: ParsedArguments) {
            words = arguments[Self.words]
            registry = arguments[PiecesCommands.readRegistry]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let words = options.words
        if let tooLong = CatalogSearch.queryTooLong(words) {
            return output.stopped([tooLong], status: ExitStatus.usage)
        }
        let catalog: Catalog
        do { catalog = try CatalogCommandSupport.catalog(registry: options.registry, context: context) } catch {
            return output.stopped(by: error)
        }
        let results = CatalogSearch(catalog: catalog).search(words)
        let query = words.joined(separator: " ")
        let (part, summary) = CatalogResults.search(results, query: words, catalog: catalog)
        guard !results.isEmpty else {
            return output.stopped(
                [CatalogText.noResultsDiagnostic(query: query)], summary: output.isJSON ? summary : "",
                status: ExitStatus.findings, json: part)
        }
        guard !output.isJSON else { return output.finished([], summary: summary, json: part) }
        return ToolOutput(
            standardOutput: HeaderText.escaped(CatalogText.search(results, query: query, catalog: catalog)))
    }
}
