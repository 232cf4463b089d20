import PiecesSupport

/// One file a piece is made of (the piece itself or a resource), with its digest.
public struct PieceFile: Sendable, Equatable {
    /// Relative to the registry's root: `pieces/buttons/ElasticButton.swift`.
    public var path: String
    public var bytes: [UInt8]
    /// SHA-256 of the bytes, lowercase hexadecimal.
    public var sha256: String
    public var size: Int { bytes.count }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        sha256 = SHA256.hex(SHA256.digest(bytes))
    }
}
