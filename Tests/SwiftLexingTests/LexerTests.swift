import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// Exact token kinds and texts for small inputs: trivia, names, numbers, operators, regexes.
@Suite struct LexerTests {
    private func significant(_ source: String) -> [Lexeme] { LexerTestSupport.significant(source) }
    private func lexemes(_ source: String) -> [Lexeme] { LexerTestSupport.lexemes(source) }

    @Test func emptyInputHasNoTokens() {
        let result = Lexer.lex([])
        #expect(result.tokens.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func triviaAreTokens() {
        #expect(
            lexemes("let x\t= 1\r\n\n\r") == [
                Lexeme(.identifier, "let"), Lexeme(.whitespace, " "), Lexeme(.identifier, "x"),
                Lexeme(.whitespace, "\t"), Lexeme(.operator, "="), Lexeme(.whitespace, " "),
                Lexeme(.integerLiteral, "1"), Lexeme(.newline, "\r\n"), Lexeme(.newline, "\n"), Lexeme(.newline, "\r")
            ])
    }

    @Test func commentKinds() {
        #expect(
            significant("// a\n/// b\n//// c\n/* d */ /** e */ /**/ /*** f ***/") == [
                Lexeme(.lineComment, "// a"), Lexeme(.docLineComment, "/// b"), Lexeme(.lineComment, "//// c"),
                Lexeme(.blockComment, "/* d */"), Lexeme(.docBlockComment, "/** e */"), Lexeme(.blockComment, "/**/"),
                Lexeme(.blockComment, "/*** f ***/")
            ])
    }

    @Test func blockCommentsNest() {
        #expect(
            significant("/* a /* b */ c */ x") == [
                Lexeme(.blockComment, "/* a /* b */ c */"), Lexeme(.identifier, "x")
            ])
    }

    @Test func lineCommentStopsBeforeCarriageReturn() {
        #expect(
            lexemes("// a\r\nb") == [
                Lexeme(.lineComment, "// a"), Lexeme(.newline, "\r\n"), Lexeme(.identifier, "b")
            ])
    }

    @Test func namesAttributesAndDirectives() {
        #expect(
            significant("@State var `my var` = $0 + $name; #if DEBUG #Preview café") == [
                Lexeme(.attribute, "@State"), Lexeme(.identifier, "var"), Lexeme(.backtickIdentifier, "`my var`"),
                Lexeme(.operator, "="), Lexeme(.dollarIdentifier, "$0"), Lexeme(.operator, "+"),
                Lexeme(.dollarIdentifier, "$name"), Lexeme(.semicolon, ";"), Lexeme(.poundDirective, "#if"),
                Lexeme(.identifier, "DEBUG"), Lexeme(.poundDirective, "#Preview"), Lexeme(.identifier, "café")
            ])
    }

    @Test func keyPaths() {
        #expect(
            significant(#"\.x \Type.x"#) == [
                Lexeme(.backslash, "\\"), Lexeme(.period, "."), Lexeme(.identifier, "x"),
                Lexeme(.backslash, "\\"), Lexeme(.identifier, "Type"), Lexeme(.period, "."), Lexeme(.identifier, "x")
            ])
    }

    @Test func punctuation() {
        #expect(
            significant("( ) { } [ ] , : ; .") == [
                Lexeme(.leftParen, "("), Lexeme(.rightParen, ")"), Lexeme(.leftBrace, "{"), Lexeme(.rightBrace, "}"),
                Lexeme(.leftSquare, "["), Lexeme(.rightSquare, "]"), Lexeme(.comma, ","), Lexeme(.colon, ":"),
                Lexeme(.semicolon, ";"), Lexeme(.period, ".")
            ])
    }

    @Test(arguments: [
        ("1_000", TokenKind.integerLiteral), ("0xFF_FF", .integerLiteral), ("0b1010", .integerLiteral),
        ("0o17", .integerLiteral), ("1.5e-3", .floatLiteral), ("0x1p4", .floatLiteral), ("0x1.8p1", .floatLiteral),
        ("3.25", .floatLiteral), ("1E10", .floatLiteral), ("2e+5", .floatLiteral)
    ])
    func numberLiterals(source: String, kind: TokenKind) {
        #expect(lexemes(source) == [Lexeme(kind, source)])
    }

    @Test func leadingDotIsPeriodThenInteger() {
        #expect(significant(".5") == [Lexeme(.period, "."), Lexeme(.integerLiteral, "5")])
    }

    @Test func rangesKeepIntegers() {
        #expect(
            significant("1..<5 0...9") == [
                Lexeme(.integerLiteral, "1"), Lexeme(.operator, "..<"), Lexeme(.integerLiteral, "5"),
                Lexeme(.integerLiteral, "0"), Lexeme(.operator, "..."), Lexeme(.integerLiteral, "9")
            ])
    }

    @Test func tupleAccessIsNotAFloat() {
        #expect(
            significant("x.0.1") == [
                Lexeme(.identifier, "x"), Lexeme(.period, "."), Lexeme(.integerLiteral, "0"),
                Lexeme(.period, "."), Lexeme(.integerLiteral, "1")
            ])
    }

    @Test func memberAccessOnIntegers() {
        #expect(
            significant("5.description 0xFF.description") == [
                Lexeme(.integerLiteral, "5"), Lexeme(.period, "."), Lexeme(.identifier, "description"),
                Lexeme(.integerLiteral, "0xFF"), Lexeme(.period, "."), Lexeme(.identifier, "description")
            ])
    }

    @Test func optionalChainingSplitsAtThePeriod() {
        #expect(
            significant("a?.b") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "?"), Lexeme(.period, "."), Lexeme(.identifier, "b")
            ])
    }

    @Test func operatorRuns() {
        #expect(
            significant("-> ... ..< = == != &&= ?? !x a!") == [
                Lexeme(.operator, "->"), Lexeme(.operator, "..."), Lexeme(.operator, "..<"), Lexeme(.operator, "="),
                Lexeme(.operator, "=="), Lexeme(.operator, "!="), Lexeme(.operator, "&&="), Lexeme(.operator, "??"),
                Lexeme(.operator, "!"), Lexeme(.identifier, "x"), Lexeme(.identifier, "a"), Lexeme(.operator, "!")
            ])
    }

    @Test func operatorStopsBeforeComment() {
        #expect(
            significant("a +// note\nb+/* c */d") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.lineComment, "// note"),
                Lexeme(.identifier, "b"), Lexeme(.operator, "+"), Lexeme(.blockComment, "/* c */"),
                Lexeme(.identifier, "d")
            ])
    }

    @Test func divisionChainIsOperators() {
        #expect(
            significant("a / b / c") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "/"), Lexeme(.identifier, "b"),
                Lexeme(.operator, "/"), Lexeme(.identifier, "c")
            ])
    }

    @Test func regexAfterAssignment() {
        #expect(
            significant("let r = /ab+c/") == [
                Lexeme(.identifier, "let"), Lexeme(.identifier, "r"), Lexeme(.operator, "="),
                Lexeme(.regexLiteral, "/ab+c/")
            ])
    }

    @Test func regexAsArgument() {
        #expect(
            significant(#"x.split(separator: /,\s*/)"#) == [
                Lexeme(.identifier, "x"), Lexeme(.period, "."), Lexeme(.identifier, "split"), Lexeme(.leftParen, "("),
                Lexeme(.identifier, "separator"), Lexeme(.colon, ":"), Lexeme(.regexLiteral, #"/,\s*/"#),
                Lexeme(.rightParen, ")")
            ])
    }

    @Test func divideAssignIsOperator() {
        #expect(
            significant("if x /= 2") == [
                Lexeme(.identifier, "if"), Lexeme(.identifier, "x"), Lexeme(.operator, "/="),
                Lexeme(.integerLiteral, "2")
            ])
    }

    @Test func unspacedDivisionIsOperator() {
        #expect(
            significant("let half = total/2") == [
                Lexeme(.identifier, "let"), Lexeme(.identifier, "half"), Lexeme(.operator, "="),
                Lexeme(.identifier, "total"), Lexeme(.operator, "/"), Lexeme(.integerLiteral, "2")
            ])
    }

    @Test func regexAfterKeywordsButNotAfterValues() {
        #expect(significant("return /a/") == [Lexeme(.identifier, "return"), Lexeme(.regexLiteral, "/a/")])
        #expect(significant("case /a/") == [Lexeme(.identifier, "case"), Lexeme(.regexLiteral, "/a/")])
        #expect(significant("x) / 2 / y").filter { $0.kind == .regexLiteral }.isEmpty)
        #expect(significant("$0 / 2 / y").filter { $0.kind == .regexLiteral }.isEmpty)
        #expect(significant("x! / 2 / y").filter { $0.kind == .regexLiteral }.isEmpty)
        // After `=` a `/` with spaces on both sides can only start an expression: Swift's lexer
        // makes it a regex, spaces and all (and the compiler then rejects the spaces).
        #expect(significant("= / 2 /").filter { $0.kind == .regexLiteral }.map(\.text) == ["/ 2 /"])
    }

    /// As for the compiler (`swiftc -dump-parse`), the first unescaped `/` ends a bare regex, even
    /// inside a `[…]` class; an escaped one does not.
    @Test func aSlashInsideACharacterClassEndsABareRegex() {
        #expect(significant("(/a[/]b/)").prefix(2) == [Lexeme(.leftParen, "("), Lexeme(.regexLiteral, "/a[/")])
        #expect(
            significant(#"(/a[\/]b/)"#) == [
                Lexeme(.leftParen, "("), Lexeme(.regexLiteral, #"/a[\/]b/"#), Lexeme(.rightParen, ")")
            ])
    }

    @Test func regexNeedsClosingSlashOnTheSameLine() {
        #expect(
            significant("(/a\nb/)").map(\.kind) == [
                .leftParen, .operator, .identifier, .identifier, .operator, .rightParen
            ])
    }

    @Test func extendedRegexSpansLines() {
        #expect(
            significant("#/\n  a / b\n/# x") == [
                Lexeme(.regexLiteral, "#/\n  a / b\n/#"), Lexeme(.identifier, "x")
            ])
        #expect(significant("##/a/#b/##") == [Lexeme(.regexLiteral, "##/a/#b/##")])
    }

    @Test func unexpectedCharactersAreUnknown() {
        #expect(
            significant("a ' b @ #") == [
                Lexeme(.identifier, "a"), Lexeme(.unknown, "'"), Lexeme(.identifier, "b"), Lexeme(.unknown, "@"),
                Lexeme(.unknown, "#")
            ])
        #expect(LexerTestSupport.diagnostics("a ' b").map(\.kind) == [.unexpectedCharacter])
    }

    @Test func unterminatedBacktickIsUnknownAndLexingResumes() {
        #expect(
            significant("`abc def\nx") == [
                Lexeme(.unknown, "`"), Lexeme(.identifier, "abc"), Lexeme(.identifier, "def"), Lexeme(.identifier, "x")
            ])
        #expect(LexerTestSupport.diagnostics("`abc") == [LexerDiagnostic(kind: .unterminatedBacktick, offset: 0)])
    }

    @Test func unterminatedExtendedRegex() {
        #expect(significant("#/abc\nx") == [Lexeme(.regexLiteral, "#/abc"), Lexeme(.identifier, "x")])
        #expect(LexerTestSupport.diagnostics("let r = #/abc") == [LexerDiagnostic(kind: .unterminatedRegex, offset: 8)])
    }

    @Test func unterminatedBlockComment() {
        #expect(significant("x /* a /* b */") == [Lexeme(.identifier, "x"), Lexeme(.blockComment, "/* a /* b */")])
        #expect(
            LexerTestSupport.diagnostics("x /* a /* b */") == [
                LexerDiagnostic(kind: .unterminatedBlockComment, offset: 2)
            ])
    }

    @Test func byteOrderMarkJoinsTheFirstWhitespace() {
        #expect(lexemes("\u{FEFF}  let") == [Lexeme(.whitespace, "\u{FEFF}  "), Lexeme(.identifier, "let")])
    }

    @Test func shebangIsALineCommentOnlyAtTheStart() {
        #expect(
            lexemes("#!/usr/bin/swift\nx") == [
                Lexeme(.lineComment, "#!/usr/bin/swift"), Lexeme(.newline, "\n"), Lexeme(.identifier, "x")
            ])
        #expect(significant("x\n#!y").first { $0.kind == .lineComment } == nil)
    }

    @Test func diagnosticMessagesAreSentencesWithAFix() {
        let kinds: [LexerDiagnostic.Kind] = [
            .unterminatedString, .unterminatedBlockComment, .unterminatedBacktick, .unterminatedRegex,
            .invalidUTF8, .unexpectedCharacter
        ]
        let messages = kinds.map { LexerDiagnostic(kind: $0, offset: 0).message }
        #expect(Set(messages).count == kinds.count)
        for message in messages {
            #expect(message.contains(";"))
            #expect(message.hasSuffix("."))
        }
    }
}
