import MotionEngine
import PiecesDiagnostics
import PiecesSupport

extension Catalog {
    /// Reads only the pieces named in `names` and, transitively, their dependencies: what `add`
    /// needs. From a server each piece is a fetch of its own, so installing one piece of a
    /// registry of 300 costs the index, the foundations and that piece, not 300 documents.
    /// Names the registry lacks are left out (the installer reports them with a suggestion).
    package static func load(from source: any RegistryFileSource, needing names: [String]) throws(DiagnosticError)
        -> Catalog
    {
        let listing = try RegistryListing(source: source)
        return try Catalog(listing: listing, describing: names, dependencies: true)
    }

    /// Reads only the pieces named in `names`, not their dependencies: what `info`, `remove` and
    /// `status` look at. `piece(named:)` and `lookup` find them as in the whole catalog, and
    /// suggestions still come from every name the registry lists.
    package static func load(from source: any RegistryFileSource, pathPrefix: String = "", describing names: [String])
        throws(DiagnosticError) -> Catalog
    {
        let listing = try RegistryListing(source: source, pathPrefix: pathPrefix)
        return try Catalog(listing: listing, describing: names, dependencies: false)
    }

    /// The pieces of `listing` that `names` name (with `dependencies`, and those they depend on),
    /// each read once.
    package init(listing: RegistryListing, describing names: [String], dependencies: Bool) throws(DiagnosticError) {
        self.listing = listing
        var described: [PieceDescriptor] = []
        var pending = names
        var queued = Set(names)
        var next = 0
        var read = Set<String>()
        while next < pending.count {
            let name = pending[next]
            next += 1
            guard let path = listing.piecePath(named: name), read.insert(path).inserted else { continue }
            let piece = try Self.describe(path, listing: listing)
            described.append(piece)
            guard dependencies else { continue }
            for dependency in piece.header.dependencies where queued.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        pieces = described.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
        // `piecePath(named:)` finds only names that are identifiers.
        misnamed = []
    }
}
