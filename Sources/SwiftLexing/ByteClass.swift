/// A 256-entry table of bit flags describing each byte, so the lexer's hot loops test a byte's
/// class with one load and one mask instead of a chain of comparisons.
enum ByteClass {
    /// `A`–`Z`, `a`–`z`, `_`. Bytes ≥ 0x80 are checked separately (they need UTF-8 validation).
    static let identifierStart: UInt8 = 1 << 0
    /// `identifierStart` plus `0`–`9`.
    static let identifierContinue: UInt8 = 1 << 1
    /// `/ = - + ! * % < > & | ^ ~ ? .` and every byte ≥ 0x80 (which may start a Unicode operator
    /// character: callers check those bytes first), so one test tells "a name or a bracket follows".
    static let operatorOrNonASCII: UInt8 = 1 << 2
    /// Bytes that stop a string segment scan: `\`, `"`, `\n`, `\r` and every byte ≥ 0x80.
    static let stringSpecial: UInt8 = 1 << 3
    /// Bytes that stop a line comment scan: `\n`, `\r` and every byte ≥ 0x80.
    static let lineSpecial: UInt8 = 1 << 4
    /// Bytes that stop a block comment scan: `*`, `/` and every byte ≥ 0x80.
    static let blockSpecial: UInt8 = 1 << 5
    /// `0`–`9`, `a`–`f`, `A`–`F`.
    static let hexDigit: UInt8 = 1 << 6
    /// Space, tab, vertical tab, form feed.
    static let horizontalSpace: UInt8 = 1 << 7

    /// The table, indexed by byte value.
    static let table: [UInt8] = makeTable()

    private static func makeTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 256)
        func mark(_ flag: UInt8, _ bytes: some Sequence<UInt8>) {
            for byte in bytes { table[Int(byte)] |= flag }
        }
        let letters = Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        let digits = Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
        mark(identifierStart, letters + [UInt8(ascii: "_")])
        // `$` continues an identifier (`_$a`), though it cannot start one.
        mark(identifierContinue, letters + digits + [UInt8(ascii: "_"), UInt8(ascii: "$")])
        let high = Array(UInt8(0x80)...UInt8(0xFF))
        mark(operatorOrNonASCII, Array("/=-+!*%<>&|^~?.".utf8) + high)
        mark(stringSpecial, Array("\\\"\n\r".utf8) + high)
        mark(lineSpecial, Array("\n\r".utf8) + high)
        mark(blockSpecial, Array("*/".utf8) + high)
        mark(hexDigit, digits + Array("abcdefABCDEF".utf8))
        mark(horizontalSpace, [0x20, 0x09, 0x0B, 0x0C])
        return table
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 when the bytes there
    /// are not well-formed UTF-8 (stray continuation byte, overlong form, surrogate, truncation,
    /// or a scalar above U+10FFFF). ASCII bytes have length 1.
    package func utf8SequenceLength(at index: Int) -> Int {
        let lead = self[index]
        if lead < 0x80 { return 1 }
        // The valid range of the second byte depends on the lead byte; the rest are 0x80...0xBF.
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondLow = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED:
            length = 3
            secondHigh = 0x9F
        case 0xF0:
            length = 4
            secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondHigh = 0x8F
        default: return 0
        }
        guard index + length <= count else { return 0 }
        let second = self[index + 1]
        guard second >= secondLow && second <= secondHigh else { return 0 }
        var offset = 2
        while offset < length {
            guard self[index + offset] & 0xC0 == 0x80 else { return 0 }
            offset += 1
        }
        return length
    }
}

extension UnsafeBufferPointer<UInt8> {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether the 8-byte word holds `byte` (exact: the usual zero-byte test on `word ^ byte…`).
    @inline(__always) private static func word(_ word: UInt64, holds byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference
    }

    @inline(__always) private func word(at index: Int) -> UInt64 {
        UnsafeRawPointer(baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index, as: UInt64.self)
    }

    /// Skips whole 8-byte words from `index` that hold neither `first` nor `second` nor any byte
    /// ≥ 0x80, and returns where it stopped: the caller's byte loop finishes the job. Long comments
    /// and string text are scanned a word at a time instead of a byte at a time.
    @inline(__always) func skipWords(from index: Int, avoiding first: UInt8, _ second: UInt8) -> Int {
        var index = index
        while index + 8 <= count {
            let word = word(at: index)
            let hits = Self.word(word, holds: first) | Self.word(word, holds: second) | word
            if hits & Self.highBits != 0 { break }
            index += 8
        }
        return index
    }

    /// `skipWords(from:avoiding:_:)` for four bytes.
    @inline(__always) func skipWords(
        from index: Int, avoiding first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8
    ) -> Int {
        var index = index
        while index + 8 <= count {
            let word = word(at: index)
            let hits =
                Self.word(word, holds: first) | Self.word(word, holds: second)
                | Self.word(word, holds: third) | Self.word(word, holds: fourth) | word
            if hits & Self.highBits != 0 { break }
            index += 8
        }
        return index
    }

    /// Skips whole 8-byte words of spaces (indentation) from `index`.
    @inline(__always) func skipSpaceWords(from index: Int) -> Int {
        var index = index
        while index + 8 <= count && word(at: index) == 0x2020_2020_2020_2020 { index += 8 }
        return index
    }
}
