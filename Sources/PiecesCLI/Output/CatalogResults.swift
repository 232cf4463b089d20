import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// `list`, `search` and `info` in JSON: the documents the MCP server also answers with, as the
/// envelope's results.
enum CatalogResults {
    /// One result per piece, by category then name: `{name, title, description, category, minIOS,
    /// version, level, tags}`.
    static func list(_ catalog: Catalog) -> (part: ReportOutput.JSONPart, summary: String) {
        let categories = Set(catalog.pieces.map(\.header.category)).count
        let part = ReportOutput.JSONPart(
            results: members(CatalogText.listDocument(catalog), "pieces"),
            counts: ["pieces": .int(catalog.pieces.count), "categories": .int(categories)])
        return (part, CatalogText.listSummary(catalog.pieces.count, categories).text)
    }

    /// One result per match, best first: `{name, title, description, category, minIOS, score, matches}`.
    static func search(_ results: [CatalogSearch.Result], query: [String], catalog: Catalog) -> (
        part: ReportOutput.JSONPart, summary: String
    ) {
        let part = ReportOutput.JSONPart(
            results: members(CatalogText.searchDocument(results, query: query, catalog: catalog), "results"),
            counts: ["query": .strings(query), "matches": .int(results.count)])
        return (part, CatalogText.searchSummary(results.count, query.joined(separator: " ")).text)
    }

    /// The piece's `index.json` entry, the one result.
    static func info(_ piece: PieceDescriptor) -> ReportOutput.JSONPart {
        ReportOutput.JSONPart(results: [RegistryIndex.Piece(descriptor: piece).json])
    }

    /// The array under `key` of a document.
    private static func members(_ document: JSONValue, _ key: String) -> [JSONValue] {
        guard case .object(let members) = document, case .array(let values)? = members[key] else { return [] }
        return values
    }
}

extension CatalogResults {
    /// `why`: one result per section the piece carries, in block order: `{section, block, reason:
    /// "used"|"required", file, line, column, token, name, uses, requiredBy}` (`token` and `uses`
    /// are `null` for a required section, `requiredBy` for a used one).
    static func why(_ explanation: PieceExplanation) -> ReportOutput.JSONPart {
        let results = explanation.entries.map { entry -> JSONValue in
            var object: [String: JSONValue] = ["section": .string(entry.section), "block": .string(entry.kind)]
            let at: SourcePosition
            switch entry.reason {
            case .used(let position, let text, let name, let uses):
                at = position
                object.merge([
                    "reason": .string("used"), "token": .string(text), "name": .string(name), "uses": .int(uses),
                    "requiredBy": .null
                ]) { $1 }
            case .required(let by, let position, let name):
                at = position
                object.merge([
                    "reason": .string("required"), "token": .null, "name": .string(name), "uses": .null,
                    "requiredBy": .string(by)
                ]) { $1 }
            }
            object["file"] = .optional(at.file.isEmpty ? nil : at.file)
            object["line"] = .int(at.line)
            object["column"] = .int(at.column)
            return .object(object)
        }
        return ReportOutput.JSONPart(
            results: results, counts: ["file": .string(explanation.path), "sections": .int(explanation.entries.count)])
    }
}
