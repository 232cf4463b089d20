import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import ProjectFormats

/// A piece's `spmDependencies` and `infoPlist`, served by a registry-item registry on this machine,
/// applied to Xcode projects by `add` (classic and synchronized, with packages already there or
/// not, generated Info.plist or a file) and taken back by `remove`, byte for byte; printed as lines
/// to add for a Swift package and an XcodeGen spec.
@Suite("project requirements")
struct ProjectRequirementsTests {
    static let tiltKit = "https://github.com/example-org/TiltKit"
    static let motionKey = "NSMotionUsageDescription"
    static let motionText = "Cards lean as you tilt the phone."

    static func server() throws -> LoopbackHTTPServer {
        var routes: [String: LoopbackHTTPServer.Route] = [:]
        for name in ["index.json", "TiltCard.json", "TiltBadge.json", "HapticRow.json"] {
            let bytes = Array(try Data(contentsOf: FixturePaths.fixture("registries/requirement-items/r/" + name)))
            routes["/r/" + name] = .ok(bytes)
        }
        return try LoopbackHTTPServer(routes: routes)
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder, server: LoopbackHTTPServer) -> (
        status: Int32, text: String
    ) {
        let output = UpstreamRegistryTests.run(
            arguments + ["--registry", "http://127.0.0.1:\(server.port)/r"], in: folder)
        return (output.status, UpstreamRegistryTests.text(output))
    }

    static func remove(_ names: [String], in folder: TemporaryFolder, _ extra: [String] = []) -> (
        status: Int32, text: String
    ) {
        let output = UpstreamRegistryTests.run(["remove"] + names + extra, in: folder)
        return (output.status, UpstreamRegistryTests.text(output))
    }

    /// PyPI `pbxproj` loads the project and finds (or, `absent`, does not find) `target` linking TiltKit.
    static func expectLinked(_ pbxproj: String, target: String, url: String = tiltKit, absent: Bool = false) {
        guard PythonPbxproj.isAvailable else { return }
        let script = FixturePaths.pbxprojPackagesCheck.path
        let result = PythonPbxproj.run([script, pbxproj, target, "TiltKit", url] + (absent ? ["--absent"] : []))
        #expect(result.status == 0, "\(result.output)")
    }

    static func setting(_ folder: TemporaryFolder, _ project: String, _ target: String) throws -> [String?] {
        let opened = try XcodeProject.open(folder.path(project))
        return opened.configurations(of: target).map {
            opened.resolvedSetting("INFOPLIST_KEY_" + motionKey, target: target, configuration: $0.id)
        }
    }

