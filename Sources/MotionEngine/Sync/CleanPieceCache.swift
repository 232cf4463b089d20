import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pieces this build of the tool has already found clean: a `check` or `sync` over files that
/// did not change since neither reads nor analyses them, and when it knows every piece, it does
/// not parse the foundations either (docs/benchmarks.md, Start-up; README, "The clean-piece cache").
///
/// A key names one piece file by its path and `FileStamp` (device, inode, size, both times), as
/// `git status` knows a file it need not read, together with the foundations (their bytes, or their
/// settled stamps) and `--strict` (`Scope`): any write to the piece, any change to a foundation or
/// to the flag misses.
/// A piece is recorded only when its stamp is settled (older than the file system's clock tick)
/// and it had no finding at all beside foundations with none either, so a known piece has nothing
/// to report and nothing to sync. A link is stamped as itself, so it never stands for its target.
///
/// The file belongs to one build (`identity`, the executable's file as `ExecutableIdentity` names
/// it); another build starts it afresh, since its rules may differ. It lives in the user's cache
/// folder, never in a repository, where anyone could commit keys that declare their pieces clean.
/// It is only ever a shortcut: a file that is missing, unreadable, of another build or malformed
/// is an empty cache, and a write that fails leaves the next run as slow as a first one.
package struct CleanPieceCache: Sendable {
    /// How the cache files of the builds begin: `clean-pieces-<16 hex digits of the build>`.
    static let filePrefix = "clean-pieces-"
    static let header = "pieces clean-piece cache 1"
    /// Another build's file unused this long is removed when a build writes its own.
    static let abandonedAfter = 30 * 24 * 3600
    /// The most keys kept, newest last: about 270 KB, a few registries' worth.
    static let capacity = 4096

    /// Where the cache is kept.
    package let path: String
    /// The build whose findings these are.
    let identity: String
    /// The keys read from `path`, oldest first, when they are `identity`'s.
    private let keys: [Key]
    /// The same keys in `Key.precedes` order, for binary search.
    private let known: [Key]
    /// When the run began, in seconds since 1970: stamps from before it are settled.
    let now: Int

    /// The cache in `folder` of the build `identity`, for a run at `now`. Each build has a file
    /// of its own, so two builds in use (an installed one and a checkout's) do not erase each
    /// other's; the file still names its build, in case two names ever clash.
    package init(folder: String, identity: String, now: Int = FileStamp.now()) {
        let build = SHA256.hex(Array(SHA256.digest(identity).prefix(8)))
        self.path = Path(folder).appending(Self.filePrefix + build).string
        self.identity = identity
        self.now = now
        keys = Self.read(path, identity: identity)
        known = keys.sorted(by: Key.precedes)
    }

    /// Whether a piece stamped `stamp` may be recorded: a later write will show in its stamp.
    package func mayRecord(_ stamp: FileStamp) -> Bool { stamp.isSettled(at: now) }

    /// Whether this build found a piece with this key clean before.
    package func contains(_ key: Key) -> Bool {
        var low = 0
        var high = known.count
        while low < high {
            let middle = (low + high) / 2
            if Key.precedes(known[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low < known.count && known[low] == key
    }

    /// Records `found` as clean too, when any is new: the file is replaced in one rename, unflushed
    /// (a cache lost to a crash costs one slow run), readable by its owner only.
    package func recording(_ found: [Key]) {
        var added: [Key] = []
        for key in found.filter({ !contains($0) }).sorted(by: Key.precedes) where added.last != key {
            added.append(key)
        }
        guard !added.isEmpty else { return }
        let kept = (keys + added).suffix(Self.capacity)
        let text = ([Self.header, identity] + kept.map(\.hex)).joined(separator: "\n") + "\n"
        let folder = Path(path).parent.string
        do throws(FileError) {
            try Folder.create(Path(folder).parent.string)
        } catch {
            return
        }
        // Private: the keys say which files the user has open.
        _ = mkdir(folder, 0o700)
        try? AtomicFile.write(Array(text.utf8), to: path, permissions: 0o600, flushed: false)
        removeAbandoned(in: folder)
    }

    /// Removes other builds' files that no run has written for `abandonedAfter`.
    private func removeAbandoned(in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(Self.filePrefix) {
            let other = Path(folder).appending(name).string
            guard other != path, let stamp = FileStamp.of(other) else { continue }
            if stamp.modified.seconds < now - Self.abandonedAfter { unlink(other) }
        }
    }

    /// The keys of the file at `path`, when it is a cache of `identity`'s; else none. A line that
    /// is not 64 lowercase hexadecimal digits is skipped.
    private static func read(_ path: String, identity: String) -> [Key] {
        guard let bytes = try? BoundedFile.read(path, limit: .smallText) else { return [] }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0].elementsEqual(header.utf8), lines[1].elementsEqual(identity.utf8) else {
            return []
        }
        return lines.dropFirst(2).compactMap { Key(hex: $0) }
    }
}
