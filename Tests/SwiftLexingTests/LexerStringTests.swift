import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// String literals: delimiters, segments, escapes, interpolations, raw and multi-line strings.
@Suite struct LexerStringTests {
    private func significant(_ source: String) -> [Lexeme] { LexerTestSupport.significant(source) }
    private func diagnostics(_ source: String) -> [LexerDiagnostic] { LexerTestSupport.diagnostics(source) }

    @Test func plainString() {
        #expect(
            significant(#""abc""#) == [
                Lexeme(.stringQuote, "\""), Lexeme(.stringSegment, "abc"), Lexeme(.stringQuote, "\"")
            ])
    }

    @Test func emptyStringHasNoSegment() {
        #expect(significant("\"\"") == [Lexeme(.stringQuote, "\""), Lexeme(.stringQuote, "\"")])
    }

    @Test func escapesStayInTheSegment() {
        #expect(
            significant(#""a\"b\\""#) == [
                Lexeme(.stringQuote, "\""), Lexeme(.stringSegment, #"a\"b\\"#), Lexeme(.stringQuote, "\"")
            ])
    }

    @Test func interpolation() {
        #expect(
            significant(#""a\(x + 1)b""#) == [
                Lexeme(.stringQuote, "\""), Lexeme(.stringSegment, "a"), Lexeme(.interpolationStart, "\\("),
                Lexeme(.identifier, "x"), Lexeme(.operator, "+"), Lexeme(.integerLiteral, "1"),
                Lexeme(.interpolationEnd, ")"), Lexeme(.stringSegment, "b"), Lexeme(.stringQuote, "\"")
            ])
    }

    @Test func interpolationWithParenthesesClosureAndNestedString() {
        #expect(
            significant(#""\(f((1)) { "\($0)" })""#) == [
                Lexeme(.stringQuote, "\""), Lexeme(.interpolationStart, "\\("), Lexeme(.identifier, "f"),
                Lexeme(.leftParen, "("), Lexeme(.leftParen, "("), Lexeme(.integerLiteral, "1"),
                Lexeme(.rightParen, ")"),
                Lexeme(.rightParen, ")"), Lexeme(.leftBrace, "{"), Lexeme(.stringQuote, "\""),
                Lexeme(.interpolationStart, "\\("), Lexeme(.dollarIdentifier, "$0"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringQuote, "\""), Lexeme(.rightBrace, "}"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringQuote, "\"")
            ])
    }

    @Test func rawStringTreatsBackslashParenAsText() {
        #expect(
            significant(##"#"a \(b) \#(c)"#"##) == [
                Lexeme(.stringQuote, "#\""), Lexeme(.stringSegment, #"a \(b) "#), Lexeme(.interpolationStart, "\\#("),
                Lexeme(.identifier, "c"), Lexeme(.interpolationEnd, ")"), Lexeme(.stringQuote, "\"#")
            ])
    }

    @Test func doubleHashRawString() {
        #expect(
            significant(###"##"x "# \#(y) \##(z)"##"###) == [
                Lexeme(.stringQuote, "##\""), Lexeme(.stringSegment, ##"x "# \#(y) "##),
                Lexeme(.interpolationStart, "\\##("), Lexeme(.identifier, "z"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringQuote, "\"##")
            ])
    }

    @Test func multilineString() {
        let source = "\"\"\"\n  a \"quoted\" \"\" \\(x)\n  \"\"\""
        #expect(
            significant(source) == [
                Lexeme(.stringQuote, "\"\"\""), Lexeme(.stringSegment, "\n  a \"quoted\" \"\" "),
                Lexeme(.interpolationStart, "\\("), Lexeme(.identifier, "x"), Lexeme(.interpolationEnd, ")"),
                Lexeme(.stringSegment, "\n  "), Lexeme(.stringQuote, "\"\"\"")
            ])
    }

    @Test func rawMultilineString() {
        let source = "#\"\"\"\n\"\"\" \\(x)\n\"\"\"#"
        #expect(
            significant(source) == [
                Lexeme(.stringQuote, "#\"\"\""), Lexeme(.stringSegment, "\n\"\"\" \\(x)\n"),
                Lexeme(.stringQuote, "\"\"\"#")
            ])
    }

    @Test func lineContinuationInMultilineString() {
        let source = "\"\"\"\na \\\r\nb\n\"\"\""
        #expect(significant(source).map(\.kind) == [.stringQuote, .stringSegment, .stringQuote])
        #expect(diagnostics(source).isEmpty)
    }

    @Test func unterminatedStringEndsAtTheLineBreak() {
        #expect(
            significant("let s = \"abc\nlet t = 1") == [
                Lexeme(.identifier, "let"), Lexeme(.identifier, "s"), Lexeme(.operator, "="),
                Lexeme(.stringQuote, "\""),
                Lexeme(.stringSegment, "abc"), Lexeme(.identifier, "let"), Lexeme(.identifier, "t"),
                Lexeme(.operator, "="), Lexeme(.integerLiteral, "1")
            ])
        #expect(diagnostics("let s = \"abc\nlet t = 1") == [LexerDiagnostic(kind: .unterminatedString, offset: 8)])
    }

    @Test func backslashBeforeLineBreakDoesNotHideIt() {
        #expect(diagnostics("\"abc\\\nx").map(\.kind) == [.unterminatedString])
        #expect(significant("\"abc\\\nx").last == Lexeme(.identifier, "x"))
    }

    @Test func unterminatedMultilineStringRunsToTheEnd() {
        #expect(significant("\"\"\"\nabc") == [Lexeme(.stringQuote, "\"\"\""), Lexeme(.stringSegment, "\nabc")])
        #expect(diagnostics("x = \"\"\"\nabc") == [LexerDiagnostic(kind: .unterminatedString, offset: 4)])
    }

    @Test func lineBreakEndsSingleLineInterpolation() {
        let source = "\"a\\(b\nc"
        #expect(
            significant(source) == [
                Lexeme(.stringQuote, "\""), Lexeme(.stringSegment, "a"), Lexeme(.interpolationStart, "\\("),
                Lexeme(.identifier, "b"), Lexeme(.identifier, "c")
            ])
        #expect(diagnostics(source) == [LexerDiagnostic(kind: .unterminatedString, offset: 0)])
        // After the break, `)` is an ordinary parenthesis again.
        #expect(significant("\"\\(\n)").last == Lexeme(.rightParen, ")"))
    }

    @Test func multilineInterpolationMaySpanLines() {
        let source = "\"\"\"\n\\(items.map {\n  \"\\($0)\"\n})\n\"\"\""
        #expect(diagnostics(source).isEmpty)
        #expect(significant(source).filter { $0.kind == .interpolationEnd }.count == 2)
        #expect(significant(source).last == Lexeme(.stringQuote, "\"\"\""))
    }

    /// Found by the sync fuzzer: a quote as the file's last byte was not reported, so sync appended
    /// a block after it, and the next check found the string unterminated.
    @Test(arguments: ["x = \"", "x = \"\"\"", "x = #\"", "x = /\"", "x = \"\\(\""])
    func openingQuoteAsTheLastBytesIsUnterminated(source: String) {
        #expect(diagnostics(source).map(\.kind) == [.unterminatedString], "\(source)")
    }

    @Test func unterminatedInterpolationAtEndOfFile() {
        #expect(diagnostics("x = \"\"\"\n\\(a") == [LexerDiagnostic(kind: .unterminatedString, offset: 4)])
    }

    /// `#"""#` is the one-line raw string `"` for Swift's lexer (swift-syntax's own sources use it),
    /// not the opening of a multi-line one that would swallow the rest of the file.
    @Test func aRawTripleQuoteClosedOnItsLineIsOneLine() {
        #expect(
            significant(##"a = #"""# + b"##) == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "="), Lexeme(.stringQuote, "#\""),
                Lexeme(.stringSegment, "\""),
                Lexeme(.stringQuote, "\"#"), Lexeme(.operator, "+"), Lexeme(.identifier, "b")
            ])
        #expect(significant("#\"\"\"\nx\n\"\"\"#").map(\.kind) == [.stringQuote, .stringSegment, .stringQuote])
    }

    /// Unicode operator characters make operators, as for Swift: `a…b` is three tokens.
    @Test func unicodeOperatorCharactersAreOperators() {
        #expect(
            significant("a…b ≠ c") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "…"), Lexeme(.identifier, "b"), Lexeme(.operator, "≠"),
                Lexeme(.identifier, "c")
            ])
        #expect(significant("naïve_変数") == [Lexeme(.identifier, "naïve_変数")])
    }
}
