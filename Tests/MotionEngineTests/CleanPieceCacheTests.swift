import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine

/// The record of pieces a build found clean: what a key covers, what the file holds, and that
/// `check` and `sync` skip exactly the pieces it knows and nothing else.
@Suite("the clean-piece cache")
struct CleanPieceCacheTests {
    static let identity = "0.1.0 1:2 3 4.5"
    static let foundation = (path: "foundation/Motion.swift", bytes: Array("// foundation\n".utf8))

    /// The malformed-pieces registry: `Synced` is clean, `StaleBlock` is not.
    static func registry() throws -> TemporaryFolder {
        try TemporaryFolder(copying: "malformed/pieces-registry")
    }

    static func cache(in folder: TemporaryFolder, identity: String = identity) -> CleanPieceCache {
        CleanPieceCache(path: folder.path("cache/pieces/" + CleanPieceCache.fileName), identity: identity)
    }

    // MARK: Keys

    @Test func aKeyChangesWithThePieceTheFoundationsAndStrict() {
        let scope = CleanPieceCache.Scope(foundations: [Self.foundation], strict: false)
        let piece = Array("struct A {}\n".utf8)
        #expect(
            scope.key(for: piece)
                == CleanPieceCache.Scope(foundations: [Self.foundation], strict: false).key(for: piece))
        #expect(scope.key(for: piece) != scope.key(for: piece + [0x0A]))
        #expect(
            scope.key(for: piece) != CleanPieceCache.Scope(foundations: [Self.foundation], strict: true).key(for: piece)
        )
        let edited = (path: Self.foundation.path, bytes: Self.foundation.bytes + [0x0A])
        #expect(scope.key(for: piece) != CleanPieceCache.Scope(foundations: [edited], strict: false).key(for: piece))
        #expect(scope.key(for: piece).hex.utf8.count == 64)
    }

    /// Two foundations' bytes cannot be shifted from one into the other under one key.
    @Test func foundationBoundariesArePartOfTheKey() {
        let split = CleanPieceCache.Scope(
            foundations: [("a", Array("ab".utf8)), ("b", Array("c".utf8))], strict: false)
        let shifted = CleanPieceCache.Scope(
            foundations: [("a", Array("a".utf8)), ("b", Array("bc".utf8))], strict: false)
        #expect(split.key(for: []) != shifted.key(for: []))
    }

    // MARK: The file

    @Test func recordedKeysAreKnownToTheNextRunOfTheSameBuildOnly() throws {
        let folder = try TemporaryFolder()
        let key = CleanPieceCache.Scope(foundations: [Self.foundation], strict: false).key(for: [1, 2, 3])
        #expect(!Self.cache(in: folder).contains(key))
        Self.cache(in: folder).recording([key])
        #expect(Self.cache(in: folder).contains(key))
        #expect(!Self.cache(in: folder, identity: "0.1.0 1:2 3 4.6").contains(key))
    }

    @Test func theFileIsTheOwnersOnlyAndHoldsTheBuildAndTheKeys() throws {
        let folder = try TemporaryFolder()
        let key = CleanPieceCache.Key(hex: String(repeating: "ab", count: 32))
        Self.cache(in: folder).recording([key, key])
        let path = folder.path("cache/pieces/" + CleanPieceCache.fileName)
        #expect(
            try folder.text("cache/pieces/" + CleanPieceCache.fileName)
                == "\(CleanPieceCache.header)\n\(Self.identity)\n\(key.hex)\n")
        let file = try FileManager.default.attributesOfItem(atPath: path)
        let parent = try FileManager.default.attributesOfItem(atPath: folder.path("cache/pieces"))
        #expect((file[.posixPermissions] as? Int) == 0o600)
        #expect((parent[.posixPermissions] as? Int) == 0o700)
    }

    /// Another build's keys go when this build records its own.
    @Test func anotherBuildsFileIsReplaced() throws {
        let folder = try TemporaryFolder()
        let old = CleanPieceCache.Key(hex: String(repeating: "0", count: 64))
        let new = CleanPieceCache.Key(hex: String(repeating: "1", count: 64))
        Self.cache(in: folder, identity: "older build").recording([old])
        Self.cache(in: folder).recording([new])
        #expect(Self.cache(in: folder).contains(new))
        #expect(!Self.cache(in: folder).contains(old))
        #expect(!Self.cache(in: folder, identity: "older build").contains(old))
    }

    @Test func aMalformedFileIsAnEmptyCacheAndABadLineIsSkipped() throws {
        let folder = try TemporaryFolder()
        let good = String(repeating: "c", count: 64)
        let lines = [
            CleanPieceCache.header, Self.identity, good, String(repeating: "C", count: 64), "short",
            String(repeating: "d", count: 65)
        ]
        try folder.write(lines.joined(separator: "\n"), to: "cache/pieces/" + CleanPieceCache.fileName)
        let cache = Self.cache(in: folder)
        #expect(cache.contains(CleanPieceCache.Key(hex: good)))
        #expect(!cache.contains(CleanPieceCache.Key(hex: String(repeating: "C", count: 64))))
        try folder.write(
            "not a cache\n" + Self.identity + "\n" + good + "\n", to: "cache/pieces/" + CleanPieceCache.fileName)
        #expect(!Self.cache(in: folder).contains(CleanPieceCache.Key(hex: good)))
    }

    @Test func onlyTheNewestKeysAreKept() throws {
        let folder = try TemporaryFolder()
        let keys = (0..<(CleanPieceCache.capacity + 10)).map { CleanPieceCache.Key(hex: SHA256Hex.of($0)) }
        Self.cache(in: folder).recording(Array(keys.prefix(20)))
        Self.cache(in: folder).recording(Array(keys.dropFirst(20)))
        let cache = Self.cache(in: folder)
        #expect(!cache.contains(keys[9]))
        #expect(cache.contains(keys[10]))
        #expect(cache.contains(keys.last!))
    }

    /// A cache that cannot be written is no error: the next run is a first run again.
    @Test func aFolderThatCannotBeMadeIsNoError() throws {
        let folder = try TemporaryFolder()
        try folder.write("a file where the folder should be", to: "cache")
        let key = CleanPieceCache.Key(hex: String(repeating: "e", count: 64))
        Self.cache(in: folder).recording([key])
        #expect(!Self.cache(in: folder).contains(key))
    }

    // MARK: The engine

    @Test func checkRecordsTheCleanPiecesAndReportsAsWithout() throws {
        let registry = try Self.registry()
        let cached = Self.cache(in: registry)
        let first = try registry.synchronizer().check(cleanPieces: cached)
        let uncached = try registry.synchronizer().check()
        let second = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry))
        #expect(first.diagnostics == uncached.diagnostics && second.diagnostics == uncached.diagnostics)
        #expect(first.fixableBySync == uncached.fixableBySync && second.fixableBySync == uncached.fixableBySync)
        #expect(second.checked == uncached.checked)
        let synchronizer = try registry.synchronizer()
        let scope = CleanPieceCache.Scope(foundations: synchronizer.foundationFiles, strict: false)
        let known = Self.cache(in: registry)
        #expect(known.contains(scope.key(for: try registry.bytes("pieces/demo/Synced.swift"))))
        #expect(!known.contains(scope.key(for: try registry.bytes("pieces/demo/StaleBlock.swift"))))
    }

    /// The cache is trusted for what it holds (which is why it lives in the user's folder, not in
    /// a repository), and for nothing else: a piece whose bytes changed is analysed again.
    @Test func aKnownPieceIsNotAnalysedAgainAndAChangedOneIs() throws {
        let registry = try Self.registry()
        let stale = "pieces/demo/StaleBlock.swift"
        let synchronizer = try registry.synchronizer()
        let scope = CleanPieceCache.Scope(foundations: synchronizer.foundationFiles, strict: false)
        Self.cache(in: registry).recording([scope.key(for: try registry.bytes(stale))])
        let known = synchronizer.check(files: [registry.path(stale)], cleanPieces: Self.cache(in: registry))
        #expect(known.diagnostics.isEmpty)
        try registry.write(try registry.bytes(stale) + Array("\n".utf8), to: stale)
        let changed = synchronizer.check(files: [registry.path(stale)], cleanPieces: Self.cache(in: registry))
        #expect(changed.diagnostics.map(\.code).contains("block-stale"))
    }

    @Test func piecesBesideAFoundationWithFindingsAreNotRecorded() throws {
        let registry = try Self.registry()
        try registry.write(
            try registry.text("foundation/Motion.swift") + "\n// pieces-motion-section: core\nlet pieceAgain = 1\n",
            to: "foundation/Motion.swift")
        let report = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry))
        #expect(!report.diagnostics.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: registry.path("cache/pieces/" + CleanPieceCache.fileName)))
    }

    @Test func syncWritesNothingForKnownPiecesAndLearnsTheCleanOnes() throws {
        let registry = try Self.registry()
        let synced = "pieces/demo/Synced.swift"
        let before = try registry.snapshot()
        let dryRun = try registry.synchronizer().sync(dryRun: true, cleanPieces: Self.cache(in: registry))
        let synchronizer = try registry.synchronizer()
        let scope = CleanPieceCache.Scope(foundations: synchronizer.foundationFiles, strict: false)
        #expect(Self.cache(in: registry).contains(scope.key(for: try registry.bytes(synced))))
        let again = synchronizer.sync(files: [registry.path(synced)], cleanPieces: Self.cache(in: registry))
        #expect(again.changes.isEmpty && again.diagnostics.isEmpty)
        #expect(try registry.snapshot().filter { !$0.key.hasPrefix("cache/") } == before)
        #expect(dryRun.checked > 1 && again.checked == 1)
    }
}

/// Distinct 64-digit keys for the capacity test.
private enum SHA256Hex {
    static func of(_ number: Int) -> String {
        let digits = String(number, radix: 16)
        return String(repeating: "0", count: 64 - digits.count) + digits
    }
}
