import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI

/// `pieces add --registry <url>` against a registry served over HTTP: what it fetches and what the
/// lock keeps (the client itself is PieceCatalogTests' `RemoteRegistryTests` and `RemoteHostileTests`).
@Suite("pieces add from a registry served over HTTP")
struct RemoteAddTests {
    @Test func addFetchesOnlyThePieceAskedForAndItsDependencies() throws {
        let server = try ServedRegistry.server(try ServedRegistry.servedFiles())
        let app = try TemporaryFolder()
        let registry = "http://127.0.0.1:\(server.port)/registry"
        let add = SpecialFileTests.run(
            ["add", "PlainBadge", "--registry", registry, "--path", app.path("Out")], in: app)
        #expect(add?.status == 0, "\(add.map { $0.standardOutput + $0.standardError } ?? "timed out")")
        let pieces = server.requestedPaths.filter { $0.hasPrefix("/registry/index/") }
        #expect(pieces == ["/registry/index/PlainBadge.json"], "fetched \(server.requestedPaths)")
        #expect(FileManager.default.fileExists(atPath: app.path("Out/PlainBadge.swift")))
        let lock = try app.text("Out/pieces.lock")
        #expect(lock.contains(registry))
    }

    @Test func theLockNeverHoldsCredentials() throws {
        let server = try ServedRegistry.server(try ServedRegistry.servedFiles())
        let app = try TemporaryFolder()
        let add = SpecialFileTests.run(
            [
                "add", "PlainBadge", "--registry", "http://reader:s3cret@127.0.0.1:\(server.port)/registry",
                "--path", app.path("Out")
            ], in: app)
        #expect(add?.status == 0)
        let lock = try app.text("Out/pieces.lock")
        #expect(!lock.contains("s3cret") && !lock.contains("reader"), "\(lock)")
    }
}
