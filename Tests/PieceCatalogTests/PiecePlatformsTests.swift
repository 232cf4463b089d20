import Foundation
import PiecesDiagnostics
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import SwiftLexing

/// A piece header's `platforms: [iOS 17.0, macOS 14.0]`: read, checked against `minIOS`, and written
/// to the index only when the header has it.
@Suite("Catalog: piece platforms")
struct PiecePlatformsTests {
    static func header(_ platforms: String?, minIOS: String = "17.0") -> (PieceHeader?, [PieceHeaderFinding]) {
        let marked = MarkedText(headerText(platforms, minIOS: minIOS))
        return PieceHeader.parse(SourceText(path: "P.swift", bytes: marked.bytes))
    }

    /// The header with `platforms`, its value marked `1️⃣`.
    static func headerText(_ platforms: String?, minIOS: String = "17.0") -> String {
        var text = "// pieces:\n// title: A\n// description: B\n// category: c\n// minIOS: \"\(minIOS)\"\n"
        if let platforms { text += "// platforms: 1️⃣\(platforms)\n" }
        return text + "// version: \"1.0.0\"\n\nimport SwiftUI\n"
    }

    /// Where the value of `platforms` starts in the header.
    static let platformsValue = MarkedText(headerText("[]")).location("1️⃣")

    @Test func readsEachPlatformAndItsVersion() throws {
        let (header, errors) = Self.header("[iOS 17.0, macOS 14.0, visionOS 1.0]")
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let platforms = try #require(header?.declaredPlatforms)
        #expect(platforms.description == "iOS 17.0, macOS 14.0, visionOS 1.0")
        #expect(platforms.minimum(for: .macOS) == "14.0")
        #expect(header?.platforms == platforms)
    }

    @Test func withoutTheKeyAPieceIsForIOSFromMinIOS() throws {
        let (header, errors) = Self.header(nil, minIOS: "17.4")
        #expect(errors.isEmpty)
        #expect(header?.declaredPlatforms == nil)
        #expect(header?.platforms == PiecePlatforms(entries: [.init(platform: .iOS, version: "17.4")]))
        #expect(header?.platforms.supports(.macOS) == false)
    }

    @Test func theIOSEntryMustAgreeWithMinIOS() throws {
        #expect(Self.header("[iOS 17, macOS 14.0]").1.isEmpty, "17 and 17.0 are one version")
        let (_, disagree) = Self.header("[iOS 18.0, macOS 14.0]")
        let error = try #require(disagree.first)
        #expect(
            error.position
                == SourcePosition(file: "P.swift", line: Self.platformsValue.line, column: Self.platformsValue.column))
        #expect(error.message == "platforms says iOS 18.0 but minIOS (line 5) says 17.0")
        #expect(error.diagnostic.code == "header-platforms-ios")
        #expect(
            error.diagnostic.fix
                == "write 'iOS 17.0' in platforms, or change minIOS: the two must name the same version")
        let (_, missing) = Self.header("[macOS 14.0]")
        #expect(missing.map(\.message) == ["platforms has no iOS entry, but every piece runs on iOS (minIOS is 17.0)"])
    }

    @Test(arguments: [
        (
            "[iOS]", "platforms item 'iOS' is not '<Platform> <version>'",
            "write each item as a platform and a version, e.g. [iOS 17.0, macOS 14.0]"
        ),
        (
            "[iOS 17.0, tvOS 17.0]", "platforms: 'tvOS' is not a platform pieces knows (iOS, macOS, visionOS)",
            "write it as 'iOS'"
        ),
        (
            "[iOS 17.0, macos 14.0]", "platforms: 'macos' is not a platform pieces knows (iOS, macOS, visionOS)",
            "write it as 'macOS'"
        ),
        ("[iOS 17.0, iOS 17.0]", "platforms lists iOS twice", "keep one entry per platform"),
        ("iOS 17.0", "header key 'platforms' takes a list like [a, b]", "write it as '// platforms: [a, b]'")
    ])
    func badItemsAreErrorsAtTheirLine(value: String, message: String, fix: String) throws {
        let (_, errors) = Self.header(value)
        let error = try #require(errors.first)
        #expect(error.position.line == Self.platformsValue.line)
        #expect(error.message == message)
        #expect(error.diagnostic.fix == fix)
    }

    @Test func theIndexHasPlatformsOnlyForPiecesThatDeclareThem() throws {
        let entry = RegistryIndex.Platform.json(
            RegistryIndex.Platform.list(PiecePlatforms(entries: [.init(platform: .iOS, version: "17.0")])))
        #expect(entry.rendered(.pretty).contains("\"name\": \"iOS\""))
        var piece = RegistryIndex.Piece(
            name: "P", title: "A", description: "B", category: "c", minIOS: "17.0", platforms: nil, version: "1.0.0",
            level: nil, tags: [], license: nil, author: nil, dependencies: [], sections: [], parameters: [], files: [])
        #expect(!piece.json.rendered(.pretty).contains("platforms"))
        piece.platforms = [.init(name: "iOS", version: "17.0"), .init(name: "macOS", version: "14.0")]
        let rendered = piece.json.rendered(.pretty)
        #expect(rendered.contains("\"platforms\": ["))
        #expect(rendered.contains("\"name\": \"macOS\""))
        let decoded = try JSONDecoder().decode(RegistryIndex.Piece.self, from: Data(rendered.utf8))
        #expect(decoded.platforms == piece.platforms)
    }
}
