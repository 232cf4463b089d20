/// A `//` comment that is alone on its line (white space around it allowed): the only place a
/// marker or meta line can be. A marker inside a string, a block comment or after code is not one.
struct CommentLine: Sendable {
    /// Index of the comment in the file's full token array.
    var tokenIndex: Int
    var token: Token
    /// The comment's text, `//` included, trailing white space removed.
    var text: String
    /// Byte offset of the start of the line.
    var lineStart: Int
    /// Byte offset just past the line's line break (or the end of the file).
    var lineEnd: Int

    /// Every lone `//` comment of `tokens`, in order.
    static func all(in tokens: [Token], source: SourceText) -> [CommentLine] {
        var result: [CommentLine] = []
        for index in tokens.indices where tokens[index].kind == .lineComment {
            guard let lineStart = lineStart(before: index, in: tokens),
                  let lineEnd = lineEnd(after: index, in: tokens) else { continue }
            var text = source.text(tokens[index])
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            result.append(CommentLine(tokenIndex: index, token: tokens[index], text: text, lineStart: lineStart, lineEnd: lineEnd))
        }
        return result
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
