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

    /// Sorted by path, so a path is found by binary search: making the registry touches none of
    /// its files' text (`pieces --version` makes one and reads only the summary).
    private let files: [(path: String, base64: String)]
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

    /// The registry embedded at build time, whose files pieces-embed wrote in path order.
    package init() {
        files = EmbeddedRegistryData.files
        builtSummary = Summary(
            digest: EmbeddedRegistryData.digest, pieceCount: EmbeddedRegistryData.pieceCount,
            foundations: EmbeddedRegistryData.foundations)
    }

    /// A registry of the given files (`path` relative to the registry's root, contents in base64).
    init(files: [(path: String, base64: String)], summary: Summary? = nil) {
        // Stable, so of two files with one path the first given is the one read.
        self.files = files.sorted { $0.path < $1.path }
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
    package func contains(_ relativePath: String) -> Bool { position(of: relativePath) != nil }

    package func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8] {
        guard let position = position(of: relativePath) else {
            throw DiagnosticError(RegistryFileError(source: sourceName, path: relativePath, reason: Self.missingReason))
        }
        guard let data = Data(base64Encoded: files[position].base64) else {
            throw DiagnosticError(RegistryFileError(source: sourceName, path: relativePath, reason: Self.corruptReason))
        }
        return Array(data)
    }

    /// The index of the first file at `relativePath`.
    private func position(of relativePath: String) -> Int? {
        var low = 0
        var high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < relativePath { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low].path == relativePath ? low : nil
    }
}
