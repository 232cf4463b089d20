import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSupport

/// What must answer the same on Linux and on the macOS 14 the package supports, checked here where
/// Linux can stand in for a Mac.
struct PortabilityTests {
    /// `String(wellFormedUTF8:)` stands in for `String(validating:as:)` (macOS 15 only) and must agree
    /// with it on every kind of ill-formed input; on Linux both branches can be compared directly.
    @Test(
        arguments: [
            [0x68, 0x69], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [],
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0xF4, 0x90, 0x80, 0x80],
            [0x61, 0x00, 0x62]
        ] as [[UInt8]])
    func wellFormedUTF8AgreesWithTheStandardLibrary(bytes: [UInt8]) {
        #expect(String(wellFormedUTF8: bytes) == String(validating: bytes, as: UTF8.self))
    }

    /// The macOS 14 branch alone (a validating transcode) refuses what the standard library refuses.
    @Test func theTranscodingBranchRefusesIllFormedBytes() {
        for bytes: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82]] {
            let failed = transcode(
                bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true, into: { _ in })
            #expect(failed, "\(bytes)")
        }
    }

    /// On a Mac `/tmp` is a link to `/private/tmp`: a project reached through a linked folder and a file
    /// named by its real path are the same place, in either direction, and a link out is still refused.
    @Test func containmentHoldsAcrossALinkedTemporaryFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "private/tmp/App/Pieces/ElasticButton.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("tmp"), withDestinationPath: folder.path("private/tmp"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("private/tmp/App/Out"), withDestinationPath: folder.path("private"))
        let linkedRoot = folder.path("tmp/App")
        let realRoot = folder.path("private/tmp/App")
        #expect(ContainedPath.allows(folder.path("private/tmp/App/Pieces/ElasticButton.swift"), root: linkedRoot))
        #expect(ContainedPath.allows(folder.path("tmp/App/Pieces/New.swift"), root: realRoot))
        #expect(!ContainedPath.allows(folder.path("tmp/App/Out/secret"), root: linkedRoot))
    }

    /// An existing path and one that does not exist yet resolve the same way through `..`, doubled
    /// slashes and links: the existing one is answered by `realpath` alone.
    @Test func resolvingSymlinksNormalizesExistingAndNewPathsAlike() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "real/App/File.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("link"), withDestinationPath: folder.path("real"))
        let real = Path(folder.path("real")).resolvingSymlinks().string
        #expect(Path(folder.path("link/App/../App//File.swift")).resolvingSymlinks().string == real + "/App/File.swift")
        #expect(Path(folder.path("link/App/../App//New.swift")).resolvingSymlinks().string == real + "/App/New.swift")
        #expect(Path(folder.path("link/")).resolvingSymlinks().string == real)
    }
}
