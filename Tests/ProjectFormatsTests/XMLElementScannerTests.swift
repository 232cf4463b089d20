import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// The workspace file's XML, read without FoundationXML: elements and attributes as Xcode writes them,
/// and a line-numbered refusal of everything a damaged or hostile file can hold.
struct XMLElementScannerTests {
    @Test func elementsAndAttributesComeInDocumentOrder() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- written by Xcode -->
            <Workspace
               version = "1.0">
               <Group location = "group:Apps" name = 'A &amp; B'>
                  <FileRef location = "group:App/App.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "container:Caf&#xE9;/Core.xcodeproj"/>
            </Workspace>
            """
        let events = try XMLElementScanner.events(in: Array(text.utf8))
        #expect(
            events == [
                .start(name: "Workspace", attributes: ["version": "1.0"]),
                .start(name: "Group", attributes: ["location": "group:Apps", "name": "A & B"]),
                .start(name: "FileRef", attributes: ["location": "group:App/App.xcodeproj"]),
                .end(name: "FileRef"), .end(name: "Group"),
                .start(name: "FileRef", attributes: ["location": "container:Caf\u{E9}/Core.xcodeproj"]),
                .end(name: "FileRef"), .end(name: "Workspace")
            ])
    }

    /// `1️⃣` marks what is damaged; the error names its line.
    @Test(arguments: [
        ("<Workspace>\n<Group>\n1️⃣</Workspace>", XMLElementScanner.unbalancedReason),
        ("<Workspace>\n1️⃣<FileRef location = \"x\">", XMLElementScanner.unclosedReason),
        ("<Workspace>\n\n<FileRef location = 1️⃣\"x", XMLElementScanner.unterminatedReason),
        ("1️⃣<!DOCTYPE w [<!ENTITY a \"b\">]>\n<Workspace/>", XMLElementScanner.doctypeReason),
        ("<Workspace>\n1️⃣<!-- never closed\n</Workspace>", XMLElementScanner.unterminatedReason),
        ("<Workspace a = \"1️⃣&nope;\"/>", XMLElementScanner.entityReason),
        ("<Workspace a 1️⃣\"1\"/>", XMLElementScanner.malformedTagReason)
    ])
    func damagedDocumentsAreRefusedWithTheirLine(marked: String, reason: String) {
        let marked = MarkedText(marked)
        #expect(throws: XMLElementScanner.SyntaxError(line: marked.location("1️⃣").line, reason: reason)) {
            try XMLElementScanner.events(in: marked.bytes)
        }
    }
}
