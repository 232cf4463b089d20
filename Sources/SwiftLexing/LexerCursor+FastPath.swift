/// The main loop over code. The frequent tokens (names, spaces, line breaks, punctuation, plain
/// operators and integers: nine tokens in ten) are lexed here with the position, the output
/// pointer and the `ByteScanner` in locals, which the compiler keeps in registers; `position` and
/// `tokenCount` are stored only around the rare tokens, which `lexCodeToken` lexes from the same
/// start. Each fast case makes exactly the token `lexCodeToken` would make there, or declines
/// (`nil`) and leaves the token to it.
extension LexerCursor {
    /// Lexes code tokens until a string's text begins or the input ends.
    mutating func lexCode() {
        let scanner = scanner
        let output = output
        var index = position
        var next = output + tokenCount
        // Each path tests for the end once, where the position moves: a test at the loop's head
        // would repeat the one made before looking for the space after a token.
        guard index < scanner.count else { return }
        loop: while true {
            let start = index
            guard let (kind, end) = fastToken(at: start, after: next - 1, scanner) else {
                position = start
                tokenCount = next - output
                lexCodeToken()
                if inString { return }
                index = position
                next = output + tokenCount
                if index < scanner.count { continue }
                return
            }
            // No bounds check: `next - output` ≤ `start` < `count`, since tokens are never empty
            // and the buffer has a slot per input byte.
            next.initialize(to: Token(kind: kind, start: start, end: end))
            next += 1
            index = end
            guard index < scanner.count else { break }
            // A third of all tokens are spaces after a token (or a line's indentation), and two
            // spaces in three are followed by a name: both are stored here without going through
            // the dispatch's hard-to-predict indirect branch.
            guard scanner[index] == 0x20 else { continue }
            repeat {
                let spaceEnd = scanner.spaceEnd(from: index &+ 1)
                next.initialize(to: Token(kind: .whitespace, start: index, end: spaceEnd))
                next += 1
                index = spaceEnd
                guard index < scanner.count else { break loop }
                guard scanner.has(ByteClass.identifierStart, scanner[index]),
                    let nameEnd = scanner.asciiNameEnd(from: index &+ 1)
                else { continue loop }
                next.initialize(to: Token(kind: .identifier, start: index, end: nameEnd))
                next += 1
                index = nameEnd
                guard index < scanner.count else { break loop }
            } while scanner[index] == 0x20
        }
        position = index
        tokenCount = next - output
    }

    /// The kind and end of the token at `start` when it is one of the frequent, simple ones;
    /// `previous` points at the last token written (only read when `start > 0`).
    @inline(__always) private mutating func fastToken(
        at start: Int, after previous: UnsafeMutablePointer<Token>, _ scanner: ByteScanner
    ) -> (TokenKind, Int)? {
        let after = start &+ 1
        switch scanner.action(at: start) {
        case .space:
            return (.whitespace, scanner.spaceEnd(from: after))
        case .lineFeed:
            if interpolationIsSingleLine { return nil }
            return (.newline, after)
        case .name:
            guard let end = scanner.asciiNameEnd(from: after) else { return nil }
            return (.identifier, end)
        case .digit:
            let afterPeriod = start > 0 && previous.pointee.kind == .period
            guard let (end, isFloat) = scanner.plainNumberEnd(from: start, afterPeriod: afterPeriod) else { return nil }
            return (isFloat ? .floatLiteral : .integerLiteral, end)
        case .leftParen:
            parenDepth &+= 1
            return (.leftParen, after)
        case .rightParen:
            // At depth 0 the `)` may close an interpolation.
            if parenDepth == 0 { return nil }
            parenDepth &-= 1
            return (.rightParen, after)
        case .leftBrace: return (.leftBrace, after)
        case .rightBrace: return (.rightBrace, after)
        case .leftSquare: return (.leftSquare, after)
        case .rightSquare: return (.rightSquare, after)
        case .comma: return (.comma, after)
        case .colon: return (.colon, after)
        case .semicolon: return (.semicolon, after)
        case .backslash: return (.backslash, after)
        case .period:
            return scanner.isLonePeriod(at: start) ? (.period, after) : nil
        case .slash:
            return lineComment(at: start, scanner)
        case .plainOperator:
            guard let end = scanner.plainOperatorEnd(from: start) else { return nil }
            return (.operator, end)
        case .at:
            // `@name`; a lone `@` or one before a non-ASCII name is `lexPrefixedName`'s.
            guard after < scanner.count, scanner.has(ByteClass.identifierStart, scanner[after]),
                let end = scanner.asciiNameEnd(from: after &+ 1)
            else { return nil }
            return (.attribute, end)
        case .dollar:
            guard let end = scanner.asciiNameEnd(from: after) else { return nil }
            return (.dollarIdentifier, end)
        case .other:
            return nil
        }
    }

    /// A `//` comment whose text is valid UTF-8 (comments are a third of a typical file's bytes).
    @inline(__always) private func lineComment(at start: Int, _ scanner: ByteScanner) -> (TokenKind, Int)? {
        let slash = UInt8(ascii: "/")
        guard start &+ 2 < scanner.count, scanner[start &+ 1] == slash else { return nil }
        // `///` is a doc comment, `////` a plain one (as in `lexSlash`).
        let isDoc = scanner[start &+ 2] == slash && (start &+ 3 >= scanner.count || scanner[start &+ 3] != slash)
        guard let end = scanner.lineCommentEnd(from: start &+ 2) else { return nil }
        return (isDoc ? .docLineComment : .lineComment, end)
    }
}
