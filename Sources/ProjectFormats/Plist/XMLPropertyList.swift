/// The top-level dictionary of an XML property list (an app's `Info.plist`), read from its bytes
/// with the place of every key and value, so that a key can be added or taken back touching
/// nothing else: the same bytes come back after `adding` then `removing`.
///
/// Not `PropertyListSerialization`: it rewrites the whole file (order, indentation, comments),
/// and the user's file must keep every byte it had. Binary property lists and a top level that is
/// not a `<dict>` with content are refused (`ReadError`), and the caller leaves the file alone.
package struct XMLPropertyList: Sendable {
    /// One key of the top-level dictionary and its value.
    package struct Entry: Sendable, Equatable {
        package var key: String
        /// `<key>` to `</key>`.
        var keyRange: Range<Int>
        /// The value element, start tag to end tag.
        var valueRange: Range<Int>
        /// The value's element name (`string`, `true`, `array`, …).
        package var kind: String
        /// The text of a `<string>` value, entities decoded; nil for any other kind.
        package var string: String?
    }

    /// Why a file cannot be edited as an XML property list.
    package struct ReadError: Error, Equatable, Sendable {
        package var reason: String
    }

    static let binaryReason = "it is a binary property list"
    static let notXMLReason = "it is not an XML property list with a top-level <dict>"
    static let emptyReason = "its top-level dictionary is written <dict/>"
    static let malformedReason = "its XML is not well formed"

    let bytes: [UInt8]
    package let entries: [Entry]
    /// The top-level dictionary's `</dict>`.
    let close: Range<Int>

    /// Reads `bytes`.
    package init(bytes: [UInt8]) throws(ReadError) {
        self.bytes = bytes
        if bytes.starts(with: Array("bplist".utf8)) { throw ReadError(reason: Self.binaryReason) }
        var reader = XMLPropertyListReader(bytes: bytes)
        (entries, close) = try reader.read()
    }

    /// The entry of `key`, if the dictionary has it.
    package func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

    /// The bytes with `<key>key</key><string>value</string>` added on lines of their own, in
    /// alphabetical place when the keys are sorted (else last), indented like the other keys.
    package func adding(key: String, string value: String) -> [UInt8] {
        let newline = Self.usesCRLF(bytes) ? "\r\n" : "\n"
        let keys = entries.map(\.key)
        let next = keys == keys.sorted() ? entries.first { $0.key > key } : nil
        let anchor = next?.keyRange.lowerBound ?? close.lowerBound
        let line = lineStart(anchor)
        let indent: String
        if let first = entries.first, isBlank(lineStart(first.keyRange.lowerBound)..<first.keyRange.lowerBound) {
            indent = String(
                decoding: bytes[lineStart(first.keyRange.lowerBound)..<first.keyRange.lowerBound], as: UTF8.self)
        } else {
            indent = String(decoding: bytes[line..<anchor], as: UTF8.self) + "\t"
        }
        let pair =
            "<key>" + Self.escaped(key) + "</key>" + newline + indent + "<string>" + Self.escaped(value) + "</string>"
        var result = bytes
        if isBlank(line..<anchor) {
            result.insert(contentsOf: Array((indent + pair + newline).utf8), at: line)
        } else {
            result.insert(contentsOf: Array(pair.utf8), at: anchor)
        }
        return result
    }

    /// The bytes without `key`, when its value is still the string `value`; nil otherwise. Whole
    /// lines go when the key and its value have them to themselves (what `adding` writes).
    package func removing(key: String, string value: String) -> [UInt8]? {
        guard let entry = entry(key), entry.string == value else { return nil }
        var range = entry.keyRange.lowerBound..<entry.valueRange.upperBound
        let start = lineStart(range.lowerBound)
        let end = lineEnd(range.upperBound)
        if isBlank(start..<range.lowerBound), isBlank(range.upperBound..<lineEndWithoutBreak(range.upperBound)) {
            range = start..<end
        }
        var result = bytes
        result.removeSubrange(range)
        return result
    }

    // MARK: - Text

    /// `text` with `&`, `<` and `>` written as entities.
    static func escaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
            .replacingAll(">", with: "&gt;")
    }

    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return false }
        return newline > 0 && bytes[newline - 1] == 0x0D
    }

    private func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
        return index
    }

    private func lineEndWithoutBreak(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    private func lineEnd(_ offset: Int) -> Int {
        var index = lineEndWithoutBreak(offset)
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        return index
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
