import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesSupport

/// The pristine copy of each installed file under `.pieces/base/`, which `update` merges from: where
/// it lives, when it is written, when it is trusted, and how it goes.
@Suite("base copies")
struct BaseCopyTests {
    static let piece = "App/Pieces/ElasticButton.swift"
    static let bytes = Array("struct ElasticButton {}\n".utf8)
    static let digest = SHA256.hex(SHA256.digest(bytes))

    @Test func theCopyMirrorsTheLocksPathOutsideEveryBuild() {
        #expect(BaseCopy.path(for: Self.piece, root: "/app") == "/app/.pieces/base/App/Pieces/ElasticButton.swift.base")
    }

    @Test func aCopyIsWrittenOnlyWhenItsBytesChange() throws {
        let folder = try TemporaryFolder()
        let write = try #require(BaseCopy.write(for: Self.piece, bytes: Self.bytes, root: folder.url.path))
        #expect(
            write == StagedWriter.Write(path: BaseCopy.path(for: Self.piece, root: folder.url.path), bytes: Self.bytes))
        try StagedWriter(root: folder.url.path).apply([write])
        #expect(BaseCopy.write(for: Self.piece, bytes: Self.bytes, root: folder.url.path) == nil)
        #expect(BaseCopy.write(for: Self.piece, bytes: Self.bytes + [10], root: folder.url.path) != nil)
    }

    @Test func aCopyIsTrustedOnlyWithTheDigestTheLockRecorded() throws {
        let folder = try TemporaryFolder()
        #expect(BaseCopy.read(for: Self.piece, digest: Self.digest, root: folder.url.path) == nil, "no copy yet")
        try folder.write(Self.bytes, to: ".pieces/base/" + Self.piece + ".base")
        #expect(BaseCopy.read(for: Self.piece, digest: Self.digest, root: folder.url.path) == Self.bytes)
        try folder.write("struct ElasticButton {} // edited\n", to: ".pieces/base/" + Self.piece + ".base")
        #expect(BaseCopy.read(for: Self.piece, digest: Self.digest, root: folder.url.path) == nil, "edited by hand")
    }

    @Test func removingTheLastCopyRemovesTheFoldersLeftEmpty() throws {
        let folder = try TemporaryFolder()
        let other = "App/Pieces/LikeCounter.swift"
        for path in [Self.piece, other] { try folder.write(Self.bytes, to: ".pieces/base/" + path + ".base") }
        try folder.write("{}\n", to: ".pieces/settings.json")
        BaseCopy.remove([Self.piece], root: folder.url.path)
        #expect(try folder.snapshot().keys.sorted() == [".pieces/base/" + other + ".base", ".pieces/settings.json"])
        BaseCopy.remove([other], root: folder.url.path)
        #expect(try folder.snapshot().keys.sorted() == [".pieces/settings.json"], ".pieces/ holds something else")
        try FileManager.default.removeItem(atPath: folder.path(".pieces/settings.json"))
        try folder.write(Self.bytes, to: ".pieces/base/" + Self.piece + ".base")
        BaseCopy.remove([Self.piece], root: folder.url.path)
        #expect(!FileManager.default.fileExists(atPath: folder.path(".pieces")))
    }

    @Test func aPiecesFolderLinkedOutOfTheProjectIsLeftAlone() throws {
        let project = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try elsewhere.write(Self.bytes, to: "base/" + Self.piece + ".base")
        try FileManager.default.createSymbolicLink(
            atPath: project.path(".pieces"), withDestinationPath: elsewhere.url.path)
        BaseCopy.remove([Self.piece], root: project.url.path)
        #expect(try elsewhere.snapshot().keys.sorted() == ["base/" + Self.piece + ".base"])
        #expect(BaseCopy.read(for: Self.piece, digest: Self.digest, root: project.url.path) == nil)
    }
}
