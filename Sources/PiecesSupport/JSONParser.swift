/// The strict JSON reader behind `JSONValue.parse` (RFC 8259): no trailing commas, comments or other
/// leniency a general decoder may allow, valid UTF-8 only, and at most `maximumDepth` nested arrays
/// and objects, so hostile input is refused with a parse error rather than accepted or crashing.
struct JSONParser {
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private struct SyntaxError: Error {}

    /// `bytes` as one JSON value with nothing but whitespace around it, or nil.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var parser = JSONParser(bytes: bytes)
        return try? parser.document()
    }

    /// The byte offset at which `bytes` stop being one JSON value, or nil when they are one.
    static func failureOffset(in bytes: [UInt8]) -> Int? {
        var parser = JSONParser(bytes: bytes)
        do {
            _ = try parser.document()
            return nil
        } catch {
            return min(parser.index, bytes.count)
        }
    }

    private mutating func document() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try value()
        skipWhitespace()
        guard index == bytes.count else { throw SyntaxError() }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
        guard current == byte else { throw SyntaxError() }
        index += 1
    }

    private mutating func value() throws(SyntaxError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"):
            return try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.object() }
        case UInt8(ascii: "["):
            return try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return try number()
        default: throw SyntaxError()
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws(SyntaxError) -> JSONValue) throws(SyntaxError)
        -> JSONValue
    {
        depth += 1
        guard depth <= Self.maximumDepth else { throw SyntaxError() }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else { throw SyntaxError() }
        index += expected.count
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        try expect(UInt8(ascii: "{"))
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            members[key] = try value()
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        try expect(UInt8(ascii: "["))
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(values)
        }
    }

    private mutating func number() throws(SyntaxError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (0x30...0x39).contains(first) else { throw SyntaxError() }
        index += 1
        if first != UInt8(ascii: "0") { digits() }
        var integral = true
        if current == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard digits() > 0 else { throw SyntaxError() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw SyntaxError() }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw SyntaxError() }
        return .double(value)
    }

    @discardableResult
    private mutating func digits() -> Int {
        let start = index
        while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func string() throws(SyntaxError) -> String {
        try expect(UInt8(ascii: "\""))
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) throws(SyntaxError) {
            guard runStart < end else { return }
            guard let text = String(wellFormedUTF8: bytes[runStart..<end]) else { throw SyntaxError() }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                try flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(index)
                index += 1
                scalars.append(try escape())
                runStart = index
            case 0..<0x20: throw SyntaxError()
            default: index += 1
            }
        }
        throw SyntaxError()
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw SyntaxError() }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate must be followed by an escaped low one.
                try expect(UInt8(ascii: "\\"))
                try expect(UInt8(ascii: "u"))
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                else { throw SyntaxError() }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw SyntaxError() }
            return scalar
        default: throw SyntaxError()
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw SyntaxError() }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw SyntaxError()
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
