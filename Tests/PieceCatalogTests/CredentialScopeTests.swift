import Foundation
import PiecesTestSupport
import Testing

@testable import PieceCatalog

/// Credentials go only where the user sent them: a token from the environment only to the origins
/// `PIECES_REGISTRY_TOKEN_HOST` names (never to a host a cloned repository's lock or config names),
/// and no credential across a redirect to another scheme, host or port. Loopback servers only.
@Suite("credential scope")
struct CredentialScopeTests {
    typealias Route = LoopbackHTTPServer.Route

    @Test func anOriginIsSchemeHostAndPort() throws {
        let scope = try #require(CredentialScope(url: URL(string: "https://Registry.Example.com/r")!))
        #expect(scope.covers(URL(string: "https://registry.example.com:443/r/index.json")!))
        #expect(!scope.covers(URL(string: "https://registry.example.com:8443/r/index.json")!))
        #expect(!scope.covers(URL(string: "http://registry.example.com/r/index.json")!))
        #expect(!scope.covers(URL(string: "https://registry.example.com.attacker.net/r")!))
    }

    @Test func theEnvironmentTokenGoesOnlyToConfiguredOrigins() {
        let url = URL(string: "http://127.0.0.1:8080/registry/")!
        let token = ["PIECES_REGISTRY_TOKEN": "t0ken"]
        #expect(CredentialScope.environmentToken(for: url, variable: { token[$0] }) == nil)
        var configured = token
        configured["PIECES_REGISTRY_TOKEN_HOST"] = "registry.example.com, 127.0.0.1:8080"
        #expect(CredentialScope.environmentToken(for: url, variable: { configured[$0] }) == "Bearer t0ken")
        #expect(
            CredentialScope.environmentToken(for: URL(string: "http://127.0.0.1:9090/")!, variable: { configured[$0] })
                == nil)
        #expect(
            CredentialScope.environmentToken(
                for: URL(string: "https://registry.example.com/x")!, variable: { configured[$0] })
                == "Bearer t0ken")
        #expect(
            CredentialScope.environmentToken(
                for: URL(string: "http://registry.example.com/x")!, variable: { configured[$0] })
                == nil, "a public host named without a scheme gets the token over https only")
    }

    /// What `pieces list --registry URL` sent to `server`, run as a process with `environment`.
    static func authorizationSent(_ server: LoopbackHTTPServer, environment: [String]) throws -> Bool {
        let folder = try TemporaryFolder()
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            environment + [
                try PiecesExecutable.url().path, "list", "--registry", "http://127.0.0.1:\(server.port)/registry"
            ], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(!server.requestHeads.isEmpty)
        return server.requestHeads.contains { $0.contains("Authorization:") }
    }

    @Test func aRepositoryNamingAHostNeverGetsTheToken() throws {
        let server = try RemoteRegistryTests.server(try RemoteRegistryTests.servedFiles())
        #expect(try !Self.authorizationSent(server, environment: ["PIECES_REGISTRY_TOKEN=t0ken"]))
        let allowed = try RemoteRegistryTests.server(try RemoteRegistryTests.servedFiles())
        #expect(
            try Self.authorizationSent(
                allowed,
                environment: ["PIECES_REGISTRY_TOKEN=t0ken", "PIECES_REGISTRY_TOKEN_HOST=127.0.0.1:\(allowed.port)"]))
    }

    @Test func aRedirectToAnotherPortOfTheSameHostDropsTheCredentials() throws {
        let other = try RemoteRegistryTests.server(try RemoteRegistryTests.servedFiles())
        let first = try LoopbackHTTPServer(routes: [
            "/registry/index.json": Route(
                status: 302, headers: ["Location": "http://127.0.0.1:\(other.port)/registry/index.json"])
        ])
        let remote = try RemoteRegistry(
            string: "http://reader:s3cret@127.0.0.1:\(first.port)/registry", timeouts: .init(request: 5, resource: 10),
            maximumResponseBytes: 1 << 20)
        _ = try remote.relativePaths()
        #expect(first.requestHeads.first?.contains("Authorization: Basic") == true)
        #expect(other.requestedPaths == ["/registry/index.json"])
        #expect(other.requestHeads.allSatisfy { !$0.contains("Authorization") }, "\(other.requestHeads)")
    }
}
