import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// The test helper that reads positions marked inline (`1️⃣`): it strips the markers and finds each
/// one's line and column on its own, and agrees with `SourceText`, which the other tests compare it with.
@Suite("marked text")
struct MarkedTextTests {
    @Test func stripsTheMarkersAndFindsEachOnesLineAndColumn() {
        let marked = MarkedText("1️⃣let a = 1\n\tlet 2️⃣b = 3️⃣2\n4️⃣")
        #expect(marked.text == "let a = 1\n\tlet b = 2\n")
        #expect(marked.location("1️⃣") == SwiftLexing.SourceLocation(line: 1, column: 1))
        #expect(marked.location("2️⃣") == SwiftLexing.SourceLocation(line: 2, column: 6))
        #expect(marked.location("3️⃣") == SwiftLexing.SourceLocation(line: 2, column: 10))
        #expect(marked.location("4️⃣") == SwiftLexing.SourceLocation(line: 3, column: 1), "a marker may end the text")
        #expect(marked.offset("2️⃣") == 15)
        #expect(marked.bytes == Array(marked.text.utf8))
    }

    @Test func aRunOfDigitsIsOneMarker() {
        let marked = MarkedText("a1️⃣2️⃣b")
        #expect(marked.text == "ab")
        #expect(marked.offsets == ["1️⃣2️⃣": 1])
        #expect(marked.location("1️⃣") == MarkedText.nowhere)
    }

    @Test func columnsCountUnicodeScalarsAndOffsetsCountBytes() {
        let marked = MarkedText("let café = 1️⃣\"é\u{301}\" + 2️⃣x")
        #expect(marked.location("1️⃣") == SwiftLexing.SourceLocation(line: 1, column: 12))
        #expect(marked.location("2️⃣") == SwiftLexing.SourceLocation(line: 1, column: 19))
        #expect(marked.offset("1️⃣") == 12, "é is two bytes")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndEndsALine(ending: String) {
        let marked = MarkedText("a" + ending + "1️⃣b" + ending + ending + "  2️⃣c")
        #expect(marked.location("1️⃣") == SwiftLexing.SourceLocation(line: 2, column: 1))
        #expect(marked.location("2️⃣") == SwiftLexing.SourceLocation(line: 4, column: 3))
    }

    @Test func aMissingOrRepeatedMarkerIsNowhere() {
        let marked = MarkedText("1️⃣a 1️⃣b 2️⃣c")
        #expect(marked.text == "a b c")
        #expect(marked.location("1️⃣") == MarkedText.nowhere)
        #expect(marked.offset("1️⃣") == -1)
        #expect(marked.location("3️⃣") == MarkedText.nowhere)
        #expect(marked.location("2️⃣") == SwiftLexing.SourceLocation(line: 1, column: 5))
        #expect(MarkedText("no markers").offsets.isEmpty)
    }

    @Test func otherEmojiAndDigitsAreText() {
        let marked = MarkedText("1 ⃣ 1\u{20E3} 🔟 ✅1️⃣")
        #expect(marked.text == "1 ⃣ 1\u{20E3} 🔟 ✅")
        #expect(marked.offsets.keys.sorted() == ["1️⃣"])
    }

    /// The helper's own count and the lexer's `SourceText` agree on every marker of a text with
    /// every kind of line end, a byte order mark and multi-byte characters.
    @Test func agreesWithSourceText() {
        let marked = MarkedText(
            "\u{FEFF}1️⃣import SwiftUI\r\n// é 2️⃣x\r3️⃣y\n\tlet 🎉 = \"4️⃣é\u{301}\"\r\n\r\n5️⃣}6️⃣")
        let source = SourceText(path: "Marked.swift", bytes: marked.bytes)
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"] {
            #expect(source.location(of: marked.offset(marker)) == marked.location(marker), "\(marker)")
        }
    }
}
