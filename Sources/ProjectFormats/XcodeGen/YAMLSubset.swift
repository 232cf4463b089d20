/// A reader of the YAML subset XcodeGen project specs are written in: block mappings and
/// sequences by indentation, `- key: value` items, flow sequences `[a, b]` and flow mappings
/// `{a: b}`, plain and quoted scalars, `#` comments, a leading `---`. Anything else (anchors,
/// aliases, tags, block scalars, merge keys, directives, several documents, tabs in indentation)
/// is an error naming the file and line: guessing at a spec would install into the wrong place.
package struct YAMLSubset {
    /// A line outside the subset, or not YAML at all.
    package struct SyntaxError: Error, Sendable, Equatable {
        package var file: String
        package var line: Int
        package var reason: String
    }

    static let anchorReason = "anchors (&name) and aliases (*name) are not read by pieces"
    static let tagReason = "tags (!name) are not read by pieces"
    static let blockScalarReason = "block scalars (| and >) are not read by pieces"
    static let mergeKeyReason = "merge keys (<<) are not read by pieces"
    static let directiveReason = "directives and further documents are not read by pieces"
    static let tabReason = "a tab in the indentation (YAML indents with spaces)"
    static let indentReason = "this line is indented where nothing opens a block"
    static let keyReason = "a line that is neither 'key: value' nor '- item'"
    static let flowReason = "a '[' or '{' that is never closed"
    static let quoteReason = "a quote that is never closed"
    static let complexKeyReason = "complex keys (? key) are not read by pieces"

    struct Line {
        var number: Int
        var indent: Int
        var text: String
    }

    let file: String
    var lines: [Line] = []

    /// Reads `text`, the contents of `file`.
    package static func parse(_ text: String, file: String) throws(SyntaxError) -> YAMLNode {
        var reader = YAMLSubset(file: file)
        try reader.split(text)
        guard !reader.lines.isEmpty else { return .mapping([], at: YAMLMark(file: file, line: 1)) }
        var index = 0
        let node = try reader.block(at: &index, indent: reader.lines[0].indent)
        if index < reader.lines.count { throw reader.failure(reader.lines[index].number, indentReason) }
        return node
    }

    func failure(_ line: Int, _ reason: String) -> SyntaxError { SyntaxError(file: file, line: line, reason: reason) }

    /// The significant lines: comments and blank lines dropped, indentation measured.
    private mutating func split(_ text: String) throws(SyntaxError) {
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let indent = line.prefix { $0 == " " }.count
            var content = String(line.dropFirst(indent))
            if content.first == "\t" { throw failure(number, Self.tabReason) }
            content = Self.strippingComment(content)
            while content.last == " " || content.last == "\t" { content.removeLast() }
            if content.isEmpty { continue }
            if content == "---", lines.isEmpty { continue }
            if content == "---" || content == "..." || content.hasPrefix("%") {
                throw failure(number, Self.directiveReason)
            }
            lines.append(Line(number: number, indent: indent, text: content))
        }
    }

    /// `text` without a `#` comment (one at the start, or after a space, outside quotes).
    static func strippingComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" {
                    quote = character
                }
            } else if character == "#", previous == " " || previous == "\t" {
                return String(text.prefix(offset))
            }
            previous = character
        }
        return text
    }

    /// The block starting at `lines[index]`, whose lines are indented by `indent`.
    private mutating func block(at index: inout Int, indent: Int) throws(SyntaxError) -> YAMLNode {
        let first = lines[index]
        if first.text == "-" || first.text.hasPrefix("- ") { return try sequence(at: &index, indent: indent) }
        return try mapping(at: &index, indent: indent)
    }

    private mutating func sequence(at index: inout Int, indent: Int) throws(SyntaxError) -> YAMLNode {
        let start = lines[index].number
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent,
            lines[index].text == "-" || lines[index].text.hasPrefix("- ")
        {
            let line = lines[index]
            let rest = String(line.text.dropFirst(1).drop { $0 == " " })
            if rest.isEmpty {
                index += 1
                guard index < lines.count, lines[index].indent > indent else {
                    items.append(.scalar("", at: YAMLMark(file: file, line: line.number)))
                    continue
                }
                items.append(try block(at: &index, indent: lines[index].indent))
            } else if try Self.splitKey(rest, line: line.number, file: file) != nil || rest.hasPrefix("- ") {
                // `- key: value`: a mapping (or sequence) whose first line starts after the dash.
                lines[index] = Line(number: line.number, indent: indent + (line.text.count - rest.count), text: rest)
                items.append(try block(at: &index, indent: lines[index].indent))
            } else {
                items.append(try scalarOrFlow(rest, line: line.number))
                index += 1
            }
        }
        return .sequence(items, at: YAMLMark(file: file, line: start))
    }

    private mutating func mapping(at index: inout Int, indent: Int) throws(SyntaxError) -> YAMLNode {
        let start = lines[index].number
        var entries: [(key: String, value: YAMLNode)] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            if line.text.hasPrefix("? ") { throw failure(line.number, Self.complexKeyReason) }
            guard let (key, rest) = try Self.splitKey(line.text, line: line.number, file: file) else {
                throw failure(line.number, Self.keyReason)
            }
            if key == "<<" { throw failure(line.number, Self.mergeKeyReason) }
            index += 1
            if !rest.isEmpty {
                entries.append((key, try scalarOrFlow(rest, line: line.number)))
            } else if index < lines.count,
                lines[index].indent > indent
                    || (lines[index].indent == indent
                        && (lines[index].text == "-" || lines[index].text.hasPrefix("- ")))
            {
                entries.append((key, try block(at: &index, indent: lines[index].indent)))
            } else {
                entries.append((key, .scalar("", at: YAMLMark(file: file, line: line.number))))
            }
        }
        return .mapping(entries, at: YAMLMark(file: file, line: start))
    }

    /// `key` and the rest of `key: rest`, or nil when the line is no mapping entry.
    static func splitKey(_ text: String, line: Int, file: String) throws(SyntaxError) -> (String, String)? {
        let characters = Array(text)
        var index = 0
        var key = ""
        if let quote = characters.first, quote == "\"" || quote == "'" {
            guard let close = characters.dropFirst().firstIndex(of: quote) else { return nil }
            key = String(characters[1..<close])
            index = close + 1
            guard index < characters.count, characters[index] == ":" else { return nil }
        } else {
            guard
                let colon = characters.indices.first(where: {
                    characters[$0] == ":" && ($0 + 1 == characters.count || characters[$0 + 1] == " ")
                })
            else { return nil }
            key = String(characters[..<colon])
            if key.first == "[" || key.first == "{" { return nil }
            index = colon
        }
        let rest = String(characters[(index + 1)...]).trimmingSpaces()
        return (key, rest)
    }

    /// A scalar or a flow collection written on one line.
    func scalarOrFlow(_ text: String, line: Int) throws(SyntaxError) -> YAMLNode {
        if let first = text.first {
            if first == "&" || first == "*" { throw failure(line, Self.anchorReason) }
            if first == "!" { throw failure(line, Self.tagReason) }
            if first == "|" || first == ">" { throw failure(line, Self.blockScalarReason) }
        }
        var flow = YAMLFlow(characters: Array(text), line: line, file: file)
        let node = try flow.value()
        flow.skipSpaces()
        guard flow.index == flow.characters.count else { throw failure(line, Self.keyReason) }
        return node
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
