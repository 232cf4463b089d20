import Foundation
import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// Bare regex literals, one fixture case per rule of Swift's lexer (`Fixtures/lexer/regex_rules.swift`).
@Suite struct LexerRegexRuleTests {
    /// A code line of the fixture and the regex literals it should hold.
    struct Case: CustomStringConvertible {
        var line: Int
        var code: String
        var expected: [String]
        var description: String { "line \(line): \(code)" }
    }

    static func cases() throws -> [Case] {
        let text = String(decoding: try LexerTestSupport.fixtureBytes("regex_rules.swift"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cases: [Case] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("// expect: ") && index + 1 < lines.count {
            let expectation = line.dropFirst("// expect: ".count)
            let expected = expectation == "none" ? [] : expectation.components(separatedBy: " | ")
            cases.append(Case(line: index + 2, code: lines[index + 1], expected: expected))
        }
        return cases
    }

    @Test func theFixtureHasACaseForEveryRule() throws {
        #expect(try Self.cases().count >= 30)
    }

    @Test(arguments: try cases())
    func regexLiteralsAreThoseSwiftsLexerFinds(_ example: Case) {
        let found = LexerTestSupport.lexemes(example.code).filter { $0.kind == .regexLiteral }.map(\.text)
        #expect(found == example.expected)
    }

    @Test func scopeWithCasePathsIsTwoPrefixOperators() {
        let lexemes = LexerTestSupport.significant("Scope(state: /State.child, action: /Action.child) {}")
        #expect(lexemes.filter { $0.kind == .operator }.map(\.text) == ["/", "/"])
        #expect(
            lexemes.filter { $0.kind == .identifier }.map(\.text) == [
                "Scope", "state", "State", "child", "action", "Action", "child"
            ])
    }

    @Test func anOperatorBeforeTheRegexIsItsOwnToken() {
        #expect(
            LexerTestSupport.significant("x = !/a/").suffix(2) == [Lexeme(.operator, "!"), Lexeme(.regexLiteral, "/a/")]
        )
    }

    @Test func aRegexThatMustBeOneButIsUnterminatedIsReported() {
        #expect(LexerTestSupport.diagnostics("return / a") == [LexerDiagnostic(kind: .unterminatedRegex, offset: 7)])
        #expect(LexerTestSupport.diagnostics("f(/ a)").isEmpty)
    }
}
