import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import SwiftLexing

/// What the declaration scanner records at file scope, on fixtures of shapes real code has.
@Suite struct DeclarationScannerFixtureTests {
    static func topLevelNames(_ fixture: String) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: FixturePaths.fixture(fixture)))
        let source = SourceText(path: fixture, bytes: bytes)
        let scanner = DeclarationScanner(source: source, tokens: Lexer.lex(bytes).tokens.significant())
        return scanner.declarations.filter(\.isTopLevel).map { source.text($0.nameToken) }
    }

    /// `import class Foundation.Bundle` and its kin name a module and a symbol but declare
    /// neither; `if let line = …` at the top of a main.swift binds a condition, not a global.
    @Test func scopedImportsAndTopLevelConditionsDeclareNothing() throws {
        #expect(
            try Self.topLevelNames("declarations/scoped_imports.swift") == [
                "Declared", "declaredConstant", "declaredFunction"
            ])
    }

    /// The renderer makes every file-scope declaration private: an import is none.
    @Test func scopedImportsGetNoAccessSite() throws {
        let bytes = Array("import class Foundation.Bundle\nstruct S {}\n".utf8)
        let scanner = DeclarationScanner(
            source: SourceText(path: "t.swift", bytes: bytes), tokens: Lexer.lex(bytes).tokens.significant())
        #expect(scanner.accessSites.map(\.offset) == [31])
    }
}

extension DeclarationScannerFixtureTests {
    /// An initializer ending in an optional chain (`.first?.appendingPathComponent("v")`) ends the
    /// declaration at its line's end: the `?` is the chain's, not a ternary's waiting for its `:`, so
    /// the declarations after it are still found.
    @Test func anOptionalChainEndsTheInitializer() throws {
        #expect(
            try Self.topLevelNames("declarations/optional_chain_initializer.swift") == [
                "cacheFolder", "AfterTheChain", "plain"
            ])
    }
}
