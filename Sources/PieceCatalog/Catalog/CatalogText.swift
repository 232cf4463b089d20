import PiecesDiagnostics
import PiecesSupport

/// The plain-text and JSON pages of `pieces list`, `search` and `info`. Text is for people (one
/// line per piece, aligned columns); JSON is stable (sorted keys, same bytes for the same registry).
package enum CatalogText {
    package static func listSummary(_ pieces: Int, _ categories: Int) -> Message {
        "\(pieces, "piece") in \(categories) categories"
    }
    package static func searchSummary(_ results: Int, _ query: String) -> Message {
        "\(results, "result") for '\(query)'"
    }
    package static func noResults(_ query: String) -> Message { "no piece matches '\(query)'" }
    package static let noResultsFix = "try fewer or shorter words, or run `pieces list`"
    static func minIOSLabel(_ version: String) -> Message { "iOS \(version)" }

    /// `iOS 17.0`, or every platform a piece declares (`iOS 17.0, macOS 14.0`).
    static func platformsLabel(_ header: PieceHeader) -> String {
        header.declaredPlatforms?.description ?? minIOSLabel(header.minIOS).text
    }
    static let none = "none"
    static let noBlock = "none (the piece uses no foundation code)"
    static let usageTitle = "Usage (from the piece's example)"

    // MARK: list

    package static func list(_ catalog: Catalog) -> String {
        let pieces = byCategory(catalog.pieces)
        let width = catalog.pieces.map(\.name.count).max() ?? 0
        let iosWidth = catalog.pieces.map { platformsLabel($0.header).count }.max() ?? 0
        var text = ""
        var category: String?
        for piece in pieces {
            if piece.header.category != category {
                if category != nil { text += "\n" }
                category = piece.header.category
                text += (category!.isEmpty ? "(no category)" : category!) + "\n"
            }
            text += line(
                "  " + pad(piece.name, width) + "  " + pad(platformsLabel(piece.header), iosWidth) + "  "
                    + piece.header.description)
        }
        let categories = Set(catalog.pieces.map(\.header.category)).count
        return text + (text.isEmpty ? "" : "\n") + listSummary(catalog.pieces.count, categories).text + "\n"
    }

    /// `pieces list --format json`'s results (docs/json.md); the MCP server's `list_pieces` result.
    package static func listDocument(_ catalog: Catalog) -> JSONValue {
        let pieces = byCategory(catalog.pieces).map { piece -> JSONValue in
            let header = piece.header
            var members: [String: JSONValue] = [
                "name": .string(piece.name), "title": .string(header.title), "description": .string(header.description),
                "category": .string(header.category), "minIOS": .string(header.minIOS),
                "version": .string(header.version),
                "level": .optional(header.level), "tags": .strings(header.tags)
            ]
            if let platforms = header.declaredPlatforms {
                members["platforms"] = RegistryIndex.Platform.json(RegistryIndex.Platform.list(platforms))
            }
            return .object(members)
        }
        return JSONValue.object(["schema": .int(RegistryIndex.currentSchema), "pieces": .array(pieces)])
    }

    private static func byCategory(_ pieces: [PieceDescriptor]) -> [PieceDescriptor] {
        pieces.sorted { ($0.header.category, $0.name) < ($1.header.category, $1.name) }
    }

    // MARK: search

    package static func search(_ results: [CatalogSearch.Result], query: String, catalog: Catalog) -> String {
        let width = results.map(\.name.count).max() ?? 0
        var text = ""
        for result in results {
            guard let piece = catalog.piece(named: result.name) else { continue }
            let matched = result.matches.map { "\($0.field) '\($0.text)'" }.joined(separator: ", ")
            text += line(pad(piece.name, width) + "  " + piece.header.category + "  " + piece.header.description)
            text += String(repeating: " ", count: width + 2) + "matched " + matched + "\n"
        }
        return text + searchSummary(results.count, query).text + "\n"
    }

    /// `pieces search --format json`'s results (docs/json.md); the MCP server's `search_pieces` result.
    package static func searchDocument(_ results: [CatalogSearch.Result], query: [String], catalog: Catalog)
        -> JSONValue
    {
        let entries = results.compactMap { result -> JSONValue? in
            guard let piece = catalog.piece(named: result.name) else { return nil }
            return .object([
                "name": .string(piece.name), "title": .string(piece.header.title),
                "description": .string(piece.header.description), "category": .string(piece.header.category),
                "minIOS": .string(piece.header.minIOS), "score": .int(result.score),
                "matches": .array(
                    result.matches.map { .object(["field": .string($0.field), "text": .string($0.text)]) })
            ])
        }
        return JSONValue.object(["query": .strings(query), "results": .array(entries)])
    }

    /// Why a search found nothing, and what to try instead.
    package static func noResultsDiagnostic(query: String) -> Diagnostic {
        Diagnostic(severity: .error, code: "search-no-results", message: noResults(query).text, fix: noResultsFix)
    }

    // MARK: info

    package static func info(_ piece: PieceDescriptor) -> String {
        let header = piece.header
        var text = "\(header.title.isEmpty ? piece.name : header.title) (\(piece.name)) \(header.version)\n"
        if !header.description.isEmpty { text += header.description + "\n" }
        var facts: [(String, String)] = [
            ("category", header.category), ("minimum iOS", header.minIOS), ("level", header.level ?? none),
            ("license", header.license ?? none), ("author", header.author ?? none),
            ("tags", header.tags.isEmpty ? none : header.tags.joined(separator: ", ")),
            ("dependencies", header.dependencies.isEmpty ? none : header.dependencies.joined(separator: ", ")),
            ("motion sections", piece.sections.isEmpty ? noBlock : piece.sections.joined(separator: ", "))
        ]
        if let platforms = header.declaredPlatforms { facts.insert(("platforms", platforms.description), at: 2) }
        text += "\n" + facts.map { line("  " + pad($0.0, 17) + $0.1) }.joined()
        text += "\nParameters\n" + parameterTable(piece.parameters)
        if let source = piece.files.first, let snippet = PieceUsageSnippet.extract(name: piece.name, from: source.bytes)
        {
            text +=
                "\n" + usageTitle + "\n"
                + snippet.split(separator: "\n", omittingEmptySubsequences: false).map { line("  " + $0) }.joined()
        }
        let sizeWidth = piece.files.map { String($0.size).count }.max() ?? 0
        let pathWidth = piece.files.map(\.path.count).max() ?? 0
        text +=
            "\nFiles\n"
            + piece.files.map { file in
                "  " + pad(file.path, pathWidth) + "  "
                    + String(repeating: " ", count: sizeWidth - String(file.size).count)
                    + "\(file.size) bytes  sha256 \(file.sha256)\n"
            }.joined()
        return text
    }

    /// NAME, TYPE, DEFAULT, DESCRIPTION in aligned columns; the name as callers write it
    /// (`_ title`, `in range`).
    private static func parameterTable(_ table: ParameterTable) -> String {
        guard !table.rows.isEmpty else { return "  " + none + "\n" }
        let rows =
            [("NAME", "TYPE", "DEFAULT", "DESCRIPTION")]
            + table.rows.map { row in
                (
                    row.label == row.name ? row.name : "\(row.label) \(row.name)", row.type, row.defaultText,
                    row.description
                )
            }
        let widths = (rows.map(\.0.count).max()!, rows.map(\.1.count).max()!, rows.map(\.2.count).max()!)
        return rows.map { row in
            line("  " + pad(row.0, widths.0) + "  " + pad(row.1, widths.1) + "  " + pad(row.2, widths.2) + "  " + row.3)
        }.joined()
    }

    /// `text` without trailing spaces, plus a line break.
    private static func line(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text.removeLast() }
        return text + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
