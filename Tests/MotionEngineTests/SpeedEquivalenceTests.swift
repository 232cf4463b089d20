import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PiecesSupport

/// Byte-level rewrites made for speed, held to the `String`/`NSString` code they replaced (kept
/// here as the specification) on random inputs over the characters that matter.
@Suite struct SpeedEquivalenceTests {
    /// `SectionText.normalize` before it worked on bytes.
    static func characterNormalize(_ text: String) -> String {
        var lines = text.replacing("\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        var joined = lines.joined(separator: "\n")
        while let last = joined.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            joined.removeLast()
        }
        return joined
    }

    static func randomText(_ alphabet: [String], length: Int, using generator: inout LexerTestSupport.SeededGenerator)
        -> String
    {
        (0..<Int.random(in: 0...length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            .joined()
    }

    @Test(arguments: [
        "", "\n", " \t\n", "  \n\n  abc\n", "\r\r\n", "a\r\r\n", "a \r\r\n", " \u{301}\nx", "x\r", "\r\n  \nabc",
        "a\n\r\n\r"
    ])
    func normalizeMatchesTheCharacterRules(_ text: String) {
        #expect(SectionText.normalize(text) == Self.characterNormalize(text))
    }

    @Test func normalizeAgreesOnRandomText() {
        let alphabet = [" ", "\t", "\r", "\n", "\r\n", "a", "\u{301}", "é", "\u{0}"]
        var generator = LexerTestSupport.SeededGenerator(seed: 0x5EC7)
        for _ in 0..<20_000 {
            let text = Self.randomText(alphabet, length: 12, using: &generator)
            #expect(SectionText.normalize(text) == Self.characterNormalize(text), "\(Array(text.utf8))")
        }
    }

    @Test(arguments: [
        "/a/b/File.swift", "File.swift", "/a/File.swift/", "/a/b//", "/", "", "/a/Fi\u{301}le.swift", "/a/Fíle.swift",
        "a/File.swiftx"
    ])
    func hasBasenameMatchesNSString(_ path: String) {
        for name in ["File.swift", "b", "/", "", "Fíle.swift", "Fi\u{301}le.swift"] {
            #expect(
                Path(path).hasBasename(name) == ((path as NSString).lastPathComponent == name),
                "\(path) \(name)")
        }
    }
}
