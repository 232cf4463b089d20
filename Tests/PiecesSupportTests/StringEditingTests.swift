import Foundation
import Testing

@testable import PiecesSupport

/// The string edits written on the standard library (so the tool needs no Foundation proper on
/// Linux) against the Foundation calls they replace, which the tests may still use.
@Suite("String edits")
struct StringEditingTests {
    static let samples = [
        "", " ", "\t a b \t", "\u{00A0}word\u{3000}", "\r\nline\r\n", "\n\u{2028}x\u{2029}\u{85}", "  \u{301}a",
        "\u{1F600} smile \u{1F600}", "\u{000B}\u{000C}v\u{000C}", "plain"
    ]

    @Test(arguments: samples)
    func whitespaceIsTrimmedAsFoundationTrimsIt(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespace(newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingNewlines() == text.trimmingCharacters(in: .newlines))
    }

    @Test(arguments: [
        ("it's", "'", "'\\''"), ("\r\n\n", "\n", "\r\n"), ("aaa", "aa", "b"),
        ("x", "", "y"), ("café", "é", "e"), ("[a]:b", "[", "\\["), ("", "a", "b")
    ])
    func replacingMatchesFoundationByteForByte(text: String, target: String, replacement: String) {
        let foundation = text.replacingOccurrences(of: target, with: replacement)
        #expect(text.replacingAll(target, with: replacement) == foundation)
    }

    @Test func aQuoteFollowedByACombiningMarkIsStillEscaped() {
        // The standard library's Character-wise `replacing` leaves this quote alone, and so does
        // Foundation's `replacingOccurrences` on Linux; a shell would still read the quote.
        let text = "a'\u{301}"
        #expect(text.replacing("'", with: "\\'") == text)
        #expect(text.replacingAll("'", with: "\\'") == "a\\'\u{301}")
    }

    @Test func theFirstRangeIsFoundByBytes() {
        let text = "https://a.b/c://d"
        let range = text.firstRange(ofBytes: "://")
        #expect(range.map { text[..<$0.lowerBound] } == "https")
        #expect(text.firstRange(ofBytes: "::") == nil)
        #expect(text.dropFirst(6).firstRange(ofBytes: "://").map { text[$0.upperBound...] } == "d")
    }
}
