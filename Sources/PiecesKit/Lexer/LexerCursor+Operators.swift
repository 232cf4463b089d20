/// Operators, periods and regex literals.
extension LexerCursor {
    /// A maximal run of operator characters. A `.` continues only a run that starts with `.`
    /// (so `a?.b` is `?` then `.`), and a run stops before `//` or `/*`, which start comments.
    /// A lone `.` is a `period`.
    mutating func lexOperator() {
        let start = position
        let dotted = input[position] == UInt8(ascii: ".")
        position += 1
        while position < count {
            let byte = input[position]
            guard has(ByteClass.operatorCharacter, byte) else { break }
            if byte == UInt8(ascii: ".") && !dotted { break }
            if byte == UInt8(ascii: "/") {
                let next = peek(position + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            }
            position += 1
        }
        emit(dotted && position - start == 1 ? .period : .operator, from: start)
    }

    /// Lexes `/…/` if a regex literal can start here; returns false (nothing consumed) otherwise.
    ///
    /// A failed look-ahead is remembered: a later `/` before the point where it stopped is an
    /// operator without looking again. So each byte is scanned by at most one failed look-ahead
    /// and a line full of `(/[/[/` stays linear; the cost is that a regex following a failed
    /// candidate on the same line is missed, which real code does not do.
    mutating func lexBareRegex() -> Bool {
        let next = peek(position + 1)
        guard next != 0x20, next != 0x09, next != 0x0A, next != 0x0D, position + 1 < count,
              position >= failedRegexScanEnd, expressionMayStart() else { return false }
        guard let end = bareRegexEnd() else { return false }
        let start = position
        while position < end {
            if input[position] >= 0x80 { skipNonASCII() } else { position += 1 }
        }
        emit(.regexLiteral, from: start)
        return true
    }

    /// The end of the first unescaped `/` on the same line; on failure, records where the
    /// look-ahead stopped. A `/` inside a `[…]` class closes the literal too: the compiler's regex
    /// lexer ends it there (`swiftc -dump-parse` reads `/a[/]b/` as `/a[/`).
    private mutating func bareRegexEnd() -> Int? {
        var index = position + 1
        while index < count {
            switch input[index] {
            case 0x0A, 0x0D:
                failedRegexScanEnd = index
                return nil
            case UInt8(ascii: "\\"):
                let escaped = peek(index + 1)
                if escaped == 0x0A || escaped == 0x0D {
                    failedRegexScanEnd = index
                    return nil
                }
                index += 1
            case UInt8(ascii: "/"):
                return index + 1
            default:
                break
            }
            index += 1
        }
        failedRegexScanEnd = index
        return nil
    }

    /// Whether the previous significant token leaves the parser expecting an expression, so a
    /// `/` there begins a regex rather than dividing.
    private func expressionMayStart() -> Bool {
        var index = tokenCount - 1
        while index >= 0 && output[index].kind.isTrivia { index -= 1 }
        guard index >= 0 else { return true }
        let token = output[index]
        switch token.kind {
        case .leftParen, .leftBrace, .leftSquare, .comma, .colon, .semicolon, .interpolationStart:
            return true
        case .operator:
            // A left-bound operator followed by whitespace is postfix (`x! / 2`): it ends an
            // expression, so the `/` divides.
            return !isLeftBound(Int(token.start))
        case .identifier:
            return isExpressionKeyword(token)
        default:
            return false
        }
    }

    /// Whether the byte before `index` binds an operator there to a left operand.
    private func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch input[index - 1] {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    /// Keywords after which an expression begins (`return /x/`, `case /x/`, `try /x/`).
    private static let expressionKeywords: [StaticString] = [
        "return", "case", "in", "try", "await", "throw", "if", "guard", "while", "where", "switch", "yield",
        "unsafe",
    ]

    private func isExpressionKeyword(_ token: Token) -> Bool {
        let length = token.length
        guard length <= 6 else { return false }
        for keyword in Self.expressionKeywords where keyword.utf8CodeUnitCount == length {
            let matches = keyword.withUTF8Buffer { word in
                (0..<length).allSatisfy { input[Int(token.start) + $0] == word[$0] }
            }
            if matches { return true }
        }
        return false
    }

    /// `#/…/#` (any number of `#`): `position` is at the `/`. It spans lines when the opening
    /// delimiter ends its line; otherwise a line break leaves it unterminated.
    mutating func lexExtendedRegex(hashes: Int, from start: Int) {
        position += 1
        let next = peek(position)
        let multiline = next == 0x0A || next == 0x0D
        while position < count {
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "\\"):
                position += 1
                if position < count && input[position] < 0x80 && input[position] != 0x0A && input[position] != 0x0D {
                    position += 1
                }
            case UInt8(ascii: "/"):
                var end = position + 1
                var closing = 0
                while closing < hashes && peek(end) == UInt8(ascii: "#") {
                    closing += 1
                    end += 1
                }
                position = closing == hashes ? end : position + 1
                if closing == hashes {
                    emit(.regexLiteral, from: start)
                    return
                }
            case 0x0A, 0x0D:
                if !multiline {
                    report(.unterminatedRegex, at: start)
                    emit(.regexLiteral, from: start)
                    return
                }
                position += 1
            case 0x80...0xFF:
                skipNonASCII()
            default:
                position += 1
            }
        }
        report(.unterminatedRegex, at: start)
        emit(.regexLiteral, from: start)
    }
}
