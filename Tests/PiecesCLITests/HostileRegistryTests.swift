import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// Registries and projects that attack through the file system: symbolic links out of
/// the registry or project, resources that collide or take reserved names, a lock that lists
/// `.git/…`, header text that drives the terminal, a piece listing itself 20,000 times. Every
/// run is bounded in time (`SpecialFileTests.run`).
@Suite("hostile registries and projects")
struct HostileRegistryTests {
    typealias Special = SpecialFileTests

    /// The minimal registry with only PlainBadge (no motion, so no sync needed), its header given
    /// `extra` lines after the license.
    static func registry(extraHeader: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder(copying: "registries/minimal")
        try FileManager.default.removeItem(atPath: folder.path("pieces/demo/SettleCard.swift"))
        let text = try folder.text("pieces/demo/PlainBadge.swift").replacingOccurrences(
            of: "// license: MIT\n", with: "// license: MIT\n" + extraHeader)
        try folder.write(text, to: "pieces/demo/PlainBadge.swift")
        return folder
    }

    static func text(_ output: ToolOutput?) -> String {
        output.map { $0.standardOutput + $0.standardError } ?? "timed out"
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    // MARK: - Symbolic links out of the root

    @Test(arguments: ["/proc/self/environ", "secret"])
    func aResourceLinkedOutOfTheRegistryIsNeitherIndexedNorInstalled(target: String) throws {
        let outside = try TemporaryFolder()
        try outside.write("PIECES_TEST_SECRET=hunter2\n", to: "secret")
        let destination = target == "secret" ? outside.path("secret") : target
        let registry = try Self.registry(extraHeader: "// resources: [env.txt]\n")
        try FileManager.default.createSymbolicLink(
            atPath: registry.path("pieces/demo/env.txt"), withDestinationPath: destination)

        let build = Special.run(["build"], in: registry)
        #expect(build?.status == ExitStatus.ioError, "\(Self.text(build))")
        #expect(
            Self.text(build).contains("env.txt") && Self.text(build).contains("leads out of the registry"),
            "\(Self.text(build))")
        #expect(!Self.exists(registry.path("index.json")), "nothing was indexed")

        let app = try TemporaryFolder()
        let add = Special.run(
            ["add", "PlainBadge", "--registry", registry.url.path, "--path", app.path("Out")], in: app)
        #expect(add?.status == ExitStatus.ioError, "\(Self.text(add))")
        #expect(Self.text(add).contains("leads out of the registry"), "\(Self.text(add))")
        #expect(!Self.exists(app.path("Out")), "a failed add leaves no folder behind")
        #expect(!Self.text(add).contains("hunter2"))
    }

    @Test func buildDoesNotDeleteThroughALinkedIndexFolder() throws {
        let registry = try Self.registry()
        let outside = try TemporaryFolder()
        try outside.write("{}", to: "Precious.json")
        try FileManager.default.createSymbolicLink(
            atPath: registry.path("index"), withDestinationPath: outside.url.path)
        let build = Special.run(["build"], in: registry)
        #expect(build?.status == ExitStatus.cannotCreate, "\(Self.text(build))")
        #expect(Self.text(build).contains("leads out of the registry"), "\(Self.text(build))")
        #expect(Self.exists(outside.path("Precious.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["Precious.json"])
    }

