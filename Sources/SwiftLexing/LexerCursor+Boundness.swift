/// What Swift's lexer asks about the surroundings of an operator before it lets a `/` start a regex
/// literal: whether the operator is bound to its left and right operands, and what kind of token
/// came before it. Our tokens are coarser than Swift's (`operator` covers its binary, prefix and
/// postfix operators, `identifier` its keywords), so the answers are recomputed from the bytes.
extension LexerCursor {
    /// Whether an operator starting at `index` is bound to a left operand (Swift's
    /// `isLeftBound`): not after whitespace, an opening bracket, `,`, `;`, `:`, the end of a block
    /// comment or a no-break space, nor at the start of the file.
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch input[index - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && input[index - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(index >= 2 && input[index - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether an operator ending at `index` is bound to a right operand (Swift's `isRightBound`
    /// for an operator that is not left-bound).
    func isRightBound(_ index: Int, leftBound: Bool = false) -> Bool {
        guard index < count else { return false }
        switch input[index] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = peek(index + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return peek(index + 1) != 0xA0
        default:
            return true
        }
    }

    /// Where Swift's lexer ends the operator run that our run ends at `end`: it reads on through
    /// `//` and `/*` (and only then cuts the comment off), which matters for right-boundness.
    func swiftOperatorEnd(from end: Int, dotted: Bool) -> Int {
        var index = end
        while index < count {
            let byte = input[index]
            if byte >= 0x80 {
                guard let scalar = input.scalar(at: index), UnicodeClass.isOperatorContinuation(scalar.value) else {
                    break
                }
                index += scalar.length
                continue
            }
            guard has(ByteClass.operatorOrNonASCII, byte), byte != UInt8(ascii: ".") || dotted else { break }
            if byte == UInt8(ascii: "<") && peek(index + 1) == UInt8(ascii: "#") && placeholderEndFollows(index + 1) {
                break
            }
            index += 1
        }
        return index
    }

    /// The index of the last significant token written, or -1.
    private func previousSignificantIndex(before index: Int) -> Int {
        var index = index - 1
        while index >= 0 {
            let token = output[index]
            // Invalid UTF-8 is trivia for Swift's lexer.
            if !token.kind.isTrivia && !(token.kind == .unknown && input[Int(token.start)] >= 0x80) { break }
            index -= 1
        }
        return index
    }

    private func previousToken() -> Token? {
        let index = previousSignificantIndex(before: tokenCount)
        return index >= 0 ? output[index] : nil
    }

    private func text(_ token: Token, is word: StaticString) -> Bool {
        guard token.kind == .identifier, token.length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { word in
            (0..<word.count).allSatisfy { input[Int(token.start) + $0] == word[$0] }
        }
    }

    /// `prefix func /(…)`, `infix operator /^/`: after these keywords Swift's lexer never lexes a regex.
    func previousIsFuncOrOperatorKeyword() -> Bool {
        guard let token = previousToken() else { return false }
        return text(token, is: "func") || text(token, is: "operator")
    }

    /// `try? / x /`: after `try?` or `try!` a `/` that looks binary must start a regex (`try`
    /// cannot be a left operand).
    func previousIsPostfixAfterTry() -> Bool {
        let index = previousSignificantIndex(before: tokenCount)
        guard index >= 0 else { return false }
        let token = output[index]
        guard token.kind == .operator, token.length == 1, isLeftBound(Int(token.start)) else { return false }
        let mark = input[Int(token.start)]
        guard mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") else { return false }
        let before = previousSignificantIndex(before: index)
        return before >= 0 && text(output[before], is: "try")
    }

    /// After `(`, `[`, `,`, `:` and `::` an operator may stand alone (`reduce(0, +)`), so a `/`
    /// there that looks binary is an operator unless its body makes a regex.
    func previousAllowsUnappliedOperator() -> Bool {
        guard let token = previousToken() else { return false }
        switch token.kind {
        case .leftParen, .leftSquare, .comma, .colon, .interpolationStart: return true
        default: return false
        }
    }

    /// Keywords that Swift's lexer classifies itself (the rest, such as `await`, are identifiers
    /// to it) and after which an expression may begin; `true`, `self` and the like are values.
    private static let expressionKeywords: [StaticString] = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw", "throws", "try",
        "typealias", "var", "where", "while"
    ]

    /// `expressionKeywords` as bytes, by length (index 0 and 1 empty), first bytes apart: a
    /// division `a / b` asks about every `a`, so only the few of its length and first letter are
    /// compared.
    private static let expressionKeywordsByLength: [[[UInt8]]] = (0...15).map { length in
        expressionKeywords.filter { $0.utf8CodeUnitCount == length }.map { keyword in
            keyword.withUTF8Buffer { Array($0) }
        }
    }

    /// Whether the identifier is one of `expressionKeywords` (compared in place).
    private func isExpressionKeyword(_ token: Token) -> Bool {
        let length = token.length
        let start = Int(token.start)
        guard length >= 2, length <= 15, input[start] >= UInt8(ascii: "a") else { return false }
        for keyword in Self.expressionKeywordsByLength[length] where keyword[0] == input[start] {
            if (1..<length).allSatisfy({ input[start + $0] == keyword[$0] }) { return true }
        }
        return false
    }

    /// Swift's `isInRegexLiteralPosition`: whether the token before an operator that looks binary
    /// leaves the parser expecting an expression.
    func inRegexLiteralPosition() -> Bool {
        guard let token = previousToken() else { return true }
        switch token.kind {
        case .leftParen, .leftBrace, .leftSquare, .comma, .semicolon, .interpolationStart:
            return true
        case .colon:
            // `::` is one token to Swift's lexer, and not a place for a regex.
            return !(token.start > 0 && input[Int(token.start) - 1] == UInt8(ascii: ":"))
        case .operator:
            return operatorSequencesExpressions(token)
        case .identifier:
            return isExpressionKeyword(token)
        case .poundDirective:
            return text(token, at: 1, isOneOf: ["if", "else", "elseif", "endif"])
        case .unknown:
            // Swift's lexer has its own tokens for a lone `'`, `#`, `@` or backtick.
            let byte = input[Int(token.start)]
            return byte != UInt8(ascii: "'") && byte != UInt8(ascii: "#") && byte != UInt8(ascii: "@")
                && byte != UInt8(ascii: "`")
        default:
            return false
        }
    }

    private func text(_ token: Token, at offset: Int, isOneOf words: [String]) -> Bool {
        let word = String(
            decoding: UnsafeBufferPointer(rebasing: input[(Int(token.start) + offset)..<Int(token.end)]), as: UTF8.self)
        return words.contains(word)
    }

    /// Whether Swift's lexer would make the last part of our operator run binary or prefix (an
    /// expression follows) rather than postfix. A left-bound `!` or `?` is its own postfix token
    /// to Swift, so a run of them is split off first; `->` is an arrow, `=` always sequences.
    private func operatorSequencesExpressions(_ token: Token) -> Bool {
        let start = Int(token.start)
        let end = Int(token.end)
        var last = start
        while last < end, input[last] == UInt8(ascii: "!") || input[last] == UInt8(ascii: "?"), isLeftBound(last) {
            last += 1
        }
        if last == end { return false }
        let leftBound = isLeftBound(last)
        let rightBound = isRightBound(end, leftBound: leftBound)
        switch end - last {
        case 1:
            switch input[last] {
            case UInt8(ascii: "="): return true
            case UInt8(ascii: "?"): return !leftBound
            default: break
            }
        case 2:
            if input[last] == UInt8(ascii: "-") && input[last + 1] == UInt8(ascii: ">") { return false }
        default:
            break
        }
        return !(leftBound && !rightBound)
    }
}
