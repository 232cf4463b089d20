import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// `RemoteRegistry` against a real HTTP server on 127.0.0.1 serving the minimal fixture registry
/// the way a static host serves one: `index.json`, `index/<Name>.json` and the foundation files,
/// generated with the catalog's own index writer.
@Suite("a registry served over HTTP")
struct RemoteRegistryTests {
    static let minimal = FixturePaths.fixture("registries/minimal")
    /// The folder the server publishes the registry under, so base paths are exercised too.
    static let mount = "/registry/"

    /// The minimal registry's served files: the index files and the foundations, by relative path.
    static func servedFiles() throws -> [String: [UInt8]] {
        let local = FolderRegistry(root: minimal)
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in IndexFiles(catalog: try Catalog.load(from: local)).files { files[path] = bytes }
        for path in try local.relativePaths() where path.hasPrefix("foundation/") {
            files[path] = try local.bytes(at: path)
        }
        return files
    }

    /// A server publishing `files` under `mount`, every route answering normally.
    static func server(_ files: [String: [UInt8]]) throws -> LoopbackHTTPServer {
        var routes: [String: LoopbackHTTPServer.Route] = [:]
        for (path, bytes) in files { routes[mount + path] = .ok(bytes) }
        return try LoopbackHTTPServer(routes: routes)
    }

    static func remote(_ server: LoopbackHTTPServer, request: Double = 5, resource: Double = 10, limit: Int = 1 << 20)
        throws -> RemoteRegistry
    {
        // No trailing slash: the registry must add it, or `index.json` would replace `registry`.
        try RemoteRegistry(
            string: "http://127.0.0.1:\(server.port)/registry",
            timeouts: .init(request: request, resource: resource), maximumResponseBytes: limit)
    }

    static func url(_ server: LoopbackHTTPServer, _ path: String) -> String {
        "http://127.0.0.1:\(server.port)\(mount)\(path)"
    }

    /// The served files with the index edited.
    static func withIndex(_ edit: (inout RegistryIndex) -> Void) throws -> [String: [UInt8]] {
        var files = try servedFiles()
        var index = try JSONDecoder().decode(RegistryIndex.self, from: Data(files["index.json"]!))
        edit(&index)
        files["index.json"] = index.rendered()
        return files
    }

