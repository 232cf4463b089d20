import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesSupport
@testable import ProjectFormats

/// Registries in the registry-item format (upstream `swiftpieces`, shadcn style) served over
/// HTTP from this machine, and namespaces declared in `pieces.json`.
@Suite("registry-item web registries")
struct ItemRegistryTests {
    static let mount = "/r/"

    /// The upstream-shaped fixture's files (header stripped into the item, as upstream serves them).
    static func upstreamItems() throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in ["index.json", "PulseDot.json"] {
            files[name] = Array(try Data(contentsOf: FixturePaths.fixture("registries/upstream-items/r/" + name)))
        }
        return files
    }

    /// The upstream-layout folder fixture, as `pieces build --items` serves it.
    static func builtItems() throws -> [String: [UInt8]] {
        let registry = FolderRegistry(root: FixturePaths.fixture("registries/upstream-folder/registry"))
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in RegistryItemFiles(catalog: try Catalog.load(from: registry)).files { files[path] = bytes }
        return files
    }

    static func server(_ files: [String: [UInt8]]) throws -> LoopbackHTTPServer {
        var routes: [String: LoopbackHTTPServer.Route] = [:]
        for (path, bytes) in files { routes[mount + path] = .ok(bytes) }
        return try LoopbackHTTPServer(routes: routes)
    }

    static func lock(_ folder: TemporaryFolder, _ path: String = "pieces.lock") throws -> LockFile {
        try JSONDecoder().decode(LockFile.self, from: Data(try folder.bytes(path)))
    }

    @Test func addInstallsFromAnUpstreamShapedRegistryIntoASynchronizedProject() throws {
        let server = try Self.server(try Self.upstreamItems())
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let url = "http://127.0.0.1:\(server.port)/r"
        let add = UpstreamRegistryTests.run(["add", "pulse-dot", "--registry", url], in: folder)
        let text = UpstreamRegistryTests.text(add)
        #expect(add.status == 0, "\(text)")
        #expect(text.contains("not integrity-checked"), "\(text)")
        let item = try JSONDecoder().decode(
            RegistryItem.self, from: Data(try Self.upstreamItems()["PulseDot.json"]!))
        let swift = Array(item.files[0].content!.utf8)
        let metal = Array(item.shaders![0].content!.utf8)
        #expect(try folder.bytes("SyncApp/Pieces/PulseDot.swift") == swift)
        #expect(try folder.bytes("SyncApp/Pieces/PulseDot.metal") == metal)
        let entry = try #require(try Self.lock(folder).pieces.first)
        #expect(entry.name == "PulseDot" && entry.version == "1.3.0")
        #expect(entry.registry == url + "/")
        #expect(entry.files.map(\.sha256).sorted() == [swift, metal].map { SHA256.hex(SHA256.digest($0)) }.sorted())
        #expect(server.requestedPaths.sorted() == ["/r/PulseDot.json", "/r/index.json"], "\(server.requestedPaths)")
    }

    @Test func addInstallsFromARegistryBuiltByPiecesIntoAClassicProject() throws {
        let server = try Self.server(try Self.builtItems())
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        let url = "http://127.0.0.1:\(server.port)/r"
        let add = UpstreamRegistryTests.run(
            ["add", "GlowField", "--registry", url, "--target", "ClassicApp", "--force"], in: folder)
        #expect(add.status == 0, "\(UpstreamRegistryTests.text(add))")
        let project = try XcodeProject.open(folder.path("ClassicApp.xcodeproj"))
        let target = try #require(project.target(named: "ClassicApp"))
        let sources = project.sourceFiles(of: target).map(\.path)
        #expect(sources.contains("GlowField.swift") && sources.contains("SinkButton.swift"), "\(sources)")
        let names = try Self.lock(folder).pieces.map(\.name)
        #expect(names == ["GlowField", "SinkButton"])
        let original = try Data(
            contentsOf: FixturePaths.fixture("registries/upstream-folder/registry/swift/backgrounds/GlowField.swift"))
        let installed = try #require(
            FileManager.default.enumerator(atPath: folder.url.path)?.compactMap { $0 as? String }
                .first { $0.hasSuffix("/GlowField.swift") })
        #expect(try folder.bytes(installed) == Array(original))
    }

    @Test func listAndInfoReadTheItemsMetadata() throws {
        let server = try Self.server(try Self.upstreamItems())
        let folder = try TemporaryFolder()
        let url = "http://127.0.0.1:\(server.port)/r"
        let list = UpstreamRegistryTests.run(["list", "--registry", url], in: folder)
        #expect(list.status == 0, "\(UpstreamRegistryTests.text(list))")
        #expect(list.standardOutput.contains("PulseDot") && list.standardOutput.contains("feedback"))
        let info = UpstreamRegistryTests.run(["info", "PULSEDOT", "--registry", url], in: folder)
        #expect(info.standardOutput.contains("Pulse Dot (PulseDot) 1.3.0"), "\(UpstreamRegistryTests.text(info))")
    }

    @Test func aNamespaceInstallsWithItsCredentialWhichNeverReachesTheLockOrOutput() throws {
        let server = try Self.server(try Self.builtItems())
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let variable = "ACME_TOKEN"
        let environment = [variable: "s3cret-token"]
        let config = """
            {"path": "SyncApp/Pieces", "registry": null, "registries": {"@acme": {
              "url": "http://127.0.0.1:\(server.port)/r/{name}.json",
              "headers": {"Authorization": "Bearer ${\(variable)}"}}}}
            """
        try folder.write(config, to: "pieces.json")
        let add = UpstreamRegistryTests.run(["add", "@acme/GlowField"], in: folder, environment: environment)
        let text = UpstreamRegistryTests.text(add)
        #expect(add.status == 0, "\(text)")
        #expect(!text.contains("s3cret"))
        let lock = try folder.text("pieces.lock")
        #expect(!lock.contains("s3cret"))
        #expect(try Self.lock(folder).pieces.map(\.registry) == ["@acme", "@acme"])
        #expect(server.requestedPaths.sorted() == ["/r/GlowField.json", "/r/SinkButton.json"])
        #expect(server.requestHeads.allSatisfy { $0.contains("Bearer s3cret-token") })
        let status = UpstreamRegistryTests.run(["status"], in: folder, environment: environment)
        #expect(status.standardOutput.contains("current"), "\(UpstreamRegistryTests.text(status))")
    }

    /// `pieces.json` declaring `@acme` at `url` with `headers`.
    static func namespaceConfig(url: String, headers: [String: String]) -> String {
        let pairs = headers.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
        return """
            {"path": "SyncApp/Pieces", "registry": null, "registries": {"@acme": {
              "url": "\(url)", "headers": {\(pairs.joined(separator: ", "))}}}}
            """
    }

    @Test func aNamespaceSendsItsOtherHeadersOnlyToItsOwnOrigin() throws {
        var files = try Self.builtItems()
        let elsewhere = try Self.server(files)
        // The namespace's server sends the dependency's document to another port of the same host.
        files["SinkButton.json"] = nil
        let server = try Self.server(files)
        server["/r/SinkButton.json"] = LoopbackHTTPServer.Route(
            status: 302, headers: ["Location": "http://127.0.0.1:\(elsewhere.port)/r/SinkButton.json"])
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let variable = "ACME_KEY"
        let environment = [variable: "k3y-value"]
        let config = Self.namespaceConfig(
            url: "http://127.0.0.1:\(server.port)/r/{name}.json",
            headers: ["X-API-Key": "${\(variable)}", "X-Team": "design"])
        try folder.write(config, to: "pieces.json")
        let add = UpstreamRegistryTests.run(["add", "@acme/GlowField"], in: folder, environment: environment)
        let text = UpstreamRegistryTests.text(add)
        #expect(add.status == 0, "\(text)")
        #expect(server.requestHeads.count == 2)
        #expect(server.requestHeads.allSatisfy { $0.contains("X-API-Key: k3y-value") && $0.contains("X-Team: design") })
        #expect(elsewhere.requestedPaths == ["/r/SinkButton.json"])
        #expect(
            elsewhere.requestHeads.allSatisfy { !$0.contains("k3y-value") && !$0.contains("X-Team") },
            "\(elsewhere.requestHeads)")
        #expect(!text.contains("k3y-value"))
        #expect(!(try folder.text("pieces.lock")).contains("k3y-value"))
    }

    @Test func aHeaderPiecesWritesItselfIsRefused() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        try folder.write(
            Self.namespaceConfig(url: "http://127.0.0.1:9/r/{name}.json", headers: ["Host": "elsewhere.example"]),
            to: "pieces.json")
        let add = UpstreamRegistryTests.run(["add", "@acme/GlowField"], in: folder)
        let text = UpstreamRegistryTests.text(add)
        #expect(add.status == 1, "\(text)")
        #expect(text.contains("[config-invalid]") && text.contains("the header 'Host' of '@acme' is written by pieces"))
    }

    @Test func aHeaderVariableTheRunDoesNotSetIsRefusedByName() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        // Set in the process but not in the run's context: the run's variables are the ones read.
        #expect(ProcessEnvironment.variable(named: "PATH") != nil)
        try folder.write(
            Self.namespaceConfig(url: "http://127.0.0.1:9/r/{name}.json", headers: ["X-API-Key": "${PATH}"]),
            to: "pieces.json")
        let add = UpstreamRegistryTests.run(["add", "@acme/GlowField"], in: folder, environment: ["ACME_KEY": "k"])
        let text = UpstreamRegistryTests.text(add)
        #expect(add.status == 1, "\(text)")
        #expect(text.contains("the headers of '@acme' use ${PATH}, which is not set"), "\(text)")
    }

    @Test func aHeaderValueWithALineBreakIsRefusedWithoutShowingIt() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let variable = "ACME_KEY"
        let environment = [variable: "k3y\r\nX-Injected: yes"]
        try folder.write(
            Self.namespaceConfig(url: "http://127.0.0.1:9/r/{name}.json", headers: ["X-API-Key": "${\(variable)}"]),
            to: "pieces.json")
        let add = UpstreamRegistryTests.run(["add", "@acme/GlowField"], in: folder, environment: environment)
        let text = UpstreamRegistryTests.text(add)
        #expect(add.status == 1, "\(text)")
        #expect(text.contains("the header 'X-API-Key' of '@acme' has a line break"), "\(text)")
        #expect(!text.contains("k3y") && !text.contains("Injected"))
    }
}
