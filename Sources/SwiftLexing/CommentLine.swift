/// A `//` comment that is alone on its line (white space around it allowed): the only place a
/// marker or meta line can be. A marker inside a string, a block comment or after code is not one.
package struct CommentLine: Sendable {
    /// Index of the comment in the file's full token array.
    package var tokenIndex: Int
    package var token: Token
    /// The comment's text, `//` included, trailing white space removed.
    package var text: String
    /// Byte offset of the start of the line.
    package var lineStart: Int
    /// Byte offset just past the line's line break (or the end of the file).
    package var lineEnd: Int

    /// Every lone `//` comment of `tokens`, in order; with `markersOnly`, only those that can be a
    /// block marker or a near miss of one (most comments are skipped without making a `String`).
    package static func all(in tokens: [Token], source: SourceText, markersOnly: Bool = false) -> [CommentLine] {
        var result: [CommentLine] = []
        for index in tokens.indices where tokens[index].kind == .lineComment {
            if markersOnly, !mayBeMarker(tokens[index], in: source.bytes) { continue }
            guard let lineStart = lineStart(before: index, in: tokens),
                let lineEnd = lineEnd(after: index, in: tokens)
            else { continue }
            var text = source.text(tokens[index])
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            result.append(
                CommentLine(tokenIndex: index, token: tokens[index], text: text, lineStart: lineStart, lineEnd: lineEnd)
            )
        }
        return result
    }

    /// Start lines (`// MARK: - Piece …` and near misses) begin with `m` after the slashes; end and
    /// provenance lines are `// <prefix>-<kind>: …`, with a `-` before a `:`.
    private static func mayBeMarker(_ token: Token, in bytes: [UInt8]) -> Bool {
        var cursor = Int(token.start) + 2
        let end = Int(token.end)
        while cursor < end, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
        guard cursor < end else { return false }
        if bytes[cursor] | 0x20 == UInt8(ascii: "m") { return true }
        var sawHyphen = false
        while cursor < end {
            switch bytes[cursor] {
            case UInt8(ascii: "-"): sawHyphen = true
            case UInt8(ascii: ":"): return sawHyphen
            case 32: return false
            default: break
            }
            cursor += 1
        }
        return false
    }

    private static func lineStart(before index: Int, in tokens: [Token]) -> Int? {
        var cursor = index - 1
        if cursor >= 0, tokens[cursor].kind == .whitespace { cursor -= 1 }
        if cursor < 0 { return 0 }
        return tokens[cursor].kind == .newline ? Int(tokens[cursor].end) : nil
    }

    private static func lineEnd(after index: Int, in tokens: [Token]) -> Int? {
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].kind == .whitespace { cursor += 1 }
        if cursor == tokens.count { return Int(tokens[cursor - 1].end) }
        return tokens[cursor].kind == .newline ? Int(tokens[cursor].end) : nil
    }
}
