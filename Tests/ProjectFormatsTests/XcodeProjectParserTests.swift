import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats
@testable import SwiftLexing

@Suite struct XcodeProjectParserTests {
    private func parse(_ text: String) throws -> PlistValue {
        try PlistParser.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> PlistError? {
        do {
            _ = try PlistParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func readsDictionariesArraysAndStringsWithRanges() throws {
        let text = "// !$*UTF8*$!\n{\n\tkey = value; /* c */ list = (a, \"b c\", ); nested = {x = 1;};\n}\n"
        let root = try parse(text)
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.keys == ["key", "list", "nested"])
        #expect(dictionary.string("key") == "value")
        #expect(dictionary["list"]?.strings == ["a", "b c"])
        #expect(dictionary["nested"]?.dictionary?.string("x") == "1")
        let bytes = Array(text.utf8)
        let entry = try #require(dictionary.entry("list"))
        #expect(String(decoding: bytes[entry.range], as: UTF8.self) == "list = (a, \"b c\", );")
        #expect(String(decoding: bytes[entry.value.range], as: UTF8.self) == "(a, \"b c\", )")
        let second = try #require(entry.value.array?[1])
        #expect(String(decoding: bytes[second.range], as: UTF8.self) == "\"b c\"")
        #expect(
            String(decoding: bytes[root.range], as: UTF8.self).hasPrefix("{")
                && bytes[root.range].last == UInt8(ascii: "}"))
    }

    @Test func decodesEscapesAndKeepsBareStringCharacters() throws {
        let root = try parse(#"{ a = "q\"b\\s\nt\tx\U00e9\101"; b = /bin/sh; c = $SRCROOT-x.y:z; d = <0fbd 77>; }"#)
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.string("a") == "q\"b\\s\nt\txéA")
        #expect(dictionary.string("b") == "/bin/sh")
        #expect(dictionary.string("c") == "$SRCROOT-x.y:z")
        let data = try #require(root.dictionary?["d"])
        if case .data(let bytes) = data.content {
            #expect(bytes == [0x0F, 0xBD, 0x77])
        } else {
            Issue.record("not data")
        }
    }

    @Test func skipsLineAndBlockCommentsButNotSlashesInBareStrings() throws {
        let root = try parse("{ // line comment\n path = a/b.swift; /* block\n comment */ tree = \"<group>\"; }")
        #expect(root.dictionary?.string("path") == "a/b.swift")
        #expect(root.dictionary?.string("tree") == "<group>")
    }

    /// The error for `marked`'s text, and the place its marker `1️⃣` stands for.
    private func error(marked: String) -> (PlistError?, SwiftLexing.SourceLocation) {
        let marked = MarkedText(marked)
        return (error(marked.text), marked.location("1️⃣"))
    }

    @Test func reportsAMissingSemicolonWithLineAndColumn() {
        let (failure, at) = error(marked: "{\n\tisa = PBXGroup;\n\tname = Pieces\n\t1️⃣path = Pieces;\n}")
        #expect(failure == .unexpected(.semicolon, found: "'p'", at: at))
        #expect(failure?.description == "expected ';' after value, found 'p' at line 4, column 2")
    }

    @Test func reportsTruncatedInputWithTheUnclosedContainer() {
        let marked = MarkedText("{\n\tobjects = {\n\t\tA = 1️⃣(x, y2️⃣")
        let failure = error(marked.text)
        #expect(
            failure
                == .unexpectedEnd(
                    .commaOrEnd, container: .array, openedAt: marked.location("1️⃣"), at: marked.location("2️⃣")))
        #expect(
            failure?.description
                == """
                expected ',' or ')' after array element, found the end of the file at line 3, column 12; the \
                array opened at line 3, column 7 is never closed
                """
        )
    }

    @Test func reportsUnterminatedStringsAndCommentsWhereTheyOpen() {
        let (string, stringAt) = error(marked: "{ a = 1️⃣\"open;\n}")
        #expect(string == .unterminatedString(openedAt: stringAt))
        let (comment, commentAt) = error(marked: "{ a = b; 1️⃣/* never closed")
        #expect(comment == .unterminatedComment(openedAt: commentAt))
    }

    @Test func reportsInvalidDataAtTheBadCharacter() {
        let (failure, at) = error(marked: "{ a = <0f 1️⃣zz>; }")
        #expect(failure == .invalidData(found: "'z'", at: at))
    }

    @Test func rejectsEmptyInputXMLAndTrailingContent() {
        #expect(error("  // nothing\n") == .emptyInput)
        #expect(error("<?xml version=\"1.0\"?>\n<plist/>") == .xmlPropertyList)
        let (trailing, trailingAt) = error(marked: "{ a = b; } 1️⃣}")
        #expect(trailing == .trailingContent(found: "'}'", at: trailingAt))
        let (unexpected, unexpectedAt) = error(marked: "{ a = b; 1️⃣= }")
        #expect(unexpected == .unexpected(.keyOrEnd, found: "'='", at: unexpectedAt))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(
            error(text)
                == .tooDeep(
                    limit: PlistParser.maximumDepth, at: SourceLocation(line: 1, column: PlistParser.maximumDepth + 1)))
        let allowed =
            String(repeating: "(", count: PlistParser.maximumDepth)
            + String(repeating: ")", count: PlistParser.maximumDepth)
        #expect(error(allowed) == nil)
    }

    @Test func neverCrashesOnArbitraryPrefixesOfAProject() throws {
        let bytes = try Data(
            contentsOf: FixturePaths.fixture("projects/ClassicApp/ClassicApp.xcodeproj/project.pbxproj"))
        let all = Array(bytes)
        var failures = 0
        for length in stride(from: 0, to: all.count, by: 97) {
            if (try? PlistParser.parse(Array(all[..<length]))) == nil { failures += 1 }
        }
        // Every proper prefix is incomplete: the closing brace comes last.
        #expect(failures == (all.count + 96) / 97)
    }

    @Test(arguments: [
        "ClassicApp/ClassicApp.xcodeproj", "SyncApp/SyncApp.xcodeproj", "ConfigApp/ConfigApp.xcodeproj",
        "Workspace/App/App.xcodeproj", "Workspace/Core/Core.xcodeproj",
        "TwoProjects/Phone.xcodeproj", "TwoProjects/Tablet.xcodeproj"
    ])
    func everyFixtureProjectParses(_ relative: String) throws {
        let project = try XcodeProject.open(FixturePaths.fixture("projects/" + relative).path)
        #expect(!project.targets.isEmpty)
        #expect(project.objects.count > 10)
        // Every object entry's recorded range starts with its ID and ends with its semicolon.
        for object in project.objects.values {
            let text = String(decoding: project.bytes[object.entry.range], as: UTF8.self)
            #expect(text.hasPrefix(object.id) && text.hasSuffix("};"))
        }
    }

    @Test func truncatedFixtureNamesWhereItEnds() throws {
        let path = FixturePaths.fixture("projects/Malformed/Truncated.xcodeproj").path
        #expect(
            throws: XcodeProjectError.invalidPropertyList(
                path: path + "/project.pbxproj",
                .unexpectedEnd(
                    .value, container: .dictionary,
                    openedAt: SourceLocation(line: 189, column: 51), at: SourceLocation(line: 191, column: 17)))
        ) {
            try XcodeProject.open(path)
        }
    }

    @Test func notAPlistFixtureFailsAtTheFirstCharacter() throws {
        let path = FixturePaths.fixture("projects/Malformed/NotAPlist.xcodeproj").path
        do {
            _ = try XcodeProject.open(path)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.message
                    == """
                    \(path)/project.pbxproj is not a valid project file: expected a value (a string, '{' or '('), \
                    found '<' at line 1, column 1
                    """
            )
            #expect(error.diagnostic.line == 1 && error.diagnostic.column == 1)
        }
    }

    @Test func mergeConflictMarkersAreReportedWhereTheyStart() throws {
        let path = FixturePaths.fixture("projects/Malformed/Conflicted.xcodeproj").path
        do {
            _ = try XcodeProject.open(path)
            Issue.record("expected an error")
        } catch {
            guard case .invalidPropertyList(_, let failure) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(failure == .unexpected(.keyOrEnd, found: "'<'", at: SourceLocation(line: 123, column: 1)))
        }
    }
}
