/// Which non-ASCII characters Swift lets start or continue an identifier or an operator. The
/// ranges are the language reference's (identifier characters after the C/C++ extended-identifier
/// recommendation N1518; operator characters: math, arrows, symbols, box drawing, dingbats), as
/// Swift's lexer applies them. Only the lexer's non-ASCII paths consult them.
enum UnicodeClass {
    /// Non-ASCII scalars that may continue an identifier.
    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
        0xFE47...0xFFF8
    ]

    /// Combining marks: they continue an identifier (or an operator) but cannot start one.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F
    ]

    /// Non-ASCII scalars that may start an operator.
    private static let operatorRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE, 0x00B0...0x00B1, 0x00B6...0x00B6,
        0x00BB...0x00BB, 0x00BF...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7, 0x2016...0x2017, 0x2020...0x2027,
        0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030
    ]

    static func isIdentifierContinuation(_ scalar: UInt32) -> Bool {
        if scalar >= 0x10000 { return scalar <= 0xEFFFD && scalar & 0xFFFF <= 0xFFFD }
        return identifierRanges.contains { $0.contains(scalar) }
    }

    static func isIdentifierStart(_ scalar: UInt32) -> Bool {
        isIdentifierContinuation(scalar) && !combiningRanges.contains { $0.contains(scalar) }
    }

    static func isOperatorStart(_ scalar: UInt32) -> Bool {
        operatorRanges.contains { $0.contains(scalar) }
    }

    /// Operator characters, combining marks and variation selectors.
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        isOperatorStart(scalar) || combiningRanges.contains { $0.contains(scalar) }
            || (0xFE00...0xFE0F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The Unicode scalar encoded at `index` and its length in bytes, or nil when the bytes there
    /// are not well-formed UTF-8.
    func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        let length = utf8SequenceLength(at: index)
        guard length > 0 else { return nil }
        let lead = UInt32(self[index])
        var value: UInt32 =
            switch length {
            case 1: lead
            case 2: lead & 0x1F
            case 3: lead & 0x0F
            default: lead & 0x07
            }
        for offset in 1..<Swift.max(length, 1) { value = value << 6 | UInt32(self[index + offset] & 0x3F) }
        return (value, length)
    }
}
