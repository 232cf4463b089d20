/// Finds where text goes in a `project.pbxproj`'s bytes (and which bytes to cut to undo it) so that
/// an edit touches nothing else: section markers, line starts, array brackets.
///
/// Removal is the exact inverse of insertion for files laid out the way Xcode writes them: each
/// inserted entry or array element is a whole line, and a section created for it is a whole block
/// with one blank line, so cutting those lines gives the original bytes back. In an array whose last
/// element has no comma after it, each element is inserted with the comma before it, and cut with it.
struct PbxprojLayout {
    /// A `/* Begin NAME section */ … /* End NAME section */` block.
    struct Section {
        var name: String
        /// Offset of the line holding the Begin marker (the marker itself when something else
        /// precedes it on its line).
        var beginLine: Int
        /// Offset of the line holding the End marker (the marker itself when something else
        /// precedes it on its line).
        var endLine: Int
        /// Offset just past the End marker's line break (just past the marker when something else
        /// follows it on its line).
        var endLineEnd: Int
        /// The Begin marker comment, `/*` to `*/`.
        var beginMarker: Range<Int>
        /// The End marker comment, `/*` to `*/`.
        var endMarker: Range<Int>
    }

    let bytes: [UInt8]
    /// The `objects = { … }` value's range.
    let objectsRange: Range<Int>
    /// The object entries, sorted by offset.
    let entries: [PlistEntry]
    /// The object entries' ranges, sorted: markers inside them are not section markers.
    let entryRanges: [Range<Int>]
    /// The section blocks inside `objects`, in file order.
    private(set) var sections: [Section] = []

    init(project: XcodeProject) {
        bytes = project.bytes
        objectsRange = project.objectsValue.range
        entries = (project.objectsValue.dictionary?.entries ?? []).sorted { $0.range.lowerBound < $1.range.lowerBound }
        entryRanges = entries.map(\.range)
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
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
            { index += 1 }
            index = min(index + 2, bytes.count)
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        return index
    }

    /// The offset after white space and comments from `offset`, by the parser's rules (`//` to the
    /// end of the line, `/* … */`). `offset` must lie outside strings and comments.
    func skipTrivia(from offset: Int, before limit: Int? = nil) -> Int {
        PlistCursor.endOfTrivia(in: bytes, from: offset, before: min(limit ?? bytes.count, bytes.count)).end
    }

    // MARK: - Sections

    /// A `/* Begin NAME section */` or `/* End NAME section */` comment.
    private struct Marker {
        var isBegin: Bool
        var name: String
        var range: Range<Int>
    }

    /// The sections whose markers are real comments between the entries of `objects`: text that
    /// only looks like a marker, inside an entry (a string, a comment in a value) or inside another
    /// comment, is no marker. Each End marker closes the nearest Begin marker of its name before it;
    /// a Begin marker without an End marker makes no section.
    private func findSections() -> [Section] {
        var open: [String: Marker] = [:]
        var result: [Section] = []
        for marker in markers() {
            if marker.isBegin {
                open[marker.name] = marker
            } else if let begin = open.removeValue(forKey: marker.name) {
                result.append(
                    Section(
                        name: marker.name,
                        beginLine: startOfLine(holding: begin.range),
                        endLine: startOfLine(holding: marker.range),
                        endLineEnd: endOfLine(holding: marker.range),
                        beginMarker: begin.range,
                        endMarker: marker.range))
            }
        }
        return result.sorted { $0.beginMarker.lowerBound < $1.beginMarker.lowerBound }
    }

    /// The section markers in the gaps between `objects`' entries, in file order.
    private func markers() -> [Marker] {
        guard objectsRange.count >= 2 else { return [] }
        var result: [Marker] = []
        var gapStart = objectsRange.lowerBound + 1
        for range in entryRanges {
            scanGap(gapStart..<max(gapStart, range.lowerBound), into: &result)
            gapStart = max(gapStart, range.upperBound)
        }
        scanGap(gapStart..<max(gapStart, objectsRange.upperBound - 1), into: &result)
        return result
    }

