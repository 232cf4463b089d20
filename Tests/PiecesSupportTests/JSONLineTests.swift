import Foundation
import Testing

@testable import PiecesSupport

/// The lines diagnostics give for JSON problems, on every platform's wording of the error.
@Suite("JSON lines")
struct JSONLineTests {
    static let bytes = Array("{\n  \"path\": \"Pieces\",\n  \"lint\": {,}\n}\n".utf8)

    @Test func aKeyIsFoundByItsQuotedName() {
        #expect(JSONLine.of(key: "lint", in: Self.bytes) == 3)
        #expect(JSONLine.of(key: "path", in: Self.bytes) == 2)
        #expect(JSONLine.of(key: "absent", in: Self.bytes) == 1)
    }

    @Test func thisPlatformsParseErrorPointsAtTheBadLine() {
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(Self.bytes)) }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(Self.bytes))
        } catch {
            #expect(JSONLine.of(error: error, in: Self.bytes) == 3)
        }
    }

    @Test(arguments: [
        ("Invalid value around character 33.", 3), ("Badly formed object around line 3, column 12.", 3),
        ("Something else.", 1), ("Invalid value around character 9999.", 1)
    ])
    func eachWordingOfTheErrorGivesItsLine(description: String, line: Int) {
        let error = NSError(domain: NSCocoaErrorDomain, code: 3840, userInfo: [NSDebugDescriptionErrorKey: description])
        #expect(JSONLine.of(error: error, in: Self.bytes) == line)
    }

    @Test func aByteIndexWins() {
        let error = NSError(domain: NSCocoaErrorDomain, code: 3840, userInfo: ["NSJSONSerializationErrorIndex": 24])
        #expect(JSONLine.of(error: error, in: Self.bytes) == 3)
    }
}
