import MotionEngine
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

    package func relativePaths() throws -> [String] { try format().relativePaths() }

    package func bytes(at relativePath: String) throws -> [UInt8] { try format().bytes(at: relativePath) }

    package func header(ofPiece relativePath: String) -> PieceHeader? {
        ((try? format()) as? ItemRegistry)?.header(ofPiece: relativePath)
    }

    /// The source that reads the format the server speaks.
    package func format() throws -> any RegistryFileSource {
        try resolved.value { () throws -> any RegistryFileSource in
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
    private var result: Result<any RegistryFileSource, any Error>?

    func value(_ decide: () throws -> any RegistryFileSource) throws -> any RegistryFileSource {
        lock.lock()
        defer { lock.unlock() }
        if result == nil { result = Result { try decide() } }
        return try result!.get()
    }
}
