import Foundation
import PiecesDiagnostics
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import SwiftLexing

/// The `// pieces:` header: the YAML subset, positions and every error.
@Suite("Catalog: piece headers")
struct CatalogHeaderTests {
    static func parse(_ fixture: String) throws -> (header: PieceHeader?, errors: [PieceHeaderFinding]) {
        let bytes = Array(try Data(contentsOf: FixturePaths.fixture("catalog/headers/\(fixture)")))
        return PieceHeader.parse(SourceText(path: fixture, bytes: bytes))
    }

    @Test func readsQuotingEscapesListsWithCRLFAndAByteOrderMark() throws {
        let (header, errors) = try Self.parse("crlf-bom.swift")
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let read = try #require(header)
        #expect(read.prefix == "pieces")
        #expect(read.title == "Quoted \"Title\"")
        #expect(read.description == "It's: a description, with commas")
        #expect(read.minIOS == "17")
        #expect(read.version == "1.2.3-beta.1")
        #expect(read.tags == ["a, b", "c", "plain words", "é"])
        #expect(read.resources == [])
        #expect(read.author == "Ada Lovelace")
        #expect(read.level == nil)
        #expect(read.locations[.tags] == SourceLocation(line: 7, column: 10))
    }

    @Test func readsTheUpstreamPrefixAndMinIOSVersion() throws {
        let (header, errors) = try Self.parse("upstream.swift")
        #expect(errors.isEmpty)
        #expect(header?.prefix == "swiftpieces")
        #expect(header?.minIOS == "17.0")
        #expect(header?.title == "Tap Button")
    }

    @Test func theHeaderEndsWhereCodeStarts() throws {
        let (header, errors) = try Self.parse("ends-at-code.swift")
        #expect(errors.isEmpty, "a '// level: expert' after the import is not part of the header")
        #expect(header?.level == nil)
        #expect(header?.version == "1.0.0")
    }

    /// A lone `\r` ends a line for Swift and for every other diagnostic, so it ends a header line
    /// too, and the header's positions agree with the file's `SourceLocation`s.
    @Test func aLoneCarriageReturnEndsAHeaderLine() throws {
        let (header, errors) = try Self.parse("carriage-returns.swift")
        let read = try #require(header)
        #expect(read.title == "Old Mac")
        #expect(read.minIOS == "17.0")
        #expect(errors.count == 1)
        guard case .invalidValue(_, "version", "one")? = errors.first else {
            Issue.record("expected only the invalid version 'one', got \(errors.map(\.message))")
            return
        }
        let bytes = Array(try Data(contentsOf: FixturePaths.fixture("catalog/headers/carriage-returns.swift")))
        let source = SourceText(path: "carriage-returns.swift", bytes: bytes)
        let value = try #require(bytes.firstRange(of: Array("version: one".utf8))).lowerBound + 9
        let position = try #require(errors.first).position
        #expect(SourceLocation(line: position.line, column: position.column) == source.location(of: value))
    }

    @Test func malformedValuesAreReportedAtTheOffendingCharacter() throws {
        let (_, errors) = try Self.parse("malformed-values.swift")
        let found = errors.map { "\($0.position.line):\($0.position.column) \($0.message)" }
        #expect(
            found == [
                "7:14 header key 'tags': lists inside lists are not supported",
                "8:19 header key 'license': text after the closing quote",
                "9:12 header key 'author': '{…}' mappings are not supported",
                "10:22 header key 'dependencies': an empty item in the list",
                "11:19 header key 'resources': text after the list's closing ']'"
            ])
    }

    @Test(arguments: [
        ("plain words ", HeaderValue.scalar("plain words")),
        ("\"a \\\\ b \\n\"", .scalar("a \\ b \n")),
        ("'single ''quoted'''", .scalar("single 'quoted'")),
        ("[]", .list([])),
        ("[ a ,b,  'c, d' ]", .list(["a", "b", "c, d"])),
        ("[\"x]\", y]", .list(["x]", "y"])),
        ("17.0", .scalar("17.0")),
        ("a: b", .scalar("a: b"))
    ])
    func parsesValues(text: String, expected: HeaderValue) throws {
        #expect(try HeaderValue.parse(Substring(text)) == expected)
    }

    @Test(arguments: [
        ("\"open", HeaderValue.SyntaxError.unterminatedQuote(offset: 0)),
        ("[a, 'b", .unterminatedQuote(offset: 4)),
        ("[a, b", .unclosedList(offset: 0)),
        ("[a,]", .emptyListItem(offset: 3)),
        ("[a] b", .textAfterList(offset: 4)),
        ("[\"a\" b]", .textAfterQuote(offset: 5)),
        ("{a: 1}", .flowMapping(offset: 0))
    ])
    func rejectsMalformedValues(text: String, expected: HeaderValue.SyntaxError) {
        #expect(throws: expected) { try HeaderValue.parse(Substring(text)) }
    }

    @Test func aFileWithoutHeaderHasNone() {
        let (header, errors) = PieceHeader.parse(SourceText(path: "x.swift", bytes: Array("import SwiftUI\n".utf8)))
        #expect(header == nil)
        #expect(errors == [.missingHeader(SourcePosition(file: "x.swift", line: 1))])
    }

    @Test func unknownKeysSuggestTheNearestKnownOne() {
        let text = "// pieces:\n// titel: A\n// descripton: B\n// colour: C\n\n"
        let (_, errors) = PieceHeader.parse(SourceText(path: "x.swift", bytes: Array(text.utf8)))
        let unknown = errors.compactMap { error -> String? in
            if case .unknownKey(_, let key, let suggestion) = error { return "\(key)→\(suggestion ?? "-")" }
            return nil
        }
        #expect(unknown == ["titel→title", "descripton→description", "colour→-"])
        #expect(errors.filter { if case .missingKey = $0 { true } else { false } }.count == 5)
    }
}
