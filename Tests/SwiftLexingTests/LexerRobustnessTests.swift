import PiecesTestSupport
import Testing

@testable import SwiftLexing

/// Deep nesting, random bytes and malformed input: never a crash, a hang or a lost byte.
@Suite struct LexerRobustnessTests {
    private typealias Support = LexerTestSupport
    private let depth = 10_000

    private func lexCleanly(_ source: String) -> LexResult {
        let bytes = Array(source.utf8)
        let result = Lexer.lex(bytes)
        #expect(Support.tilingProblem(result.tokens, bytes) == nil)
        return result
    }

    @Test func deeplyNestedParenthesesAndBraces() {
        let source = String(repeating: "({[", count: depth) + "x" + String(repeating: "]})", count: depth)
        let result = lexCleanly(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens.count == depth * 6 + 1)
        #expect(result.tokens.filter { $0.kind == .rightParen }.count == depth)
    }

    @Test func deeplyNestedInterpolations() {
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let result = lexCleanly(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens.filter { $0.kind == .interpolationStart }.count == depth)
        #expect(result.tokens.filter { $0.kind == .interpolationEnd }.count == depth)
        #expect(result.tokens.filter { $0.kind == .stringQuote }.count == depth * 2)
        #expect(result.tokens.last?.kind == .stringQuote)
    }

    @Test func deeplyNestedUnterminatedInterpolationsReportOnce() {
        let source = String(repeating: "\"\"\"\n\\(", count: depth)
        let result = lexCleanly(source)
        #expect(result.diagnostics == [LexerDiagnostic(kind: .unterminatedString, offset: 0)])
    }

    @Test func deeplyNestedBlockComments() {
        let source = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x"
        let result = lexCleanly(source)
        #expect(result.tokens.map(\.kind) == [.blockComment, .identifier])
    }

    @Test func randomBytesNeverBreakTheLexer() {
        var generator = Support.SeededGenerator(seed: 0x5EED_1E8E)
        // Half fully random bytes, half bytes that drive the lexer's modes hard.
        let interesting = Array("\"\\()#/*`@$'{}[].\n\r 0x1e_p-?!<>=aZ\u{E9}".utf8) + [0xFF, 0xC3, 0xED, 0x00]
        for round in 0..<3_000 {
            let length = Int.random(in: 0...200, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                round.isMultiple(of: 2)
                    ? UInt8.random(in: 0...255, using: &generator)
                    : interesting.randomElement(using: &generator)!
            }
            let result = Lexer.lex(bytes)
            let problem = Support.tilingProblem(result.tokens, bytes)
            #expect(problem == nil, "round \(round): \(problem ?? "") for \(bytes)")
            #expect(result.diagnostics.allSatisfy { (0...bytes.count).contains($0.offset) }, "round \(round)")
            if problem != nil { return }
        }
    }

    @Test func everyTruncationOfAFixtureRoundTrips() throws {
        let bytes = try Support.fixtureBytes("interpolation.swift") + Support.fixtureBytes("regex.swift")
        for end in 0...bytes.count {
            let prefix = Array(bytes[..<end])
            let problem = Support.tilingProblem(Lexer.lex(prefix).tokens, prefix)
            #expect(problem == nil, "prefix of \(end) bytes: \(problem ?? "")")
            if problem != nil { return }
        }
    }

    @Test func invalidUTF8InCodeIsOneUnknownTokenPerRun() {
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0x80, 0xC0] + Array(" b".utf8)
        let result = Lexer.lex(bytes)
        #expect(result.tokens.map(\.kind) == [.identifier, .whitespace, .unknown, .whitespace, .identifier])
        #expect(result.tokens[2].range == 2..<5)
        #expect(result.diagnostics == [LexerDiagnostic(kind: .invalidUTF8, offset: 2)])
    }

    @Test func truncatedMultibyteCharacterAtEndOfFile() {
        let bytes: [UInt8] = Array("x = caf".utf8) + [0xC3]
        let result = Lexer.lex(bytes)
        #expect(result.tokens.last?.kind == .unknown)
        #expect(result.diagnostics.map(\.kind) == [.invalidUTF8])
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        for sequence: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let result = Lexer.lex(sequence)
            #expect(result.tokens.map(\.kind) == [.unknown], "\(sequence)")
            #expect(result.diagnostics.map(\.kind) == [.invalidUTF8], "\(sequence)")
        }
        #expect(Lexer.lex([0xF0, 0x9F, 0x98, 0x80]).tokens.map(\.kind) == [.identifier])
    }

    @Test func nulAndControlCharactersAreUnknown() {
        // A run of them is one token and one diagnostic.
        let result = Lexer.lex([0x61, 0x00, 0x1B, 0x62, 0x27, 0x63])
        #expect(result.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .unknown, .identifier])
        #expect(result.tokens.map(\.length) == [1, 2, 1, 1, 1])
        #expect(result.diagnostics.map(\.kind) == [.unexpectedCharacter, .unexpectedCharacter])
    }
}