    /// What `body` returned and the seconds it took, run on a thread of its own: a test waiting
    /// for a timeout would otherwise hold one of the few threads the other tests run on.
    static func timed<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> (T, Double) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let start = ContinuousClock.now
                let result = body()
                let elapsed = ContinuousClock.now - start
                continuation.resume(
                    returning: (
                        result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    ))
            }
        }
    }

    // MARK: - Reading

    @Test func readsEveryFileByteForByteAndFetchesTheIndexOnce() throws {
        let server = try Self.server(try Self.servedFiles())
        let remote = try Self.remote(server)
        let local = FolderRegistry(root: Self.minimal)

        let paths = try remote.relativePaths()
        #expect(paths == (try local.relativePaths() + ["index.json"]).sorted())
        for path in try local.relativePaths() {
            #expect(try remote.bytes(at: path) == (try local.bytes(at: path)), "\(path)")
        }
        #expect(try remote.bytes(at: "index.json") == (try Self.servedFiles())["index.json"])
        #expect(remote.sourceName == "http://127.0.0.1:\(server.port)/registry/")
        #expect(server.requestedPaths.filter { $0 == "/registry/index.json" }.count == 1)
    }

    @Test func theCatalogReadsTheServedRegistryLikeTheFolder() throws {
        let server = try Self.server(try Self.servedFiles())
        let served = try Catalog.load(from: try Self.remote(server))
        let onDisk = try Catalog.load(from: FolderRegistry(root: Self.minimal))
        #expect(served.pieces.map(\.name) == ["PlainBadge", "SettleCard"])
        #expect(RegistryIndex(catalog: served) == RegistryIndex(catalog: onDisk))
        #expect(try Self.remote(server).registryIndex() == RegistryIndex(catalog: onDisk))
    }

    @Test func aFileTheIndexDoesNotListIsNotFetched() throws {
        let server = try Self.server(try Self.servedFiles())
        let remote = try Self.remote(server)
        #expect(
            throws: RemoteRegistryError.notListed(url: Self.url(server, "index.json"), path: "pieces/demo/Nope.swift")
        ) {
            try remote.verifiedBytes(at: "pieces/demo/Nope.swift")
        }
        #expect(server.requestedPaths == ["/registry/index.json"])
    }

    // MARK: - Verification

    @Test func anAlteredPieceIsRefusedWithBothDigests() throws {
        var files = try Self.servedFiles()
        var payload = try JSONDecoder().decode(PiecePayload.self, from: Data(files["index/SettleCard.json"]!))
        let original = payload.files[0].content
        payload.files[0].content = original.replacingOccurrences(of: "settles", with: "settled")
        #expect(payload.files[0].content != original)
        files["index/SettleCard.json"] = payload.rendered()
        let server = try Self.server(files)
        let remote = try Self.remote(server)

        let path = "pieces/demo/SettleCard.swift"
        let expected = SHA256.hex(SHA256.digest(original))
        let actual = SHA256.hex(SHA256.digest(payload.files[0].content))
        #expect(throws: RemoteRegistryError.digestMismatch(path: path, expected: expected, actual: actual)) {
            try remote.verifiedBytes(at: path)
        }
        // The other piece is intact and still readable.
        #expect(try remote.bytes(at: "pieces/demo/PlainBadge.swift").count > 0)
        #expect(
            server.requestedPaths == [
                "/registry/index.json", "/registry/index/SettleCard.json", "/registry/index/PlainBadge.json"
            ])
    }

    @Test func anAlteredFoundationIsRefused() throws {
        var files = try Self.servedFiles()
        files["foundation/Motion.swift"]! += Array("// injected\n".utf8)
        let server = try Self.server(files)
        let remote = try Self.remote(server)
        #expect {
            try remote.verifiedBytes(at: "foundation/Motion.swift")
        } throws: { error in
            guard case .digestMismatch(let path, _, let actual)? = error as? RemoteRegistryError else { return false }
            return path == "foundation/Motion.swift"
                && actual == SHA256.hex(SHA256.digest(files["foundation/Motion.swift"]!))
        }
        #expect(server.requestedPaths == ["/registry/index.json", "/registry/foundation/Motion.swift"])
    }

    static let unsafePaths = [
        "../../etc/passwd", "pieces/../../outside.swift", "/etc/passwd", "pieces\\demo\\Evil.swift",
        "pieces/demo/Evil\u{0}.swift", "pieces/./demo/Evil.swift", "pieces//Evil.swift", ""
    ]

    @Test(arguments: unsafePaths)
    func anUnsafePathRejectsTheIndexBeforeAnythingIsFetched(path: String) throws {
        let server = try Self.server(try Self.withIndex { $0.pieces[0].files[0].path = path })
        let remote = try Self.remote(server)
        #expect {
            try remote.listedPaths()
        } throws: { error in
            guard case .unsafePath(_, let listed, _)? = error as? RemoteRegistryError else { return false }
            return listed == path
        }
        #expect(throws: RemoteRegistryError.self) { try remote.verifiedBytes(at: "foundation/Motion.swift") }
        #expect(server.requestedPaths == ["/registry/index.json"])
    }

    @Test func aPieceNameThatIsNotAnIdentifierIsUnsafe() throws {
        let server = try Self.server(try Self.withIndex { $0.pieces[0].name = "../PlainBadge" })
        #expect(
            throws: RemoteRegistryError.unsafePath(
                url: Self.url(server, "index.json"), path: "index/../PlainBadge.json",
                reason: RemotePathRule.pieceNameReason)
        ) {
            try Self.remote(server).listedPaths()
        }
    }

    @Test func aPathListedTwiceIsInvalid() throws {
        let server = try Self.server(try Self.withIndex { $0.pieces[1].files.append($0.pieces[0].files[0]) })
        #expect {
            try Self.remote(server).listedPaths()
        } throws: { error in
            guard case .invalidDocument(_, let reason)? = error as? RemoteRegistryError else { return false }
            return reason == RemoteIndex.duplicateReason("pieces/demo/PlainBadge.swift").text
        }
    }

    @Test func aDocumentForAnotherPieceIsInvalid() throws {
        var files = try Self.servedFiles()
        files["index/SettleCard.json"] = files["index/PlainBadge.json"]
        let server = try Self.server(files)
        #expect(
            throws: RemoteRegistryError.invalidDocument(
                url: Self.url(server, "index/SettleCard.json"),
                reason: RemotePieceDocument.nameReason("PlainBadge", "SettleCard").text)
        ) {
            try Self.remote(server).verifiedBytes(at: "pieces/demo/SettleCard.swift")
        }
    }
}

