import Testing

@testable import PiecesSupport

/// The lines diagnostics give for JSON problems: where a key is, and where the strict parser stops.
@Suite("JSON lines")
struct JSONLineTests {
    static let bytes = Array("{\n  \"path\": \"Pieces\",\n  \"lint\": {,}\n}\n".utf8)

    @Test func aKeyIsFoundByItsQuotedName() {
        #expect(JSONLine.of(key: "lint", in: Self.bytes) == 3)
        #expect(JSONLine.of(key: "path", in: Self.bytes) == 2)
        #expect(JSONLine.of(key: "absent", in: Self.bytes) == 1)
    }

    @Test func aSyntaxErrorIsOnTheLineTheParserStopsAt() {
        #expect(JSONLine.ofSyntaxError(in: Self.bytes) == 3)
    }

    @Test(arguments: [
        ("{\"a\": 1}", 1), ("{\n\"a\": 1,\n}\n", 3), ("[1,\n2\n3]", 3), ("{}\n\n  x", 3), ("{\n\"a\": \"b", 2),
        ("\n\n", 3), ("{\"a\": 1}\n", 1)
    ])
    func eachKindOfMistakeGivesItsLine(text: String, line: Int) {
        #expect(JSONLine.ofSyntaxError(in: Array(text.utf8)) == line)
    }

    @Test func theFailureOffsetIsNilOnlyForOneWholeValue() {
        #expect(JSONParser.failureOffset(in: Array("[1, 2]".utf8)) == nil)
        #expect(JSONParser.failureOffset(in: Array("[1, 2] [".utf8)) == 7)
        #expect(JSONParser.failureOffset(in: Array("[1, }".utf8)) == 4)
        #expect(JSONParser.failureOffset(in: []) == 0)
    }
}
