import Foundation
import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesTestSupport
import Testing

/// `RegistryResolver`: the README's "Which registry" rule, in the one place it is written.
@Suite("registry resolver")
struct RegistryResolverTests {
    static let root = FixturePaths.repositoryRoot.appendingPathComponent("registry")

    @Test func fallsBackToTheEmbeddedRegistryOutsideAnyRegistry() throws {
        let folder = try TemporaryFolder()
        let source = try RegistryResolver.source(explicit: nil, workingDirectory: folder.url.path)
        #expect(source.sourceName == EmbeddedRegistry.name)
        #expect(source is EmbeddedRegistry)
    }

    @Test func prefersTheRegistryFoundWalkingUp() throws {
        let start = Self.root.appendingPathComponent("pieces/buttons").path
        let source = try RegistryResolver.source(explicit: nil, workingDirectory: start)
        let registry = try #require(source as? FolderRegistry)
        #expect(registry.root.path == Self.root.standardizedFileURL.path)
    }

    @Test func usesAnExplicitFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "foundation/.keep")
        let source = try RegistryResolver.source(explicit: ".", workingDirectory: folder.url.path)
        #expect((source as? FolderRegistry)?.root.path == folder.url.standardizedFileURL.path)
    }

    @Test func piecesJSONComesBeforeTheNearestFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "registry/foundation/.keep")
        try folder.write("", to: "vendor/acme/foundation/.keep")
        try folder.write(#"{"path": "Pieces", "registry": "../vendor/acme"}"#, to: "App/pieces.json")
        let source = try RegistryResolver.source(explicit: nil, workingDirectory: folder.path("App"))
        let registry = try #require(source as? FolderRegistry)
        #expect(registry.root.lastPathComponent == "acme")
        let null = try TemporaryFolder()
        try null.write("", to: "registry/foundation/.keep")
        try null.write(#"{"path": "Pieces", "registry": null}"#, to: "pieces.json")
        let found = try RegistryResolver.source(explicit: nil, workingDirectory: null.url.path)
        #expect((found as? FolderRegistry)?.root.lastPathComponent == "registry")
    }

    @Test func aURLIsAWebRegistryInEitherFormat() throws {
        let source = try RegistryResolver.source(explicit: "https://example.com/r", workingDirectory: "/")
        #expect(source is WebRegistry)
        #expect(source.sourceName == "https://example.com/r/")
    }

    @Test func anExplicitFolderThatIsNoRegistryIsAnErrorNotTheEmbeddedCopy() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "elsewhere/README.md")
        #expect(throws: DiagnosticError(FolderRegistry.LookupError.notARegistry(path: "elsewhere"))) {
            try RegistryResolver.source(explicit: "elsewhere", workingDirectory: folder.url.path)
        }
        #expect(throws: DiagnosticError(FolderRegistry.LookupError.missing(path: "nowhere"))) {
            try RegistryResolver.source(explicit: "nowhere", workingDirectory: folder.url.path)
        }
    }

    @Test func aNamespaceNobodyDeclaredIsNamed() throws {
        let folder = try TemporaryFolder()
        #expect(throws: DiagnosticError(Namespace.ConfigError.unknown(namespace: "@acme", from: folder.url.path))) {
            try RegistryResolver.source(
                forNames: ["@acme/Button"], explicit: nil, workingDirectory: folder.url.path)
        }
        #expect(throws: DiagnosticError(Namespace.ConfigError.mixed(names: ["@acme/Button", "Other"]))) {
            try RegistryResolver.source(
                forNames: ["@acme/Button", "Other"], explicit: nil, workingDirectory: folder.url.path)
        }
    }

    /// `check` of an app's files reads the embedded foundations in place: no folder is written.
    @Test func theEngineReadsEmbeddedFoundationsWithoutACopy() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("pieces-check-") }
        let engine = try Synchronizer(foundationsOf: EmbeddedRegistry(), workingDirectory: "/")
        #expect(engine.registry == nil)
        #expect(engine.foundations.files.contains { $0.path == "embedded/foundation/PieceMotion.swift" })
        #expect(engine.foundations.errors.isEmpty)
        let after = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("pieces-check-") }
        #expect(after == before)
    }
}
