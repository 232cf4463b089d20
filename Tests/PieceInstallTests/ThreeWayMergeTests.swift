import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall

/// `update`'s merge of one file: the user's copy, the version pieces installed and the registry's,
/// through the real `git merge-file`; and the git it finds, or why it cannot.
@Suite("three-way merge")
struct ThreeWayMergeTests {
    /// The installed version; a blank line keeps each pair of lines its own hunk for git.
    static let base = """
        struct SettleCard {
            var radius = 20
            var spring = 0.4

            var shadow = 4
            var blur = 8

            var title = "Card"
        }

        """

    /// Where git is when this machine has it (the merge needs it, as `update` does).
    static let merger = try? ThreeWayMerge.locate(environment: ProcessInfo.processInfo.environment)

    static func merge(ours: String, theirs: String, with merger: ThreeWayMerge? = merger) throws
        -> ThreeWayMerge.Result
    {
        let merger = try #require(merger, "git is not on PATH")
        return try merger.merge(
            ours: Array(ours.utf8), base: Array(base.utf8), theirs: Array(theirs.utf8), theirsVersion: "1.1.0",
            baseVersion: "1.0.0", path: "Pieces/SettleCard.swift")
    }

    static func text(_ result: ThreeWayMerge.Result) -> String { String(decoding: result.bytes, as: UTF8.self) }

