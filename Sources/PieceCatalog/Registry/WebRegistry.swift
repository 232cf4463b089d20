import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A registry at an `https://` address, in whichever format it serves: its `index.json` is
/// fetched once, on first use, and decides. A JSON object is the `pieces` format
/// (`RemoteRegistry`, every file verified against the index's digests); a JSON array is the
/// registry-item format (`ItemRegistry`, which has no digests).
package struct WebRegistry: RegistryFileSource, PieceMetadataSource {
    private let transport: RemoteRegistry
    private let resolved = FormatBox()

    /// A registry served at the URL spelled `text`; nothing is fetched yet.
    package init(string text: String) throws(RemoteRegistryError) {
        transport = try RemoteRegistry(string: text)
    }

    package init(transport: RemoteRegistry) { self.transport = transport }

    package var sourceName: String { transport.sourceName }

    /// Whether files are verified; asking fetches the index.
    package var verifiesDigests: Bool { ((try? format()) as? ItemRegistry) == nil }

    package func relativePaths() throws(DiagnosticError) -> [String] { try formatSource().relativePaths() }

    package func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8] {
        try formatSource().bytes(at: relativePath)
    }

    package func header(ofPiece relativePath: String) -> PieceHeader? {
        ((try? format()) as? ItemRegistry)?.header(ofPiece: relativePath)
    }

    private func formatSource() throws(DiagnosticError) -> any RegistryFileSource {
        do { return try format() } catch { throw DiagnosticError(error) }
    }

    /// The source that reads the format the server speaks.
    package func format() throws(RemoteRegistryError) -> any RegistryFileSource {
        try resolved.value { () throws(RemoteRegistryError) -> any RegistryFileSource in
            let bytes = try transport.indexBytes()
            let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            if first == UInt8(ascii: "[") { return try ItemRegistry(transport: transport, indexBytes: bytes) }
            return transport
        }
    }
}

/// The format a `WebRegistry` found, decided once for it and its copies.
private final class FormatBox: @unchecked Sendable {
    private let lock = Lock()
    /// Kept, failure included, so a dead server is asked once.
    private var result: Result<any RegistryFileSource, RemoteRegistryError>?

    func value(_ decide: () throws(RemoteRegistryError) -> any RegistryFileSource) throws(RemoteRegistryError)
        -> any RegistryFileSource
    {
        lock.lock()
        defer { lock.unlock() }
        if result == nil {
            do { result = .success(try decide()) } catch { result = .failure(error) }
        }
        return try result!.get()
    }
}
