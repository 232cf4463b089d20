import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// Adding a key to an app's Info.plist and taking it back without touching any other byte.
@Suite struct XMLPropertyListTests {
    static func infoPlist() throws -> [UInt8] {
        Array(try Data(contentsOf: FixturePaths.fixture("projects/PackagedApp/Packaged/Info.plist")))
    }

    @Test func theTopLevelKeysAreReadWithTheirValues() throws {
        let plist = try XMLPropertyList(bytes: try Self.infoPlist())
        #expect(plist.entries.map(\.key).first == "CFBundleDevelopmentRegion")
        #expect(plist.entries.map(\.key).last == "UILaunchScreen")
        #expect(plist.entry("CFBundleInfoDictionaryVersion")?.string == "6.0")
        #expect(plist.entry("UIApplicationSceneManifest")?.kind == "dict")
        // A key inside a nested dictionary is not a top-level key.
        #expect(plist.entry("UIApplicationSupportsMultipleScenes") == nil)
    }

    @Test func aKeyGoesInItsAlphabeticalPlaceAndComesBackOut() throws {
        let bytes = try Self.infoPlist()
        let plist = try XMLPropertyList(bytes: bytes)
        let added = plist.adding(key: "NSMotionUsageDescription", string: "Tilt <to> steer & glow")
        let text = String(decoding: added, as: UTF8.self)
        #expect(
            text.contains(
                """
                \t<string>$(CURRENT_PROJECT_VERSION)</string>
                \t<key>NSMotionUsageDescription</key>
                \t<string>Tilt &lt;to&gt; steer &amp; glow</string>
                \t<key>UIApplicationSceneManifest</key>
                """), "\(text)")
        let reread = try XMLPropertyList(bytes: added)
        #expect(reread.entry("NSMotionUsageDescription")?.string == "Tilt <to> steer & glow")
        #expect(reread.removing(key: "NSMotionUsageDescription", string: "changed") == nil)
        #expect(reread.removing(key: "NSMotionUsageDescription", string: "Tilt <to> steer & glow") == bytes)
    }

    @Test func aFileWithWindowsLineEndingsKeepsThem() throws {
        let bytes = Array(
            String(decoding: try Self.infoPlist(), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let plist = try XMLPropertyList(bytes: bytes)
        let added = plist.adding(key: "ZKey", string: "z")
        #expect(String(decoding: added, as: UTF8.self).contains("\t<key>ZKey</key>\r\n\t<string>z</string>\r\n</dict>"))
        #expect(try XMLPropertyList(bytes: added).removing(key: "ZKey", string: "z") == bytes)
    }

    @Test func whatIsNotAnEditableXMLDictionaryIsRefused() {
        for (bytes, reason) in [
            (Array("bplist00\u{0}".utf8), XMLPropertyList.binaryReason),
            (
                Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n".utf8),
                XMLPropertyList.notXMLReason
            ),
            (Array("<plist version=\"1.0\">\n<dict/>\n</plist>\n".utf8), XMLPropertyList.emptyReason),
            (Array("<plist><dict><key>A</key><string>x</dict></plist>".utf8), XMLPropertyList.malformedReason)
        ] {
            #expect(throws: XMLPropertyList.ReadError(reason: reason)) { try XMLPropertyList(bytes: bytes) }
        }
    }
}
