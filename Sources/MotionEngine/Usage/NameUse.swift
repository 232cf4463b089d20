import SwiftLexing

/// A token of a piece or section that names something a foundation provides.
package struct NameUse: Sendable {
    /// Index into `NameIndex.entries`.
    package var entry: Int
    package var token: Token
}

/// `PieceMotion.x` (or `.pieceX`) where no section provides `x`: almost certainly a typo or a
/// name that was removed from the foundation.
struct UnknownName: Sendable {
    var token: Token
    /// As written: `PieceMotion.projct(_:velocity:)`.
    var written: String
    var suggestion: String?
}
