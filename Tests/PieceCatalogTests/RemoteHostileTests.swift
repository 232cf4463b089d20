import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesDiagnostics

/// A registry server that attacks the client: compression bombs, codings it was not
/// asked for, chunked bodies past the limit, redirects out of the private network, credentials in
/// the address, and a registry whose files together exceed the overall limits. Every server is a
/// loopback server started here; every fetch is bounded by the timeouts given.
@Suite("a hostile registry server")
struct RemoteHostileTests {
    typealias Route = LoopbackHTTPServer.Route

    /// 6,777 bytes that decode, through `gzip` twice, to 4 GiB of zeros.
    static let bomb = try! Array(Data(contentsOf: FixturePaths.fixture("hostile-remote/gzip-gzip-4GiB-zeros.bin")))

    static func indexURL(_ server: LoopbackHTTPServer) -> String { RemoteRegistryTests.url(server, "index.json") }

    static func indexError(_ server: LoopbackHTTPServer, limit: Int = 1 << 20) -> RemoteRegistryError? {
        do {
            _ = try RemoteRegistryTests.remote(server, request: 2, resource: 5, limit: limit).listedPaths()
            return nil
        } catch {
            return error as? RemoteRegistryError
        }
    }

    /// A raw answer: `head` lines, then `body`.
    static func raw(_ head: [String], _ body: [UInt8]) -> Route {
        Route(body: Array((head.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body, behaviour: .raw)
    }

    @Test func aCompressionBombIsRefusedBeforeItIsDecoded() async throws {
        #expect(Self.bomb.count < 8 * 1024)
        let server = try LoopbackHTTPServer(routes: [
            "/registry/index.json": Route(
                headers: ["Content-Type": "application/json", "Content-Encoding": "gzip, gzip"], body: Self.bomb)
        ])
        let (error, elapsed) = await RemoteRegistryTests.timed { Self.indexError(server) }
        #expect(error == .encodedAnswer(url: Self.indexURL(server), encoding: "gzip"))
        #expect(error?.exitStatus == ExitStatus.dataError)
        #expect(elapsed < 3, "took \(elapsed) s")
        // The request asked for the identity coding only.
        let head = try #require(server.requestHeads.first).lowercased()
        #expect(head.contains("accept-encoding: identity"))
        #expect(!head.contains("gzip"))
    }

    @Test(arguments: ["Transfer-Encoding: gzip, chunked", "Content-Encoding: br", "Content-Encoding: identity, deflate"]
    )
    func anyCodingButIdentityAndChunkedIsRefused(header: String) throws {
        let server = try LoopbackHTTPServer(routes: [
            "/registry/index.json": Self.raw(["HTTP/1.1 200 OK", header, "Connection: close"], Self.bomb)
        ])
        guard case .encodedAnswer(let url, _)? = Self.indexError(server) else {
            Issue.record("expected encodedAnswer for \(header)")
            return
        }
        #expect(url == Self.indexURL(server))
    }

    @Test func aChunkedAnswerIsReadAndCountedAsItArrives() throws {
        let files = try RemoteRegistryTests.servedFiles()
        var routes: [String: Route] = [:]
        for (path, bytes) in files {
            // In chunks of 100 bytes, with a chunk extension, as a streaming server sends them.
            var body: [UInt8] = []
            for start in stride(from: 0, to: bytes.count, by: 100) {
                let chunk = bytes[start..<min(start + 100, bytes.count)]
                body += Array((String(chunk.count, radix: 16) + ";x=y\r\n").utf8) + chunk + Array("\r\n".utf8)
            }
            body += Array("0\r\n\r\n".utf8)
            routes[RemoteRegistryTests.mount + path] = Self.raw(["HTTP/1.1 200 OK", "Transfer-Encoding: chunked"], body)
        }
        let server = try LoopbackHTTPServer(routes: routes)
        let remote = try RemoteRegistryTests.remote(server)
        for path in try remote.relativePaths() where path != RemoteRegistry.indexPath {
            #expect(
                try remote.bytes(at: path) == files[path]
                    ?? FolderRegistry(root: RemoteRegistryTests.minimal).bytes(at: path)
            )
        }
        // Past the limit, a chunked answer is cut off however it is split.
        let huge = Array("100000\r\n".utf8) + [UInt8](repeating: 0x78, count: 1 << 20) + Array("\r\n0\r\n\r\n".utf8)
        let big = try LoopbackHTTPServer(routes: [
            "/registry/index.json": Self.raw(["HTTP/1.1 200 OK", "Transfer-Encoding: chunked"], huge)
        ])
        #expect(Self.indexError(big, limit: 64 * 1024) == .tooLarge(url: Self.indexURL(big), limit: 64 * 1024))
    }

    @Test func aPrivateRegistryDoesNotFollowARedirectToAPublicPlainHTTPHost() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/registry/index.json": Route(status: 301, headers: ["Location": "http://example.com/registry/index.json"])
        ])
        #expect(
            Self.indexError(server)
                == .redirectRefused(url: Self.indexURL(server), target: "http://example.com/registry/index.json"))
        #expect(server.requestedPaths == ["/registry/index.json"])
    }

    @Test func aRedirectInsideThePrivateNetworkIsFollowed() throws {
        var routes: [String: Route] = [:]
        for (path, bytes) in try RemoteRegistryTests.servedFiles() { routes["/moved/" + path] = .ok(bytes) }
        routes["/registry/index.json"] = Route(status: 301, headers: ["Location": "/moved/index.json"])
        let server = try LoopbackHTTPServer(routes: routes)
        #expect(Self.indexError(server) == nil)
        #expect(server.requestedPaths == ["/registry/index.json", "/moved/index.json"])
    }

    @Test func credentialsInTheAddressAreSentButNeverShown() throws {
        let server = try RemoteRegistryTests.server(try RemoteRegistryTests.servedFiles())
        let remote = try RemoteRegistry(string: "http://reader:s3cret@127.0.0.1:\(server.port)/registry")
        #expect(!remote.sourceName.contains("s3cret"))
        #expect(!remote.sourceName.contains("reader"))
        #expect(remote.sourceName == "http://127.0.0.1:\(server.port)/registry/")
        _ = try remote.relativePaths()
        let head = try #require(server.requestHeads.first)
        #expect(head.contains("Authorization: Basic " + Data("reader:s3cret".utf8).base64EncodedString()))
    }

    @Test func allFetchesTogetherStayWithinTheTotalLimit() throws {
        let server = try RemoteRegistryTests.server(try RemoteRegistryTests.servedFiles())
        var remote = try RemoteRegistryTests.remote(server)
        let index = try remote.bytes(at: RemoteRegistry.indexPath)
        remote.maximumTotalBytes = index.count + 10
        let paths = try remote.relativePaths().filter { $0 != RemoteRegistry.indexPath }
        #expect {
            for path in paths { _ = try remote.verifiedBytes(at: path) }
        } throws: { error in
            guard case .budgetExceeded(_, let reason)? = error as? RemoteRegistryError else { return false }
            return reason.contains("\(index.count + 10) bytes")
        }
    }

    @Test func theBudgetsAndTokenAreReadFromTheRunsVariables() throws {
        let variables = [
            "PIECES_REGISTRY_MAX_BYTES": "4096", "PIECES_REGISTRY_DEADLINE": "7",
            "PIECES_REGISTRY_TOKEN": "t0ken", "PIECES_REGISTRY_TOKEN_HOST": "registry.example.com"
        ]
        let settings = RemoteRegistry.RunSettings(variable: { variables[$0] })
        let remote = try RemoteRegistry.$runSettings.withValue(settings) {
            try RemoteRegistry(string: "https://registry.example.com/r/")
        }
        #expect(remote.maximumTotalBytes == 4096 && remote.deadline == 7)
        #expect(remote.credential?.headers == [.init(name: "Authorization", value: "Bearer t0ken")])
        let unset = try RemoteRegistry.$runSettings.withValue(RemoteRegistry.RunSettings(variable: { _ in nil })) {
            try RemoteRegistry(string: "https://registry.example.com/r/")
        }
        #expect(unset.maximumTotalBytes == RemoteRegistry.defaultMaximumTotalBytes)
        #expect(unset.deadline == RemoteRegistry.defaultDeadline && unset.credential == nil)
    }

    @Test func allFetchesTogetherStayWithinTheDeadline() throws {
        let server = try RemoteRegistryTests.server(try RemoteRegistryTests.servedFiles())
        var remote = try RemoteRegistryTests.remote(server)
        remote.deadline = 0.3
        _ = try remote.relativePaths()
        Thread.sleep(forTimeInterval: 0.4)
        let path = try #require(try remote.relativePaths().first { $0 != RemoteRegistry.indexPath })
        #expect {
            try remote.verifiedBytes(at: path)
        } throws: { error in
            guard case .budgetExceeded? = error as? RemoteRegistryError else { return false }
            return true
        }
    }

}