    @Test func editsOnDifferentLinesMergeCleanly() throws {
        let ours = Self.base.replacingOccurrences(of: "\"Card\"", with: "\"Mine\"")
        let theirs = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 24")
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.isClean && result.conflictLines.isEmpty)
        #expect(Self.text(result) == ours.replacingOccurrences(of: "radius = 20", with: "radius = 24"))
    }

    @Test func editsOfTheSameLineConflictWithLabelledMarkersAtTheirLine() throws {
        let ours = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 30")
        let theirs = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 24")
        let expected = MarkedText(
            """
            struct SettleCard {
            1️⃣<<<<<<< yours
                var radius = 30
            =======
                var radius = 24
            >>>>>>> registry 1.1.0
                var spring = 0.4

                var shadow = 4
                var blur = 8

                var title = "Card"
            }

            """)
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(!result.isClean)
        #expect(Self.text(result) == expected.text)
        #expect(result.conflictLines == [expected.location("1️⃣").line])
    }

    @Test func eachConflictIsCountedAtItsOwnLine() throws {
        let ours = Self.base.replacingOccurrences(of: "= 20", with: "= 30").replacingOccurrences(
            of: "\"Card\"", with: "\"Mine\"")
        let theirs = Self.base.replacingOccurrences(of: "= 20", with: "= 24").replacingOccurrences(
            of: "\"Card\"", with: "\"Theirs\"")
        let result = try Self.merge(ours: ours, theirs: theirs)
        let expected = MarkedText(
            """
            struct SettleCard {
            1️⃣<<<<<<< yours
                var radius = 30
            =======
                var radius = 24
            >>>>>>> registry 1.1.0
                var spring = 0.4

                var shadow = 4
                var blur = 8

            2️⃣<<<<<<< yours
                var title = "Mine"
            =======
                var title = "Theirs"
            >>>>>>> registry 1.1.0
            }

            """)
        #expect(Self.text(result) == expected.text)
        #expect(result.conflictLines == [expected.location("1️⃣").line, expected.location("2️⃣").line])
    }

    @Test func theSameChangeOnBothSidesIsClean() throws {
        let changed = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 24")
        let result = try Self.merge(ours: changed, theirs: changed)
        #expect(result.isClean)
        #expect(Self.text(result) == changed)
    }

    @Test func anUneditedSideTakesTheOther() throws {
        let theirs = Self.base.replacingOccurrences(of: "shadow = 4", with: "shadow = 6")
        #expect(try Self.text(Self.merge(ours: Self.base, theirs: theirs)) == theirs)
        let ours = Self.base.replacingOccurrences(of: "shadow = 4", with: "shadow = 2")
        #expect(try Self.text(Self.merge(ours: ours, theirs: Self.base)) == ours)
    }

    @Test func aLineDeletedOnOneSideAndLeftAloneOnTheOtherStaysDeleted() throws {
        let ours = Self.base.replacingOccurrences(of: "    var shadow = 4\n", with: "")
        let theirs = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 24")
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.isClean)
        #expect(Self.text(result) == theirs.replacingOccurrences(of: "    var shadow = 4\n", with: ""))
        let deletedByRegistry = try Self.merge(ours: theirs, theirs: ours)
        #expect(deletedByRegistry.isClean && Self.text(deletedByRegistry) == Self.text(result))
    }

    @Test func aLineDeletedOnOneSideAndEditedOnTheOtherConflicts() throws {
        let ours = Self.base.replacingOccurrences(of: "shadow = 4", with: "shadow = 8")
        let theirs = Self.base.replacingOccurrences(of: "    var shadow = 4\n", with: "")
        let expected = MarkedText(
            """
            struct SettleCard {
                var radius = 20
                var spring = 0.4

            1️⃣<<<<<<< yours
                var shadow = 8
            =======
            >>>>>>> registry 1.1.0
                var blur = 8

                var title = "Card"
            }

            """)
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(Self.text(result) == expected.text)
        #expect(result.conflictLines == [expected.location("1️⃣").line])
    }

    /// A user's `merge.conflictStyle = diff3` would add a base section that `check` and the docs do
    /// not expect; the merge always asks for the two-sided markers.
    @Test func theUsersConflictStyleIsOverridden() throws {
        let folder = try TemporaryFolder()
        try folder.write("[merge]\n\tconflictStyle = diff3\n", to: "gitconfig")
        let located = try #require(Self.merger)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = folder.path("gitconfig")
        let merger = ThreeWayMerge(git: located.git, environment: environment)
        let ours = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 30")
        let theirs = Self.base.replacingOccurrences(of: "radius = 20", with: "radius = 24")
        let text = try Self.text(Self.merge(ours: ours, theirs: theirs, with: merger))
        #expect(text.contains("=======") && !text.contains("|||||||"), "\(text)")
    }

    @Test func gitIsFoundOnThePathOrTheRefusalNamesWhereItWasLooked() throws {
        let folder = try TemporaryFolder()
        try folder.write("not executable\n", to: "plain/git")
        try folder.write("#!/bin/sh\nexit 0\n", to: "tools/git")
        #expect(chmod(folder.path("tools/git"), 0o755) == 0)
        let path = folder.path("empty") + "::" + folder.path("plain") + ":" + folder.path("tools") + ":/usr/bin"
        #expect(try ThreeWayMerge.locate(environment: ["PATH": path]).git == folder.path("tools/git"))
        #expect(throws: MaintenanceError.gitMissing(searched: folder.path("plain"))) {
            try ThreeWayMerge.locate(environment: ["PATH": folder.path("plain")])
        }
        #expect(throws: MaintenanceError.gitMissing(searched: "")) {
            try ThreeWayMerge.locate(environment: ["PATH": ""])
        }
    }

    @Test func withoutAPathTheUsualFoldersAreSearched() throws {
        let usual = ThreeWayMerge.defaultSearchPath.split(separator: ":").map { String($0) + "/git" }
        let first = try #require(
            usual.first { FileManager.default.isExecutableFile(atPath: $0) }, "git is in none of the usual folders")
        #expect(try ThreeWayMerge.locate(environment: [:]).git == first)
    }

    /// A git that fails (status 128 or more, or a signal) is named with what it said, or its status.
    @Test(arguments: [
        ("echo 'fatal: not a merge' >&2\nexit 255\n", "fatal: not a merge"),
        ("exit 200\n", "git exited with status 200"), ("kill -9 $$\n", "git was ended by a signal")
    ])
    func aFailingGitIsReportedWithWhatItSaid(script: String, reason: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("#!/bin/sh\n" + script, to: "git")
        #expect(chmod(folder.path("git"), 0o755) == 0)
        let broken = ThreeWayMerge(git: folder.path("git"), environment: [:])
        #expect(throws: MaintenanceError.mergeFailed(path: "Pieces/SettleCard.swift", reason: reason)) {
            try Self.merge(ours: Self.base, theirs: Self.base, with: broken)
        }
    }

    @Test func aGitThatCannotRunIsMissing() throws {
        let folder = try TemporaryFolder()
        let gone = ThreeWayMerge(git: folder.path("no-such-git"), environment: [:])
        #expect(throws: MaintenanceError.gitMissing(searched: folder.path("no-such-git"))) {
            try Self.merge(ours: Self.base, theirs: Self.base, with: gone)
        }
    }
}
