import MotionEngine
import PiecesSupport

extension Catalog {
    /// Reads only the pieces named in `names` and, transitively, their dependencies: what `add`
    /// needs. From a server each piece is a fetch of its own, so installing one piece of a
    /// registry of 300 costs the index, the foundations and that piece, not 300 documents.
    /// Names the registry lacks are left out (the installer reports them with a suggestion).
    package static func load(from source: any RegistryFileSource, needing names: [String]) throws -> Catalog {
        let listing = try RegistryListing(source: source)
        return try Catalog(listing: listing, needing: names)
    }

    /// The pieces of `listing` that `names` need, each read once.
    init(listing: RegistryListing, needing names: [String]) throws {
        self.listing = listing
        let cache = BlockCache()
        var described: [PieceDescriptor] = []
        var pending = names
        var queued = Set(names)
        var next = 0
        var read = Set<String>()
        while next < pending.count {
            let name = pending[next]
            next += 1
            guard let path = listing.piecePath(named: name), read.insert(path).inserted else { continue }
            let piece = try Self.describe(path, listing: listing, cache: cache)
            described.append(piece)
            for dependency in piece.header.dependencies where queued.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        pieces = described.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
        // `piecePath(named:)` finds only names that are identifiers.
        misnamed = []
    }
}
