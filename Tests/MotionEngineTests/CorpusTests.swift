import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import SwiftLexing

/// The lexer over real-world Swift: every `.swift` and `.swiftinterface` file the toolchain ships
/// (module interfaces of the standard library, Foundation and the rest, written by the compiler,
/// so all valid). Each must round-trip and lex without a diagnostic.
///
/// The toolchain is looked for under `$PIECES_CORPUS_ROOT`, else `/opt/swift`, else the folder two
/// levels above the `swift` found on `PATH`; without one the test is skipped, saying so.
@Suite("lexer over the toolchain's Swift files")
struct CorpusTests {
    static let extensions: Set<String> = ["swift", "swiftinterface"]

    static let root: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["PIECES_CORPUS_ROOT"], "/opt/swift"].compactMap { $0 }
        for folder in (environment["PATH"] ?? "").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(folder)/swift") {
            candidates.append(
                URL(fileURLWithPath: "\(folder)/swift").resolvingSymlinksInPath().deletingLastPathComponent()
                    .deletingLastPathComponent().path)
        }
        return candidates.map { URL(fileURLWithPath: $0) }.first { !files(under: $0).isEmpty }
    }()

    static func files(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }.sorted {
            $0.path < $1.path
        }
    }

    @Test func everyToolchainFileRoundTripsAndLexesCleanly() throws {
        guard let root = Self.root else {
            try Test.cancel("no Swift toolchain with .swift or .swiftinterface files found (set PIECES_CORPUS_ROOT)")
        }
        let files = Self.files(under: root)
        var bytesLexed = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            bytesLexed += bytes.count
            let result = Lexer.lex(bytes)
            let relative = String(file.path.dropFirst(root.path.count))
            #expect(LexerTestSupport.tilingProblem(result.tokens, bytes) == nil, "\(relative) does not round-trip")
            let source = SourceText(path: relative, bytes: bytes)
            let problems = result.diagnostics.prefix(3).map { diagnostic in
                let location = source.location(of: diagnostic.offset)
                return "\(location.line):\(location.column) \(diagnostic.kind)"
            }
            #expect(
                result.diagnostics.isEmpty, "\(relative): \(result.diagnostics.count) diagnostics, first \(problems)")
        }
        #expect(
            files.count > 10 && bytesLexed > 1_000_000,
            "only \(files.count) files, \(bytesLexed) bytes under \(root.path)")
    }

    // MARK: Regressions found by the SwiftParser differential (Tests/Fuzz/differential.sh)

    /// `struct InlineArray<let count: Int, Element>` (value generics, Swift 6.2): the `let` in the
    /// generic clause declares a parameter, not a file-scope property called `count`.
    @Test func valueGenericParameterIsNotATopLevelDeclaration() {
        let source = SourceText(
            path: "Ring.swift", bytes: Array("private struct PieceRing<let size: Int, Element> {}\n".utf8))
        let scanner = DeclarationScanner(source: source, tokens: Lexer.lex(source).tokens.significant())
        #expect(scanner.declarations.map(\.name.description) == ["PieceRing"])
    }

    /// What the bug above costs: a section declaring such a type "provides" `size`, so every piece
    /// that names anything `size` pulls the section in.
    @Test func valueGenericParameterPullsNoSectionIntoAPiece() {
        let foundation = """
            // version: 1.0.0
            import SwiftUI

            // pieces-motion-section: core
            private struct PieceMotion {}

            // pieces-motion-section: ring
            private struct PieceRing<let size: Int> {}

            """
        let foundations = FoundationSet(files: [("foundation/Motion.swift", Array(foundation.utf8))])
        let piece = "import SwiftUI\nlet size = 3\nlet doubled = size * 2\n"
        let analysis = PieceAnalysis(
            path: "Piece.swift", bytes: Array(piece.utf8), foundations: foundations, cache: BlockCache())
        #expect(analysis.needed.map { foundations.sections[$0].name } == [])
    }

    /// `_$observationRegistrar` (Observation's macro-generated names in its interface): Swift
    /// accepts `$` after an identifier's first character, and `swiftc -parse` takes `_$a` as one name.
    @Test func dollarInsideAnIdentifierContinuesIt() {
        let tokens = LexerTestSupport.significant("let _$a = 1")
        #expect(tokens.map(\.text) == ["let", "_$a", "=", "1"])
    }
}
