/// The input and the lexer's byte tables as plain pointers, for the main loop's scans. The loop
/// keeps a copy in a local, so the compiler holds these in registers instead of reloading them
/// from the cursor (which lives in memory, being passed `inout` to the slow paths) every token.
struct ByteScanner {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let classes: UnsafePointer<UInt8>
    let actions: UnsafePointer<CodeAction>

    @inline(__always) subscript(index: Int) -> UInt8 { bytes[index] }

    @inline(__always) func has(_ flag: UInt8, _ byte: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    @inline(__always) func action(at index: Int) -> CodeAction {
        actions[Int(bytes[index])]
    }

    /// The end of a run of horizontal space continuing at `index`.
    @inline(__always) func spaceEnd(from index: Int) -> Int {
        // Most runs are one space between tokens: settle those before the word-wise scan.
        guard index < count, has(ByteClass.horizontalSpace, bytes[index]) else { return index }
        var index = index &+ 1
        // Indentation: a word at a time, its end found by a trailing-zero count rather than by a
        // branch per byte.
        while index &+ 8 <= count {
            let others = word(at: index) ^ Self.repeated(0x20)
            if others == 0 {
                index &+= 8
                continue
            }
            index &+= Self.firstNonZeroByte(others)
            // A tab (or vertical tab, form feed) continues the run; it is rare in Swift code.
            guard has(ByteClass.horizontalSpace, bytes[index]) else { return index }
            index &+= 1
        }
        while index < count && has(ByteClass.horizontalSpace, bytes[index]) { index &+= 1 }
        return index
    }

    /// The end of an ASCII name continuing at `index`, or nil when a non-ASCII byte follows it
    /// (which may continue it: `lexCodeToken` decides).
    @inline(__always) func asciiNameEnd(from index: Int) -> Int? {
        var index = index
        // A word at a time, as for spaces: names are mostly under eight bytes long.
        while index &+ 8 <= count {
            let stops = Self.nonAlphanumericBytes(word(at: index))
            if stops == 0 {
                index &+= 8
                continue
            }
            index &+= stops.trailingZeroBitCount &>> 3
            // Past a letter or digit, only `_` and `$` continue an ASCII name.
            if has(ByteClass.identifierContinue, bytes[index]) {
                index &+= 1
                continue
            }
            return nameEnd(at: index)
        }
        while index < count {
            if !has(ByteClass.identifierContinue, bytes[index]) { return nameEnd(at: index) }
            index &+= 1
        }
        return index
    }

    /// `index` (before the end) holds a byte that is no ASCII name character.
    @inline(__always) private func nameEnd(at index: Int) -> Int? {
        bytes[index] >= 0x80 ? nil : index
    }

    /// The end of a number literal starting at `start` when it is a plain decimal one (`0`, `42`,
    /// `1_000`, `0.35`, with no exponent nor letters after it), and whether it is a float; nil for
    /// anything else, which `lexNumber` lexes. Right after a period only an integer is plain
    /// (`x.0.1` is tuple access).
    @inline(__always) func plainNumberEnd(from start: Int, afterPeriod: Bool) -> (end: Int, isFloat: Bool)? {
        var index = decimalDigitsEnd(from: start &+ 1)
        var isFloat = false
        if !afterPeriod && index &+ 1 < count && bytes[index] == UInt8(ascii: ".") && isDecimalDigit(bytes[index &+ 1])
        {
            index = decimalDigitsEnd(from: index &+ 2)
            isFloat = true
        }
        guard index < count else { return (index, isFloat) }
        let byte = bytes[index]
        // A letter (`0x`, `1e3`, `12px`) or a non-ASCII byte; a `.` here ends the literal
        // (`1..<5`, `1.description`, `1.5.rounded()`), as in `lexNumber`.
        if has(ByteClass.identifierContinue, byte) || byte >= 0x80 { return nil }
        return (index, isFloat)
    }

    @inline(__always) private func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) private func decimalDigitsEnd(from index: Int) -> Int {
        var index = index
        while index < count && (isDecimalDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_")) { index &+= 1 }
        return index
    }

    /// Whether the `.` at `index` is a lone period: a name or a bracket follows, not an operator
    /// character (`...`, `..<`) nor the end of the input.
    @inline(__always) func isLonePeriod(at index: Int) -> Bool {
        index &+ 1 < count && !has(ByteClass.operatorOrNonASCII, bytes[index &+ 1])
    }

    /// The end of an operator run of ASCII characters other than `/` and `.` starting at `start`
    /// (so no comment, regex or dotted operator is involved), or nil when the run meets a `/`, a
    /// non-ASCII byte or a `<#` (a possible editor placeholder). A `.` ends such a run, as in
    /// `lexOperator`.
    @inline(__always) func plainOperatorEnd(from start: Int) -> Int? {
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

    /// Where a line comment's text continuing at `index` stops: at its line break, at a byte
    /// ≥ 0x80 (the caller validates the UTF-8 and goes on), or at the end of the input.
    func lineCommentStop(from index: Int) -> Int {
        var index = index
        // Two words per loop test: comment lines are long.
        while index &+ 16 <= count {
            let first = Self.controlOrNonASCIIBytes(word(at: index))
            let second = Self.controlOrNonASCIIBytes(word(at: index &+ 8))
            if first | second == 0 {
                index &+= 16
                continue
            }
            index &+= first != 0 ? Self.firstNonZeroByte(first) : 8 &+ Self.firstNonZeroByte(second)
            let byte = bytes[index]
            // A tab or another control character is comment text.
            if byte >= 0x80 || byte == 0x0A || byte == 0x0D { return index }
            index &+= 1
        }
        while index < count && !has(ByteClass.lineSpecial, bytes[index]) { index &+= 1 }
        return index
    }

    /// The end of a line comment whose text continues at `index` (its line break or the end of
    /// the input), or nil when the text holds invalid UTF-8 (`lexLineComment` reports it).
    @inline(__always) func lineCommentEnd(from index: Int) -> Int? {
        var index = lineCommentStop(from: index)
        while index < count && bytes[index] >= 0x80 {
            let length = UnsafeBufferPointer(start: bytes, count: count).utf8SequenceLength(at: index)
            if length == 0 { return nil }
            index = lineCommentStop(from: index &+ length)
        }
        return index
    }

    /// `byte` in each of a word's eight bytes.
    @inline(__always) static func repeated(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The offset of the first (lowest-addressed) non-zero byte of a non-zero word.
    @inline(__always) static func firstNonZeroByte(_ word: UInt64) -> Int {
        word.trailingZeroBitCount &>> 3
    }

    /// The high bit of each byte of `word` below 0x0E (line breaks, tabs, other controls) or
    /// ≥ 0x80, exact up to and including the first such byte: the classic "has a byte less than
    /// n" test, whose borrows only run from a flagged byte upwards.
    @inline(__always) static func controlOrNonASCIIBytes(_ word: UInt64) -> UInt64 {
        ((word &- repeated(0x0E)) & ~word | word) & repeated(0x80)
    }

    /// The high bit of each byte of `word` that is not an ASCII letter or digit, exact up to and
    /// including the first (lowest-addressed) such byte, which is all callers use: a sum carries
    /// into the next byte only from a byte ≥ 0x80, itself flagged.
    @inline(__always) static func nonAlphanumericBytes(_ word: UInt64) -> UInt64 {
        // `x + (0x80 - c)` has its high bit set when `x >= c`, for `x` below 0x80.
        let folded = word | repeated(0x20)  // `A`–`Z` to `a`–`z`
        let letters = (folded &+ repeated(0x80 - 0x61)) & ~(folded &+ repeated(0x80 - 0x7B))
        let digits = (word &+ repeated(0x80 - 0x30)) & ~(word &+ repeated(0x80 - 0x3A))
        return (~(letters | digits) | word) & repeated(0x80)
    }

    @inline(__always) func word(at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
    }
}
