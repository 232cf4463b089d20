import PieceCatalog

/// `pieces list [--format json] [--names] [--registry DIR]`: every piece by category, one line
/// each; `--names` prints only the names, one a line, for scripts and shell completion.
struct ListCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List the registry's pieces by category.",
        discussion: "One line per piece: its name, minimum iOS version and description.",
        declaring: [
            PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.dataFormat, PiecesCommands.json,
            Options.names
        ])

    struct Options: CommandOptions {
        static let names = Flag(
            "names", help: "Print only the names, one a line (for scripts and shell completion).")

        var registry: String?
        var names: Bool

        init(_ arguments: ParsedArguments) {
            registry = arguments[PiecesCommands.readRegistry]
            names = arguments[Self.names]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let catalog: Catalog
        do { catalog = try CatalogCommandSupport.catalog(registry: options.registry, context: context) } catch {
            return output.stopped(by: error)
        }
        if options.names {
            return ToolOutput(standardOutput: catalog.pieces.map { $0.name + "\n" }.sorted().joined())
        }
        guard !output.isJSON else {
            let (part, summary) = CatalogResults.list(catalog)
            return output.finished([], summary: summary, json: part)
        }
        return ToolOutput(standardOutput: HeaderText.escaped(CatalogText.list(catalog)))
    }
}
