import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The registry compiled into the `pieces` binary: the repository's `registry/` folder as it was
/// when the binary was built, so a copied binary installs every piece with no checkout and no network.
///
/// The files are stored as base64 (see docs/embedded-registry.md) and decoded one at a time, when
/// read; listing the files decodes nothing.
package struct EmbeddedRegistry: RegistryFileSource {
    /// What messages and the lock file call this source.
    package static let name = "embedded"

    static let missingReason = "the embedded registry has no such file"
    static let corruptReason = "the embedded copy is not valid base64"

    private let files: [(path: String, base64: String)]
    private let index: [String: Int]
    /// What pieces-embed worked out at build time; nil for a registry made of given files.
    private let builtSummary: Summary?

    /// What `pieces --version` says of a registry.
    package struct Summary: Equatable, Sendable {
        /// The SHA-256 of the `sha256sum` listing of every file (`<hex>  <path>`, one line each, sorted
        /// by path).
        package var digest: String
        package var pieceCount: Int
        /// Each foundation as `<version> (<name>)`.
        package var foundations: [String]
    }

    /// The registry embedded at build time.
    package init() {
        self.init(
            files: EmbeddedRegistryData.files,
            summary: Summary(
                digest: EmbeddedRegistryData.digest, pieceCount: EmbeddedRegistryData.pieceCount,
                foundations: EmbeddedRegistryData.foundations))
    }

    /// A registry of the given files (`path` relative to the registry's root, contents in base64).
    init(files: [(path: String, base64: String)], summary: Summary? = nil) {
        let sorted = files.sorted { $0.path < $1.path }
        self.files = sorted
        self.index = Dictionary(
            sorted.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.builtSummary = summary
    }

    /// The registry's summary: for the embedded registry the one computed when the binary was built,
    /// so `pieces --version` decodes and hashes nothing.
    package func summary() throws(DiagnosticError) -> Summary {
        if let builtSummary { return builtSummary }
        return try computedSummary()
    }

    /// The summary worked out now from the files' bytes (the digest) and their reading as a registry
    /// (pieces and foundations), whatever was computed at build time: to check that the two agree.
    package func computedSummary() throws(DiagnosticError) -> Summary {
        var contents: [(path: String, bytes: [UInt8])] = []
        for file in files { contents.append((file.path, try bytes(at: file.path))) }
        let registry = try RegistryListing(source: self)
        return Summary(
            digest: SHA256.listingDigest(contents), pieceCount: registry.piecePaths.count,
            foundations: registry.foundations.files.map { file in
                file.version + " (" + RegistryListing.pieceName(ofPath: file.path) + ")"
            })
    }

    package var sourceName: String { Self.name }

    /// Every embedded file, sorted: `foundation/…`, `index.json` and `index/…` when the registry
    /// had an index, `pieces/<category>/…`.
    package func relativePaths() throws(DiagnosticError) -> [String] { files.map(\.path) }

    /// Whether the registry holds a file at `relativePath`.
    package func contains(_ relativePath: String) -> Bool { index[relativePath] != nil }

    package func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8] {
        guard let position = index[relativePath] else {
            throw DiagnosticError(RegistryFileError(source: sourceName, path: relativePath, reason: Self.missingReason))
        }
        guard let data = Data(base64Encoded: files[position].base64) else {
            throw DiagnosticError(RegistryFileError(source: sourceName, path: relativePath, reason: Self.corruptReason))
        }
        return Array(data)
    }
}
