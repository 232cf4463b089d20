extension PbxprojLayout {
    /// The text and offset that add `key = value;` to `dictionary` (an object, or a dictionary
    /// inside one) where Xcode would have written it: `isa` first, the other keys in alphabetical
    /// order. In a multi-line dictionary the entry gets its own line (`lines` is the value as written
    /// there, given the line's indent); in a one-line dictionary it goes inline (`inline`).
    /// `deletion(ofEntry:)` cuts exactly what this inserts.
    func insertion(
        ofKey key: String, lines: (_ indent: String) -> String, inline: String, into dictionary: PlistValue
    ) -> (offset: Int, text: String) {
        let close = dictionary.range.upperBound - 1
        let closeLine = lineStart(close)
        let multiLine = isBlank(closeLine..<close) && lineStart(dictionary.range.lowerBound) != closeLine
        let next = dictionary.dictionary?.entries.first { $0.key != "isa" && $0.key > key }
        if multiLine {
            let indent = String(decoding: bytes[closeLine..<close], as: UTF8.self) + "\t"
            let text = indent + key + " = " + lines(indent) + ";\n"
            return (next.map { lineStart($0.range.lowerBound) } ?? closeLine, text)
        }
        return (next?.range.lowerBound ?? close, key + " = " + inline + "; ")
    }

    /// The text and offset that put `elements` on lines of their own right after `element`, in an
    /// array laid out one element a line (`element,` alone on its line, after its indent); nil
    /// otherwise. `deletion(ofElement:)` cuts each such line.
    func insertion(ofElements elements: [String], after element: PlistValue) -> (offset: Int, text: String)? {
        let start = element.range.lowerBound
        let line = lineStart(start)
        let comma = skipSpaceAndComment(from: element.range.upperBound)
        guard isBlank(line..<start), comma < bytes.count, bytes[comma] == UInt8(ascii: ","),
            isBlank((comma + 1)..<lineEndWithoutBreak(comma + 1))
        else { return nil }
        let indent = String(decoding: bytes[line..<start], as: UTF8.self)
        return (lineEnd(comma + 1), elements.map { indent + $0 + ",\n" }.joined())
    }
}
