import PiecesDiagnostics
import PiecesSupport

/// Finds pieces by name, title, description, category and tags, in any language: case, accents
/// and small typos do not matter (`elástco` finds the tag `elástico`), and results are ranked.
///
/// Every word of the query must match something (a word of a field: equal, the start of it when
/// the query word has three letters or more, or within one typo for 4–5 letters and two from 6).
/// A match scores its field's weight (name 10, title 8, tag 6, category 4, description 2) times its
/// closeness (equal 4, prefix 3, one typo 2, two typos 1), summed over the fields that match.
package struct CatalogSearch: Sendable {
    /// One piece that matched, with why.
    package struct Result: Sendable, Equatable {
        package var name: String
        package var score: Int
        /// The field and the word of it each query word matched best, in query order.
        package var matches: [Match]
    }

    package struct Match: Sendable, Equatable {
        /// `name`, `title`, `tag`, `category` or `description`.
        package var field: String
        /// The matched word or tag, as written in the piece.
        package var text: String
    }

    private struct Field {
        var name: String
        var weight: Int
        /// Folded word and the text to show for it.
        var words: [(folded: String, shown: String)]
    }

    private let pieces: [(name: String, fields: [Field])]

    package init(catalog: Catalog) {
        pieces = catalog.pieces.map { piece in
            let header = piece.header
            func plain(_ text: String) -> [(String, String)] { SearchText.words(text).map { ($0, $0) } }
            let tags = header.tags.flatMap { tag in SearchText.words(tag).map { ($0, tag) } }
            return (
                piece.name,
                [
                    Field(name: "name", weight: 10, words: SearchText.nameWords(piece.name).map { ($0, piece.name) }),
                    Field(name: "title", weight: 8, words: plain(header.title)),
                    Field(name: "tag", weight: 6, words: tags),
                    Field(name: "category", weight: 4, words: plain(header.category)),
                    Field(name: "description", weight: 2, words: plain(header.description))
                ]
            )
        }
    }

    /// The longest query searched, in characters: far more than any description, and small
    /// enough that one query cannot keep the MCP server busy.
    package static let maximumQueryLength = 1_000
    static func queryTooLongMessage(_ length: Int) -> Message {
        "the search query has \(length) characters; pieces searches at most \(maximumQueryLength)"
    }
    static let queryTooLongFix = "search for a few words that describe the piece"

    /// The refusal of a query longer than `maximumQueryLength`, or nil when it may be searched.
    package static func queryTooLong(_ words: [String]) -> Diagnostic? {
        let length = words.reduce(0) { $0 + $1.count } + max(words.count - 1, 0)
        guard length > maximumQueryLength else { return nil }
        return Diagnostic(
            severity: .error, code: "search-query-too-long", message: queryTooLongMessage(length).text,
            fix: queryTooLongFix, status: ExitStatus.usage)
    }

    /// The pieces matching every word of `query`, best first (ties by name). A word repeated is
    /// searched once.
    package func search(_ query: [String]) -> [Result] {
        var seen = Set<String>()
        let words = query.flatMap(SearchText.words).filter { seen.insert($0).inserted }
        guard !words.isEmpty else { return [] }
        var results: [Result] = []
        for piece in pieces {
            var total = 0
            var matches: [Match] = []
            for word in words {
                var wordScore = 0
                var best: (closeness: Int, match: Match)?
                for field in piece.fields {
                    guard
                        let (closeness, shown) = field.words.compactMap({ candidate in
                            Self.closeness(of: word, to: candidate.folded).map { ($0, candidate.shown) }
                        }).max(by: { $0.0 < $1.0 })
                    else { continue }
                    wordScore += field.weight * closeness
                    if closeness * field.weight > (best.map { $0.closeness } ?? 0) {
                        best = (closeness * field.weight, Match(field: field.name, text: shown))
                    }
                }
                guard let best else {
                    total = 0
                    break
                }
                total += wordScore
                matches.append(best.match)
            }
            if total > 0 { results.append(Result(name: piece.name, score: total, matches: matches)) }
        }
        return results.sorted { ($1.score, $0.name) < ($0.score, $1.name) }
    }

    /// How close `word` (from the query) is to `candidate` (from a piece), or nil for no match.
    /// The lengths are compared before any table is built: words whose lengths differ by more than
    /// the typos allowed are never within them.
    static func closeness(of word: String, to candidate: String) -> Int? {
        if word == candidate { return 4 }
        let length = word.unicodeScalars.count
        let candidateLength = candidate.unicodeScalars.count
        if length > candidateLength + 2 { return nil }
        if length >= 3, candidate.hasPrefix(word) { return 3 }
        let allowed = length >= 6 ? 2 : length >= 4 ? 1 : 0
        guard allowed > 0, abs(length - candidateLength) <= allowed else { return nil }
        let distance = EditDistance.between(word, candidate)
        return distance <= allowed ? 3 - distance : nil
    }
}
