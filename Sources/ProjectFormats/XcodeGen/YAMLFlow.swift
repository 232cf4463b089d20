/// The one-line values of `YAMLSubset`: `[a, b]`, `{a: b, c: [d]}`, `"quoted"`, `'quoted'`, plain.
struct YAMLFlow {
    let characters: [Character]
    let line: Int
    let file: String
    var index = 0

    init(characters: [Character], line: Int, file: String) {
        self.characters = characters
        self.line = line
        self.file = file
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private func failure(_ reason: String) -> YAMLSubset.SyntaxError {
        YAMLSubset.SyntaxError(file: file, line: line, reason: reason)
    }

    /// A value at `index`; `inFlow` when inside `[…]` or `{…}`, where `,` `]` `}` end a plain scalar.
    mutating func value(inFlow: Bool = false) throws(YAMLSubset.SyntaxError) -> YAMLNode {
        skipSpaces()
        guard index < characters.count else { return .scalar("", at: YAMLMark(file: file, line: line)) }
        switch characters[index] {
        case "[": return try sequence()
        case "{": return try mapping()
        case "\"", "'": return .scalar(try quoted(), at: YAMLMark(file: file, line: line))
        case "&", "*": throw failure(YAMLSubset.anchorReason)
        case "!": throw failure(YAMLSubset.tagReason)
        default: return .scalar(plain(inFlow: inFlow, stopAtColon: false), at: YAMLMark(file: file, line: line))
        }
    }

    private mutating func sequence() throws(YAMLSubset.SyntaxError) -> YAMLNode {
        index += 1
        var items: [YAMLNode] = []
        while true {
            skipSpaces()
            guard index < characters.count else { throw failure(YAMLSubset.flowReason) }
            if characters[index] == "]" {
                index += 1
                return .sequence(items, at: YAMLMark(file: file, line: line))
            }
            items.append(try value(inFlow: true))
            skipSpaces()
            if index < characters.count, characters[index] == "," { index += 1 }
        }
    }

    private mutating func mapping() throws(YAMLSubset.SyntaxError) -> YAMLNode {
        index += 1
        var entries: [(key: String, value: YAMLNode)] = []
        while true {
            skipSpaces()
            guard index < characters.count else { throw failure(YAMLSubset.flowReason) }
            if characters[index] == "}" {
                index += 1
                return .mapping(entries, at: YAMLMark(file: file, line: line))
            }
            let key =
                characters[index] == "\"" || characters[index] == "'"
                ? try quoted() : plain(inFlow: true, stopAtColon: true)
            skipSpaces()
            guard index < characters.count, characters[index] == ":" else { throw failure(YAMLSubset.keyReason) }
            index += 1
            entries.append((key, try value(inFlow: true)))
            skipSpaces()
            if index < characters.count, characters[index] == "," { index += 1 }
        }
    }

    private mutating func quoted() throws(YAMLSubset.SyntaxError) -> String {
        let quote = characters[index]
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quote == "'" && character == "'" {
                if index < characters.count, characters[index] == "'" {
                    text.append("'")
                    index += 1
                    continue
                }
                return text
            }
            if quote == "\"" && character == "\"" { return text }
            if quote == "\"" && character == "\\", index < characters.count {
                let escaped = characters[index]
                index += 1
                text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                continue
            }
            text.append(character)
        }
        throw failure(YAMLSubset.quoteReason)
    }

    private mutating func plain(inFlow: Bool, stopAtColon: Bool) -> String {
        let start = index
        while index < characters.count {
            let character = characters[index]
            if inFlow, character == "," || character == "]" || character == "}" { break }
            if stopAtColon, character == ":" { break }
            index += 1
        }
        return String(characters[start..<index]).trimmingSpaces()
    }
}
