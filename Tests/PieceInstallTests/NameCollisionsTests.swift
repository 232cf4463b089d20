import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import ProjectFormats

/// "Pieces never collide with app code": a piece file whose name the target already compiles, a
/// file-scope declaration of the piece's type name (found by the lexer, so comments, strings, nested
/// types and extensions do not count), and a file beside the destination differing only in case.
@Suite("name collisions")
struct NameCollisionsTests {
    static let pieceFile = "Sources/App/Pieces/ElasticButton.swift"

    static func incoming(_ folder: TemporaryFolder, type: String = "ElasticButton") -> [NameCollisions.Incoming] {
        [NameCollisions.Incoming(typeName: type, destinations: [folder.path(Self.pieceFile)])]
    }

    static func first(in folder: TemporaryFolder) -> InstallError? {
        NameCollisions.first(incoming(folder), sources: .folder(folder.path("Sources/App")), target: "App")
    }

    /// A package target's folder holding `files` (relative to it) besides a view of its own.
    static func target(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("struct ContentView {}\n", to: "Sources/App/ContentView.swift")
        for (path, text) in files { try folder.write(text, to: "Sources/App/" + path) }
        return folder
    }

    @Test func aFileOfTheSameNameTheTargetCompilesCollides() throws {
        let folder = try Self.target(["Buttons/ElasticButton.swift": "// an empty file of the same name\n"])
        #expect(
            Self.first(in: folder)
                == .targetFileCollision(
                    file: folder.path(Self.pieceFile), existing: folder.path("Sources/App/Buttons/ElasticButton.swift"),
                    target: "App"))
    }

    @Test func theFileAtThePiecesOwnDestinationIsThePieceItself() throws {
        let folder = try Self.target(["Pieces/ElasticButton.swift": "public struct ElasticButton {}\n"])
        #expect(Self.first(in: folder) == nil, "a second add of the same piece")
    }

    @Test(arguments: [
        "import SwiftUI\n\n1️⃣struct ElasticButton: View {\n    var body: some View { EmptyView() }\n}\n",
        "final class 1️⃣ElasticButton {}\n", "@MainActor\n1️⃣public enum ElasticButton {}\n",
        "actor 1️⃣ElasticButton {}\n", "protocol 1️⃣ElasticButton {}\n", "typealias 1️⃣ElasticButton = Int\n",
        "func 1️⃣ElasticButton() -> Int { 1 }\n", "let 1️⃣ElasticButton = 1\n",
        "// ElasticButton\n/* ElasticButton */\nprivate var\n    1️⃣ElasticButton = 2\n"
    ])
    func aFileScopeDeclarationOfTheTypesNameCollidesAtItsLine(text: String) throws {
        let marked = MarkedText(text)
        let folder = try Self.target(["Legacy/Old.swift": marked.text])
        #expect(
            Self.first(in: folder)
                == .typeNameCollision(
                    type: "ElasticButton", file: folder.path(Self.pieceFile),
                    existing: folder.path("Sources/App/Legacy/Old.swift"), line: marked.location("1️⃣").line,
                    target: "App"))
    }

    @Test(arguments: [
        "// ElasticButton lives here for now.\nstruct Legacy {}\n",
        "let title = \"ElasticButton\"\nlet multi = \"\"\"\n    struct ElasticButton {}\n    \"\"\"\n",
        "enum Legacy {\n    struct ElasticButton {}\n}\n", "extension ElasticButton {\n    static let x = 1\n}\n",
        "struct ElasticButtonStyle {}\nstruct MyElasticButton {}\n", "struct elasticButton {}\n",
        "func make() {\n    struct ElasticButton {}\n}\n"
    ])
    func theNameAnywhereElseIsNoCollision(text: String) throws {
        let folder = try Self.target(["Legacy/Old.swift": text])
        #expect(Self.first(in: folder) == nil)
    }

    @Test func aFileTheTargetDoesNotCompileIsNoCollision() throws {
        let folder = try Self.target(["Notes/ElasticButton.md": "struct ElasticButton {}\n"])
        try folder.write("struct ElasticButton {}\n", to: "Sources/Other/ElasticButton.swift")
        #expect(Self.first(in: folder) == nil)
        let listed = [folder.path("Sources/App/ContentView.swift")]
        try folder.write("struct ElasticButton {}\n", to: "Sources/App/Unlisted.swift")
        #expect(NameCollisions.first(Self.incoming(folder), sources: .files(listed), target: "App") == nil)
        #expect(
            NameCollisions.first(
                Self.incoming(folder), sources: .files(listed + [folder.path("Sources/App/Unlisted.swift")]),
                target: "App") != nil)
    }

    @Test func aFileNameCollisionIsFoundBeforeATypeOne() throws {
        let folder = try Self.target([
            "A/Declares.swift": "struct ElasticButton {}\n", "Z/ElasticButton.swift": "// same name\n"
        ])
        guard case .targetFileCollision = Self.first(in: folder) else {
            Issue.record(
                "the file name collision was not the one reported: \(String(describing: Self.first(in: folder)))")
            return
        }
    }

    @Test func eachIncomingPieceIsChecked() throws {
        let folder = try Self.target(["Legacy/Old.swift": "struct LikeCounter {}\n"])
        let pieces =
            Self.incoming(folder) + [
                NameCollisions.Incoming(
                    typeName: "LikeCounter", destinations: [folder.path("Sources/App/Pieces/LikeCounter.swift")])
            ]
        let collision = NameCollisions.first(pieces, sources: .folder(folder.path("Sources/App")), target: "App")
        #expect(
            collision
                == .typeNameCollision(
                    type: "LikeCounter", file: folder.path("Sources/App/Pieces/LikeCounter.swift"),
                    existing: folder.path("Sources/App/Legacy/Old.swift"), line: 1, target: "App"))
    }

    @Test func aNameDifferingOnlyInCaseBesideTheDestinationCollides() throws {
        let folder = try Self.target(["Pieces/elasticbutton.swift": "// APFS takes it for the same file\n"])
        #expect(
            NameCollisions.caseTwin(Self.incoming(folder))
                == .caseCollision(
                    file: folder.path(Self.pieceFile), existing: folder.path("Sources/App/Pieces/elasticbutton.swift")))
        let elsewhere = try Self.target(["Other/elasticbutton.swift": "", "Pieces/ElasticButton.swift": ""])
        #expect(NameCollisions.caseTwin(Self.incoming(elsewhere)) == nil, "another folder, or the file itself")
        let noFolder = try TemporaryFolder()
        #expect(NameCollisions.caseTwin(Self.incoming(noFolder)) == nil, "the destination folder does not exist yet")
    }

    /// In an Xcode target the sources are its Sources phase and synchronized folders: `MapScreen`'s
    /// doc comment and `PinList`'s string literal name the type and do not count; the watch app's
    /// file is another target's.
    @Test func anXcodeTargetsSourcesAreReadFromItsProject() throws {
        let folder = try TemporaryFolder(copying: "projects/MultiPlatformApp")
        let marked = MarkedText(
            """
            import SwiftUI

            // ElasticButton lives here for now.
            struct Legacy {}

            public struct 1️⃣ElasticButton: View {
                var body: some View { EmptyView() }
            }

            """)
        try folder.write(marked.text, to: "Features/Legacy/Legacy.swift")
        let sources = NameCollisions.Sources.project(
            try XcodeProject.open(folder.path("MultiPlatformApp.xcodeproj")), target: "Atlas")
        let incoming = [
            NameCollisions.Incoming(
                typeName: "ElasticButton", destinations: [folder.path("Features/Pieces/ElasticButton.swift")])
        ]
        #expect(
            NameCollisions.first(incoming, sources: sources, target: "Atlas")
                == .typeNameCollision(
                    type: "ElasticButton", file: folder.path("Features/Pieces/ElasticButton.swift"),
                    existing: folder.path("Features/Legacy/Legacy.swift"), line: marked.location("1️⃣").line,
                    target: "Atlas"))
        try FileManager.default.removeItem(atPath: folder.path("Features/Legacy/Legacy.swift"))
        #expect(NameCollisions.first(incoming, sources: sources, target: "Atlas") == nil)
        try folder.write("enum Legacy {\n    struct ElasticButton {}\n}\n", to: "Features/Legacy/Nested.swift")
        #expect(NameCollisions.first(incoming, sources: sources, target: "Atlas") == nil)
        try folder.write("struct ElasticButton {}\n", to: "WatchApp/ElasticButton.swift")
        #expect(NameCollisions.first(incoming, sources: sources, target: "Atlas") == nil)
    }

    @Test(arguments: [
        ("ab", "", false), ("", "a", false), ("ab", "abc", false), ("abc", "abc", true), ("xxabc", "abc", true),
        ("abcxx", "abc", true), ("aaab", "aab", true), ("abab", "ba", true), ("ab\nc", "b\nc", true),
        ("abd abx", "abc", false)
    ])
    func theByteSearchFindsANeedleAnywhere(haystack: String, needle: String, found: Bool) {
        #expect(NameCollisions.contains(Array(haystack.utf8), Array(needle.utf8)) == found)
    }
}
