import PieceCatalog

/// `pieces list [--json] [--names] [--registry DIR]`: every piece by category, one line each;
/// `--names` prints only the names, one a line, for scripts and shell completion.
struct ListCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List the registry's pieces by category.",
        discussion: "One line per piece: its name, minimum iOS version and description.",
        declaring: [PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.json, Options.names])

    struct Options: CommandOptions {
        static let names = Flag(
            "names", help: "Print only the names, one a line (for scripts and shell completion).")

        var registry: String?
        var json: Bool
        var names: Bool

        init(_ arguments: ParsedArguments) {
            registry = arguments[PiecesCommands.readRegistry]
            json = arguments[PiecesCommands.json]
            names = arguments[Self.names]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let json = options.json
        switch CatalogCommandSupport.catalog(registry: options.registry, context: context) {
        case .failure(let failure): return failure.output(json: json, context: context)
        case .success(let catalog):
            if options.names {
                return ToolOutput(standardOutput: catalog.pieces.map { $0.name + "\n" }.sorted().joined())
            }
            return ToolOutput(standardOutput: json ? CatalogText.listJSON(catalog) : HeaderText.escaped(CatalogText.list(catalog)))
        }
    }
}
