import Testing

@testable import SwiftLexing

/// Reading token text back and turning offsets into lines and columns.
@Suite struct SourceTextTests {
    private func source(_ text: String) -> SourceText {
        SourceText(path: "t.swift", bytes: Array(text.utf8))
    }

    @Test func tokenTextAndRangeText() {
        let text = source("let café = 1")
        let tokens = Lexer.lex(text).tokens
        #expect(text.text(tokens[2]) == "café")
        #expect(text.text(0..<3) == "let")
        #expect(text.text(9..<99) == " = 1")
    }

    @Test func matchesComparesBytes() {
        let text = source("struct Foo")
        let tokens = Lexer.lex(text).tokens
        #expect(text.matches(tokens[0], "struct"))
        #expect(!text.matches(tokens[0], "structs"))
        #expect(!text.matches(tokens[0], "strucT"))
        #expect(!text.matches(tokens[2], "struct"))
        #expect(text.matches(tokens[2], "Foo"))
    }

    @Test func locationsAreOneBasedAndCountScalars() {
        let text = source("ab\néé x\r\ny\rz")
        #expect(text.location(of: 0) == SwiftLexing.SourceLocation(line: 1, column: 1))
        #expect(text.location(of: 2) == SwiftLexing.SourceLocation(line: 1, column: 3))
        // "éé " is 5 bytes but 3 scalars.
        #expect(text.location(of: 8) == SwiftLexing.SourceLocation(line: 2, column: 4))
        #expect(text.location(of: 11) == SwiftLexing.SourceLocation(line: 3, column: 1))
        #expect(text.location(of: 13) == SwiftLexing.SourceLocation(line: 4, column: 1))
        #expect(text.location(of: 14) == SwiftLexing.SourceLocation(line: 4, column: 2))
    }

    @Test func locationClampsOutOfRangeOffsets() {
        let text = source("a\nb")
        #expect(text.location(of: -5) == SwiftLexing.SourceLocation(line: 1, column: 1))
        #expect(text.location(of: 99) == SwiftLexing.SourceLocation(line: 2, column: 2))
        #expect(source("").location(of: 0) == SwiftLexing.SourceLocation(line: 1, column: 1))
    }

    @Test func locationIsConsistentAcrossConcurrentCallers() async {
        let text = source(String(repeating: "line\n", count: 1_000))
        let lines = await withTaskGroup(of: Int.self) { group in
            for index in 0..<50 { group.addTask { text.location(of: index * 5 * 20).line } }
            var collected: [Int] = []
            for await line in group { collected.append(line) }
            return collected.sorted()
        }
        #expect(lines == (0..<50).map { $0 * 20 + 1 })
    }
}

/// Locations from the line table and its scalar marks agree with counting from the start, in any
/// order of asking, across mark boundaries and multi-byte scalars.
@Suite struct SourceTextLocationTests {
    @Test func locationsMatchANaiveCountInAnyOrder() {
        var text = ""
        for index in 0..<3_000 { text += index % 7 == 0 ? "é\n" : index % 11 == 0 ? "😀\r\n" : "ab" }
        let bytes = Array(text.utf8)
        let source = SourceText(path: "t.swift", bytes: bytes)
        func naive(_ offset: Int) -> SwiftLexing.SourceLocation {
            var line = 1
            var column = 1
            var index = 0
            while index < offset {
                let byte = bytes[index]
                if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte == 0x0D {
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            return SwiftLexing.SourceLocation(line: line, column: column)
        }
        var generator = SystemRandomNumberGenerator()
        let starts = (0..<bytes.count).filter { $0 == 0 || bytes[$0] & 0xC0 != 0x80 }
        let offsets = (0..<400).map { _ in starts.randomElement(using: &generator)! } + [0, bytes.count, 256, 512]
        for offset in offsets where offset == bytes.count || bytes[offset] != 0x0A {
            #expect(source.location(of: offset) == naive(offset), "offset \(offset)")
        }
    }
}
