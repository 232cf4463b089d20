import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// Linking Swift package products into targets and taking them back, byte for byte, on projects of
/// the shapes Xcode writes: without packages (classic and synchronized) and with some already.
@Suite struct XcodeProjectPackagesTests {
    static let tiltKit = PackageLink(
        url: "https://github.com/example-org/TiltKit", minimumVersion: "2.1.0", product: "TiltKit")

    static func project(_ shape: String, _ name: String) throws -> XcodeProject {
        try XcodeProject.open(FixturePaths.fixture("projects/\(shape)/\(name).xcodeproj").path)
    }

    /// The lines of `new` that are not `old`'s, when `old`'s lines are a subsequence of `new`'s; nil otherwise.
    static func addedLines(from old: [UInt8], to new: [UInt8]) -> [String]? {
        let oldLines = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
        var index = 0
        var added: [String] = []
        for line in String(decoding: new, as: UTF8.self).components(separatedBy: "\n") {
            if index < oldLines.count, oldLines[index] == line { index += 1 } else { added.append(line) }
        }
        return index == oldLines.count ? added : nil
    }

    @Test func linkingWritesWhatXcodeWritesAndUnlinkingGivesTheBytesBack() throws {
        let project = try Self.project("ClassicApp", "ClassicApp")
        let (bytes, outcomes) = try project.linking([Self.tiltKit], to: "ClassicApp")
        let outcome = try #require(outcomes.first)
        #expect(outcome.made.count == 3 && outcome.found.count == 1, "\(outcome)")
        let (package, product, build) = (outcome.made[0], outcome.made[1], outcome.made[2])
        let added = try #require(Self.addedLines(from: project.bytes, to: bytes))
        #expect(
            added == [
                "\t\t\(build) /* TiltKit in Frameworks */ = {isa = PBXBuildFile; "
                    + "productRef = \(product) /* TiltKit */; };",
                "\t\t\t\t\(build) /* TiltKit in Frameworks */,",
                "\t\t\tpackageProductDependencies = (",
                "\t\t\t\t\(product) /* TiltKit */,",
                "\t\t\t);",
                "\t\t\tpackageReferences = (",
                "\t\t\t\t\(package) /* XCRemoteSwiftPackageReference \"TiltKit\" */,",
                "\t\t\t);",
                "",
                "/* Begin XCRemoteSwiftPackageReference section */",
                "\t\t\(package) /* XCRemoteSwiftPackageReference \"TiltKit\" */ = {",
                "\t\t\tisa = XCRemoteSwiftPackageReference;",
                "\t\t\trepositoryURL = \"https://github.com/example-org/TiltKit\";",
                "\t\t\trequirement = {",
                "\t\t\t\tkind = upToNextMajorVersion;",
                "\t\t\t\tminimumVersion = 2.1.0;",
                "\t\t\t};",
                "\t\t};",
                "/* End XCRemoteSwiftPackageReference section */",
                "",
                "/* Begin XCSwiftPackageProductDependency section */",
                "\t\t\(product) /* TiltKit */ = {",
                "\t\t\tisa = XCSwiftPackageProductDependency;",
                "\t\t\tpackage = \(package) /* XCRemoteSwiftPackageReference \"TiltKit\" */;",
                "\t\t\tproductName = TiltKit;",
                "\t\t};",
                "/* End XCSwiftPackageProductDependency section */"
            ], "\(added.joined(separator: "\n"))")
        let root = project.rootObjectID
        let target = try #require(project.target(named: "ClassicApp")).id
        #expect(outcome.madeLists == [root + ".packageReferences", target + ".packageProductDependencies"])
        let edited = try XcodeProject(path: project.path, bytes: bytes)
        let again = try edited.linking([Self.tiltKit], to: "ClassicApp")
        #expect(again.bytes == bytes && again.outcomes[0].isUnchanged, "linking twice changes nothing")
        let undone = try edited.unlinking(objects: outcome.made, lists: outcome.madeLists)
        #expect(undone.bytes == project.bytes)
        #expect(undone.removed.sorted() == outcome.made.sorted() && undone.kept.isEmpty)
    }

    @Test func aSynchronizedProjectGetsTheSameAndGivesItBack() throws {
        let project = try Self.project("SyncApp", "SyncApp")
        let (bytes, outcomes) = try project.linking([Self.tiltKit], to: "SyncApp")
        let outcome = try #require(outcomes.first)
        // The empty `packageProductDependencies` list Xcode 16 writes is used, not made.
        #expect(outcome.madeLists == [project.rootObjectID + ".packageReferences"])
        let edited = try XcodeProject(path: project.path, bytes: bytes)
        let target = try #require(edited.target(named: "SyncApp"))
        #expect(edited.object(target.id)?.strings("packageProductDependencies") == [outcome.made[1]])
        #expect(try edited.unlinking(objects: outcome.made, lists: outcome.madeLists).bytes == project.bytes)
    }

    @Test func anExistingReferenceToTheSameRepositoryIsReused() throws {
        let project = try Self.project("PackagedApp", "PackagedApp")
        // The project spells it `https://github.com/example-org/TiltKit.git`.
        let spelled = PackageLink(
            url: "https://GitHub.com/example-org/TiltKit/", minimumVersion: "2.1.0", product: "TiltKit")
        let (bytes, outcomes) = try project.linking([spelled], to: "Packaged")
        #expect(bytes == project.bytes)
        #expect(outcomes[0].isUnchanged && outcomes[0].found.count == 3 && outcomes[0].otherRule == nil)
        let haptics = PackageLink(
            url: "https://github.com/example-org/Haptics.git", minimumVersion: "1.5.0", product: "Haptics")
        let other = try project.linking([haptics], to: "Packaged")
        #expect(other.outcomes[0].otherRule == "upToNextMinorVersion 1.4.1")
    }

    @Test func aTargetWithoutAFrameworksPhaseGetsOneAfterItsSources() throws {
        let project = try Self.project("PackagedApp", "PackagedApp")
        let (bytes, outcomes) = try project.linking([Self.tiltKit], to: "Kiosk")
        let outcome = try #require(outcomes.first)
        let existingPackage = try #require(project.packageReference(to: Self.tiltKit.url)).id
        #expect(outcome.found == [existingPackage])
        #expect(outcome.made.count == 3, "product dependency, build file, Frameworks phase: \(outcome.made)")
        let edited = try XcodeProject(path: project.path, bytes: bytes)
        let kiosk = try #require(edited.target(named: "Kiosk"))
        let phases = edited.buildPhases(of: kiosk)
        #expect(phases.map(\.isa) == ["PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase"])
        #expect(phases[1].buildFileIDs == [outcome.made[1]])
        let undone = try edited.unlinking(objects: outcome.made, lists: outcome.madeLists)
        #expect(undone.bytes == project.bytes)
    }

    @Test func anObjectSomethingElseStillUsesStays() throws {
        let project = try Self.project("PackagedApp", "PackagedApp")
        let reference = try #require(project.packageReference(to: Self.tiltKit.url)).id
        // The user's product dependency names the package reference: it cannot go.
        let undone = try project.unlinking(objects: [reference, "000000000000000000000000"], lists: [])
        #expect(undone.bytes == project.bytes && undone.removed.isEmpty && undone.kept == [reference])
    }

    @Test func aBuildSettingIsSetInEveryConfigurationAndTakenBack() throws {
        let project = try Self.project("PackagedApp", "PackagedApp")
        let configurations = project.configurations(of: "Kiosk").map(\.id)
        let key = "INFOPLIST_KEY_NSMotionUsageDescription"
        let bytes = try project.settingBuildSetting(key, to: "Tilt to steer.", in: configurations)
        let added = try #require(Self.addedLines(from: project.bytes, to: bytes))
        #expect(added == Array(repeating: "\t\t\t\t\(key) = \"Tilt to steer.\";", count: 2))
        let edited = try XcodeProject(path: project.path, bytes: bytes)
        #expect(edited.resolvedSetting(key, target: "Kiosk", configuration: configurations[1]) == "Tilt to steer.")
        #expect(edited.generatesInfoPlist("Kiosk") && !edited.generatesInfoPlist("Packaged"))
        let other = try edited.removingBuildSetting(key, value: "Something else", from: configurations)
        #expect(other.bytes == bytes && other.kept == configurations)
        let undone = try edited.removingBuildSetting(key, value: "Tilt to steer.", from: configurations)
        #expect(undone.bytes == project.bytes && undone.removed == configurations)
    }

    @Test func theInfoPlistFileIsFoundThroughItsBuildSetting() throws {
        let project = try Self.project("PackagedApp", "PackagedApp")
        #expect(project.infoPlistFiles(of: "Packaged") == [project.sourceRoot + "/Packaged/Info.plist"])
        #expect(project.infoPlistFiles(of: "Kiosk").isEmpty)
    }

    @Test func aProjectWithWindowsLineEndingsKeepsThemThroughLinkingAndBack() throws {
        let classic = try Self.project("ClassicApp", "ClassicApp")
        let crlf = Array(
            String(decoding: classic.bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let project = try XcodeProject(path: classic.path, bytes: crlf)
        let (bytes, outcomes) = try project.linking([Self.tiltKit], to: "ClassicApp")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every new line ends in CRLF")
        let edited = try XcodeProject(path: project.path, bytes: bytes)
        #expect(try edited.unlinking(objects: outcomes[0].made, lists: outcomes[0].madeLists).bytes == crlf)
    }
}
