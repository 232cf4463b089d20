/// Comments, and the `/` that may start one.
extension LexerCursor {
    /// `/` in code: `//` and `/*` always start comments; otherwise a regex literal or an operator.
    mutating func lexSlash() {
        switch peek(position + 1) {
        case UInt8(ascii: "/"):
            let slash = UInt8(ascii: "/")
            let isDoc = peek(position + 2) == slash && peek(position + 3) != slash
            lexLineComment(kind: isDoc ? .docLineComment : .lineComment)
        case UInt8(ascii: "*"):
            lexBlockComment()
        default:
            lexOperator()
        }
    }

    /// A comment from `position` up to (not including) the line break.
    mutating func lexLineComment(kind: TokenKind) {
        let start = position
        position += 2
        while position < count {
            position = scanner.lineCommentStop(from: position)
            guard position < count, input[position] >= 0x80 else { break }
            skipNonASCII()
        }
        emit(kind, from: start)
    }

    /// `/* … */` with nesting; `/**` makes it a doc comment unless it is `/**/` or `/***…`.
    mutating func lexBlockComment() {
        let start = position
        let star = UInt8(ascii: "*")
        let isDoc = peek(position + 2) == star && peek(position + 3) != star && peek(position + 3) != UInt8(ascii: "/")
        let kind: TokenKind = isDoc ? .docBlockComment : .blockComment
        position += 2
        var depth = 1
        while position < count {
            var index = input.skipWords(from: position, avoiding: star, UInt8(ascii: "/"))
            while index < count && !has(ByteClass.blockSpecial, input[index]) { index += 1 }
            position = index
            guard index < count else { break }
            let byte = input[index]
            if byte == star {
                if peek(position + 1) == UInt8(ascii: "/") {
                    position += 2
                    depth -= 1
                    if depth == 0 {
                        emit(kind, from: start)
                        return
                    }
                } else {
                    position += 1
                }
            } else if byte == UInt8(ascii: "/") {
                if peek(position + 1) == star {
                    position += 2
                    depth += 1
                } else {
                    position += 1
                }
            } else {
                skipNonASCII()
            }
        }
        report(.unterminatedBlockComment, at: start)
        emit(kind, from: start)
    }
}
