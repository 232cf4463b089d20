/// A source file's bytes and path, with helpers to read tokens back and to turn byte offsets
/// into line and column numbers.
package struct SourceText: Sendable {
    /// Where the file came from, as given (used in messages, never opened here).
    package let path: String
    /// The file's content, expected to be UTF-8.
    package let bytes: [UInt8]
    private let lineTable = LineTable()

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The token's text. Invalid UTF-8 is replaced with U+FFFD.
    package func text(_ token: Token) -> String {
        text(token.range)
    }

    /// The text of a byte range (clamped to the file). Invalid UTF-8 is replaced with U+FFFD.
    package func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `word`'s UTF-8 bytes (no allocation).
    package func matches(_ token: Token, _ word: StaticString) -> Bool {
        let range = token.range
        guard range.lowerBound >= 0, range.upperBound <= bytes.count,
            range.count == word.utf8CodeUnitCount
        else { return false }
        return word.withUTF8Buffer { wordBytes in
            bytes.withUnsafeBufferPointer { source in
                var index = 0
                while index < wordBytes.count {
                    if source[range.lowerBound + index] != wordBytes[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// The line and column of a byte offset (clamped to the file; the end of the file is a valid
    /// offset). The line table is built on the first call and reused.
    package func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let starts = lineTable.lineStarts(of: bytes)
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = lineTable.column(line: low, lineStart: starts[low], offset: offset, in: bytes)
        return SourceLocation(line: low + 1, column: column)
    }
}

extension SourceText {
    /// The editor placeholder `<#…#>` starting at `offset`, for messages.
    package func placeholderText(at offset: Int) -> String {
        var end = offset + 2
        while end + 1 < bytes.count, bytes[end] != 0x0A,
            !(bytes[end] == UInt8(ascii: "#") && bytes[end + 1] == UInt8(ascii: ">"))
        {
            end += 1
        }
        return text(offset..<min(end + 2, bytes.count))
    }
}
