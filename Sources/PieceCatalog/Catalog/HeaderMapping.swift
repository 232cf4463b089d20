import MotionEngine
import PiecesSupport

/// The structured values of the upstream `swiftpieces` header keys `infoPlist` (one flow mapping,
/// `{NSCameraUsageDescription: "Scans codes"}`) and `spmDependencies` (a flow list of mappings,
/// `[{url: "https://github.com/a/b", from: "1.0.0", product: B}]`): the part of YAML flow syntax
/// those two keys need, and nothing else. Keys and values are plain or quoted scalars.
package enum HeaderMapping {
    /// One mapping's entries in written order.
    package typealias Entries = [(key: String, value: String)]

    /// What is wrong with a value; `offset` counts Unicode scalars from the start of the value.
    package struct SyntaxError: Error, Equatable, Sendable {
        package var offset: Int
        package var message: String
    }

    static let expectedMappingMessage = "expected a mapping like {Key: value}"
    static let expectedListMessage = "expected a list of mappings like [{url: …, from: …}]"
    static let expectedColonMessage = "expected ':' after the key"
    static let unclosedMessage = "the value is never closed"
    static let textAfterMessage = "text after the value's end"
    static let emptyMessage = "an empty key or value"
    static let unterminatedQuoteMessage = "the quote is never closed"

    /// `{k: v, …}`.
    package static func mapping(_ text: Substring) throws(SyntaxError) -> Entries {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        reader.skipSpaces()
        guard reader.peek == "{" else { throw SyntaxError(offset: reader.index, message: expectedMappingMessage) }
        let entries = try reader.mapping()
        try reader.expectEnd()
        return entries
    }

    /// `[{…}, {…}]`, or `[]`.
    package static func mappings(_ text: Substring) throws(SyntaxError) -> [Entries] {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        reader.skipSpaces()
        guard reader.peek == "[" else { throw SyntaxError(offset: reader.index, message: expectedListMessage) }
        let open = reader.index
        reader.index += 1
        var result: [Entries] = []
        reader.skipSpaces()
        if reader.peek == "]" {
            reader.index += 1
        } else {
            while true {
                reader.skipSpaces()
                guard reader.peek == "{" else {
                    throw SyntaxError(offset: reader.index, message: expectedMappingMessage)
                }
                result.append(try reader.mapping())
                reader.skipSpaces()
                if reader.peek == "," {
                    reader.index += 1
                    continue
                }
                guard reader.peek == "]" else { throw SyntaxError(offset: open, message: unclosedMessage) }
                reader.index += 1
                break
            }
        }
        try reader.expectEnd()
        return result
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipSpaces() {
            while let next = peek, next == " " || next == "\t" { index += 1 }
        }

        mutating func expectEnd() throws(SyntaxError) {
            skipSpaces()
            if peek != nil { throw SyntaxError(offset: index, message: HeaderMapping.textAfterMessage) }
        }

        /// `{k: v, …}`, the reader on the `{`.
        mutating func mapping() throws(SyntaxError) -> Entries {
            let open = index
            index += 1
            var entries: Entries = []
            skipSpaces()
            if peek == "}" {
                index += 1
                return entries
            }
            while true {
                let key = try scalar(stops: [":", ",", "}"])
                skipSpaces()
                guard peek == ":" else { throw SyntaxError(offset: index, message: HeaderMapping.expectedColonMessage) }
                index += 1
                let value = try scalar(stops: [",", "}"])
                entries.append((key, value))
                skipSpaces()
                switch peek {
                case ",": index += 1
                case "}":
                    index += 1
                    return entries
                default: throw SyntaxError(offset: open, message: HeaderMapping.unclosedMessage)
                }
            }
        }

        /// A plain scalar up to one of `stops` (trimmed), or a quoted one.
        mutating func scalar(stops: Set<Unicode.Scalar>) throws(SyntaxError) -> String {
            skipSpaces()
            let start = index
            if let quote = peek, quote == "\"" || quote == "'" {
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
                throw SyntaxError(offset: start, message: HeaderMapping.unterminatedQuoteMessage)
            }
            var plain = String.UnicodeScalarView()
            // A `:` inside a plain value (a URL's `https:`) is text unless a space or the end follows it.
            while let next = peek, !stops.contains(next) || (next == ":" && isURLColon) {
                plain.append(next)
                index += 1
            }
            let text = String(plain).trimmed(of: " \t")
            if text.isEmpty { throw SyntaxError(offset: start, message: HeaderMapping.emptyMessage) }
            return text
        }

        private var isURLColon: Bool {
            index + 1 < scalars.count && scalars[index + 1] != " " && scalars[index + 1] != "\t"
        }
    }
}
