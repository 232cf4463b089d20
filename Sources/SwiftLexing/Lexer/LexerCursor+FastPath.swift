/// The main loop over code. The frequent tokens (names, spaces, line breaks, punctuation, plain
/// operators and integers: nine tokens in ten) are lexed here with the position and the output
/// pointer in locals, which the compiler keeps in registers; `position` and `tokenCount` are stored
/// only around the rare tokens, which `lexCodeToken` lexes from the same start. Each fast case
/// makes exactly the token `lexCodeToken` would make there, or declines (`nil`) and leaves the
/// token to it.
extension LexerCursor {
    /// Lexes code tokens until a string's text begins or the input ends.
    mutating func lexCode() {
        let output = output
        var index = position
        var next = output + tokenCount
        while index < count {
            let start = index
            guard let (kind, end) = fastToken(at: start) else {
                position = start
                tokenCount = next - output
                lexCodeToken()
                if inString { return }
                index = position
                next = output + tokenCount
                continue
            }
            // No bounds check: `next - output` ≤ `start` < `count`, since tokens are never empty
            // and the buffer has a slot per input byte.
            next.initialize(to: Token(kind: kind, start: start, end: end))
            next += 1
            index = end
        }
        position = index
        tokenCount = next - output
    }

    /// The kind and end of the token at `start` when it is one of the frequent, simple ones.
    @inline(__always) private mutating func fastToken(at start: Int) -> (TokenKind, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x20, 0x09:
            return (.whitespace, spaceEnd(from: start &+ 1))
        case 0x0A:
            if interpolationIsSingleLine { return nil }
            return (.newline, start &+ 1)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            guard let end = asciiNameEnd(from: start &+ 1) else { return nil }
            return (.identifier, end)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let end = plainIntegerEnd(from: start &+ 1) else { return nil }
            return (.integerLiteral, end)
        case UInt8(ascii: "("):
            parenDepth &+= 1
            return (.leftParen, start &+ 1)
        case UInt8(ascii: ")"):
            // At depth 0 the `)` may close an interpolation.
            if parenDepth == 0 { return nil }
            parenDepth &-= 1
            return (.rightParen, start &+ 1)
        case UInt8(ascii: "{"): return (.leftBrace, start &+ 1)
        case UInt8(ascii: "}"): return (.rightBrace, start &+ 1)
        case UInt8(ascii: "["): return (.leftSquare, start &+ 1)
        case UInt8(ascii: "]"): return (.rightSquare, start &+ 1)
        case UInt8(ascii: ","): return (.comma, start &+ 1)
        case UInt8(ascii: ":"): return (.colon, start &+ 1)
        case UInt8(ascii: ";"): return (.semicolon, start &+ 1)
        case UInt8(ascii: "\\"): return (.backslash, start &+ 1)
        case UInt8(ascii: "."):
            // A lone `.` before a name (`.frame`): any operator character after it makes a run.
            let after = start &+ 1
            guard after < count, !has(ByteClass.operatorOrNonASCII, bytes[after]) else { return nil }
            return (.period, after)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            guard let end = plainOperatorEnd(from: start) else { return nil }
            return (.operator, end)
        default:
            return nil
        }
    }

    /// The end of a run of horizontal space starting with a space or tab (one starting with a
    /// vertical tab or form feed is left to `lexCodeToken`, which makes the same token).
    @inline(__always) private func spaceEnd(from index: Int) -> Int {
        // Most runs are one space between tokens: settle those before the word-wise scan.
        guard index < count, has(ByteClass.horizontalSpace, bytes[index]) else { return index }
        var index = input.skipSpaceWords(from: index &+ 1)
        while index < count && has(ByteClass.horizontalSpace, bytes[index]) { index &+= 1 }
        return index
    }

    /// The end of an ASCII name continuing at `index`, or nil when a non-ASCII byte follows it
    /// (which may continue it: `lexCodeToken` decides).
    @inline(__always) private func asciiNameEnd(from index: Int) -> Int? {
        var index = index
        // Four table lookups per loop test: names are mostly several bytes long.
        scan: while index &+ 4 <= count {
            for offset in 0..<4 where !has(ByteClass.identifierContinue, bytes[index &+ offset]) {
                index &+= offset
                break scan
            }
            index &+= 4
        }
        while index < count && has(ByteClass.identifierContinue, bytes[index]) { index &+= 1 }
        return index < count && bytes[index] >= 0x80 ? nil : index
    }

    /// The end of a decimal integer without a fraction, exponent or suffix (`0`, `42`, `1_000`);
    /// nil for anything else after the digits (`.`, a letter, a non-ASCII byte).
    @inline(__always) private func plainIntegerEnd(from index: Int) -> Int? {
        var index = index
        while index < count {
            let byte = bytes[index]
            if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") {
                index &+= 1
                continue
            }
            if has(ByteClass.identifierContinue, byte) || byte == UInt8(ascii: ".") || byte >= 0x80 { return nil }
            break
        }
        return index
    }

    /// The end of an operator run of ASCII characters other than `/` and `.` (so no comment, regex
    /// or dotted operator is involved), or nil when the run meets a `/`, a non-ASCII byte or a `<#`
    /// (a possible editor placeholder). A `.` ends such a run, as in `lexOperator`.
    @inline(__always) private func plainOperatorEnd(from start: Int) -> Int? {
        var index = start
        while true {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") && index &+ 1 < count && bytes[index &+ 1] == UInt8(ascii: "#") {
                return nil
            }
            index &+= 1
            guard index < count else { return index }
            let next = bytes[index]
            guard has(ByteClass.operatorOrNonASCII, next), next != UInt8(ascii: ".") else { return index }
            if next >= 0x80 || next == UInt8(ascii: "/") { return nil }
        }
    }
}
