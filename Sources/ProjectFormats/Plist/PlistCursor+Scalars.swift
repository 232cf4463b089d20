#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

extension PlistCursor {
    /// Letters, digits and `_$/:.-`: the bytes a bare (unquoted) string may hold. Asked for most
    /// bytes of a project file, so answered from two 64-bit masks (bit `b` for byte `b`, then for
    /// byte `64 + b`) instead of a chain of range tests.
    @inline(__always) static func isBare(_ byte: UInt8) -> Bool {
        // `$` `-` `.` `/` `0`–`9` `:`
        let low: UInt64 = 0x07FF_E010_0000_0000
        // `A`–`Z` `_` `a`–`z`
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
        return false
    }

    /// Skips white space and comments. A `/` that starts no comment is left for a bare string.
    mutating func skipTrivia() throws(PlistError) {
        let (end, unterminated) = Self.endOfTrivia(in: input, from: position, before: input.count)
        if let unterminated { throw .unterminatedComment(openedAt: location(unterminated)) }
        position = end
    }

    /// Where the white space and comments from `start` end (at most `limit`): `//` runs to the end of
    /// its line, `/*` to the next `*/`. Also where a `/*` opened that `limit` cuts off, if one did.
    /// The one statement of the format's trivia, for the parser and for the editor's layout.
    static func endOfTrivia<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, from start: Int, before limit: Int
    ) -> (end: Int, unterminatedComment: Int?) where Bytes.Index == Int {
        var index = start
        while index < limit {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < limit && bytes[index + 1] == UInt8(ascii: "/"):
                while index < limit, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            case UInt8(ascii: "/") where index + 1 < limit && bytes[index + 1] == UInt8(ascii: "*"):
                let opened = index
                guard let close = endOfBlockComment(in: bytes, from: index + 2, before: limit) else {
                    return (limit, opened)
                }
                index = close
            default:
                return (index, nil)
            }
        }
        return (index, nil)
    }

    /// Just past the `*/` that closes a block comment whose text starts at `start`; nil when none
    /// does before `limit`. Comments are a third of a project file (`/* Login.swift in Sources
    /// */` after nearly every ID), so contiguous bytes are searched with `memchr` for each `*`.
    private static func endOfBlockComment<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, from start: Int, before limit: Int
    ) -> Int? where Bytes.Index == Int {
        let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            var index = start
            while index + 1 < limit {
                guard let star = memchr(buffer.baseAddress! + index, Int32(UInt8(ascii: "*")), limit - 1 - index)
                else { return nil }
                index = buffer.baseAddress!.distance(to: star.assumingMemoryBound(to: UInt8.self))
                if buffer[index + 1] == UInt8(ascii: "/") { return index + 2 }
                index += 1
            }
            return nil
        }
        if let found { return found }
        var index = start
        while index + 1 < limit, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
            index += 1
        }
        return index + 1 < limit ? index + 2 : nil
    }

    /// Where the bare string from `start` ends (the first byte that is not `isBare`).
    static func endOfBare(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < input.count, isBare(input[index]) { index += 1 }
        return index
    }

    /// Reads a quoted or bare string at the cursor; nil when the byte there starts neither.
    mutating func parseString(expected: PlistError.Expectation) throws(PlistError) -> String? {
        guard position < input.count else { throw endOfInput(expected) }
        let byte = input[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuoted(quote: byte) }
        guard Self.isBare(byte) else { return nil }
        let start = position
        position = Self.endOfBare(in: input, from: start)
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
    }

    /// Where the quoted string whose text starts at `start` ends (its closing quote) when the text
    /// has no escape; nil when it has one or is unterminated (the byte-by-byte reading decides).
    /// The position is kept in a local: the loop runs over most quoted bytes of a project.
    static func plainQuotedEnd(in input: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> Int? {
        var index = start
        while index < input.count {
            let byte = input[index]
            if byte == quote { return index }
            if byte == UInt8(ascii: "\\") { return nil }
            index += 1
        }
        return nil
    }

    /// Reads `"…"` (or `'…'`), decoding escapes. Text without escapes is decoded in one go.
    private mutating func parseQuoted(quote: UInt8) throws(PlistError) -> String {
        let open = position
        position += 1
        let start = position
        if let end = Self.plainQuotedEnd(in: input, from: start, quote: quote) {
            position = end + 1
            return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        }
        while position < input.count, input[position] != quote, input[position] != UInt8(ascii: "\\") { position += 1 }
        guard position < input.count else { throw .unterminatedString(openedAt: location(open)) }
        if input[position] == quote {
            position += 1
            return String(decoding: UnsafeBufferPointer(rebasing: input[start..<(position - 1)]), as: UTF8.self)
        }
        var text = Array(input[start..<position])
        while true {
            guard position < input.count else { throw .unterminatedString(openedAt: location(open)) }
            let byte = input[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "\\") {
                try appendEscape(to: &text, openedAt: open)
            } else {
                text.append(byte)
                position += 1
            }
        }
        position += 1
        return String(decoding: text, as: UTF8.self)
    }

    /// Decodes the escape at the cursor (a backslash) into UTF-8 bytes.
    private mutating func appendEscape(to text: inout [UInt8], openedAt open: Int) throws(PlistError) {
        let escapeStart = position
        position += 1
        guard position < input.count else { throw .unterminatedString(openedAt: location(open)) }
        let byte = input[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"):
            let value = hexValue(maxDigits: 4)
            guard let value else { throw .invalidEscape(found: "U", at: location(escapeStart)) }
            appendUTF16(value, to: &text)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < input.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(input[position])
            {
                value = value * 8 + UInt32(input[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            text.append(contentsOf: Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8))
        default:
            // Core Foundation keeps the escaped character itself (`\"`, `\\`, `\'`, and any other).
            text.append(byte)
        }
    }

    /// Up to `maxDigits` hexadecimal digits at the cursor, or nil when there is none.
    private mutating func hexValue(maxDigits: Int) -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < maxDigits, position < input.count, let digit = Self.hexDigit(input[position]) {
            value = value * 16 + UInt32(digit)
            position += 1
            digits += 1
        }
        return digits == 0 ? nil : value
    }

    /// Appends a UTF-16 unit from `\U`, pairing a high surrogate with a following `\U` low one.
    private mutating func appendUTF16(_ unit: UInt32, to text: inout [UInt8]) {
        var scalar = Unicode.Scalar(unit)
        if (0xD800..<0xDC00).contains(unit), startsWith("\\U") {
            let saved = position
            position += 2
            if let low = hexValue(maxDigits: 4), (0xDC00..<0xE000).contains(low) {
                scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            } else {
                position = saved
            }
        }
        text.append(contentsOf: Array(String(Character(scalar ?? "\u{FFFD}")).utf8))
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Reads `<0fbd 77…>`: pairs of hexadecimal digits, white space ignored.
    mutating func parseData() throws(PlistError) -> [UInt8] {
        let open = position
        position += 1
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            guard position < input.count else { throw .unterminatedData(openedAt: location(open)) }
            let byte = input[position]
            if byte == UInt8(ascii: ">"), high == nil { break }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
                continue
            }
            guard let digit = Self.hexDigit(byte) else { throw .invalidData(found: found(), at: location(position)) }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            position += 1
        }
        position += 1
        return data
    }
}
