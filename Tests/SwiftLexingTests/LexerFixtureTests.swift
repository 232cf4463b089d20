import Foundation
import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// Real Swift files on disk: the lexer fixtures and every registry piece.
@Suite struct LexerFixtureTests {
    private typealias Support = LexerTestSupport

    /// Lexes a fixture and returns its text, tokens (as lexemes) and diagnostics.
    private func lexFixture(_ name: String) throws -> (SourceText, LexResult, [Lexeme]) {
        let source = SourceText(path: name, bytes: try Support.fixtureBytes(name))
        let result = Lexer.lex(source)
        return (source, result, result.tokens.map { Lexeme($0.kind, source.text($0)) })
    }

    @Test func everyFixtureRoundTrips() throws {
        let files = Support.swiftFiles(under: FixturePaths.fixture("lexer"))
        #expect(files.count >= 13, "fixtures not found at \(FixturePaths.fixture("lexer").path)")
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let problem = Support.tilingProblem(Lexer.lex(bytes).tokens, bytes)
            #expect(problem == nil, "\(file.lastPathComponent): \(problem ?? "")")
        }
    }

    @Test func everyRegistrySwiftFileRoundTripsCleanly() throws {
        for file in Support.swiftFiles(under: FixturePaths.repositoryRoot.appendingPathComponent("registry")) {
            let bytes = [UInt8](try Data(contentsOf: file))
            let result = Lexer.lex(bytes)
            let problem = Support.tilingProblem(result.tokens, bytes)
            #expect(problem == nil, "\(file.path): \(problem ?? "")")
            #expect(result.diagnostics.isEmpty, "\(file.path): \(result.diagnostics)")
            #expect(!result.tokens.contains { $0.kind == .unknown }, "\(file.path) has unknown tokens")
        }
    }

    @Test(arguments: [
        "interpolation.swift", "raw_strings.swift", "regex.swift", "numbers.swift", "operators.swift",
        "attributes.swift", "comments.swift", "bom.swift", "crlf.swift", "shebang.swift"
    ])
    func validFixtureHasNoDiagnosticsOrUnknownTokens(name: String) throws {
        let (_, result, _) = try lexFixture(name)
        #expect(result.diagnostics.isEmpty)
        #expect(!result.tokens.contains { $0.kind == .unknown })
    }

    @Test func interpolationsBalance() throws {
        let (_, result, lexemes) = try lexFixture("interpolation.swift")
        let starts = result.tokens.filter { $0.kind == .interpolationStart }.count
        #expect(starts == 17)
        #expect(result.tokens.filter { $0.kind == .interpolationEnd }.count == starts)
        #expect(result.tokens.filter { $0.kind == .stringQuote }.count % 2 == 0)
        // The four-deep "Nested" line.
        let nested = lexemes.filter { $0.kind == .stringSegment && $0.text.count == 1 && "abc".contains($0.text) }
        #expect(nested.map(\.text) == ["a", "b", "c"])
    }

    @Test func rawStringsKeepBackslashParenAsText() throws {
        let (_, _, lexemes) = try lexFixture("raw_strings.swift")
        let segments = lexemes.filter { $0.kind == .stringSegment }.map(\.text)
        #expect(segments.first == #"no \(interpolation) here, "quotes" are fine"#)
        #expect(segments.contains(##"one hash "# does not close, \#(nope) either, "##))
        #expect(lexemes.filter { $0.kind == .interpolationStart }.map(\.text) == ["\\#(", "\\##(", "\\#("])
        #expect(
            lexemes.filter { $0.kind == .stringQuote }.map(\.text) == [
                "#\"", "\"#", "#\"", "\"#", "##\"", "\"##", "#\"\"\"", "\"\"\"#", "#\"", "\"#", "#\"", "\"#"
            ])
    }

    @Test func regexesAndDivisionsAreToldApart() throws {
        let (_, _, lexemes) = try lexFixture("regex.swift")
        let regexes = lexemes.filter { $0.kind == .regexLiteral }.map(\.text)
        #expect(regexes.count == 9)
        #expect(Array(regexes.prefix(3)) == ["/ab+c/", #"/,\s*/"#, #"#/(\d+)\.(\d+)/#"#])
        #expect(regexes[3].hasPrefix("#/\n") && regexes[3].hasSuffix("\n    /#"))
        #expect(Array(regexes.suffix(5)) == [#"/a\/b[\/]c/"#, "/x/", "/y+/", "/^#/", "/start/"])
        let divisions = lexemes.filter { $0.kind == .operator && $0.text.hasPrefix("/") }.map(\.text)
        #expect(divisions == ["/", "/", "/=", "/=", "/", "/", "/", "/"])
    }

    @Test func numbers() throws {
        let (_, _, lexemes) = try lexFixture("numbers.swift")
        let numbers = lexemes.filter { $0.kind == .integerLiteral || $0.kind == .floatLiteral }
        #expect(
            numbers == [
                Lexeme(.integerLiteral, "1_000_000"), Lexeme(.integerLiteral, "0xFF_FF"),
                Lexeme(.integerLiteral, "0b1010"),
                Lexeme(.integerLiteral, "0o17"), Lexeme(.floatLiteral, "1.5e-3"), Lexeme(.floatLiteral, "0x1p4"),
                Lexeme(.floatLiteral, "0x1.8p1"), Lexeme(.floatLiteral, "3.14159"), Lexeme(.floatLiteral, "1E10"),
                Lexeme(.integerLiteral, "1"), Lexeme(.integerLiteral, "5"), Lexeme(.integerLiteral, "0"),
                Lexeme(.integerLiteral, "9"), Lexeme(.integerLiteral, "1"), Lexeme(.integerLiteral, "2"),
                Lexeme(.integerLiteral, "3"), Lexeme(.integerLiteral, "1"), Lexeme(.integerLiteral, "0"),
                Lexeme(.integerLiteral, "0xFF"), Lexeme(.integerLiteral, "5"), Lexeme(.integerLiteral, "42")
            ])
    }

    @Test func operators() throws {
        let (_, _, lexemes) = try lexFixture("operators.swift")
        let operators = lexemes.filter { $0.kind == .operator }.map(\.text)
        #expect(
            operators == [
                "<~>", "<~>", "->", "&+", "?", "->", "?", "=", "?", "??", "=", "!", "<~>", "!", "&&", "!=", "||", ">=",
                "=", "+=", "-=", "*=", "%=", "<<=", ">>=", "&=", "|=", "^=", "=", "~", "=", "...", "=", "...", "=",
                "..<", "=", "?", "?", "=", "!", "+", "+", "+", "+", "+"
            ])
    }

    @Test func attributesAndDirectives() throws {
        let (_, _, lexemes) = try lexFixture("attributes.swift")
        #expect(
            lexemes.filter { $0.kind == .attribute }.map(\.text) == [
                "@available", "@MainActor", "@State", "@Environment", "@Binding", "@objc"
            ])
        #expect(
            lexemes.filter { $0.kind == .poundDirective }.map(\.text) == [
                "#if", "#elseif", "#else", "#endif", "#selector", "#available", "#file", "#line", "#Preview"
            ])
        #expect(lexemes.filter { $0.kind == .backtickIdentifier }.map(\.text) == ["`class`", "`class`"])
        #expect(lexemes.filter { $0.kind == .dollarIdentifier }.map(\.text) == ["$isOn", "$isOn", "$0"])
    }

    @Test func comments() throws {
        let (_, _, lexemes) = try lexFixture("comments.swift")
        #expect(
            lexemes.filter(\.kind.isComment).map(\.kind) == [
                .lineComment, .docLineComment, .lineComment, .blockComment, .docBlockComment, .blockComment,
                .blockComment, .blockComment, .lineComment, .blockComment
            ])
    }

    @Test func byteOrderMark() throws {
        let (_, result, lexemes) = try lexFixture("bom.swift")
        #expect(lexemes.first == Lexeme(.whitespace, "\u{FEFF}"))
        #expect(result.tokens.first?.length == 3)
        #expect(lexemes.dropFirst().first == Lexeme(.identifier, "import"))
    }

    @Test func crlfLineEndings() throws {
        let (source, result, lexemes) = try lexFixture("crlf.swift")
        let newlines = lexemes.filter { $0.kind == .newline }
        #expect(newlines.count == 5)
        #expect(newlines.allSatisfy { $0.text == "\r\n" })
        #expect(lexemes.contains(Lexeme(.stringSegment, "\r\n    line one\r\n    line two\r\n    ")))
        let comment = try #require(result.tokens.first { $0.kind == .lineComment })
        #expect(source.location(of: Int(comment.start)) == SwiftLexing.SourceLocation(line: 8, column: 11))
    }

    @Test func shebang() throws {
        let (_, _, lexemes) = try lexFixture("shebang.swift")
        #expect(lexemes.first == Lexeme(.lineComment, "#!/usr/bin/env swift"))
    }

    @Test func unterminatedStrings() throws {
        let (source, result, lexemes) = try lexFixture("unterminated_string.swift")
        #expect(result.diagnostics.map(\.kind) == [.unterminatedString, .unterminatedString])
        let locations = result.diagnostics.map { source.location(of: $0.offset) }
        #expect(
            locations == [
                SwiftLexing.SourceLocation(line: 2, column: 14), SwiftLexing.SourceLocation(line: 4, column: 13)
            ])
        #expect(lexemes.contains(Lexeme(.stringSegment, "no closing quote")))
        #expect(lexemes.last == Lexeme(.stringSegment, "\n    never closed\n"))
    }

    @Test func unterminatedBlockComment() throws {
        let (source, result, lexemes) = try lexFixture("unterminated_comment.swift")
        #expect(result.diagnostics.map(\.kind) == [.unterminatedBlockComment])
        #expect(source.location(of: result.diagnostics[0].offset) == SwiftLexing.SourceLocation(line: 2, column: 1))
        #expect(lexemes.last == Lexeme(.blockComment, "/* opened\n  /* nested */\n  never closed\n"))
    }

    @Test func invalidUTF8() throws {
        let (source, result, lexemes) = try lexFixture("invalid_utf8.swift")
        #expect(result.diagnostics.map(\.kind) == [.invalidUTF8, .invalidUTF8, .invalidUTF8])
        #expect(result.diagnostics.map(\.offset) == [10, 26, 45])
        let unknown = result.tokens.filter { $0.kind == .unknown }
        #expect(unknown.map(\.range) == [10..<12])
        #expect(lexemes.contains(Lexeme(.identifier, "café")))
        #expect(source.location(of: 45) == SwiftLexing.SourceLocation(line: 3, column: 12))
    }
}
