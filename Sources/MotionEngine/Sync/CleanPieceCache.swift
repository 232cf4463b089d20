import PiecesSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pieces this build of the tool has already found clean: a `check` or `sync` over files that
/// did not change since skips their analysis, and when it knows every piece, the foundations' parse
/// too (docs/benchmarks.md, Start-up; README, "The clean-piece cache").
///
/// A key is the SHA-256 of one piece's bytes together with the foundations' bytes and `--strict`
/// (`Scope`), so any change to a piece, to a foundation or to the flag misses. Only a piece with no
/// finding at all, judged beside foundations with none either, is recorded: a known piece has
/// nothing to report and nothing to sync. The file belongs to one build (`identity`, the
/// executable's file as `ExecutableIdentity` names it); another build starts it afresh, since its
/// rules may differ. It lives in the user's cache folder, never in a repository, where anyone
/// could commit a key that declares their piece clean.
///
/// It is only ever a shortcut: a file that is missing, unreadable, of another build or malformed
/// is an empty cache, and a write that fails leaves the next run as slow as a first one.
package struct CleanPieceCache: Sendable {
    /// The name of the file in the cache folder.
    package static let fileName = "clean-pieces"
    static let header = "pieces clean-piece cache 1"
    /// The most keys kept, newest last: about 270 KB, a few registries' worth.
    static let capacity = 4096

    /// One piece's bytes judged under one `Scope`: 64 hexadecimal digits.
    package struct Key: Hashable, Sendable {
        package let hex: String
    }

    /// What a piece is judged beside: the foundations, in the order the engine was given them, and
    /// `--strict`.
    package struct Scope: Sendable {
        let digest: [UInt8]

        package init(foundations: [(path: String, bytes: [UInt8])], strict: Bool) {
            var input = Array(CleanPieceCache.header.utf8) + [strict ? 1 : 0]
            for file in foundations {
                // The length first, so two files' bytes cannot be shifted into each other's.
                input += withUnsafeBytes(of: UInt64(file.bytes.count).littleEndian, Array.init)
                input += file.bytes
            }
            digest = SHA256.digest(input)
        }

        /// The key of a piece whose bytes are `piece`.
        package func key(for piece: [UInt8]) -> Key {
            Key(hex: SHA256.hex(SHA256.digest(digest + piece)))
        }
    }

    /// Where the cache is kept.
    package let path: String
    /// The build whose findings these are.
    let identity: String
    /// The keys read from `path`, oldest first, when they are `identity`'s.
    private let keys: [Key]
    private let known: Set<Key>

    /// The cache at `path` for the build `identity`.
    package init(path: String, identity: String) {
        self.path = path
        self.identity = identity
        keys = Self.read(path, identity: identity)
        known = Set(keys)
    }

    /// Whether this build found a piece with this key clean before.
    package func contains(_ key: Key) -> Bool { known.contains(key) }

    /// Records `found` as clean too, when any is new: the file is replaced in one rename, unflushed
    /// (a cache lost to a crash costs one slow run), readable by its owner only.
    package func recording(_ found: [Key]) {
        var seen = known
        let added = found.filter { seen.insert($0).inserted }
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
    }

    /// The keys of the file at `path`, when it is a cache of `identity`'s; else none.
    private static func read(_ path: String, identity: String) -> [Key] {
        guard let bytes = try? BoundedFile.read(path, limit: .smallText) else { return [] }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == header, lines[1] == identity else { return [] }
        lines.removeFirst(2)
        return lines.compactMap { line in
            line.utf8.count == 64 && line.utf8.allSatisfy(Self.isHexDigit) ? Key(hex: String(line)) : nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
