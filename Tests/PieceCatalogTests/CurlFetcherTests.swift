#if !canImport(Darwin)
    import Dispatch
    import Foundation
    import PiecesTestSupport
    import Testing

    @testable import PieceCatalog

    /// On Linux https goes through libcurl opened with `dlopen` (no FoundationNetworking at start-up).
    /// No TLS server runs here, so the same transfer is driven over plain http on loopback, which
    /// libcurl speaks too: status, headers, the body limit, the refused content coding, silence and
    /// a host that does not exist are all decided by the code https uses.
    @Suite struct CurlFetcherTests {
        static let timeouts = RemoteRegistry.Timeouts(request: 2, resource: 4)

        static func fetcher(maximumBytes: Int = 1_000, authorization: String? = nil) -> CurlFetcher {
            CurlFetcher(
                timeouts: timeouts, maximumBytes: maximumBytes, deadline: .now() + timeouts.resource,
                headers: authorization.map { [.init(name: "Authorization", value: $0)] } ?? [])
        }

        @Test func libcurlIsOpenedOnlyWhenAskedFor() throws {
            #expect(CurlLibrary.shared != nil, "\(CurlLibrary.missingReason)")
        }

        @Test func anAnswerComesWithItsStatusHeadersAndBody() throws {
            let server = try LoopbackHTTPServer(routes: [
                "/index.json": .init(status: 404, headers: ["X-Note": "gone"], body: Array("missing".utf8))
            ])
            defer { server.stop() }
            let answer = try Self.fetcher(authorization: "Bearer t").get(
                server.baseURL.appendingPathComponent("index.json"))
            #expect(answer.status == 404)
            #expect(answer.headers["x-note"] == "gone")
            #expect(answer.body == Array("missing".utf8))
            let head = try #require(server.requestHeads.first).lowercased()
            #expect(head.contains("accept-encoding: identity"))
            #expect(head.contains("authorization: bearer t"))
        }

        @Test func aBodyOverTheLimitIsCutOff() throws {
            let server = try LoopbackHTTPServer(routes: [
                "/big": .hostile(.hugeBody(bytes: 50_000, declaresLength: false))
            ])
            defer { server.stop() }
            #expect(throws: RemoteRegistryError.tooLarge(url: server.baseURL.absoluteString + "big", limit: 1_000)) {
                try Self.fetcher().get(server.baseURL.appendingPathComponent("big"))
            }
        }

        @Test func aCompressedAnswerIsRefusedUndecoded() throws {
            let server = try LoopbackHTTPServer(routes: [
                "/gz": .init(status: 200, headers: ["Content-Encoding": "gzip"], body: [0x1F, 0x8B, 0, 0])
            ])
            defer { server.stop() }
            #expect(
                throws: RemoteRegistryError.encodedAnswer(url: server.baseURL.absoluteString + "gz", encoding: "gzip")
            ) {
                try Self.fetcher().get(server.baseURL.appendingPathComponent("gz"))
            }
        }

        @Test func aSilentServerTimesOutOnTheRequestTimeout() throws {
            let server = try LoopbackHTTPServer(routes: ["/quiet": .hostile(.neverAnswer)])
            defer { server.stop() }
            let started = DispatchTime.now()
            #expect(throws: RemoteRegistryError.timedOut(url: server.baseURL.absoluteString + "quiet", seconds: 2)) {
                try Self.fetcher().get(server.baseURL.appendingPathComponent("quiet"))
            }
            #expect(Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 < 8)
        }

        @Test func aClosedConnectionIsUnreachable() throws {
            let server = try LoopbackHTTPServer(routes: ["/closed": .hostile(.closeImmediately)])
            defer { server.stop() }
            #expect(
                throws: RemoteRegistryError.unreachable(
                    url: server.baseURL.absoluteString + "closed", reason: PlainHTTPFetcher.closedReason)
            ) {
                try Self.fetcher().get(server.baseURL.appendingPathComponent("closed"))
            }
        }
    }
#endif
