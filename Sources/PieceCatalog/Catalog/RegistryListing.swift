import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// A registry's files sorted into foundations, pieces and the files next to them, with the
/// foundations read: what the catalog and `pieces why` start from, whatever the source.
package struct RegistryListing: Sendable {
    package let source: any RegistryFileSource
    /// Put before registry-relative paths in diagnostics (`registry/` when run from the folder above).
    package let pathPrefix: String
    /// `foundation/*.swift`, sorted.
    package let foundationPaths: [String]
    /// `pieces/**/*.swift`, sorted.
    package let piecePaths: [String]
    /// Every other file under `pieces/` (resources), sorted.
    let otherPiecePaths: [String]
    /// Every path, hashed when first asked for: only pieces with resources need it, and a set
    /// costs start-up work that `add` of a piece without them need not pay.
    private let allPaths: OnDemand<Set<String>>
    /// The foundation files' bytes, by relative path.
    let foundationBytes: [String: [UInt8]]
    /// The foundations, parsed when first asked for: only analysing a piece (its sections, `why`,
    /// `build`) needs them, not `list`, `add` or `remove`.
    package var foundations: FoundationSet { parsedFoundations.value }
    private let parsedFoundations: OnDemand<FoundationSet>
    /// The blocks rendered from these foundations, shared by every piece described or explained
    /// from this listing: many pieces carry the same sections, and rendering a block digests it.
    package let blockCache = BlockCache()

    /// Lists `source` and reads its foundations.
    package init(source: any RegistryFileSource, pathPrefix: String = "") throws(DiagnosticError) {
        self.source = source
        self.pathPrefix = pathPrefix
        let paths = try source.relativePaths()
        allPaths = OnDemand { Set(paths) }
        foundationPaths = paths.filter {
            $0.hasPrefix("foundation/") && $0.hasSuffix(".swift") && $0.split(separator: "/").count == 2
        }.sorted()
        let underPieces = paths.filter { $0.hasPrefix("pieces/") }
        piecePaths = underPieces.filter { $0.hasSuffix(".swift") }.sorted()
        otherPiecePaths = underPieces.filter { !$0.hasSuffix(".swift") }.sorted()
        var bytes: [String: [UInt8]] = [:]
        for path in foundationPaths { bytes[path] = try source.bytes(at: path) }
        foundationBytes = bytes
        let files = foundationPaths.map { (path: pathPrefix + source.displayPath(of: $0), bytes: bytes[$0]!) }
        parsedFoundations = OnDemand { FoundationSet(files: files) }
    }

    /// Whether the registry has a file at `path` (registry-relative).
    func hasFile(_ path: String) -> Bool { allPaths.value.contains(path) }

    /// How diagnostics show a registry-relative path.
    package func display(_ relativePath: String) -> String { pathPrefix + source.displayPath(of: relativePath) }

    /// The piece a path names: its file name without `.swift`.
    package static func pieceName(ofPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// Whether `name` may name a piece: an ASCII Swift identifier, the rule remote indexes follow
    /// too (`RemotePathRule`), so no name holds a space, a quote, `$` or a path separator.
    package static func isPieceName(_ name: String) -> Bool {
        RemotePathRule.unsafePieceNameReason(name) == nil
    }

    /// The path of the piece called `name` (exactly, else ignoring case, else by upstream's slug,
    /// `swipe-deck` for `SwipeDeck`): the one `Catalog.piece(named:)` picks from a whole catalog
    /// (by name, then path), so only files whose name can name a piece count.
    package func piecePath(named name: String) -> String? {
        let named = piecePaths.map { (name: Self.pieceName(ofPath: $0), path: $0) }.filter { Self.isPieceName($0.name) }
        if let exact = named.first(where: { $0.name == name }) { return exact.path }
        return named.filter { ItemNames.matches(name, name: $0.name) }
            .min { ($0.name, $0.path) < ($1.name, $1.path) }?.path
    }

    /// The registry as messages name it: its folder as the user sees it, or the source's name.
    package var displayName: String { pathPrefix.isEmpty ? source.sourceName : String(pathPrefix.dropLast()) }

    /// The piece name closest to `name`, for did-you-mean: a few typos in the whole name, or in
    /// its start (`Elastc` → `ElasticButton`).
    package func suggestion(forPiece name: String) -> String? {
        let names = piecePaths.map(Self.pieceName(ofPath:)).filter(Self.isPieceName)
        if let close = EditDistance.suggestion(for: name, among: names, maximum: max(2, name.count / 3)) {
            return close
        }
        guard name.count >= 4 else { return nil }
        let typed = name.lowercased()
        return names.map { candidate in
            (candidate, EditDistance.between(typed, String(candidate.lowercased().prefix(typed.count))))
        }
        .filter { $0.1 <= max(1, typed.count / 4) }
        .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// The version of the foundation at `relativePath`.
    func foundationVersion(of relativePath: String) -> String {
        foundations.files.first { $0.path == display(relativePath) }?.version ?? ""
    }
}
