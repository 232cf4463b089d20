import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// The registry's catalog for reading tools: `CatalogLoading`, as `pieces list`/`search`/`info` use.
extension ToolContext {
    func catalog() throws(DiagnosticError) -> Catalog {
        try CatalogLoading.catalog(source: readRegistry(), workingDirectory: root)
    }

    /// The catalog with only the pieces `names` name described, for a tool about one piece.
    func catalog(describing names: [String]) throws(DiagnosticError) -> Catalog {
        try CatalogLoading.catalog(source: readRegistry(), workingDirectory: root, describing: names)
    }

    /// The registry reading tools use, by `RegistryResolver`'s rule (README "Which registry").
    func readRegistry() throws(DiagnosticError) -> any RegistryFileSource {
        try RegistryResolver.source(explicit: registry, workingDirectory: root)
    }
}

/// `search_pieces`: `pieces search WORDS --json`.
struct SearchPiecesTool: MCPTool {
    let name = "search_pieces"
    let title = "Search pieces"
    let description =
        """
        Find pieces by what they do: every word must match a piece's name, title, tags, category or description \
        (case, accents and small typos do not matter). Best matches first.
        """
    let readOnly = true
    let inputSchema = Schema.object(
        ["query": Schema.string("Words describing the piece, e.g. 'stretchy button'.")], required: ["query"])
    let outputSchema = Schema.object(
        [
            "query": Schema.strings("The words searched for."),
            "results": Schema.array(
                Schema.object(
                    [
                        "name": Schema.string("The piece's name."), "title": Schema.string("Its title."),
                        "description": Schema.string("What it does."),
                        "category": Schema.string("Its category."),
                        "minIOS": Schema.string("The oldest iOS it runs on."),
                        "score": Schema.integer("How well it matched (higher is better)."),
                        "matches": Schema.array(
                            Schema.object([
                                "field": Schema.string("Where a word matched."),
                                "text": Schema.string("What it matched.")
                            ]), "Why it matched.")
                    ], required: ["name", "title", "description", "category", "minIOS", "score", "matches"]),
                "Best first.")
        ], required: ["query", "results"])

    static func heading(_ count: Int, _ query: String) -> String { "\(count) piece(s) match '\(query)':\n" }

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        let query = arguments.string("query") ?? ""
        // Refused before anything is done with it: splitting megabytes into words is itself work.
        if let tooLong = CatalogSearch.queryTooLong([query]) { return .failure([tooLong]) }
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        let catalog: Catalog
        do { catalog = try context.catalog() } catch { return .failure([error.diagnostic]) }
        let results = CatalogSearch(catalog: catalog).search(words)
        guard !results.isEmpty else { return .failure([CatalogText.noResultsDiagnostic(query: query)]) }
        let lines = results.compactMap { result in
            catalog.piece(named: result.name).map { "\($0.name): \($0.header.description)" }
        }
        return ToolResult(
            structured: CatalogText.searchDocument(results, query: words, catalog: catalog),
            text: Self.heading(results.count, query) + lines.joined(separator: "\n"))
    }
}

/// `list_pieces`: `pieces list --json`.
struct ListPiecesTool: MCPTool {
    let name = "list_pieces"
    let title = "List pieces"
    let description =
        "Every piece of the registry, by category: name, title, description, minimum iOS, version, level and tags."
    let readOnly = true
    let inputSchema = Schema.object([:])
    let outputSchema = Schema.object(
        [
            "schema": Schema.integer("The registry index's schema version."),
            "pieces": Schema.array(
                Schema.object(
                    [
                        "name": Schema.string("The piece's name."), "title": Schema.string("Its title."),
                        "description": Schema.string("What it does."),
                        "category": Schema.string("Its category."),
                        "minIOS": Schema.string("The oldest iOS it runs on."),
                        "version": Schema.string("Its version."),
                        "level": Schema.nullableString("beginner, intermediate or advanced."),
                        "tags": Schema.strings("Search words."),
                        "platforms": Schema.array(
                            Schema.object(
                                [
                                    "name": Schema.string("iOS, macOS or visionOS."),
                                    "version": Schema.string("The oldest version of it the piece runs on.")
                                ], required: ["name", "version"]),
                            "The platforms the piece declares; absent when it declares none (iOS only).")
                    ], required: ["name", "title", "description", "category", "minIOS", "version", "level", "tags"]),
                "By category, then name.")
        ], required: ["schema", "pieces"])

    static func heading(_ count: Int) -> String { "\(count) pieces:\n" }

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        let catalog: Catalog
        do { catalog = try context.catalog() } catch { return .failure([error.diagnostic]) }
        let lines = catalog.pieces.map {
            "\($0.name) (\($0.header.category), iOS \($0.header.minIOS)): \($0.header.description)"
        }
        return ToolResult(
            structured: CatalogText.listDocument(catalog),
            text: Self.heading(catalog.pieces.count) + lines.joined(separator: "\n"))
    }
}

/// `get_piece`: `pieces info NAME --json` (the index entry: metadata, parameters, sections, files),
/// plus the usage example and the source.
struct GetPieceTool: MCPTool {
    let name = "get_piece"
    let title = "Get a piece"
    let description = "A piece's metadata, parameter table, motion sections, files, usage example and Swift source."
    let readOnly = true
    let inputSchema = Schema.object(
        ["name": Schema.string("The piece's name, e.g. ElasticButton (any case).")], required: ["name"])
    let outputSchema = Schema.object(
        [
            "piece": Schema.openObject(
                """
                The piece's entry exactly as the registry's index.json holds it (`pieces info --json`): name, title, \
                description, category, minIOS, version, level, tags, license, author, dependencies, sections, \
                parameters [{name, label, type, default, description}], files [{path, sha256, size}].
                """
            ),
            "usageExample": Schema.nullableString("The piece's `<Name>Example` view, the way its author calls it."),
            "source": Schema.string("The piece's Swift source (every file, in order).")
        ], required: ["piece", "usageExample", "source"])

    func call(_ arguments: ToolArguments, context: ToolContext) -> ToolResult {
        let requested = arguments.string("name") ?? ""
        let catalog: Catalog
        do { catalog = try context.catalog(describing: [requested]) } catch { return .failure([error.diagnostic]) }
        let piece: PieceDescriptor
        do { piece = try catalog.lookup(requested) } catch { return .failure([error.diagnostic]) }
        let source = piece.files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
        let example = piece.files.lazy.compactMap { UsageExample.find(named: piece.name, in: $0.bytes) }.first
        return ToolResult(
            structured: .object([
                "piece": RegistryIndex.Piece(descriptor: piece).json,
                "usageExample": example.map(JSONValue.string) ?? .null,
                "source": .string(source)
            ]),
            text: CatalogText.info(piece) + (example.map { "\nUsage\n" + $0 } ?? ""))
    }
}
