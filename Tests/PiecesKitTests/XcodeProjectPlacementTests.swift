import Foundation
import Testing
@testable import PiecesKit

/// Where pieces go in a group-based project when its sources do not sit in a top-level group of
/// their own. Found by the pbxproj fuzzer: the second `add` nested a new `Pieces` group inside the
/// first once the pieces outnumbered the app's own files.
@Suite struct XcodeProjectPlacementTests {
    static let projectPath = "/nonexistent/placement/App/App.xcodeproj"

    @Test(arguments: [
        ("AddTwiceNestsPiecesWhenSourcesSitInMainGroup.pbxproj", "App"),
        ("AddTwiceNestsPiecesInOrphanSourceGroup.pbxproj", "ClassicApp"),
    ])
    func laterPiecesJoinTheFirstPiecesGroup(fixture: String, target: String) throws {
        let bytes = try Array(Data(contentsOf: FixturePaths.fixture("hostile/\(fixture)")))
        let project = try XcodeProject(path: Self.projectPath, bytes: bytes)
        // A piece with a shader: two compiled files in `Pieces`, one of the app's own beside it.
        let first = try project.adding(files: ["Glow.swift", "Glow.metal"], to: target)
        let groups = first.changes.compactMap { change -> String? in
            if case .group(_, let path) = change { path } else { nil }
        }
        #expect(groups.count == 1)
        let piecesPath = try #require(groups.first)
        #expect(piecesPath.hasSuffix("Pieces") && !piecesPath.hasSuffix("Pieces/Pieces"))

        let second = try XcodeProject(path: Self.projectPath, bytes: first.bytes).adding(files: ["Card.swift"], to: target)
        #expect(!second.changes.contains { if case .group = $0 { true } else { false } }, "a second Pieces group: \(second.changes)")
        let references = second.changes.compactMap { change -> String? in
            if case .fileReference(_, let path) = change { path } else { nil }
        }
        #expect(references == [piecesPath + "/Card.swift"])
    }

    /// Found by the pbxproj fuzzer: the app's group is also listed by `Products`. Which parent the
    /// model saw first decided where pieces went, so a second add put them somewhere else again.
    @Test func aSourceGroupListedByTwoGroupsIsRefusedByName() throws {
        let bytes = try Array(Data(contentsOf: FixturePaths.fixture("hostile/AddIntoAGroupListedByTwoGroups.pbxproj")))
        let project = try XcodeProject(path: Self.projectPath, bytes: bytes)
        #expect(throws: XcodeProjectError.sharedGroup(name: "App", parents: ["the main group", "Products"])) {
            try project.adding(files: ["Glow.swift"], to: "App")
        }
        let error = XcodeProjectError.sharedGroup(name: "App", parents: ["the main group", "Products"])
        #expect(error.message == "group 'App' is listed in several groups (the main group, Products), so pieces cannot tell which folder it is")
        #expect(error.fix?.contains("Remove Reference") == true)
    }
}
