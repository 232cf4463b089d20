/// The elements of a small XML document, in order, with their attributes: what
/// `contents.xcworkspacedata` needs, read by a cursor over its UTF-8 bytes.
///
/// Not `XMLParser`: on Linux it lives in FoundationXML, whose libxml2 (and its dependencies) every
/// start of `pieces` would then load, for a file that only `add` in a workspace reads. The reader
/// checks what a workspace file can get wrong — tags that do not nest, unterminated tags, comments
/// and strings, unknown entities — and refuses DOCTYPE declarations (and so entity definitions).
struct XMLElementScanner {
    /// One start or end of an element; a self-closing tag gives both.
    enum Event: Equatable {
        case start(name: String, attributes: [String: String])
        case end(name: String)
    }

    /// Why the document is not XML this reader takes, and on which line.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var reason: String

        var description: String { "line \(line): \(reason)" }
    }

    static let unterminatedReason = "the document ends inside a tag, comment or declaration"
    static let doctypeReason = "DOCTYPE declarations are not allowed in a workspace file"
    static let unbalancedReason = "an end tag does not match the open element"
    static let unclosedReason = "an element is never closed"
    static let malformedTagReason = "a tag is not well formed"
    static let entityReason = "an unknown entity reference"

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Every element event of the document, in order.
    static func events(in bytes: [UInt8]) throws(SyntaxError) -> [Event] {
        var scanner = XMLElementScanner(bytes)
        return try scanner.scan()
    }

    private mutating func scan() throws(SyntaxError) -> [Event] {
        var events: [Event] = []
        var open: [String] = []
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = start
            if try skipMarkup() { continue }
            if peek(1) == UInt8(ascii: "/") {
                index += 2
                let name = try readName()
                skipSpaces()
                guard current == UInt8(ascii: ">"), open.popLast() == name else {
                    throw fail(Self.unbalancedReason)
                }
                index += 1
                events.append(.end(name: name))
                continue
            }
            index += 1
            let (name, attributes, closes) = try readStartTag()
            events.append(.start(name: name, attributes: attributes))
            if closes { events.append(.end(name: name)) } else { open.append(name) }
        }
        guard open.isEmpty else { throw fail(Self.unclosedReason) }
        return events
    }

    /// Skips `<?…?>`, `<!--…-->` and `<![CDATA[…]]>`; refuses `<!DOCTYPE`. True when something was skipped.
    private mutating func skipMarkup() throws(SyntaxError) -> Bool {
        if hasPrefix("<?") { return try skip(past: "?>") }
        if hasPrefix("<!--") { return try skip(past: "-->") }
        if hasPrefix("<![CDATA[") { return try skip(past: "]]>") }
        if hasPrefix("<!") { throw fail(Self.doctypeReason) }
        return false
    }

    private mutating func readStartTag() throws(SyntaxError) -> (String, [String: String], Bool) {
        let name = try readName()
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard let byte = current else { throw fail(Self.unterminatedReason) }
            if byte == UInt8(ascii: ">") {
                index += 1
                return (name, attributes, false)
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
                index += 2
                return (name, attributes, true)
            }
            let key = try readName()
            skipSpaces()
            guard current == UInt8(ascii: "=") else { throw fail(Self.malformedTagReason) }
            index += 1
            skipSpaces()
            attributes[key] = try readQuoted()
        }
    }

    private mutating func readName() throws(SyntaxError) -> String {
        let start = index
        while let byte = current, byte > 0x20, !"<>/=\"'".utf8.contains(byte) { index += 1 }
        guard index > start else { throw fail(current == nil ? Self.unterminatedReason : Self.malformedTagReason) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readQuoted() throws(SyntaxError) -> String {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw fail(Self.malformedTagReason)
        }
        guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { throw fail(Self.unterminatedReason) }
        let raw = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        return try decodeEntities(raw)
    }

    private func decodeEntities(_ raw: String) throws(SyntaxError) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = raw[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { throw fail(Self.entityReason) }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            guard let scalar = Self.scalar(forEntity: entity) else { throw fail(Self.entityReason) }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func scalar(forEntity entity: Substring) -> Unicode.Scalar? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard entity.hasPrefix("#") else { return nil }
            let digits = entity.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private func hasPrefix(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private mutating func skip(past terminator: String) throws(SyntaxError) -> Bool {
        let end = Array(terminator.utf8)
        var position = index
        while position + end.count <= bytes.count {
            if bytes[position..<(position + end.count)].elementsEqual(end) {
                index = position + end.count
                return true
            }
            position += 1
        }
        throw fail(Self.unterminatedReason)
    }

    private mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private func fail(_ reason: String) -> SyntaxError {
        let line = 1 + bytes[..<min(index, bytes.count)].lazy.filter { $0 == 0x0A }.count
        return SyntaxError(line: line, reason: reason)
    }
}
