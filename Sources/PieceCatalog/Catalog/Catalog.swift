import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// Every piece of a registry, described: what `pieces build` turns into the index and what
/// `list`, `search` and `info` read. Built from any `RegistryFileSource` (a folder, the copy
/// embedded in the tool), so those commands work on either.
package struct Catalog: Sendable {
    /// One foundation file, as the index lists it.
    package struct FoundationEntry: Sendable, Equatable {
        package var path: String
        package var version: String
        package var sha256: String
    }

    package let listing: RegistryListing
    /// The foundation files with their digests, worked out when asked: only the index (`pieces
    /// build`) lists them, and hashing them took a twentieth of `add`.
    package var foundations: [FoundationEntry] {
        listing.foundationPaths.map { path in
            FoundationEntry(
                path: path, version: listing.foundationVersion(of: path),
                sha256: SHA256.hex(SHA256.digest(listing.foundationBytes[path] ?? [])))
        }
    }
    /// Sorted by name (then path, for duplicates). Only pieces whose name is a Swift identifier
    /// (`RegistryListing.isPieceName`): a file name is data from whoever made the folder, and
    /// `list --names` feeds shell completion.
    package let pieces: [PieceDescriptor]
    /// Files under `pieces/` whose name cannot name a piece (`Card$(touch PWNED).swift`): only
    /// `pieces build` sees them, to refuse them.
    package let misnamed: [PieceDescriptor]

    /// Reads every piece of `source`.
    package static func load(from source: any RegistryFileSource, pathPrefix: String = "") throws(DiagnosticError)
        -> Catalog
    {
        try Catalog(listing: RegistryListing(source: source, pathPrefix: pathPrefix))
    }

    /// Reads every piece of an already listed registry.
    package init(listing: RegistryListing) throws(DiagnosticError) {
        self.listing = listing
        // Each worker's piece or error, kept until all are done: the first error in path order wins.
        let results = listing.piecePaths.parallelMap { path -> Result<PieceDescriptor, DiagnosticError> in
            do throws(DiagnosticError) { return .success(try Self.describe(path, listing: listing)) } catch {
                return .failure(error)
            }
        }
        var all: [PieceDescriptor] = []
        for result in results { all.append(try result.get()) }
        all.sort { ($0.name, $0.path) < ($1.name, $1.path) }
        pieces = all.filter { RegistryListing.isPieceName($0.name) }
        misnamed = all.filter { !RegistryListing.isPieceName($0.name) }
    }

    /// Analyses every piece's code now, on both cores, for a command that reads the sections,
    /// parameters or problems of every piece (`build`): read one by one, each would be analysed in turn.
    package func analyseCode() {
        _ = (pieces + misnamed).parallelMap { $0.problems.count }
    }

    /// The piece at `path` (registry-relative) with its resources; its code is analysed when first asked about.
    package static func describe(_ path: String, listing: RegistryListing) throws(DiagnosticError) -> PieceDescriptor {
        var piece = PieceDescriptor(path: path, bytes: try listing.source.bytes(at: path), listing: listing)
        for resource in piece.header.resources where CatalogValidator.isPlainFileName(resource) {
            let resourcePath = piece.folderPath + "/" + resource
            guard listing.hasFile(resourcePath), !resource.hasSuffix(".swift") else { continue }
            piece.files.append(PieceFile(path: resourcePath, bytes: try listing.source.bytes(at: resourcePath)))
        }
        return piece
    }

    /// The piece called `name` (exactly, else ignoring case, else by slug: `swipe-deck`).
    package func piece(named name: String) -> PieceDescriptor? {
        pieces.first { $0.name == name } ?? pieces.first { ItemNames.matches(name, name: $0.name) }
    }

    /// The piece name closest to `name`, for did-you-mean.
    /// The piece named `name` (any case), or the error `pieces info` and `get_piece` report, with a suggestion.
    package func lookup(_ name: String) throws(PieceLookupError) -> PieceDescriptor {
        guard let piece = piece(named: name) else {
            throw PieceLookupError(name: name, suggestion: suggestion(for: name), source: listing.displayName)
        }
        return piece
    }

    package func suggestion(for name: String) -> String? {
        listing.suggestion(forPiece: name)
    }

    /// Everything `pieces build` refuses or warns about, besides stale blocks: header errors, the
    /// main type and its documentation, categories, resources and dependencies.
    package func problems() -> [Diagnostic] {
        CatalogValidator(catalog: self).diagnostics()
    }
}
