import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSupport

/// What the clean-piece cache relies on: a file's stamp changes with every write, a link has its
/// own, a build is named by its executable's file, and foundations are listed as they are.
@Suite("file stamps")
struct FileStampTests {
    @Test func aWriteOfTheSameBytesChangesTheStamp() throws {
        let folder = try TemporaryFolder()
        try folder.write("a\n", to: "A.swift")
        let first = try #require(FileStamp.of(folder.path("A.swift")))
        #expect(FileStamp.of(folder.path("A.swift")) == first)
        // Past the file system's tick, which is a second on some.
        Thread.sleep(forTimeInterval: 0.02)
        try folder.write("a\n", to: "A.swift")
        #expect(FileStamp.of(folder.path("A.swift")) != first)
        #expect(FileStamp.of(folder.path("missing.swift")) == nil)
    }

    @Test func aLinkIsStampedAsItself() throws {
        let folder = try TemporaryFolder()
        try folder.write("a\n", to: "A.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("B.swift"), withDestinationPath: folder.path("A.swift"))
        #expect(FileStamp.of(folder.path("B.swift"))?.inode != FileStamp.of(folder.path("A.swift"))?.inode)
    }

    @Test func aStampIsSettledTwoSecondsAfterItsLastChange() {
        let stamp = FileStamp(
            device: 1, inode: 1, size: 1, modified: .init(seconds: 10, nanoseconds: 0),
            changed: .init(seconds: 12, nanoseconds: 5))
        #expect(stamp.isSettled(at: 14))
        #expect(!stamp.isSettled(at: 13))
    }

    @Test func theRunningBuildIsNamedTheSameWayEachTime() throws {
        let identity = try #require(ExecutableIdentity.current(version: "9.9"))
        #expect(identity.hasPrefix("9.9 "))
        #expect(ExecutableIdentity.current(version: "9.9") == identity)
    }

    @Test func namesInAFolderSkipFoldersAndHiddenEntriesButNotLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("a\n", to: "B.swift")
        try folder.write("a\n", to: ".hidden.swift")
        try folder.write("a\n", to: "inner/C.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path("A.swift"), withDestinationPath: "/dev/null")
        #expect(FileWalker.names(in: folder.url.path) == ["A.swift", "B.swift"])
        #expect(FileWalker.names(in: folder.path("missing")).isEmpty)
    }
}
