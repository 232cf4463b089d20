import Dispatch
import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A registry served over HTTP(S) as static files: `index.json`, one `index/<Name>.json` per
/// piece, and the foundation files at their own paths (docs/registry-format.md).
///
/// `index.json` is fetched once, on first use, and checked before anything else is fetched: a
/// path that is absolute or contains `..`, a backslash or a NUL rejects the whole index. Every
/// file is then verified against the SHA-256 the index publishes for it before its bytes are
/// returned, so a server, cache or proxy that alters a file is caught rather than installed.
///
/// Reads block the calling thread (the engine's API is synchronous) for at most the timeouts.
package struct RemoteRegistry: RegistryFileSource {
    /// How long to wait for the server.
    package struct Timeouts: Sendable, Equatable {
        /// Seconds the connection may stay silent: while connecting, or between parts of an answer.
        package var request: Double
        /// Seconds one whole document may take, however steadily it arrives.
        package var resource: Double

        /// Timeouts in seconds; on Linux the silence allowed is counted in whole seconds, so use at least 1.
        package init(request: Double = 10, resource: Double = 30) {
            self.request = request
            self.resource = resource
        }
    }

    /// The largest answer accepted, in bytes: far above any registry document, far below harm.
    package static let defaultMaximumResponseBytes = 20 * 1024 * 1024
    /// The most bytes one registry (all its fetches together) may send: `PIECES_REGISTRY_MAX_BYTES`, else this.
    package static let defaultMaximumTotalBytes = 64 * 1024 * 1024
    /// Seconds all fetches from one registry together may take: `PIECES_REGISTRY_DEADLINE`, else this.
    package static let defaultDeadline: Double = 120
    static let deadlineVariable = "PIECES_REGISTRY_DEADLINE"
    static let totalBytesVariable = "PIECES_REGISTRY_MAX_BYTES"
    static func deadlineReason(_ seconds: String) -> Message {
        "the registry's files took longer than \(seconds) s together"
    }
    static func totalBytesReason(_ maximumTotalBytes: Int) -> Message {
        "the registry sent more than \(maximumTotalBytes) bytes together"
    }
    /// The path `relativePaths()` lists for the index itself, whose bytes `bytes(at:)` returns.
    package static let indexPath = RemoteIndex.reservedPath

    /// The registry's base URL, its path ending in `/`.
    package var baseURL: URL { location.base }
    /// How long to wait for the server.
    package var timeouts: Timeouts
    /// The largest answer accepted, in bytes.
    var maximumResponseBytes: Int
    /// The most bytes all fetches together may bring.
    var maximumTotalBytes: Int
    /// Seconds all fetches together may take, counted from the first.
    var deadline: Double

    private let location: RemoteLocation
    /// Headers configured for this registry (a `pieces.json` namespace's `headers`, their
    /// variables expanded), in the order sent: like every credential, only to the registry's own
    /// origin. An `Authorization` among them replaces the one the address or environment would give.
    package var configuredHeaders: [(name: String, value: String)] = []
    private let cache = RemoteCache()
    /// The run's progress line, if it shows one.
    private let progress: ProgressLine.Report?
    /// The `Authorization` of `PIECES_REGISTRY_TOKEN` for this origin, read from the run's
    /// variables when the registry is created.
    private let environmentToken: String?
    static func fetchingMessage(_ text: String) -> Message { "fetching \(text) …" }

    /// A registry served at `baseURL`: `https://…`, or `http://…` to this machine or a private
    /// network. Nothing is fetched yet.
    /// Without `timeouts`, those of the run (`--timeout`), else the defaults.
    package init(
        baseURL: URL,
        timeouts: Timeouts? = nil,
        maximumResponseBytes: Int = defaultMaximumResponseBytes
    ) throws(RemoteRegistryError) {
        location = try RemoteLocation(baseURL)
        let settings = Self.runSettings
        self.timeouts = timeouts ?? settings.timeouts ?? Timeouts()
        self.maximumResponseBytes = maximumResponseBytes
        progress = settings.progress
        environmentToken = CredentialScope.environmentToken(for: location.base, variable: settings.variable)
        maximumTotalBytes = Self.positive(settings.variable(Self.totalBytesVariable)) ?? Self.defaultMaximumTotalBytes
        deadline = Double(Self.positive(settings.variable(Self.deadlineVariable)) ?? Int(Self.defaultDeadline))
    }

    /// A registry served at the URL spelled `text`, as a user types it after `--registry`.
    package init(
        string text: String,
        timeouts: Timeouts? = nil,
        maximumResponseBytes: Int = defaultMaximumResponseBytes
    ) throws(RemoteRegistryError) {
        guard let url = URL(string: text) else { throw .unsupportedURL(url: text, reason: RemoteLocation.schemeReason) }
        try self.init(baseURL: url, timeouts: timeouts, maximumResponseBytes: maximumResponseBytes)
    }

    /// Whether `text` is meant as a registry URL rather than a folder: it starts with `http://` or
    /// `https://`, or names any other scheme (`ftp://…`), which `init(string:)` then refuses as a usage error.
    package static func isRemote(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") { return true }
        guard let colon = lowered.firstRange(ofBytes: "://") else { return false }
        let scheme = lowered[..<colon.lowerBound]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    package var sourceName: String { baseURL.absoluteString }

    /// `index.json` and every file the index lists, sorted. Fetches and checks the index on first use.
    package func relativePaths() throws(DiagnosticError) -> [String] {
        do { return try listedPaths() } catch { throw DiagnosticError(error) }
    }

    /// `relativePaths()`, failing only the ways a server does.
    package func listedPaths() throws(RemoteRegistryError) -> [String] {
        ([Self.indexPath] + Array(try checkedIndex().entries.keys)).sorted()
    }

    /// The served `index.json`, decoded and checked: what `list`, `search` and `info` can show
    /// without fetching any piece. Fetches the index on first use.
    func registryIndex() throws(RemoteRegistryError) -> RegistryIndex {
        try checkedIndex().document
    }

    /// The bytes of `relativePath`, verified against the index's digest; `index.json` as served.
    package func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8] {
        do { return try verifiedBytes(at: relativePath) } catch { throw DiagnosticError(error) }
    }

    /// `bytes(at:)`, failing only the ways a server does.
    package func verifiedBytes(at relativePath: String) throws(RemoteRegistryError) -> [UInt8] {
        let index = try checkedIndex()
        if relativePath == Self.indexPath { return index.bytes }
        guard let entry = index.entries[relativePath] else {
            throw .notListed(url: url(for: Self.indexPath), path: relativePath)
        }
        let bytes: [UInt8]
        if let piece = entry.piece {
            guard let found = try document(of: piece).files[relativePath] else {
                throw .notListed(url: url(for: RemotePieceDocument.path(for: piece)), path: relativePath)
            }
            bytes = found
        } else {
            bytes = try counted(location.url(for: relativePath))
        }
        let actual = SHA256.hex(SHA256.digest(bytes))
        guard actual == entry.sha256 else {
            throw .digestMismatch(path: relativePath, expected: entry.sha256, actual: actual)
        }
        return bytes
    }

    /// The body of the document at `relativePath` as served, unverified: what the registry-item
    /// format (`ItemRegistry`), which publishes no digests, reads through this transport.
    func fetch(_ relativePath: String) throws(RemoteRegistryError) -> [UInt8] {
        try counted(location.url(for: relativePath))
    }

    /// The body at `url`, within what is left of the overall deadline and total-bytes limit.
    private func counted(_ url: URL) throws(RemoteRegistryError) -> [UInt8] {
        let (elapsed, used) = cache.budget()
        let text = url.absoluteString
        let secondsLeft = deadline - elapsed
        guard secondsLeft > 0 else {
            throw .budgetExceeded(url: text, reason: Self.deadlineReason(String(Int(deadline))).text)
        }
        let bytesLeft = maximumTotalBytes - used
        var fetcher = fetcher
        fetcher.timeouts.resource = min(timeouts.resource, max(secondsLeft, 1))
        fetcher.maximumBytes = min(maximumResponseBytes, max(bytesLeft, 0))
        let line = progress.map { ProgressLine(report: $0, message: Self.fetchingMessage(text).text) }
        line?.start()
        defer { line?.finish() }
        do {
            let body = try fetcher.fetch(url)
            cache.spend(body.count)
            return body
        } catch .tooLarge where bytesLeft < maximumResponseBytes {
            throw .budgetExceeded(url: text, reason: Self.totalBytesReason(maximumTotalBytes).text)
        } catch .timedOut where secondsLeft < timeouts.resource {
            throw .budgetExceeded(url: text, reason: Self.deadlineReason(String(Int(deadline))).text)
        }
    }

    /// `text` as a whole number above 0, else nil (unset or not a budget).
    private static func positive(_ text: String?) -> Int? {
        text.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    private var fetcher: RemoteFetcher {
        RemoteFetcher(timeouts: timeouts, maximumBytes: maximumResponseBytes, credential: credential)
    }

    /// The configured headers, with an `Authorization` when they have none: Basic authentication
    /// from the address's user info, else a bearer token from `PIECES_REGISTRY_TOKEN` when
    /// `PIECES_REGISTRY_TOKEN_HOST` names the registry's origin; all only for that origin
    /// (`CredentialScope`).
    var credential: RegistryCredential? {
        guard let scope = CredentialScope(url: baseURL) else { return nil }
        var credential = RegistryCredential(
            scope: scope, headers: configuredHeaders.map { RegistryCredential.Header(name: $0.name, value: $0.value) })
        if !credential.carries("Authorization") {
            if let userInfo = location.userInfo {
                let basic = "Basic " + Data(userInfo.utf8).base64EncodedString()
                credential.headers.append(.init(name: "Authorization", value: basic))
            } else if let value = environmentToken {
                credential.headers.append(.init(name: "Authorization", value: value))
            }
        }
        return credential.headers.isEmpty ? nil : credential
    }

    private func url(for relativePath: String) -> String { location.url(for: relativePath).absoluteString }

    /// The index, fetched and checked once; a failure is remembered too, so a dead server costs
    /// one timeout, not one per file.
    private func checkedIndex() throws(RemoteRegistryError) -> RemoteIndex {
        try cache.index { () throws(RemoteRegistryError) -> RemoteIndex in
            try RemoteIndex(bytes: indexBytes(), url: location.url(for: Self.indexPath).absoluteString)
        }
    }

    /// `index.json` as served, fetched once (a failure is remembered too): `WebRegistry` reads it
    /// to tell the formats apart before either parses it.
    func indexBytes() throws(RemoteRegistryError) -> [UInt8] {
        try cache.rawIndex { () throws(RemoteRegistryError) -> [UInt8] in try counted(location.url(for: Self.indexPath))
        }
    }

    private func document(of piece: String) throws(RemoteRegistryError) -> RemotePieceDocument {
        try cache.document(of: piece) { () throws(RemoteRegistryError) -> RemotePieceDocument in
            let url = location.url(for: RemotePieceDocument.path(for: piece))
            return try RemotePieceDocument(bytes: counted(url), url: url.absoluteString, expectedName: piece)
        }
    }
}

/// What a `RemoteRegistry` and its copies fetched: the index (or why it failed) and piece documents.
private final class RemoteCache: @unchecked Sendable {
    private let indexLock = Lock()
    private var indexResult: Result<RemoteIndex, RemoteRegistryError>?
    private let rawLock = Lock()
    private var rawResult: Result<[UInt8], RemoteRegistryError>?
    private let documentLock = Lock()
    private var documents: [String: RemotePieceDocument] = [:]
    private let budgetLock = Lock()
    private var started: DispatchTime?
    private var spent = 0

    /// Seconds since the first fetch (starting the clock now if none came yet), and bytes fetched.
    func budget() -> (elapsed: Double, used: Int) {
        budgetLock.withLock {
            let now = DispatchTime.now()
            let start = started ?? now
            started = start
            return (Double(now.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9, spent)
        }
    }

    func spend(_ bytes: Int) { budgetLock.withLock { spent += bytes } }

    /// The index, loaded by `load` on the first call only; callers meanwhile wait for that load.
    func index(_ load: () throws(RemoteRegistryError) -> RemoteIndex) throws(RemoteRegistryError) -> RemoteIndex {
        indexLock.lock()
        defer { indexLock.unlock() }
        if indexResult == nil {
            do { indexResult = .success(try load()) } catch { indexResult = .failure(error) }
        }
        return try indexResult!.get()
    }

    /// The index's bytes, loaded by `load` on the first call only.
    func rawIndex(_ load: () throws(RemoteRegistryError) -> [UInt8]) throws(RemoteRegistryError) -> [UInt8] {
        rawLock.lock()
        defer { rawLock.unlock() }
        if rawResult == nil {
            do { rawResult = .success(try load()) } catch { rawResult = .failure(error) }
        }
        return try rawResult!.get()
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