/// A server that misbehaves: each failure is a typed error naming the URL, within the timeouts.
@Suite("a registry server that misbehaves")
struct RemoteRegistryFailureTests {
    typealias Route = LoopbackHTTPServer.Route

    static func serving(_ route: Route) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(routes: ["/registry/index.json": route])
    }

    static func indexError(_ server: LoopbackHTTPServer, request: Double = 5, resource: Double = 10) throws
        -> RemoteRegistryError?
    {
        let remote = try RemoteRegistryTests.remote(server, request: request, resource: resource)
        do {
            _ = try remote.listedPaths()
            return nil
        } catch {
            return error
        }
    }

    @Test func aServerThatNeverAnswersTimesOutWithinTheTimeout() async throws {
        let server = try Self.serving(.hostile(.neverAnswer))
        let (found, elapsed) = await RemoteRegistryTests.timed {
            try? Self.indexError(server, request: 1, resource: 10)
        }
        let error = try #require(found)
        #expect(error == .timedOut(url: RemoteRegistryTests.url(server, "index.json"), seconds: 1))
        // Well under the 10 s resource timeout, with room for a loaded machine.
        #expect(elapsed >= 0.9 && elapsed < 8, "took \(elapsed) s")
        #expect(error.message == "\(RemoteRegistryTests.url(server, "index.json")) did not answer within 1 s")
        #expect(error.diagnostic.code == "io-unreadable")
        #expect(ExitStatus.of([error.diagnostic]) == ExitStatus.ioError)
    }

    @Test func aServerThatDripsBytesRunsIntoTheResourceTimeout() async throws {
        // Padded so that dripping it whole would take 25 s: only the 1 s resource timeout ends it
        // sooner, by a margin no loaded machine closes.
        let body = Array(#"{"schema": 1, "foundations": [], "pieces": []}"#.utf8) + Array(repeating: 0x20, count: 200)
        let server = try Self.serving(.init(body: body, behaviour: .slowDrip(interval: 0.1)))
        let (error, elapsed) = await RemoteRegistryTests.timed { try? Self.indexError(server, request: 5, resource: 1) }
        #expect(error == .timedOut(url: RemoteRegistryTests.url(server, "index.json"), seconds: 1))
        #expect(elapsed < 10, "took \(elapsed) s")
    }

    @Test(arguments: [LoopbackHTTPServer.Behaviour.garbage, .closeImmediately])
    func aBrokenAnswerIsUnreachableWithTheReason(behaviour: LoopbackHTTPServer.Behaviour) throws {
        let server = try Self.serving(.hostile(behaviour))
        let error = try #require(try Self.indexError(server))
        guard case .unreachable(let url, let reason) = error else {
            Issue.record("expected unreachable, got \(error)")
            return
        }
        #expect(url == RemoteRegistryTests.url(server, "index.json"))
        #expect(!reason.isEmpty)
        #expect(error.message == "cannot reach \(url): \(reason)")
        #expect(error.exitStatus == ExitStatus.ioError)
    }

    @Test func aClosedPortIsUnreachable() throws {
        let server = try LoopbackHTTPServer()
        let remote = try RemoteRegistryTests.remote(server)
        server.stop()
        #expect {
            try remote.listedPaths()
        } throws: { error in
            guard case .unreachable(let url, _)? = error as? RemoteRegistryError else { return false }
            return url.hasSuffix("/registry/index.json")
        }
    }

    @Test func aMissingIndexNamesTheURLAndIsAskedForOnce() throws {
        let server = try LoopbackHTTPServer()
        let remote = try RemoteRegistryTests.remote(server)
        let url = RemoteRegistryTests.url(server, "index.json")
        #expect(throws: RemoteRegistryError.httpStatus(url: url, status: 404)) { try remote.listedPaths() }
        #expect(throws: RemoteRegistryError.httpStatus(url: url, status: 404)) {
            try remote.verifiedBytes(at: "foundation/Motion.swift")
        }
        #expect(
            RemoteRegistryError.httpStatus(url: url, status: 404).message == "\(url) answered HTTP 404 instead of 200")
        #expect(server.requestedPaths.count == 1)
    }

    @Test func anHTMLPageIsNotJSON() throws {
        let server = try Self.serving(
            .ok("<!DOCTYPE html><html><body>Welcome to nginx!</body></html>", contentType: "text/html"))
        let error = try #require(try Self.indexError(server))
        guard case .invalidDocument(_, let reason) = error else {
            Issue.record("expected invalidDocument, got \(error)")
            return
        }
        #expect(reason.contains("not JSON"))
        #expect(reason.contains("<!DOCTYPE html>"))
        #expect(reason.hasPrefix(RemoteIndex.expectedIndex))
        #expect(error.exitStatus == ExitStatus.dataError)
        #expect(error.diagnostic.code == "registry-index-invalid")
    }

    @Test func anIndexWithoutItsListsSaysWhatIsMissing() throws {
        let server = try Self.serving(.ok(#"{"schema": 1}"#))
        let url = RemoteRegistryTests.url(server, "index.json")
        #expect(
            try Self.indexError(server)
                == .invalidDocument(
                    url: url, reason: RemoteJSON.missingReason(RemoteIndex.expectedIndex, "foundations").text))
    }

    @Test func aNewerSchemaAsksForANewerPieces() throws {
        let server = try Self.serving(.ok(#"{"schema": 2, "everything": "different"}"#))
        let error = try Self.indexError(server)
        #expect(error == .unsupportedSchema(url: RemoteRegistryTests.url(server, "index.json"), found: 2, expected: 1))
        #expect(error?.fix == RemoteRegistryError.schemaNewerFix.text)
    }

    @Test(arguments: [true, false])
    func aHugeAnswerIsCutOff(declaresLength: Bool) throws {
        let server = try Self.serving(.hostile(.hugeBody(bytes: 8 << 20, declaresLength: declaresLength)))
        let remote = try RemoteRegistryTests.remote(server, limit: 1 << 20)
        #expect(
            throws: RemoteRegistryError.tooLarge(url: RemoteRegistryTests.url(server, "index.json"), limit: 1 << 20)
        ) {
            try remote.listedPaths()
        }
    }

    // MARK: - Addresses

    @Test(arguments: [
        "http://127.0.0.1:8080/r", "http://localhost/r/", "http://192.168.1.20/registry", "http://10.0.0.2",
        "http://172.20.1.1/x", "http://[::1]:9000/r", "http://[fd12:3456::1]/r", "http://[fe80::1]/r",
        "http://printer.local/r",
        "https://example.com/registry", "HTTPS://Example.com"
    ])
    func acceptedAddresses(text: String) throws {
        let remote = try RemoteRegistry(string: text)
        #expect(remote.baseURL.absoluteString.hasSuffix("/"))
        #expect(remote.baseURL.scheme == "https" || remote.baseURL.scheme == "http")
        #expect(remote.timeouts == .init(request: 10, resource: 30))
        #expect(remote.maximumResponseBytes == 20 * 1024 * 1024)
    }

    @Test(arguments: [
        "http://example.com/registry", "http://172.32.0.1/", "http://10.0.0.1.example.com/", "http://[2001:db8::1]/",
        "http://[fc::1]/", "ftp://example.com/r", "file:///tmp/registry",
        "https://example.com/r?token=1", "https:///nohost", "registry"
    ])
    func refusedAddresses(text: String) {
        #expect {
            try RemoteRegistry(string: text)
        } throws: { error in
            guard let error = error as? RemoteRegistryError, case .unsupportedURL = error else { return false }
            // A file URL's fix names the folder's path instead.
            let fix = text.hasPrefix("file:") ? RemoteRegistryError.fileURLFix : RemoteRegistryError.unsupportedURLFix
            return error.exitStatus == ExitStatus.usage && error.diagnostic.fix == fix.text
        }
    }

    @Test func documentNamesAreEncodedIntoOnePathComponent() throws {
        let location = try RemoteLocation(URL(string: "https://example.com/r")!)
        #expect(location.url(for: "index/A B?#.json").absoluteString == "https://example.com/r/index/A%20B%3F%23.json")
    }
}
