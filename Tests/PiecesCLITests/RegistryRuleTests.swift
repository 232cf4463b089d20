import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// One rule for which registry `add`, `list`, `search`, `info`, `view` and `why`
/// read (README "Which registry"), and clear refusals of a `--registry` that cannot be one.
@Suite("which registry")
struct RegistryRuleTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder, at relative: String = ".") -> ToolOutput {
        let context = PiecesTool.Context(workingDirectory: folder.path(relative), environment: [:], isTerminal: false)
        return PiecesTool.run(arguments, context: context)
    }

    /// An app (SyncApp) next to a registry folder `team/` holding the minimal registry's pieces.
    static func appBesideRegistry() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let registry = try TemporaryFolder(copying: "registries/minimal")
        for (path, bytes) in try registry.snapshot() { try folder.write(bytes, to: "team/" + path) }
        return folder
    }

    static let readCommands: [[String]] = [
        ["list"], ["search", "badge"], ["info", "PlainBadge"], ["view", "PlainBadge"], ["why", "PlainBadge"]
    ]

    @Test func piecesJsonRegistryIsUsedByEveryCommandThatReadsPieces() throws {
        let folder = try Self.appBesideRegistry()
        try folder.write("{\n  \"path\": \"SyncApp/Pieces\",\n  \"registry\": \"team\"\n}\n", to: "pieces.json")
        for command in Self.readCommands {
            let output = Self.run(command, in: folder, at: "SyncApp")
            #expect(output.status == 0, "\(command): \(output.standardError)")
            #expect(!output.standardOutput.contains("ElasticButton"), "\(command) read the built-in registry")
        }
        let added = Self.run(["add", "PlainBadge"], in: folder, at: "SyncApp")
        #expect(added.status == 0, "\(added.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.path("SyncApp/Pieces/PlainBadge.swift")))
        let lock = try folder.text("pieces.lock")
        #expect(lock.contains("\"registry\" : \"team\"") || lock.contains("\"registry\": \"team\""), "\(lock)")
        // --registry still wins over pieces.json.
        #expect(
            Self.run(["info", "ElasticButton", "--registry", folder.path("nowhere")], in: folder).status
                == ExitStatus.noInput)
    }

    @Test func nullMeansTheNearestRegistryFolderElseTheBuiltInOne() throws {
        let folder = try Self.appBesideRegistry()
        try folder.write("{\n  \"path\": \"SyncApp/Pieces\",\n  \"registry\": null\n}\n", to: "pieces.json")
        // Inside team/ the nearest registry is team itself.
        let inside = Self.run(["list", "--names"], in: folder, at: "team/pieces")
        #expect(inside.standardOutput == "PlainBadge\nSettleCard\n", "\(inside.standardOutput)")
        // In the app no registry folder is above: the built-in one.
        let app = Self.run(["list", "--names"], in: folder, at: "SyncApp")
        #expect(app.standardOutput.contains("ElasticButton\n"))
    }

    /// Refused as `add` refuses it (`[config-invalid]`, exit 65: bad data), naming the file and line.
    @Test func aPiecesJsonThatDoesNotParseIsRefused() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        try folder.write("{\"path\": 3}\n", to: "pieces.json")
        let output = Self.run(["list"], in: folder)
        #expect(output.status == ExitStatus.dataError, "\(output.standardError)")
        #expect(output.standardError.contains("pieces.json:1: error: "))
        #expect(output.standardError.contains("[config-invalid]"))
    }

    /// A syntax error is placed on its line, whatever the platform's JSON error says.
    @Test func aPiecesJsonWithASyntaxErrorNamesTheLine() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        try folder.write("{\n  \"path\": \"Pieces\",\n  \"registry\": ,\n}\n", to: "pieces.json")
        let output = Self.run(["add", "ElasticButton"], in: folder)
        #expect(output.status == ExitStatus.dataError, "\(output.standardError)")
        #expect(output.standardError.contains("pieces.json:3: error: "), "\(output.standardError)")
        #expect(output.standardError.contains("error: pieces.json is not valid JSON [config-invalid]"))
    }

    @Test func aRegistryFolderThatDoesNotExistSaysSo() throws {
        let folder = try TemporaryFolder()
        for command in Self.readCommands + [
            ["add", "X"], ["check"], ["sync"], ["build"], ["new", "Glow", "--category", "c"]
        ] {
            let output = Self.run(command + ["--registry", "missing/reg"], in: folder)
            #expect(output.status == ExitStatus.noInput, "\(command)")
            #expect(output.standardOutput.isEmpty)
            #expect(
                output.standardError.contains("the registry folder missing/reg does not exist [registry-not-found]"),
                "\(command): \(output.standardError)")
            #expect(!output.standardError.contains("foundation/"))
        }
        // A folder that exists but is no registry still says what it lacks.
        let plain = Self.run(["list", "--registry", "."], in: folder)
        #expect(plain.status == ExitStatus.noInput)
        #expect(plain.standardError.contains("has no 'foundation/' folder"))
    }

    @Test func anEmptyRegistryIsAUsageError() throws {
        let folder = try TemporaryFolder()
        for command in Self.readCommands + [["add", "X"], ["check"], ["sync"], ["build"], ["lint"]] {
            let output = Self.run(command + ["--registry", ""], in: folder)
            #expect(output.status == ExitStatus.usage, "\(command)")
            #expect(
                output.standardError.hasPrefix(
                    "error: --registry is empty: it needs a folder or an https:// URL [usage]\n  fix: "),
                "\(command): \(output.standardError)")
        }
    }

    @Test(arguments: ["ftp://example.com/registry", "file:///tmp/registry", "git+ssh://host/x"])
    func anUnsupportedSchemeIsAUsageErrorWithAFix(url: String) throws {
        let folder = try TemporaryFolder()
        for command in [["list"], ["add", "X"], ["info", "X"], ["view", "X"]] {
            let output = Self.run(command + ["--registry", url], in: folder)
            #expect(output.status == ExitStatus.usage, "\(command) \(url)")
            #expect(
                output.standardError.contains(
                    """
                    cannot use \(url) as a registry: only https:// and http:// registries are supported \
                    [registry-url-invalid]
                    """
                ))
            #expect(output.standardError.contains("\n  fix: "))
        }
        let fileFix = Self.run(["list", "--registry", "file:///tmp/registry"], in: folder).standardError
        #expect(fileFix.contains("fix: for a folder, pass its path (--registry /path/to/registry), not a file:// URL"))
    }
}
