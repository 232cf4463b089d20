import PiecesTestSupport
import Testing

@testable import PiecesSupport

/// The version checks of piece headers: hand-written scans, held to the regular expressions they
/// replaced (kept here as the specification; read-only, so sharing them across tests is safe).
@Suite struct SemanticVersionTests {
    nonisolated(unsafe) static let semanticPattern =
        #/(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?/#
    nonisolated(unsafe) static let platformPattern = #/[0-9]+(\.[0-9]+){0,2}/#

    @Test(arguments: [
        "0.0.0", "1.2.3", "10.20.30", "1.0.0-beta.1", "1.0.0-rc-1", "1.0.0+build.5", "1.0.0-alpha+001", "2.0.0-.",
        "1.0.0+-"
    ])
    func acceptsSemanticVersions(_ text: String) {
        #expect(SemanticVersion.isValid(text))
    }

    @Test(arguments: [
        "", "1", "1.0", "01.0.0", "1.00.0", "1.0.0-", "1.0.0+", "1.0.0-a+", "1.0.0 ", " 1.0.0", "1.0.0-a_b",
        "1.0.0+a+b", "1..0", "v1.0.0", "1.0.0.0", "１.0.0"
    ])
    func refusesOthers(_ text: String) {
        #expect(!SemanticVersion.isValid(text))
    }

    @Test(arguments: ["17", "17.0", "17.0.1", "0"], ["", "17.", ".17", "17.0.0.1", "17a", "17..0", "١٧"])
    func platformVersions(valid: String, invalid: String) {
        #expect(SemanticVersion.isPlatformVersion(valid))
        #expect(!SemanticVersion.isPlatformVersion(invalid))
    }

    /// Random strings over the characters that matter agree with the regular expressions.
    @Test func agreesWithTheRegularExpressions() {
        let alphabet: [String] = ["0", "1", "9", ".", "-", "+", "a", "Z", "_", " ", "\u{301}", "é"]
        var generator = LexerTestSupport.SeededGenerator(seed: 0x5E4E5)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }.joined()
            #expect(
                SemanticVersion.isValid(text) == (text.wholeMatch(of: Self.semanticPattern) != nil),
                "\(text.debugDescription)")
            #expect(
                SemanticVersion.isPlatformVersion(text) == (text.wholeMatch(of: Self.platformPattern) != nil),
                "\(text.debugDescription)")
        }
    }
}
