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

    /// One piece file judged under one `Scope`: a SHA-256 digest, written as 64 hexadecimal digits.
    ///
    /// Held as four words rather than a string, and looked up in a sorted array rather than a set:
    /// reading a file of keys then allocates nothing per key, and a set of a new element type
    /// costs the runtime a search of every protocol conformance in the binary at start.
    package struct Key: Sendable, Equatable {
        /// The digest's bytes as big-endian words, so keys order as their hexadecimal does.
        let words: (UInt64, UInt64, UInt64, UInt64)

        init(digest: [UInt8]) {
            func word(_ index: Int) -> UInt64 {
                digest[(index * 8)..<(index * 8 + 8)].reduce(0) { $0 << 8 | UInt64($1) }
            }
            words = (word(0), word(1), word(2), word(3))
        }

        /// The key 64 lowercase hexadecimal digits spell; nil for anything else.
        package init?(hex: some Collection<UInt8>) {
            guard hex.count == 64 else { return nil }
            var digest: [UInt8] = []
            digest.reserveCapacity(32)
            var high: UInt8?
            for byte in hex {
                guard let value = Self.value(ofDigit: byte) else { return nil }
                if let first = high {
                    digest.append(first << 4 | value)
                    high = nil
                } else {
                    high = value
                }
            }
            self.init(digest: digest)
        }

        /// The 64 digits.
        package var hex: String {
            var digest: [UInt8] = []
            digest.reserveCapacity(32)
            for word in [words.0, words.1, words.2, words.3] {
                for shift in stride(from: 56, through: 0, by: -8) {
                    digest.append(UInt8(truncatingIfNeeded: word >> shift))
                }
            }
            return SHA256.hex(digest)
        }

        package static func == (left: Key, right: Key) -> Bool { left.words == right.words }

        static func precedes(_ left: Key, _ right: Key) -> Bool { left.words < right.words }

        private static func value(ofDigit byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }
    }

    /// What a piece is judged beside: the foundations, in the order the engine was given them,
    /// and `--strict`. The foundations are named by their bytes, or by their files' settled stamps
    /// (and paths), which spare a `check` of known pieces reading them through a hash; the two
    /// kinds of scope are told apart, so neither key can stand for the other.
    package struct Scope: Sendable {
        let digest: [UInt8]

        package init(foundations: [(path: String, bytes: [UInt8])], strict: Bool) {
            // Each file's own digest: its bytes hashed where they are, none shifted into another's.
            var input = Array(CleanPieceCache.header.utf8) + [strict ? 1 : 0, 0]
            for file in foundations { input += SHA256.digest(file.bytes) }
            digest = SHA256.digest(input)
        }

        package init(foundationStamps: [(path: String, stamp: FileStamp)], strict: Bool) {
            var input = Array(CleanPieceCache.header.utf8) + [strict ? 1 : 0, 1]
            for file in foundationStamps {
                Scope.append(file.stamp, to: &input)
                input += SHA256.digest(file.path)
            }
            digest = SHA256.digest(input)
        }

        /// Appends the stamp's fields to `bytes`, each as eight little-endian bytes.
        static func append(_ stamp: FileStamp, to bytes: inout [UInt8]) {
            func append(_ field: UInt64) { withUnsafeBytes(of: field.littleEndian) { bytes += $0 } }
            append(stamp.device)
            append(stamp.inode)
            append(UInt64(bitPattern: stamp.size))
            append(UInt64(bitPattern: Int64(stamp.modified.seconds)))
            append(UInt64(stamp.modified.nanoseconds))
            append(UInt64(bitPattern: Int64(stamp.changed.seconds)))
            append(UInt64(stamp.changed.nanoseconds))
        }

        /// The key of the piece at `path` as `stamp` finds it.
        package func key(path: String, stamp: FileStamp) -> Key {
            var input = digest
            input.reserveCapacity(digest.count + 7 * 8 + path.utf8.count)
            Scope.append(stamp, to: &input)
            input += path.utf8
            return Key(digest: SHA256.digest(input))
        }
    }

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
