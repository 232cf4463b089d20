import Foundation
import SwiftLexing

/// A token as tests compare it: its kind and its text.
package struct Lexeme: Equatable, CustomStringConvertible {
    package var kind: TokenKind
    package var text: String

    package init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    package var description: String { "\(kind) \(text.debugDescription)" }
}

package enum LexerTestSupport {
    /// Every token of `source`, trivia included.
    package static func lexemes(_ source: String) -> [Lexeme] {
        let text = SourceText(path: "test.swift", bytes: Array(source.utf8))
        return Lexer.lex(text.bytes).tokens.map { Lexeme($0.kind, text.text($0)) }
    }

    /// The tokens of `source` that are not whitespace or newlines (comments are kept).
    package static func significant(_ source: String) -> [Lexeme] {
        lexemes(source).filter { $0.kind != .whitespace && $0.kind != .newline }
    }

    /// The diagnostics of `source`.
    package static func diagnostics(_ source: String) -> [LexerDiagnostic] {
        Lexer.lex(Array(source.utf8)).diagnostics
    }

    /// Why the tokens do not tile `bytes` exactly (contiguous, non-empty, start to end), or nil
    /// when they do.
    package static func tilingProblem(_ tokens: [Token], _ bytes: [UInt8]) -> String? {
        var expectedStart = 0
        for (index, token) in tokens.enumerated() {
            if token.range.lowerBound != expectedStart {
                return "token \(index) starts at \(token.start), expected \(expectedStart)"
            }
            if token.length <= 0 { return "token \(index) (\(token.kind)) is empty" }
            expectedStart = token.range.upperBound
        }
        if expectedStart != bytes.count { return "tokens end at \(expectedStart), input has \(bytes.count) bytes" }
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for token in tokens { rebuilt += bytes[token.range] }
        return rebuilt == bytes ? nil : "concatenated tokens differ from the input"
    }

    /// The lexer fixture folder.
    package static func fixture(_ name: String) -> URL {
        FixturePaths.fixture("lexer").appendingPathComponent(name)
    }

    package static func fixtureBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixture(name)))
    }

    /// Every `.swift` file under `folder` (recursively), sorted; empty if the folder is missing.
    package static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

extension LexerTestSupport {
    /// A small deterministic generator (SplitMix64) so random tests are reproducible.
    package struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        package init(seed: UInt64) { state = seed }

        package mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
