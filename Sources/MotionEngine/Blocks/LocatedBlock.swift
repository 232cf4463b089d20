import SwiftLexing

/// A generated block as found in a piece file.
struct LocatedBlock: Sendable {
    var kind: String
    /// The `// MARK: - Piece <kind>` line.
    var start: CommentLine
    /// The `// <prefix>-<kind>: <version> (…)` line, if present and readable.
    var provenanceLine: CommentLine?
    var provenance: Provenance?
    /// The `// <prefix>-<kind>: end` line; `nil` when the block never ends.
    var end: CommentLine?
    /// The prefix written on the block's own lines (`pieces`, `swiftpieces`).
    var prefix: String?
    /// From the blank line before the start line (when there is one) to just past the end line.
    var range: Range<Int>

    /// The block's text from its start line through its end line.
    var linesRange: Range<Int> { start.lineStart..<(end?.lineEnd ?? range.upperBound) }
}

/// Something wrong with a piece's markers, which `sync` will not guess its way around.
enum BlockFinding: Sendable {
    case duplicate(kind: String, first: CommentLine, second: CommentLine)
    case unterminated(kind: String, start: CommentLine)
    case endWithoutStart(CommentLine)
    case nearMarker(CommentLine, kind: String)
    /// Code after (or between) the generated blocks, which would be lost on the next sync.
    case codeAfterBlock(Token)
}
