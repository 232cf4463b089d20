import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// Where pieces go in a group-based project when its sources do not sit in a top-level group of
/// their own. Found by the pbxproj fuzzer: the second `add` nested a new `Pieces` group inside the
/// first once the pieces outnumbered the app's own files.
@Suite struct XcodeProjectPlacementTests {
    static let projectPath = "/nonexistent/placement/App/App.xcodeproj"

    @Test(arguments: [
        ("AddTwiceNestsPiecesWhenSourcesSitInMainGroup.pbxproj", "App"),
        ("AddTwiceNestsPiecesInOrphanSourceGroup.pbxproj", "ClassicApp")
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

        let second = try XcodeProject(path: Self.projectPath, bytes: first.bytes).adding(
            files: ["Card.swift"], to: target)
        #expect(
            !second.changes.contains { if case .group = $0 { true } else { false } },
            "a second Pieces group: \(second.changes)")
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
        #expect(
            error.message
                == """
                group 'App' is listed in several groups (the main group, Products), so pieces cannot tell which \
                folder it is
                """
        )
        #expect(error.fix?.contains("Remove Reference") == true)
    }

    /// The Pieces group inside the target's group is also listed by another group: its folder
    /// would come from whichever parent sorts first, so it is refused like a shared source group.
    @Test func aPiecesGroupListedByTwoGroupsIsRefusedByName() throws {
        let bytes = try Array(Data(contentsOf: FixturePaths.fixture("hostile/PiecesGroupListedByTwoGroups.pbxproj")))
        let project = try XcodeProject(path: "/work/Phone/Phone.xcodeproj", bytes: bytes)
        #expect(throws: XcodeProjectError.sharedGroup(name: "Pieces", parents: ["Stray", "Phone"])) {
            try project.adding(files: ["Glow.swift"], to: "Phone")
        }
    }

    /// Found by the pbxproj fuzzer: the Sources phase twice in `objects` (as a bad merge leaves it).
    /// The model read one copy and the editor wrote into the other, so every add added again.
    @Test func anObjectListedTwiceIsRefusedWithBothLines() throws {
        let fuzzed = try Array(Data(contentsOf: FixturePaths.fixture("hostile/ObjectListedTwice.pbxproj")))
        #expect {
            try XcodeProject(path: Self.projectPath, bytes: fuzzed)
        } throws: { error in
            guard case XcodeProjectError.duplicateObject = error else { return false }
            return true
        }

        let clean = try String(
            contentsOf: FixturePaths.fixture("hostile/AddTwiceNestsPiecesWhenSourcesSitInMainGroup.pbxproj"),
            encoding: .utf8)
        let buildFile =
            """
            \t\tA00000000000000000000002 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = \
            A00000000000000000000001 /* App.swift */; };\n
            """
        let doubled = clean.replacingOccurrences(of: buildFile, with: buildFile + buildFile)
        let error = XcodeProjectError.duplicateObject(
            path: Self.projectPath + "/project.pbxproj", id: "A00000000000000000000002", firstLine: 10, line: 11)
        #expect(throws: error) { try XcodeProject(path: Self.projectPath, bytes: Array(doubled.utf8)) }
        #expect(
            error.message
                == "\(Self.projectPath)/project.pbxproj lists object A00000000000000000000002 twice (lines 10 and 11)")
        #expect(
            error.diagnostic.line == 11 && error.diagnostic.fix?.hasPrefix("a merge probably duplicated it") == true)
    }

    /// Found by the pbxproj fuzzer: an orphan group lists the main group, and the target compiles
    /// nothing yet. The first add went into the group named like the target; the second, seeing the
    /// main group's parent, took the main group for a top-level group and made a second `Pieces`.
    @Test func theMainGroupStaysTheTopWhenAnotherGroupListsIt() throws {
        let bytes = try Array(Data(contentsOf: FixturePaths.fixture("hostile/MainGroupListedByAnotherGroup.pbxproj")))
        let project = try XcodeProject(path: Self.projectPath, bytes: bytes)
        let first = try project.adding(files: ["Glow.swift", "Glow.metal"], to: "Phone")
        let groups = first.changes.compactMap { change -> String? in
            if case .group(_, let path) = change { path } else { nil }
        }
        #expect(groups == ["Phone/Pieces"])
        let again = try XcodeProject(path: Self.projectPath, bytes: first.bytes).adding(
            files: ["Glow.swift", "Glow.metal"], to: "Phone")
        #expect(again.isUnchanged, "\(again.changes)")
    }
}
