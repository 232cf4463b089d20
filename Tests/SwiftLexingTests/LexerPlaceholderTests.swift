import Foundation
import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// Editor placeholders `<#…#>` (`Fixtures/lexer/placeholders.swift`): one identifier each, as
/// Swift's lexer makes them, with an `editorPlaceholder` diagnostic.
@Suite struct LexerPlaceholderTests {
    @Test func placeholdersAreOneIdentifierEach() throws {
        let bytes = try LexerTestSupport.fixtureBytes("placeholders.swift")
        let source = SourceText(path: "placeholders.swift", bytes: bytes)
        let result = Lexer.lex(bytes)
        let placeholders = result.tokens.filter { source.text($0).hasPrefix("<#") }
        #expect(
            placeholders.map { source.text($0) } == [
                "<#title#>", "<#first#>", "<#second: Int#>", "<#rhs#>", "<#a#>", "<#b#>", "<#d#>"
            ])
        #expect(placeholders.allSatisfy { $0.kind == .identifier })
        #expect(
            result.diagnostics.filter { $0.kind == .editorPlaceholder }.map(\.offset)
                == placeholders.map { Int($0.start) })
    }

    @Test func anOperatorRunStopsBeforeAPlaceholder() {
        #expect(
            LexerTestSupport.significant("x=+<#rhs#>") == [
                Lexeme(.identifier, "x"), Lexeme(.operator, "=+"), Lexeme(.identifier, "<#rhs#>")
            ])
        #expect(LexerTestSupport.significant("<#a#>+<#b#>").map(\.text) == ["<#a#>", "+", "<#b#>"])
    }

    @Test func withoutItsEndOnTheLineItIsAnOperator() {
        #expect(
            LexerTestSupport.significant("a <#b\n#>").prefix(3) == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "<"), Lexeme(.poundDirective, "#b")
            ])
        #expect(LexerTestSupport.diagnostics("a <#b").isEmpty)
    }

    @Test func theDiagnosticSaysWhatToDo() {
        #expect(LexerTestSupport.diagnostics("f(<#x#>)") == [LexerDiagnostic(kind: .editorPlaceholder, offset: 2)])
        #expect(LexerDiagnostic.editorPlaceholderMessage.contains("editor placeholder left in the source"))
    }
}
