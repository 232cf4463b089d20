import Foundation
import PiecesSupport
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog

/// A catalog of only the pieces a command names, and descriptors whose sections, parameters and
/// digests are worked out when read: the same values as the whole catalog's and the index's.
@Suite("Catalog: loading only what is asked for")
struct CatalogLoadingTests {
    static let root = FixturePaths.fixture("catalog/registry")

    static func index() throws -> RegistryIndex {
        try JSONDecoder().decode(RegistryIndex.self, from: Data(contentsOf: root.appendingPathComponent("index.json")))
    }

    @Test func describingNamesReadsThoseAndNeedingAddsTheirDependencies() throws {
        let described = try Catalog.load(from: FolderRegistry(root: Self.root), describing: ["blurcard", "Nowhere"])
        #expect(described.pieces.map(\.name) == ["BlurCard"])
        let needed = try Catalog.load(from: FolderRegistry(root: Self.root), needing: ["BlurCard"])
        #expect(needed.pieces.map(\.name) == ["BlurCard", "PlainBadge"])
        #expect(described.piece(named: "blur-card")?.name == "BlurCard")
        let error = #expect(throws: PieceLookupError.self, "a piece that was not described is not found") {
            try described.lookup("TiltSlidr")
        }
        #expect(error?.suggestion == "TiltSlider", "suggestions come from every name the registry lists")
    }

    @Test func aLazyDescriptorHasTheIndexedSectionsParametersAndDigests() throws {
        let whole = try Catalog.load(from: FolderRegistry(root: Self.root))
        let index = try Self.index()
        #expect(whole.pieces.map(\.name) == index.pieces.map(\.name))
        for entry in index.pieces {
            let alone = try #require(
                try Catalog.load(from: FolderRegistry(root: Self.root), describing: [entry.name]).pieces.first)
            #expect(RegistryIndex.Piece(descriptor: alone) == entry)
            let piece = try #require(whole.piece(named: entry.name))
            #expect(RegistryIndex.Piece(descriptor: piece) == entry)
            #expect(piece.files.map(\.sha256) == entry.files.map(\.sha256))
            #expect(piece.sections == alone.sections && piece.problems == alone.problems)
        }
    }

    /// The index's own figures, so the comparison above cannot pass on two equally wrong values.
    @Test func theSettleCardDigestAndSectionsAreTheFileItself() throws {
        let piece = try #require(
            try Catalog.load(from: FolderRegistry(root: Self.root), describing: ["SettleCard"]).pieces.first)
        let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent("pieces/demo/SettleCard.swift")))
        #expect(piece.files.first?.sha256 == SHA256.hex(SHA256.digest(bytes)))
        #expect(piece.sections == ["core", "velocity", "momentum"])
    }

    @Test func aFileThatCannotNameAPieceIsNotFoundByName() throws {
        let registry = try TemporaryFolder(copying: "catalog/registry")
        try registry.write(try registry.text("pieces/demo/PlainBadge.swift"), to: "pieces/demo/Badge Two.swift")
        let listing = try RegistryListing(source: FolderRegistry(root: registry.url))
        #expect(listing.piecePaths.contains("pieces/demo/Badge Two.swift"))
        #expect(listing.piecePath(named: "Badge Two") == nil)
        #expect(listing.piecePath(named: "plain-badge") == "pieces/demo/PlainBadge.swift", "the slug names PlainBadge")
        #expect(try Catalog(listing: listing, describing: ["Badge Two"], dependencies: false).pieces.isEmpty)
        #expect(try Catalog(listing: listing).piece(named: "Badge Two") == nil, "as in the whole catalog")
    }
}
