/// Finds where text goes in a `project.pbxproj`'s bytes (and which bytes to cut to undo it) so that
/// an edit touches nothing else: section markers, line starts, array brackets.
///
/// Removal is the exact inverse of insertion for files laid out the way Xcode writes them: each
/// inserted entry or array element is a whole line, and a section created for it is a whole block
/// with one blank line, so cutting those lines gives the original bytes back.
struct PbxprojLayout {
    /// A `/* Begin NAME section */ … /* End NAME section */` block.
    struct Section {
        var name: String
        /// Offset of the line holding the Begin marker.
        var beginLine: Int
        /// Offset of the line holding the End marker.
        var endLine: Int
        /// Offset just past the End marker's line break.
        var endLineEnd: Int
    }

    let bytes: [UInt8]
    /// The `objects = { … }` value's range.
    let objectsRange: Range<Int>
    /// The object entries' ranges, sorted: markers inside them are not section markers.
    let entryRanges: [Range<Int>]
    /// The section blocks inside `objects`, in file order.
    private(set) var sections: [Section] = []

    init(project: XcodeProject) {
        bytes = project.bytes
        objectsRange = project.objectsValue.range
        entryRanges = (project.objectsValue.dictionary?.entries.map(\.range) ?? []).sorted { $0.lowerBound < $1.lowerBound }
        sections = findSections()
    }

    // MARK: - Lines

    func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
        return index
    }

    /// The offset just past the line break ending the line that holds `offset`.
    func lineEnd(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        return index
    }

    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The offset after white space, one `/* … */` comment and white space from `offset` on one line.
    func skipSpaceAndComment(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
            index += 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
            index = min(index + 2, bytes.count)
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        return index
    }

    /// Whether `offset` lies inside an object entry.
    func isInsideEntry(_ offset: Int) -> Bool {
        var low = 0
        var high = entryRanges.count
        while low < high {
            let middle = (low + high) / 2
            if entryRanges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < entryRanges.count && entryRanges[low].contains(offset)
    }

    // MARK: - Sections

    private func findSections() -> [Section] {
        let begin = Array("/* Begin ".utf8)
        let suffix = Array(" section */".utf8)
        var result: [Section] = []
        var index = objectsRange.lowerBound
        while let found = find(begin, from: index, before: objectsRange.upperBound) {
            index = found + begin.count
            guard !isInsideEntry(found), let nameEnd = find(suffix, from: index, before: lineEnd(found)) else { continue }
            let name = String(decoding: bytes[index..<nameEnd], as: UTF8.self)
            guard let end = find(Array("/* End \(name) section */".utf8), from: nameEnd, before: objectsRange.upperBound) else { continue }
            result.append(Section(name: name, beginLine: lineStart(found), endLine: lineStart(end), endLineEnd: lineEnd(end)))
            index = end
        }
        return result
    }

    func find(_ needle: [UInt8], from start: Int, before limit: Int) -> Int? {
        guard !needle.isEmpty, start + needle.count <= limit else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var index = start
                let first = needle[0]
                while index + needle.count <= limit {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// Where to put new entries of class `isa`, as text to insert at an offset: before the End
    /// marker of its section, or in a new section placed in Xcode's alphabetical order.
    func insertion(ofEntries entries: String, isa: String) -> (offset: Int, text: String) {
        let all = sections
        if let section = all.first(where: { $0.name == isa }) { return (section.endLine, entries) }
        let block = "/* Begin \(isa) section */\n" + entries + "/* End \(isa) section */\n"
        if let next = all.first(where: { $0.name > isa }) { return (next.beginLine, block + "\n") }
        if let last = all.last { return (last.endLineEnd, "\n" + block) }
        let close = objectsRange.upperBound - 1
        return isBlank(lineStart(close)..<close) ? (lineStart(close), block) : (close, "\n" + block)
    }

    /// The bytes of an empty section created by `insertion(ofEntries:isa:)`, with its blank line.
    func emptySectionDeletion(_ section: Section) -> Range<Int>? {
        guard section.endLine == lineEnd(section.beginLine) else { return nil }
        var range = section.beginLine..<section.endLineEnd
        if range.lowerBound >= 2, bytes[range.lowerBound - 1] == 0x0A, bytes[range.lowerBound - 2] == 0x0A {
            range = (range.lowerBound - 1)..<range.upperBound
        } else if range.upperBound < bytes.count, bytes[range.upperBound] == 0x0A {
            range = range.lowerBound..<(range.upperBound + 1)
        }
        return range
    }

    // MARK: - Entries and array elements

    /// The text and offset that append `elements` (each `ID /* comment */`) to an array value: lines
    /// of their own before the `)` line in Xcode's multi-line layout, else inline before the `)`.
    func insertion(ofElements elements: [String], into array: PlistValue) -> (offset: Int, text: String) {
        let close = array.range.upperBound - 1
        let closeLine = lineStart(close)
        if isBlank(closeLine..<close), lineStart(array.range.lowerBound) != closeLine {
            let indent = String(decoding: bytes[closeLine..<close], as: UTF8.self)
            return (closeLine, elements.map { indent + "\t" + $0 + ",\n" }.joined())
        }
        let joined = elements.joined(separator: ", ")
        guard let last = array.array?.last else { return (close, joined + ",") }
        let afterLast = skipSpaceAndComment(from: last.range.upperBound)
        if afterLast < close, bytes[afterLast] == UInt8(ascii: ",") { return (close, " " + joined + ",") }
        return (close, ", " + joined)
    }

    /// The bytes to cut to remove an array element inserted by `insertion(ofElements:into:)`.
    func deletion(ofElement element: PlistValue) -> Range<Int> {
        let start = element.range.lowerBound
        let line = lineStart(start)
        let afterComment = skipSpaceAndComment(from: element.range.upperBound)
        let hasComma = afterComment < bytes.count && bytes[afterComment] == UInt8(ascii: ",")
        let afterComma = hasComma ? afterComment + 1 : afterComment
        let end = lineEnd(afterComma)
        if isBlank(line..<start), isBlank(afterComma..<lineEndWithoutBreak(afterComma)) { return line..<end }
        // Inline: the element with its comment, and the separator that `insertion` wrote with it.
        var unitEnd = afterComment
        while unitEnd > element.range.upperBound, bytes[unitEnd - 1] == 0x20 || bytes[unitEnd - 1] == 0x09 { unitEnd -= 1 }
        if hasComma {
            let precededBySeparator = start >= 2 && bytes[start - 1] == 0x20 && bytes[start - 2] == UInt8(ascii: ",")
            return (precededBySeparator ? start - 1 : start)..<afterComma
        }
        if start >= 2, bytes[start - 1] == 0x20, bytes[start - 2] == UInt8(ascii: ",") { return (start - 2)..<unitEnd }
        return start..<unitEnd
    }

    /// The bytes to cut to remove an object entry: its whole lines when it has them to itself.
    func deletion(ofEntry entry: PlistEntry) -> Range<Int> {
        let line = lineStart(entry.range.lowerBound)
        let after = entry.range.upperBound
        if isBlank(line..<entry.range.lowerBound), isBlank(after..<lineEndWithoutBreak(after)) {
            return line..<lineEnd(after)
        }
        let trailingSpace = after < bytes.count && bytes[after] == 0x20 ? 1 : 0
        return entry.range.lowerBound..<(after + trailingSpace)
    }

    private func lineEndWithoutBreak(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }
}