    @Test func newDoesNotWriteThroughALinkedCategoryFolder() throws {
        let registry = try ScaffoldNewTests.emptyRegistry()
        let outside = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: registry.path("pieces"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: registry.path("pieces/cards"), withDestinationPath: outside.url.path)
        let new = Special.run(["new", "GlowCard", "--category", "cards"], in: registry)
        #expect(new?.status == ExitStatus.cannotCreate, "\(Self.text(new))")
        #expect(Self.text(new).contains("leads out of the registry"), "\(Self.text(new))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    }

    @Test func removeDoesNotDeleteThroughALinkedPiecesFolder() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        let outside = try TemporaryFolder()
        #expect(Special.run(["add", "ElasticButton"], in: app)?.status == 0)
        try FileManager.default.removeItem(atPath: outside.url.path)
        try FileManager.default.moveItem(atPath: app.path(".pieces"), toPath: outside.url.path)
        try FileManager.default.createSymbolicLink(atPath: app.path(".pieces"), withDestinationPath: outside.url.path)
        _ = Special.run(["remove", "ElasticButton"], in: app)
        #expect(
            Self.exists(outside.path("base/SyncApp/Pieces/ElasticButton.swift.base")),
            "the copy outside the project is kept")
    }

    // MARK: - Collisions and lock trust

    @Test func resourcesOfTheSameNameFromTwoPiecesAreRefused() throws {
        let registry = try Self.registry(extraHeader: "// resources: [Shared.metal]\n")
        try registry.write("// shader\n", to: "pieces/demo/Shared.metal")
        let other = try registry.text("pieces/demo/PlainBadge.swift").replacingOccurrences(
            of: "PlainBadge", with: "OtherBadge")
        try registry.write(other, to: "pieces/demo/OtherBadge.swift")
        let build = Special.run(["build"], in: registry)
        #expect(build?.status == ExitStatus.findings)
        #expect(Self.text(build).contains("[resource-collision]"), "\(Self.text(build))")

        let app = try TemporaryFolder()
        let add = Special.run(
            ["add", "PlainBadge", "OtherBadge", "--registry", registry.url.path, "--path", app.path("Out")], in: app)
        #expect(add?.status == ExitStatus.findings)
        #expect(Self.text(add).contains("both install a file named Shared.metal"), "\(Self.text(add))")
        #expect(!Self.exists(app.path("Out")))
    }

    @Test(arguments: ["pieces.lock", "pieces.json"])
    func aResourceNamedLikeAStateFileIsRefused(name: String) throws {
        let registry = try Self.registry(extraHeader: "// resources: [\(name)]\n")
        try registry.write("{}", to: "pieces/demo/\(name)")
        let build = Special.run(["build"], in: registry)
        #expect(Self.text(build).contains("[resource-reserved]"), "\(Self.text(build))")
        let app = try TemporaryFolder()
        let add = Special.run(["add", "PlainBadge", "--registry", registry.url.path, "--path", app.url.path], in: app)
        #expect(add?.status == ExitStatus.findings)
        #expect(Self.text(add).contains("[resource-reserved]"), "\(Self.text(add))")
        #expect(!Self.exists(app.path(name)))
    }

    @Test func removeForceNeverDeletesWhatTheLockListsOutsideThePiecesFolders() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Special.run(["add", "ElasticButton"], in: app)?.status == 0)
        try app.write("[core]\n", to: ".git/config")
        let lock = try app.text("pieces.lock").replacingOccurrences(
            of: "\"SyncApp/Pieces/ElasticButton.swift\"", with: "\".git/config\"")
        try app.write(lock, to: "pieces.lock")
        let remove = Special.run(["remove", "ElasticButton", "--force"], in: app)
        #expect(remove?.status == ExitStatus.findings, "\(Self.text(remove))")
        #expect(Self.text(remove).contains(".git/config"))
        #expect(!Self.text(remove).contains("deleted"), "\(Self.text(remove))")
        #expect(try app.text(".git/config") == "[core]\n")
    }

    @Test func aWorkspaceLeadingToAProjectElsewhereIsNamedInAWarning() throws {
        let elsewhere = try TemporaryFolder(copying: "projects/ClassicApp")
        let app = try TemporaryFolder()
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0"><FileRef location = \
            "absolute:\(elsewhere.path("ClassicApp.xcodeproj"))"></FileRef></Workspace>
            """
        try app.write(workspace, to: "App.xcworkspace/contents.xcworkspacedata")
        let add = Special.run(["add", "ElasticButton", "--force", "--dry-run"], in: app)
        #expect(Self.text(add).contains("[project-elsewhere]"), "\(Self.text(add))")
        #expect(Self.text(add).contains(elsewhere.path("ClassicApp.xcodeproj")))
    }

    // MARK: - Terminals, unbounded work, messages

    @Test func controlCharactersInAHeaderAreRefusedByBuildAndEscapedByList() throws {
        let registry = try Self.registry()
        let text = try registry.text("pieces/demo/PlainBadge.swift")
            .replacingOccurrences(
                of: "// description: A badge", with: "// description: A \u{1B}]0;pwned\u{07}\u{1B}[31mbadge")
        try registry.write(text, to: "pieces/demo/PlainBadge.swift")
        let build = Special.run(["build"], in: registry)
        #expect(Self.text(build).contains("PlainBadge.swift:3:1: error:"), "\(Self.text(build))")
        #expect(Self.text(build).contains("[header-control-characters]"))
        for arguments in [["list"], ["info", "PlainBadge"], ["search", "badge"]] {
            let output = Special.run(arguments + ["--registry", registry.url.path], in: registry)
            #expect(!Self.text(output).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(arguments)")
            #expect(Self.text(output).contains("\\u{1B}[31m"), "\(arguments): \(Self.text(output))")
        }
    }

    @Test func aPieceListingItselfTwentyThousandTimesIsHandledInLinearTime() throws {
        let list = Array(repeating: "PlainBadge", count: 20_000).joined(separator: ", ")
        let registry = try Self.registry(extraHeader: "// dependencies: [\(list)]\n")
        let build = Special.run(["build"], in: registry, seconds: 60)
        #expect(Self.text(build).contains("[dependency-cycle]"), "\(Self.text(build).prefix(500))")
        let app = try TemporaryFolder()
        let add = Special.run(
            ["add", "PlainBadge", "--registry", registry.url.path, "--path", app.path("Out")], in: app, seconds: 60)
        #expect(add?.status == 0, "\(Self.text(add).prefix(500))")
    }

    @Test func aMalformedConfigGetsADiagnosticWithFileLineAndFix() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        try app.write("{\n  \"path\": 3,\n  \"registry\": null\n}\n", to: "pieces.json")
        let add = Special.run(["add", "ElasticButton"], in: app)
        #expect(add?.status == ExitStatus.dataError)
        #expect(Self.text(add).contains("pieces.json:2: error:"), "\(Self.text(add))")
        #expect(Self.text(add).contains("the value of \"path\" must be a string [config-invalid]"))
        #expect(Self.text(add).contains("fix: "))
        #expect(!Self.text(add).contains("DecodingError") && !Self.text(add).contains("NSError"))
    }

    @Test(arguments: ["http://example.com/registry", "ftp://example.com/registry", "https://example.com/r?token=1"])
    func anInvalidRegistryURLIsAUsageError(url: String) throws {
        let app = try TemporaryFolder()
        let add = Special.run(["add", "PlainBadge", "--registry", url, "--path", app.path("Out")], in: app)
        #expect(add?.status == ExitStatus.usage, "\(Self.text(add))")
        #expect(Self.text(add).contains("[registry-url-invalid]"))
    }

    @Test func aFailedAddLeavesNoEmptyFolders() throws {
        let app = try TemporaryFolder(copying: "projects/ClassicApp")
        try app.write("not a folder", to: ".pieces")
        let add = Special.run(["add", "ElasticButton", "--force"], in: app)
        #expect(add?.status == ExitStatus.cannotCreate, "\(Self.text(add))")
        #expect(!Self.exists(app.path("ClassicApp/Pieces")), "the folder made for the piece is gone again")
    }
}
