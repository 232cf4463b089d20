/// Reads the top-level dictionary of an XML property list: a cursor over its bytes that skips the
/// declaration, DOCTYPE and comments, follows the element nesting, and records each key of the
/// dictionary under `<plist>` with the range of its value.
struct XMLPropertyListReader {
    let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// A tag: its name, whether it ends an element or closes itself, and its range.
    private struct Tag {
        var name: String
        var isEnd: Bool
        var closesItself: Bool
        var range: Range<Int>
    }

    typealias ReadError = XMLPropertyList.ReadError

    /// What has been read of the top-level dictionary: its entries, the key waiting for its value,
    /// and where a value that holds elements (`<array>`, `<dict>`) started.
    private struct TopLevel {
        var entries: [XMLPropertyList.Entry] = []
        var key: (text: String, range: Range<Int>)?
        var container: (offset: Int, name: String)?

        mutating func add(valueRange: Range<Int>, kind: String, string: String?) {
            guard let key else { return }
            entries.append(
                .init(key: key.text, keyRange: key.range, valueRange: valueRange, kind: kind, string: string))
            self.key = nil
            container = nil
        }
    }

    /// The entries of the top-level dictionary and its `</dict>`.
    mutating func read() throws(ReadError) -> ([XMLPropertyList.Entry], Range<Int>) {
        var open: [String] = []
        var top = TopLevel()
        while let tag = try nextTag() {
            if tag.isEnd {
                guard open.last == tag.name else { throw ReadError(reason: XMLPropertyList.malformedReason) }
                open.removeLast()
                if open == ["plist"] { return (top.entries, tag.range) }
                if open == ["plist", "dict"], let start = top.container {
                    top.add(valueRange: start.offset..<tag.range.upperBound, kind: start.name, string: nil)
                }
                continue
            }
            switch open {
            case []:
                guard tag.name == "plist" else { throw ReadError(reason: XMLPropertyList.notXMLReason) }
            case ["plist"]:
                guard tag.name == "dict" else { throw ReadError(reason: XMLPropertyList.notXMLReason) }
                if tag.closesItself { throw ReadError(reason: XMLPropertyList.emptyReason) }
            case ["plist", "dict"]:
                if try readTopLevel(tag, into: &top) { continue }
            default:
                break
            }
            if !tag.closesItself { open.append(tag.name) }
        }
        throw ReadError(reason: open.isEmpty ? XMLPropertyList.notXMLReason : XMLPropertyList.malformedReason)
    }

    /// Reads a tag directly inside the top-level dictionary: a key, or the start of its value.
    /// Returns whether the tag was read whole (a key, a string, an empty element); else the value
    /// holds elements and ends at its end tag.
    private mutating func readTopLevel(_ tag: Tag, into top: inout TopLevel) throws(ReadError) -> Bool {
        if tag.name == "key", !tag.closesItself {
            let text = try textUntilEnd(of: "key")
            top.key = (text.text, tag.range.lowerBound..<text.end)
            return true
        }
        guard top.key != nil else { throw ReadError(reason: XMLPropertyList.malformedReason) }
        if tag.closesItself {
            top.add(valueRange: tag.range, kind: tag.name, string: tag.name == "string" ? "" : nil)
            return true
        }
        if tag.name == "string" {
            let text = try textUntilEnd(of: "string")
            top.add(valueRange: tag.range.lowerBound..<text.end, kind: "string", string: text.text)
            return true
        }
        top.container = (tag.range.lowerBound, tag.name)
        return false
    }

    /// The text up to `</name>` (entities decoded) and the offset past that end tag.
    private mutating func textUntilEnd(of name: String) throws(ReadError) -> (text: String, end: Int) {
        let closing = Array("</\(name)>".utf8)
        var cursor = index
        while cursor + closing.count <= bytes.count {
            if bytes[cursor] == UInt8(ascii: "<") {
                guard bytes[cursor..<(cursor + closing.count)].elementsEqual(closing) else {
                    throw ReadError(reason: XMLPropertyList.malformedReason)
                }
                let text = try Self.decode(bytes[index..<cursor])
                index = cursor + closing.count
                return (text, index)
            }
            cursor += 1
        }
        throw ReadError(reason: XMLPropertyList.malformedReason)
    }

    /// The next tag, past text, the declaration, DOCTYPE and comments; nil at the end.
    private mutating func nextTag() throws(ReadError) -> Tag? {
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if skip(from: start, opening: "<?", closing: "?>") || skip(from: start, opening: "<!--", closing: "-->")
                || skip(from: start, opening: "<!", closing: ">")
            {
                continue
            }
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else {
                throw ReadError(reason: XMLPropertyList.malformedReason)
            }
            index = end + 1
            var inner = bytes[(start + 1)..<end]
            let isEnd = inner.first == UInt8(ascii: "/")
            if isEnd { inner = inner.dropFirst() }
            let closesItself = inner.last == UInt8(ascii: "/")
            if closesItself { inner = inner.dropLast() }
            let name = inner.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
            guard !name.isEmpty else { throw ReadError(reason: XMLPropertyList.malformedReason) }
            return Tag(
                name: String(decoding: name, as: UTF8.self), isEnd: isEnd, closesItself: closesItself,
                range: start..<(end + 1))
        }
        return nil
    }

    /// Moves past a construct that starts with `opening` at `start` and ends with `closing`.
    private mutating func skip(from start: Int, opening: String, closing: String) -> Bool {
        let open = Array(opening.utf8)
        guard bytes[start...].starts(with: open) else { return false }
        let close = Array(closing.utf8)
        var cursor = start + open.count
        while cursor + close.count <= bytes.count, !bytes[cursor..<(cursor + close.count)].elementsEqual(close) {
            cursor += 1
        }
        index = min(cursor + close.count, bytes.count)
        return true
    }

    /// XML text with its five named entities and character references decoded.
    static func decode(_ text: ArraySlice<UInt8>) throws(ReadError) -> String {
        let raw = String(decoding: text, as: UTF8.self)
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                throw ReadError(reason: XMLPropertyList.malformedReason)
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            if let value = named[String(name)] {
                result += value
            } else if name.hasPrefix("#"), let code = Self.codePoint(name.dropFirst()),
                let scalar = Unicode.Scalar(code)
            {
                result.unicodeScalars.append(scalar)
            } else {
                throw ReadError(reason: XMLPropertyList.malformedReason)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func codePoint(_ digits: Substring) -> UInt32? {
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    }
}
