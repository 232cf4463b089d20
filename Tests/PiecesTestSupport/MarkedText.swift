import SwiftLexing

/// A test's input with the places a diagnostic should point at marked in the text itself, the way
/// swift-format's tests mark theirs, so the reader sees the position instead of counting to
/// `line: 4, column: 2`:
///
/// ```swift
/// let marked = MarkedText("{\n\tname = Pieces\n\t1️⃣path = Pieces;\n}")
/// parse(marked.text)  // the text without its markers
/// #expect(failure?.location == marked.location("1️⃣"))
/// ```
///
/// A marker is a run of keycap digits, `0️⃣` to `9️⃣` (`1️⃣2️⃣` is one marker, for a twelfth place);
/// it stands for the position of the character that follows it. A marker the text lacks, or has
/// twice, is at line 0, column 0, a place no text has, so the test's comparison fails rather than
/// the run stopping. The positions are worked out here, not by `SourceText`, so a test of the lexer's
/// own positions compares two counts. A marker cannot sit between `\r` and `\n` (they would become one
/// line end) or before a combining mark (it would join the marker).
package struct MarkedText: Sendable {
    /// The text without its markers: what the code under test reads.
    package let text: String
    /// Each marker's UTF-8 offset in `text`; a marker written twice is left out.
    package let offsets: [String: Int]
    private let locations: [String: SourceLocation]

    /// Where a marker the text lacks (or has twice) is.
    package static let nowhere = SourceLocation(line: 0, column: 0)

    package init(_ marked: String) {
        var text = ""
        var found: [(marker: String, offset: Int, location: SourceLocation)] = []
        var location = SourceLocation(line: 1, column: 1)
        var marker = ""
        for character in marked {
            if Self.isMarker(character) {
                marker.append(character)
                continue
            }
            if !marker.isEmpty { found.append((marker, text.utf8.count, location)) }
            marker = ""
            text.append(character)
            // `\r\n` is one Character in Swift, so each of these is one line end.
            if character == "\n" || character == "\r" || character == "\r\n" {
                location = SourceLocation(line: location.line + 1, column: 1)
            } else {
                location.column += character.unicodeScalars.count
            }
        }
        if !marker.isEmpty { found.append((marker, text.utf8.count, location)) }
        let counts = Dictionary(found.map { ($0.marker, 1) }, uniquingKeysWith: +)
        let once = found.filter { counts[$0.marker] == 1 }
        self.text = text
        offsets = Dictionary(uniqueKeysWithValues: once.map { ($0.marker, $0.offset) })
        locations = Dictionary(uniqueKeysWithValues: once.map { ($0.marker, $0.location) })
    }

    /// The text's UTF-8 bytes, as the lexer and the parsers read them.
    package var bytes: [UInt8] { Array(text.utf8) }

    /// The 1-based line and column of `marker` in `text`, the column counted in Unicode scalars
    /// (as `SourceLocation` counts); `nowhere` when the text lacks it or has it twice.
    package func location(_ marker: String) -> SourceLocation { locations[marker] ?? Self.nowhere }

    /// The UTF-8 offset of `marker` in `text`; -1 when the text lacks it or has it twice.
    package func offset(_ marker: String) -> Int { offsets[marker] ?? -1 }

    /// A keycap digit: a digit, the emoji presentation selector, the combining enclosing keycap.
    static func isMarker(_ character: Character) -> Bool {
        let scalars = Array(character.unicodeScalars)
        return scalars.count == 3 && ("0"..."9").contains(scalars[0]) && scalars[1] == "\u{FE0F}"
            && scalars[2] == "\u{20E3}"
    }
}
