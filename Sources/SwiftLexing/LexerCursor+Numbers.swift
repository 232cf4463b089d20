/// Integer and floating-point literals.
extension LexerCursor {
    /// `42`, `1_000`, `0xFF_FF`, `0b1010`, `0o17`, `1.5e-3`, `0x1p4`, `0x1.8p1`.
    ///
    /// A fraction needs a digit after the `.` (`1..<5` and `1.description` stay integers), and
    /// right after a `period` only an integer is lexed, so `x.0.1` is tuple access. Letters and
    /// digits directly after a literal (`0b102`, `12px`) stay in the token, as Swift's lexer does
    /// before rejecting them.
    mutating func lexNumber() {
        let start = position
        let afterPeriod = lastToken?.kind == .period
        var isFloat = false
        let prefix = peek(position + 1)
        if input[position] == UInt8(ascii: "0") && prefix == UInt8(ascii: "x") {
            position += 2
            skipHexDigits()
            if !afterPeriod { isFloat = lexHexFloatTail() }
        } else if input[position] == UInt8(ascii: "0") && (prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b")) {
            position += 2
        } else {
            skipDecimalDigits()
            if !afterPeriod { isFloat = lexDecimalFloatTail() }
        }
        skip(ByteClass.identifierContinue)
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    @inline(__always) private mutating func skip(_ flag: UInt8) {
        while position < count && has(flag, input[position]) { position += 1 }
    }

    @inline(__always) private mutating func skipHexDigits() {
        while position < count && (has(ByteClass.hexDigit, input[position]) || input[position] == UInt8(ascii: "_")) {
            position += 1
        }
    }

    @inline(__always) private mutating func skipDecimalDigits() {
        while position < count {
            let byte = input[position]
            guard (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") else { return }
            position += 1
        }
    }

    @inline(__always) private func isDecimalDigit(at index: Int) -> Bool {
        let byte = peek(index)
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `.digits` and/or `e±digits` after the integer part. Returns whether either was found.
    private mutating func lexDecimalFloatTail() -> Bool {
        var isFloat = false
        if peek(position) == UInt8(ascii: ".") && isDecimalDigit(at: position + 1) {
            position += 1
            skipDecimalDigits()
            isFloat = true
        }
        let marker = peek(position)
        if marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            isFloat = lexExponent() || isFloat
        }
        return isFloat
    }

    /// `.hexdigits` (only if a `p` exponent follows) and `p±digits` after a hex integer part.
    /// Without an exponent the `.` is left alone: `0xFF.description` is integer, period, name.
    private mutating func lexHexFloatTail() -> Bool {
        let integerEnd = position
        if peek(position) == UInt8(ascii: ".") && has(ByteClass.hexDigit, peek(position + 1)) {
            position += 1
            skipHexDigits()
        }
        let marker = peek(position)
        if (marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P")) && lexExponent() { return true }
        position = integerEnd
        return false
    }

    /// `e`/`p` followed by an optional sign and a digit; consumes it and returns true, or
    /// consumes nothing and returns false.
    private mutating func lexExponent() -> Bool {
        var index = position + 1
        let sign = peek(index)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
        guard isDecimalDigit(at: index) else { return false }
        position = index
        skipDecimalDigits()
        return true
    }
}
