import PiecesSupport

/// One file a piece is made of (the piece itself or a resource), with its digest.
package struct PieceFile: Sendable, Equatable {
    /// Relative to the registry's root: `pieces/buttons/ElasticButton.swift`.
    package var path: String
    package var bytes: [UInt8]
    /// SHA-256 of the bytes, lowercase hexadecimal: worked out when asked, since only the index,
    /// `info` and the served documents show it, and `add`, `remove` and `status` read every file.
    package var sha256: String { SHA256.hex(SHA256.digest(bytes)) }
    package var size: Int { bytes.count }

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
