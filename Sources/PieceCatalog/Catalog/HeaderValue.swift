import PiecesSupport

/// The value of one `// key: value` line of a piece header, in the small YAML subset headers use:
/// a plain or quoted scalar, or a flow list `[a, "b, c", 'd']` of such scalars.
///
/// Not supported, and reported rather than guessed at: nested lists, flow mappings (`{…}`) and
/// `#` comments (a `#` is ordinary text). A plain scalar may contain `: `, which strict YAML would
/// refuse, because descriptions are prose.
package enum HeaderValue: Equatable, Sendable {
    case scalar(String)
    case list([String])

    /// What is wrong with a value; `offset` counts Unicode scalars from the start of the value.
    package enum SyntaxError: Error, Equatable, Sendable {
        case unterminatedQuote(offset: Int)
        case textAfterQuote(offset: Int)
        case unclosedList(offset: Int)
        case textAfterList(offset: Int)
        case emptyListItem(offset: Int)
        case nestedList(offset: Int)
        case flowMapping(offset: Int)

        static let unterminatedQuoteMessage = "the quote is never closed"
        static let textAfterQuoteMessage = "text after the closing quote"
        static let unclosedListMessage = "the list has no closing ']'"
        static let textAfterListMessage = "text after the list's closing ']'"
        static let emptyListItemMessage = "an empty item in the list"
        static let nestedListMessage = "lists inside lists are not supported"
        static let flowMappingMessage = "'{…}' mappings are not supported"

        package var offset: Int {
            switch self {
            case .unterminatedQuote(let offset), .textAfterQuote(let offset), .unclosedList(let offset),
                .textAfterList(let offset), .emptyListItem(let offset), .nestedList(let offset),
                .flowMapping(let offset):
                offset
            }
        }

        package var message: String {
            switch self {
            case .unterminatedQuote: Self.unterminatedQuoteMessage
            case .textAfterQuote: Self.textAfterQuoteMessage
            case .unclosedList: Self.unclosedListMessage
            case .textAfterList: Self.textAfterListMessage
            case .emptyListItem: Self.emptyListItemMessage
            case .nestedList: Self.nestedListMessage
            case .flowMapping: Self.flowMappingMessage
            }
        }
    }

    /// Parses the text after `key:` (leading white space allowed).
    package static func parse(_ text: Substring) throws(SyntaxError) -> HeaderValue {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        reader.skipSpaces()
        switch reader.peek {
        case "[":
            return .list(try reader.list())
        case "{":
            throw .flowMapping(offset: reader.index)
        case "\"", "'":
            let value = try reader.quoted()
            reader.skipSpaces()
            if !reader.isAtEnd { throw .textAfterQuote(offset: reader.index) }
            return .scalar(value)
        default:
            return .scalar(reader.rest().trimmed(of: " \t"))
        }
    }

    /// A cursor over the value's scalars.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        var isAtEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

        mutating func skipSpaces() {
            while let next = peek, next == " " || next == "\t" { index += 1 }
        }

        mutating func rest() -> String {
            defer { index = scalars.count }
            return String(scalars: scalars[index...])
        }

        /// `"…"` (backslash escapes `\"`, `\\`, `\n`, `\t`; any other escaped character stands for
        /// itself) or `'…'` (`''` is one quote), as YAML writes them.
        mutating func quoted() throws(SyntaxError) -> String {
            let start = index
            let quote = scalars[index]
            index += 1
            var value = String.UnicodeScalarView()
            while let next = peek {
                index += 1
                if next == quote {
                    guard quote == "'", peek == "'" else { return String(value) }
                    value.append("'")
                    index += 1
                } else if next == "\\", quote == "\"", let escaped = peek {
                    index += 1
                    value.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                } else {
                    value.append(next)
                }
            }
            throw .unterminatedQuote(offset: start)
        }

        /// `[a, "b", 'c']`, the reader on the `[`.
        mutating func list() throws(SyntaxError) -> [String] {
            let open = index
            index += 1
            var items: [String] = []
            skipSpaces()
            if peek == "]" {
                index += 1
            } else {
                try readItems(into: &items, open: open)
            }
            skipSpaces()
            if !isAtEnd { throw .textAfterList(offset: index) }
            return items
        }

        private mutating func readItems(into items: inout [String], open: Int) throws(SyntaxError) {
            while true {
                skipSpaces()
                let itemStart = index
                switch peek {
                case nil: throw .unclosedList(offset: open)
                case "[": throw .nestedList(offset: index)
                case "{": throw .flowMapping(offset: index)
                case "\"", "'": items.append(try quoted())
                default:
                    var plain = String.UnicodeScalarView()
                    while let next = peek, next != ",", next != "]" {
                        if next == "[" { throw .nestedList(offset: index) }
                        plain.append(next)
                        index += 1
                    }
                    let item = String(plain).trimmed(of: " \t")
                    if item.isEmpty { throw .emptyListItem(offset: itemStart) }
                    items.append(item)
                }
                skipSpaces()
                switch peek {
                case ",": index += 1
                case "]":
                    index += 1
                    return
                case nil: throw .unclosedList(offset: open)
                default: throw .textAfterQuote(offset: index)
                }
            }
        }
    }
}