    /// Reads the white space and comments of `gap` (the parser allows nothing else between
    /// entries) as the parser does, keeping the block comments that are section markers.
    private func scanGap(_ gap: Range<Int>, into result: inout [Marker]) {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        var index = gap.lowerBound
        while index < gap.upperBound {
            guard bytes[index] == slash, index + 1 < gap.upperBound else {
                index += 1
                continue
            }
            if bytes[index + 1] == slash {
                while index < gap.upperBound, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if bytes[index + 1] == star {
                var close = index + 2
                while close + 1 < gap.upperBound, !(bytes[close] == star && bytes[close + 1] == slash) { close += 1 }
                guard close + 1 < gap.upperBound else { return }
                if let marker = marker(index..<(close + 2)) { result.append(marker) }
                index = close + 2
            } else {
                index += 1
            }
        }
    }

    /// The marker that the comment `range` (`/*` to `*/`) is, if it is exactly one.
    private func marker(_ range: Range<Int>) -> Marker? {
        let text = bytes[(range.lowerBound + 2)..<(range.upperBound - 2)]
        let suffix = Array(" section ".utf8)
        for (isBegin, prefix) in [(true, Array(" Begin ".utf8)), (false, Array(" End ".utf8))] {
            guard text.count > prefix.count + suffix.count, text.starts(with: prefix),
                text.suffix(suffix.count).elementsEqual(suffix)
            else { continue }
            let name = text.dropFirst(prefix.count).dropLast(suffix.count)
            guard !name.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
            return Marker(isBegin: isBegin, name: String(decoding: name, as: UTF8.self), range: range)
        }
        return nil
    }

    /// Where to insert before the marker at `range`: its line's start when only white space precedes
    /// it on its line, else the marker itself (which lies between entries, so text fits there).
    private func startOfLine(holding range: Range<Int>) -> Int {
        let line = lineStart(range.lowerBound)
        return isBlank(line..<range.lowerBound) ? line : range.lowerBound
    }

    /// Where to insert after the marker at `range`: past its line break when only white space
    /// follows it on its line, else just past the marker.
    private func endOfLine(holding range: Range<Int>) -> Int {
        isBlank(range.upperBound..<lineEndWithoutBreak(range.upperBound)) ? lineEnd(range.upperBound) : range.upperBound
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
        guard section.beginLine == lineStart(section.beginMarker.lowerBound),
            section.endLine == lineStart(section.endMarker.lowerBound),
            section.endLineEnd == lineEnd(section.endMarker.upperBound),
            isBlank(section.beginMarker.upperBound..<lineEndWithoutBreak(section.beginMarker.upperBound)),
            section.endLine == lineEnd(section.beginLine)
        else { return nil }
        var range = section.beginLine..<section.endLineEnd
        // The blank line written with the block: `\n` or, in a file with Windows line endings, `\r\n`.
        let start = range.lowerBound
        if start >= 2, bytes[start - 1] == 0x0A, bytes[start - 2] == 0x0A {
            range = (start - 1)..<range.upperBound
        } else if start >= 4, bytes[(start - 4)..<start].elementsEqual([0x0D, 0x0A, 0x0D, 0x0A]) {
            range = (start - 2)..<range.upperBound
        } else if range.upperBound < bytes.count, bytes[range.upperBound] == 0x0A {
            range = range.lowerBound..<(range.upperBound + 1)
        } else if range.upperBound + 1 < bytes.count, bytes[range.upperBound] == 0x0D,
            bytes[range.upperBound + 1] == 0x0A
        {
            range = range.lowerBound..<(range.upperBound + 2)
        }
        return range
    }

    // MARK: - Entries and array elements

    /// The text and offset that append `elements` (each `ID /* comment */`) to an array value: lines
    /// of their own before the `)` line in Xcode's multi-line layout, else inline before the `)`.
    /// When the last element has no comma after it (`( a, b )`, which old-style property lists
    /// allow), the new elements go right after it, each with a comma before it, so the array keeps
    /// its layout and `deletion(ofElement:)` can cut each comma with its element.
    func insertion(ofElements elements: [String], into array: PlistValue) -> (offset: Int, text: String) {
        let close = array.range.upperBound - 1
        let closeLine = lineStart(close)
        let multiLine = isBlank(closeLine..<close) && lineStart(array.range.lowerBound) != closeLine
        let indent = multiLine ? String(decoding: bytes[closeLine..<close], as: UTF8.self) + "\t" : ""
        guard let last = array.array?.last else {
            if multiLine { return (closeLine, elements.map { indent + $0 + ",\n" }.joined()) }
            return (close, elements.joined(separator: ", ") + ",")
        }
        guard hasComma(after: last, in: array) else {
            let separator = multiLine ? ",\n" + indent : ", "
            return (unitEnd(of: last), elements.map { separator + $0 }.joined())
        }
        if multiLine { return (closeLine, elements.map { indent + $0 + ",\n" }.joined()) }
        return (close, " " + elements.joined(separator: ", ") + ",")
    }

    /// Whether a `,` follows `element` (past comments) inside `array`.
    private func hasComma(after element: PlistValue, in array: PlistValue) -> Bool {
        let next = skipTrivia(from: element.range.upperBound, before: array.range.upperBound - 1)
        return next < array.range.upperBound - 1 && bytes[next] == UInt8(ascii: ",")
    }

    /// The end of `element` with the `/* … */` comment after it on its line, if any.
    private func unitEnd(of element: PlistValue) -> Int {
        var end = skipSpaceAndComment(from: element.range.upperBound)
        while end > element.range.upperBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return end
    }

    /// The bytes to cut to remove an array element inserted by `insertion(ofElements:into:)`.
    func deletion(ofElement element: PlistValue) -> Range<Int> {
        if let range = deletionWithCommaBefore(element) { return range }
        let start = element.range.lowerBound
        let line = lineStart(start)
        let afterComment = skipSpaceAndComment(from: element.range.upperBound)
        let hasComma = afterComment < bytes.count && bytes[afterComment] == UInt8(ascii: ",")
        let afterComma = hasComma ? afterComment + 1 : afterComment
        let end = lineEnd(afterComma)
        if isBlank(line..<start), isBlank(afterComma..<lineEndWithoutBreak(afterComma)) { return line..<end }
        // Inline: the element with its comment, and the separator that `insertion` wrote with it.
        let unitEnd = unitEnd(of: element)
        if hasComma {
            let precededBySeparator = start >= 2 && bytes[start - 1] == 0x20 && bytes[start - 2] == UInt8(ascii: ",")
            return (precededBySeparator ? start - 1 : start)..<afterComma
        }
        if start >= 2, bytes[start - 1] == 0x20, bytes[start - 2] == UInt8(ascii: ",") { return (start - 2)..<unitEnd }
        return start..<unitEnd
    }

    /// In an array whose last element has no comma after it, an element (not the first) with the
    /// comma before it and the white space between: what `insertion(ofElements:into:)` wrote there.
    private func deletionWithCommaBefore(_ element: PlistValue) -> Range<Int>? {
        guard let (array, index) = containingArray(of: element), index > 0,
            let elements = array.array, let last = elements.last, !hasComma(after: last, in: array)
        else { return nil }
        let start = element.range.lowerBound
        let comma = skipTrivia(from: elements[index - 1].range.upperBound, before: start)
        guard comma < start, bytes[comma] == UInt8(ascii: ","),
            bytes[(comma + 1)..<start].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        else { return nil }
        return comma..<unitEnd(of: element)
    }

    /// The array (inside an object entry) that holds `element`, and its index there.
    private func containingArray(of element: PlistValue) -> (array: PlistValue, index: Int)? {
        let target = element.range
        var low = 0
        var high = entryRanges.count
        while low < high {
            let middle = (low + high) / 2
            if entryRanges[middle].upperBound <= target.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].range.contains(target.lowerBound) else { return nil }
        func holds(_ value: PlistValue) -> Bool {
            value.range.lowerBound <= target.lowerBound && target.upperBound <= value.range.upperBound
        }
        var value = entries[low].value
        while true {
            switch value.content {
            case .array(let elements):
                if let index = elements.firstIndex(where: { $0.range == target }) { return (value, index) }
                guard let inner = elements.first(where: holds) else { return nil }
                value = inner
            case .dictionary(let dictionary):
                guard let inner = dictionary.entries.first(where: { holds($0.value) }) else { return nil }
                value = inner.value
            case .string, .data:
                return nil
            }
        }
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

    func lineEndWithoutBreak(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }
}
