import Foundation
import PiecesSupport
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

    /// The cache in `folder`, for a run long after every file there was written (so any stamp
    /// may be recorded) unless told `now`.
    static func cache(in folder: TemporaryFolder, identity: String = identity, now: Int = Int.max / 2)
        -> CleanPieceCache
    {
        CleanPieceCache(folder: folder.path("cache/pieces"), identity: identity, now: now)
    }

    /// Where the cache of `cache(in: folder)` is, relative to `folder`.
    static func relativePath(in folder: TemporaryFolder) -> String {
        String(cache(in: folder).path.dropFirst(folder.url.path.count + 1))
    }

    /// The key `synchronizer` gives the piece at `relative` in `folder` as it is now, for a run
    /// of `cache(in: folder, now: now)`.
    static func key(
        _ relative: String, in folder: TemporaryFolder, _ synchronizer: Synchronizer, now: Int = Int.max / 2
    ) throws -> CleanPieceCache.Key {
        let scope = synchronizer.cacheScope(for: cache(in: folder, now: now))
        return scope.key(path: folder.path(relative), stamp: try #require(FileStamp.of(folder.path(relative))))
    }

    // MARK: Keys

    static let stamp = FileStamp(
        device: 1, inode: 2, size: 3, modified: .init(seconds: 4, nanoseconds: 5),
        changed: .init(seconds: 6, nanoseconds: 7))

    @Test func aKeyChangesWithTheStampThePathTheFoundationsAndStrict() {
        let scope = CleanPieceCache.Scope(foundations: [Self.foundation], strict: false)
        let key = scope.key(path: "/r/A.swift", stamp: Self.stamp)
        #expect(
            key
                == CleanPieceCache.Scope(foundations: [Self.foundation], strict: false).key(
                    path: "/r/A.swift", stamp: Self.stamp))
        #expect(key.hex.utf8.count == 64)
        var changed = [Self.stamp, Self.stamp, Self.stamp, Self.stamp, Self.stamp]
        changed[0].device = 9
        changed[1].inode = 9
        changed[2].size = 9
        changed[3].modified.nanoseconds = 9
        changed[4].changed.seconds = 9
        for stamp in changed { #expect(scope.key(path: "/r/A.swift", stamp: stamp) != key) }
        #expect(scope.key(path: "/r/B.swift", stamp: Self.stamp) != key)
        let strict = CleanPieceCache.Scope(foundations: [Self.foundation], strict: true)
        #expect(strict.key(path: "/r/A.swift", stamp: Self.stamp) != key)
        let edited = CleanPieceCache.Scope(
            foundations: [(path: Self.foundation.path, bytes: Self.foundation.bytes + [0x0A])], strict: false)
        #expect(edited.key(path: "/r/A.swift", stamp: Self.stamp) != key)
    }

    /// A key is its digest: written as the digest's hexadecimal and read back from it; the cache
    /// finds every key it holds, whichever order they were written in.
    @Test func aKeyIsWrittenAsItsDigestAndFoundAmongOthers() throws {
        let folder = try TemporaryFolder()
        let digests = (0..<40).map { SHA256.digest(Array("piece \($0)".utf8)) }
        let keys = digests.map { CleanPieceCache.Key(digest: $0) }
        #expect(zip(keys, digests).allSatisfy { $0.hex == SHA256.hex($1) })
        #expect(keys.allSatisfy { CleanPieceCache.Key(hex: $0.hex.utf8) == $0 })
        Self.cache(in: folder).recording(Array(keys.prefix(30).reversed()))
        let cache = Self.cache(in: folder)
        #expect(keys.prefix(30).allSatisfy(cache.contains))
        #expect(!keys.dropFirst(30).contains(where: cache.contains))
    }

    /// Foundations named by their stamps: another stamp, path or `--strict` is another scope, and
    /// no scope of stamps is one of bytes.
    @Test func aScopeOfStampsChangesWithEachStampAndIsNoScopeOfBytes() {
        func key(_ stamps: [(path: String, stamp: FileStamp)], strict: Bool = false) -> CleanPieceCache.Key {
            CleanPieceCache.Scope(foundationStamps: stamps, strict: strict).key(path: "/r/A.swift", stamp: Self.stamp)
        }
        let base = key([("/r/foundation/Motion.swift", Self.stamp)])
        var later = Self.stamp
        later.modified.nanoseconds += 1
        #expect(key([("/r/foundation/Motion.swift", later)]) != base)
        #expect(key([("/r/foundation/Other.swift", Self.stamp)]) != base)
        #expect(key([("/r/foundation/Motion.swift", Self.stamp)], strict: true) != base)
        #expect(
            key([]) != CleanPieceCache.Scope(foundations: [], strict: false).key(path: "/r/A.swift", stamp: Self.stamp))
    }

    /// Two foundations' bytes cannot be shifted from one into the other under one key.
    @Test func foundationBoundariesArePartOfTheKey() {
        let split = CleanPieceCache.Scope(
            foundations: [("a", Array("ab".utf8)), ("b", Array("c".utf8))], strict: false)
        let shifted = CleanPieceCache.Scope(
            foundations: [("a", Array("a".utf8)), ("b", Array("bc".utf8))], strict: false)
        #expect(split.key(path: "/p", stamp: Self.stamp) != shifted.key(path: "/p", stamp: Self.stamp))
    }

    /// A stamp within two seconds of the run may yet be overwritten inside the same clock tick.
    @Test func onlyASettledStampMayBeRecorded() throws {
        let folder = try TemporaryFolder()
        var stamp = Self.stamp
        stamp.changed.seconds = 100
        stamp.modified.seconds = 97
        #expect(Self.cache(in: folder, now: 102).mayRecord(stamp))
        #expect(!Self.cache(in: folder, now: 101).mayRecord(stamp))
        stamp.modified.seconds = 101
        #expect(!Self.cache(in: folder, now: 102).mayRecord(stamp))
    }

    // MARK: The file

    @Test func recordedKeysAreKnownToTheNextRunOfTheSameBuildOnly() throws {
        let folder = try TemporaryFolder()
        let key = CleanPieceCache.Scope(foundations: [Self.foundation], strict: false).key(
            path: "/p", stamp: Self.stamp)
        #expect(!Self.cache(in: folder).contains(key))
        Self.cache(in: folder).recording([key])
        #expect(Self.cache(in: folder).contains(key))
        #expect(!Self.cache(in: folder, identity: "0.1.0 1:2 3 4.6").contains(key))
    }

    @Test func theFileIsTheOwnersOnlyAndHoldsTheBuildAndTheKeys() throws {
        let folder = try TemporaryFolder()
        let key = CleanPieceCache.Key(hex: String(repeating: "ab", count: 32).utf8)!
        Self.cache(in: folder).recording([key, key])
        let path = Self.cache(in: folder).path
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "\(CleanPieceCache.header)\n\(Self.identity)\n\(key.hex)\n")
        let file = try FileManager.default.attributesOfItem(atPath: path)
        let parent = try FileManager.default.attributesOfItem(atPath: folder.path("cache/pieces"))
        #expect((file[.posixPermissions] as? Int) == 0o600)
        #expect((parent[.posixPermissions] as? Int) == 0o700)
    }

    /// Two builds in use keep a file each; another build's file unused for a month goes when a
    /// build writes its own.
    @Test func eachBuildKeepsAFileOfItsOwnUntilItIsAbandoned() throws {
        let folder = try TemporaryFolder()
        let old = CleanPieceCache.Key(hex: String(repeating: "0", count: 64).utf8)!
        let new = CleanPieceCache.Key(hex: String(repeating: "1", count: 64).utf8)!
        let now = FileStamp.now()
        let other = Self.cache(in: folder, identity: "other build", now: now)
        #expect(other.path != Self.cache(in: folder).path)
        other.recording([old])
        Self.cache(in: folder, now: now).recording([new])
        #expect(Self.cache(in: folder).contains(new) && !Self.cache(in: folder).contains(old))
        #expect(Self.cache(in: folder, identity: "other build").contains(old))
        let monthAgo = Date(timeIntervalSinceNow: -31 * 24 * 3600)
        try FileManager.default.setAttributes([.modificationDate: monthAgo], ofItemAtPath: other.path)
        Self.cache(in: folder, now: now).recording([CleanPieceCache.Key(hex: String(repeating: "2", count: 64).utf8)!])
        #expect(!FileManager.default.fileExists(atPath: other.path))
        #expect(Self.cache(in: folder).contains(new))
    }

    @Test func aMalformedFileIsAnEmptyCacheAndABadLineIsSkipped() throws {
        let folder = try TemporaryFolder()
        let good = String(repeating: "c", count: 64)
        let lines = [
            CleanPieceCache.header, Self.identity, good, String(repeating: "C", count: 64), "short",
            String(repeating: "d", count: 65)
        ]
        try folder.write(lines.joined(separator: "\n"), to: Self.relativePath(in: folder))
        let cache = Self.cache(in: folder)
        #expect(cache.contains(CleanPieceCache.Key(hex: good.utf8)!))
        // Capital digits are not a key at all, so that line cannot have been read as one.
        #expect(CleanPieceCache.Key(hex: String(repeating: "C", count: 64).utf8) == nil)
        try folder.write(
            "not a cache\n" + Self.identity + "\n" + good + "\n", to: Self.relativePath(in: folder))
        #expect(!Self.cache(in: folder).contains(CleanPieceCache.Key(hex: good.utf8)!))
    }

    @Test func onlyTheNewestKeysAreKept() throws {
        let folder = try TemporaryFolder()
        let keys = (0..<(CleanPieceCache.capacity + 10)).map { CleanPieceCache.Key(hex: SHA256Hex.of($0).utf8)! }
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
        let key = CleanPieceCache.Key(hex: String(repeating: "e", count: 64).utf8)!
        Self.cache(in: folder).recording([key])
        #expect(!Self.cache(in: folder).contains(key))
    }

    // MARK: The engine

    @Test func checkRecordsTheCleanPiecesAndReportsAsWithout() throws {
        let registry = try Self.registry()
        let first = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry))
        let uncached = try registry.synchronizer().check()
        let second = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry))
        #expect(first.diagnostics == uncached.diagnostics && second.diagnostics == uncached.diagnostics)
        #expect(first.fixableBySync == uncached.fixableBySync && second.fixableBySync == uncached.fixableBySync)
        #expect(second.checked == uncached.checked)
        let synchronizer = try registry.synchronizer()
        let known = Self.cache(in: registry)
        #expect(known.contains(try Self.key("pieces/demo/Synced.swift", in: registry, synchronizer)))
        #expect(!known.contains(try Self.key("pieces/demo/StaleBlock.swift", in: registry, synchronizer)))
    }

    /// Files written just now are analysed again next time, whatever they hold.
    @Test func aFreshlyWrittenPieceIsNotRecorded() throws {
        let registry = try Self.registry()
        _ = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry, now: FileStamp.now()))
        #expect(!FileManager.default.fileExists(atPath: Self.cache(in: registry).path))
    }

    /// The cache is trusted for what it holds (which is why it lives in the user's folder, not in
    /// a repository), and for nothing else: a piece written since, even with the same bytes, is
    /// read and analysed again.
    @Test func aKnownPieceIsNotAnalysedAgainAndARewrittenOneIs() throws {
        let registry = try Self.registry()
        let stale = "pieces/demo/StaleBlock.swift"
        let synchronizer = try registry.synchronizer()
        Self.cache(in: registry).recording([try Self.key(stale, in: registry, synchronizer)])
        let known = synchronizer.check(files: [registry.path(stale)], cleanPieces: Self.cache(in: registry))
        #expect(known.diagnostics.isEmpty)
        try registry.write(try registry.bytes(stale), to: stale)
        let rewritten = synchronizer.check(files: [registry.path(stale)], cleanPieces: Self.cache(in: registry))
        #expect(rewritten.diagnostics.map(\.code).contains("block-stale"))
    }

    /// A recorded piece replaced by a link to a file outside the registry is stamped as the link:
    /// it is read, and refused, as any such link is.
    @Test func aPieceReplacedByALinkIsReadAgain() throws {
        let registry = try Self.registry()
        let outside = try TemporaryFolder()
        let synced = "pieces/demo/Synced.swift"
        try outside.write(try registry.bytes(synced), to: "Synced.swift")
        let synchronizer = try registry.synchronizer()
        Self.cache(in: registry).recording([try Self.key(synced, in: registry, synchronizer)])
        try FileManager.default.removeItem(atPath: registry.path(synced))
        try FileManager.default.createSymbolicLink(
            atPath: registry.path(synced), withDestinationPath: outside.path("Synced.swift"))
        let report = synchronizer.check(files: [registry.path(synced)], cleanPieces: Self.cache(in: registry))
        #expect(report.exitStatus != 0)
    }

    /// Settled foundations are named by their stamps, so rewriting one, even with its own bytes,
    /// makes every piece unknown; a foundation written just now is named by its bytes.
    @Test func aRewrittenFoundationMakesEveryPieceUnknown() throws {
        let registry = try Self.registry()
        let synced = "pieces/demo/Synced.swift"
        _ = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry))
        #expect(Self.cache(in: registry).contains(try Self.key(synced, in: registry, try registry.synchronizer())))
        try registry.write(try registry.bytes("foundation/Motion.swift"), to: "foundation/Motion.swift")
        let rewritten = try registry.synchronizer()
        #expect(!Self.cache(in: registry).contains(try Self.key(synced, in: registry, rewritten)))
        let unsettled = rewritten.cacheScope(for: Self.cache(in: registry, now: FileStamp.now()))
        let bytes = CleanPieceCache.Scope(foundations: rewritten.foundationFiles, strict: false)
        let stamp = try #require(FileStamp.of(registry.path(synced)))
        #expect(
            unsettled.key(path: registry.path(synced), stamp: stamp)
                == bytes.key(path: registry.path(synced), stamp: stamp))
    }

    @Test func piecesBesideAFoundationWithFindingsAreNotRecorded() throws {
        let registry = try Self.registry()
        try registry.write(
            try registry.text("foundation/Motion.swift") + "\n// pieces-motion-section: core\nlet pieceAgain = 1\n",
            to: "foundation/Motion.swift")
        let report = try registry.synchronizer().check(cleanPieces: Self.cache(in: registry))
        #expect(!report.diagnostics.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.cache(in: registry).path))
    }

    @Test func syncWritesNothingForKnownPiecesAndLearnsTheCleanOnes() throws {
        let registry = try Self.registry()
        let synced = "pieces/demo/Synced.swift"
        let before = try registry.snapshot()
        let dryRun = try registry.synchronizer().sync(dryRun: true, cleanPieces: Self.cache(in: registry))
        let synchronizer = try registry.synchronizer()
        #expect(Self.cache(in: registry).contains(try Self.key(synced, in: registry, synchronizer)))
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