    @Test func aClassicProjectGetsThePackageAndTheKeyAndGivesThemBack() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let pbxproj = "ClassicApp.xcodeproj/project.pbxproj"
        let original = try folder.bytes(pbxproj)
        let plan = Self.run(["add", "TiltCard", "--target", "ClassicApp", "--dry-run"], in: folder, server: server)
        #expect(plan.status == 0, "\(plan.text)")
        #expect(
            plan.text.contains(
                "the Swift package \(Self.tiltKit) from 2.1.0 (product TiltKit) would be added to target ClassicApp"),
            "\(plan.text)")
        #expect(
            plan.text.contains(
                "the Info.plist key \(Self.motionKey) = \"\(Self.motionText)\" would be added to target ClassicApp "
                    + "(INFOPLIST_KEY_\(Self.motionKey))"), "\(plan.text)")
        #expect(try folder.bytes(pbxproj) == original, "a dry run writes nothing")
        let add = Self.run(["add", "TiltCard", "--target", "ClassicApp"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        #expect(add.text.contains("added to target ClassicApp"), "\(add.text)")
        Self.expectLinked(folder.path(pbxproj), target: "ClassicApp")
        #expect(try Self.setting(folder, "ClassicApp.xcodeproj", "ClassicApp") == [Self.motionText, Self.motionText])
        let entry = try #require(try ItemRegistryTests.lock(folder).pieces.first)
        #expect(entry.packages?.first?.projectEntries?.count == 3, "\(String(describing: entry.packages))")
        #expect(entry.infoPlist?.first?.buildConfigurations?.count == 2)
        let remove = Self.remove(["TiltCard"], in: folder)
        #expect(remove.status == 0, "\(remove.text)")
        #expect(remove.text.contains("removed from target ClassicApp"), "\(remove.text)")
        #expect(try folder.bytes(pbxproj) == original)
    }

    @Test func aSynchronizedProjectIsEditedForThemAloneAndGivesThemBack() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let pbxproj = "SyncApp.xcodeproj/project.pbxproj"
        let original = try folder.bytes(pbxproj)
        let add = Self.run(["add", "TiltCard", "--format", "json"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        #expect(add.text.contains("\"entriesAdded\" : 5") || add.text.contains("\"entriesAdded\": 5"), "\(add.text)")
        #expect(add.text.contains("\"action\": \"add\"") || add.text.contains("\"action\" : \"add\""), "\(add.text)")
        #expect(FileManager.default.fileExists(atPath: folder.path("SyncApp/Pieces/TiltCard.swift")))
        Self.expectLinked(folder.path(pbxproj), target: "SyncApp")
        #expect(try Self.setting(folder, "SyncApp.xcodeproj", "SyncApp") == [Self.motionText, Self.motionText])
        let remove = Self.remove(["TiltCard"], in: folder)
        #expect(remove.status == 0, "\(remove.text)")
        #expect(try folder.bytes(pbxproj) == original)
    }

    @Test func aPackageTheProjectHasAlreadyIsReusedAndStays() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/PackagedApp")
        let pbxproj = "PackagedApp.xcodeproj/project.pbxproj"
        let original = try folder.bytes(pbxproj)
        // Target Kiosk has none of it but the project's reference to the package (spelled with `.git`).
        let add = Self.run(["add", "TiltCard", "--target", "Kiosk"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        let edited = try XcodeProject.open(folder.path("PackagedApp.xcodeproj"))
        #expect(edited.objects(isa: "XCRemoteSwiftPackageReference").count == 2, "no second reference")
        Self.expectLinked(folder.path(pbxproj), target: "Kiosk", url: Self.tiltKit + ".git")
        let entry = try #require(try ItemRegistryTests.lock(folder).pieces.first)
        let reference = try #require(edited.packageReference(to: Self.tiltKit)).id
        #expect(entry.packages?.first?.projectEntries?.contains(reference) == false, "the user's, not pieces'")
        #expect(Self.remove(["TiltCard"], in: folder).status == 0)
        #expect(try folder.bytes(pbxproj) == original)
        // Target Packaged links it already: nothing is added for the package, and nothing taken back.
        let packaged = Self.run(["add", "TiltCard", "--target", "Packaged"], in: folder, server: server)
        #expect(packaged.text.contains("is already in target Packaged"), "\(packaged.text)")
        let again = try XcodeProject.open(folder.path("PackagedApp.xcodeproj"))
        #expect(again.objects(isa: "XCSwiftPackageProductDependency").count == 2, "only the piece's file was added")
        #expect(Self.remove(["TiltCard"], in: folder).status == 0)
        #expect(try folder.bytes(pbxproj) == original)
        Self.expectLinked(folder.path(pbxproj), target: "Packaged", url: Self.tiltKit + ".git")
    }

    @Test func aTargetWithAnInfoPlistFileGetsTheKeyThereAndBack() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/PackagedApp")
        let plist = "Packaged/Info.plist"
        let original = try folder.bytes(plist)
        let add = Self.run(["add", "TiltCard", "--target", "Packaged"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        #expect(add.text.contains("added to Packaged/Info.plist"), "\(add.text)")
        let edited = try XMLPropertyList(bytes: try folder.bytes(plist))
        #expect(edited.entry(Self.motionKey)?.string == Self.motionText)
        #expect(try ItemRegistryTests.lock(folder).pieces.first?.infoPlist?.first?.files == [plist])
        let remove = Self.remove(["TiltCard"], in: folder)
        #expect(remove.status == 0, "\(remove.text)")
        #expect(try folder.bytes(plist) == original)
    }

    @Test func aKeyTheAppSetsOtherwiseIsLeftAloneWithAWarning() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/PackagedApp")
        let plist = "Packaged/Info.plist"
        let theirs = try folder.text(plist).replacingOccurrences(
            of: "\t<key>UIApplicationSceneManifest</key>",
            with: "\t<key>\(Self.motionKey)</key>\n\t<string>Steering uses motion.</string>\n"
                + "\t<key>UIApplicationSceneManifest</key>")
        try folder.write(theirs, to: plist)
        let add = Self.run(["add", "TiltCard", "--target", "Packaged"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        #expect(
            add.text.contains(
                "Packaged/Info.plist already has \(Self.motionKey) = \"Steering uses motion.\"; left as it is"),
            "\(add.text)")
        #expect(add.text.contains("[project-requirement-conflict]"))
        #expect(try folder.text(plist) == theirs)
        #expect(try ItemRegistryTests.lock(folder).pieces.first?.infoPlist?.first?.files == nil)
        #expect(Self.remove(["TiltCard"], in: folder).status == 0)
        #expect(try folder.text(plist) == theirs, "remove never takes what the app set itself")
    }

    @Test func whatTwoPiecesNeedStaysUntilBothAreRemoved() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let pbxproj = "ClassicApp.xcodeproj/project.pbxproj"
        let original = try folder.bytes(pbxproj)
        #expect(Self.run(["add", "TiltCard", "--target", "ClassicApp"], in: folder, server: server).status == 0)
        let second = Self.run(["add", "TiltBadge", "--target", "ClassicApp"], in: folder, server: server)
        #expect(second.status == 0, "\(second.text)")
        #expect(second.text.contains("is already in target ClassicApp"), "\(second.text)")
        let once = Self.remove(["TiltCard"], in: folder)
        #expect(once.status == 0, "\(once.text)")
        #expect(once.text.contains("stays in target ClassicApp: another piece needs it"), "\(once.text)")
        Self.expectLinked(folder.path(pbxproj), target: "ClassicApp")
        #expect(try Self.setting(folder, "ClassicApp.xcodeproj", "ClassicApp") == [Self.motionText, Self.motionText])
        let twice = Self.remove(["TiltBadge"], in: folder)
        #expect(twice.status == 0, "\(twice.text)")
        #expect(try folder.bytes(pbxproj) == original)
        // Both at once: neither keeps it for the other.
        #expect(
            Self.run(["add", "TiltCard", "TiltBadge", "--target", "ClassicApp"], in: folder, server: server).status == 0
        )
        #expect(Self.remove(["TiltBadge", "TiltCard"], in: folder).status == 0)
        #expect(try folder.bytes(pbxproj) == original)
    }

    @Test func twoTargetsOfOneProjectShareThePackageReference() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/TwoApps")
        let pbxproj = "TwoApps.xcodeproj/project.pbxproj"
        let original = try folder.bytes(pbxproj)
        for target in ["Phone", "Pad"] {
            let add = Self.run(["add", "TiltCard", "--target", target], in: folder, server: server)
            #expect(add.status == 0, "\(add.text)")
        }
        #expect(
            try XcodeProject.open(folder.path("TwoApps.xcodeproj")).objects(isa: "XCRemoteSwiftPackageReference").count
                == 1)
        let phone = Self.remove(["TiltCard"], in: folder, ["--target", "Phone"])
        #expect(phone.status == 0, "\(phone.text)")
        Self.expectLinked(folder.path(pbxproj), target: "Pad")
        Self.expectLinked(folder.path(pbxproj), target: "Phone", absent: true)
        #expect(Self.remove(["TiltCard"], in: folder, ["--target", "Pad"]).status == 0)
        #expect(try folder.bytes(pbxproj) == original)
    }

    @Test func aPackageWithAnotherRuleIsLeftWithAWarning() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/PackagedApp")
        let add = Self.run(["add", "HapticRow", "--target", "Packaged"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        #expect(
            add.text.contains(
                "the project already depends on https://github.com/example-org/Haptics.git with the rule "
                    + "upToNextMinorVersion 1.4.1; left as it is"), "\(add.text)")
    }

    @Test func aSwiftPackageIsToldTheManifestLines() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/Package")
        let manifest = try folder.bytes("Package.swift")
        let add = Self.run(["add", "TiltCard", "--target", "PackageUI"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        #expect(add.text.contains(".package(url: \"\(Self.tiltKit)\", from: \"2.1.0\"),"), "\(add.text)")
        #expect(add.text.contains("and in the dependencies of target \"PackageUI\":"))
        #expect(add.text.contains(".product(name: \"TiltKit\", package: \"TiltKit\"),"))
        #expect(try folder.bytes("Package.swift") == manifest)
        #expect(try ItemRegistryTests.lock(folder).pieces.first?.packages?.first?.projectEntries == nil)
    }

    @Test func anXcodeGenSpecIsToldItsEntries() throws {
        let server = try Self.server()
        let folder = try TemporaryFolder(copying: "projects/XcodeGenApp")
        let add = Self.run(["add", "TiltCard"], in: folder, server: server)
        #expect(add.status == 0, "\(add.text)")
        for line in [
            "add to project.yml, under packages:", "TiltKit:", "url: \(Self.tiltKit)", "from: 2.1.0",
            "and under targets › Trailhead › dependencies:", "- package: TiltKit", "product: TiltKit",
            "then run xcodegen generate", "under targets › Trailhead › info › properties:"
        ] {
            #expect(add.text.contains(line), "\(line)\n\(add.text)")
        }
    }
}
