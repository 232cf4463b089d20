import Foundation

/// A registry served over HTTP(S) as static files: `index.json`, one `index/<Name>.json` per
/// piece, and the foundation files at their own paths (docs/registry-format.md).
///
/// `index.json` is fetched once, on first use, and checked before anything else is fetched: a
/// path that is absolute or contains `..`, a backslash or a NUL rejects the whole index. Every
/// file is then verified against the SHA-256 the index publishes for it before its bytes are
/// returned, so a server, cache or proxy that alters a file is caught rather than installed.
///
/// Reads block the calling thread (the engine's API is synchronous) for at most the timeouts.
public struct RemoteRegistry: RegistryFileSource {
    /// How long to wait for the server.
    public struct Timeouts: Sendable, Equatable {
        /// Seconds the connection may stay silent: while connecting, or between parts of an answer.
        public var request: Double
        /// Seconds one whole document may take, however steadily it arrives.
        public var resource: Double

        /// Timeouts in seconds; `URLSession` counts them in whole seconds on Linux, so use at least 1.
        public init(request: Double = 10, resource: Double = 30) {
            self.request = request
            self.resource = resource
        }
    }

    /// The largest answer accepted, in bytes: far above any registry document, far below harm.
    public static let defaultMaximumResponseBytes = 20 * 1024 * 1024
    /// The path `relativePaths()` lists for the index itself, whose bytes `bytes(at:)` returns.
    public static let indexPath = RemoteIndex.reservedPath

    /// The registry's base URL, its path ending in `/`.
    public var baseURL: URL { location.base }
    /// How long to wait for the server.
    public var timeouts: Timeouts
    /// The largest answer accepted, in bytes.
    public var maximumResponseBytes: Int

    private let location: RemoteLocation
    private let cache = RemoteCache()

    /// A registry served at `baseURL`: `https://…`, or `http://…` to this machine or a private
    /// network. Nothing is fetched yet.
    public init(
        baseURL: URL,
        timeouts: Timeouts = Timeouts(),
        maximumResponseBytes: Int = defaultMaximumResponseBytes
    ) throws(RemoteRegistryError) {
        location = try RemoteLocation(baseURL)
        self.timeouts = timeouts
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// A registry served at the URL spelled `text`, as a user types it after `--registry`.
    public init(
        string text: String,
        timeouts: Timeouts = Timeouts(),
        maximumResponseBytes: Int = defaultMaximumResponseBytes
    ) throws(RemoteRegistryError) {
        guard let url = URL(string: text) else { throw .unsupportedURL(url: text, reason: RemoteLocation.schemeReason) }
        try self.init(baseURL: url, timeouts: timeouts, maximumResponseBytes: maximumResponseBytes)
    }

    /// Whether `text` looks like a registry URL rather than a folder: it starts with `http://` or `https://`.
    public static func isRemote(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    public var sourceName: String { baseURL.absoluteString }

    /// `index.json` and every file the index lists, sorted. Fetches and checks the index on first use.
    public func relativePaths() throws -> [String] {
        ([Self.indexPath] + Array(try checkedIndex().entries.keys)).sorted()
    }

    /// The served `index.json`, decoded and checked: what `list`, `search` and `info` can show
    /// without fetching any piece. Fetches the index on first use.
    public func registryIndex() throws(RemoteRegistryError) -> RegistryIndex {
        try checkedIndex().document
    }

    /// The bytes of `relativePath`, verified against the index's digest; `index.json` as served.
    public func bytes(at relativePath: String) throws -> [UInt8] {
        let index = try checkedIndex()
        if relativePath == Self.indexPath { return index.bytes }
        guard let entry = index.entries[relativePath] else {
            throw RemoteRegistryError.notListed(url: url(for: Self.indexPath), path: relativePath)
        }
        let bytes: [UInt8]
        if let piece = entry.piece {
            guard let found = try document(of: piece).files[relativePath] else {
                throw RemoteRegistryError.notListed(url: url(for: RemotePieceDocument.path(for: piece)), path: relativePath)
            }
            bytes = found
        } else {
            bytes = try fetcher.fetch(location.url(for: relativePath))
        }
        let actual = SHA256.hex(SHA256.digest(bytes))
        guard actual == entry.sha256 else {
            throw RemoteRegistryError.digestMismatch(path: relativePath, expected: entry.sha256, actual: actual)
        }
        return bytes
    }

    private var fetcher: RemoteFetcher { RemoteFetcher(timeouts: timeouts, maximumBytes: maximumResponseBytes) }

    private func url(for relativePath: String) -> String { location.url(for: relativePath).absoluteString }

    /// The index, fetched and checked once; a failure is remembered too, so a dead server costs
    /// one timeout, not one per file.
    private func checkedIndex() throws(RemoteRegistryError) -> RemoteIndex {
        try cache.index { () throws(RemoteRegistryError) -> RemoteIndex in
            let url = location.url(for: Self.indexPath)
            return try RemoteIndex(bytes: fetcher.fetch(url), url: url.absoluteString)
        }
    }

    private func document(of piece: String) throws(RemoteRegistryError) -> RemotePieceDocument {
        try cache.document(of: piece) { () throws(RemoteRegistryError) -> RemotePieceDocument in
            let url = location.url(for: RemotePieceDocument.path(for: piece))
            return try RemotePieceDocument(bytes: fetcher.fetch(url), url: url.absoluteString, expectedName: piece)
        }
    }
}

/// What a `RemoteRegistry` and its copies fetched: the index (or why it failed) and piece documents.
private final class RemoteCache: @unchecked Sendable {
    private let indexLock = NSLock()
    private var indexResult: Result<RemoteIndex, RemoteRegistryError>?
    private let documentLock = NSLock()
    private var documents: [String: RemotePieceDocument] = [:]

    /// The index, loaded by `load` on the first call only; callers meanwhile wait for that load.
    func index(_ load: () throws(RemoteRegistryError) -> RemoteIndex) throws(RemoteRegistryError) -> RemoteIndex {
        indexLock.lock()
        defer { indexLock.unlock() }
        if indexResult == nil {
            do { indexResult = .success(try load()) } catch { indexResult = .failure(error) }
        }
        return try indexResult!.get()
    }

    /// The document of `piece`, loaded by `load` unless already cached; failures are not cached.
    func document(
        of piece: String, _ load: () throws(RemoteRegistryError) -> RemotePieceDocument
    ) throws(RemoteRegistryError) -> RemotePieceDocument {
        if let cached = documentLock.withLock({ documents[piece] }) { return cached }
        let loaded = try load()
        documentLock.withLock { documents[piece] = loaded }
        return loaded
    }
}
