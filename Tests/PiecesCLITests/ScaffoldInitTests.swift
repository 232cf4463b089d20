import Foundation
import PiecesTestSupport
import Testing

@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics

@Suite("pieces init")
struct ScaffoldInitTests {
    static let registryFiles = [
        ".github/workflows/pieces.yml", ".pre-commit-config.yaml", "README.md", "foundation/PieceMotion.swift",
        "pieces/cards/WelcomeCard.swift", "templates/piece.swift"
    ]

    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        PiecesTool.run(
            arguments,
            context: PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false))
    }

    // MARK: An app's pieces.json

    @Test func writesPiecesJSONWithBothKeys() throws {
        let folder = try TemporaryFolder()
        let output = Self.run(["init"], in: folder)
        #expect(output.status == 0)
        #expect(output.standardOutput == "wrote pieces.json: pieces go in Pieces\n")
        #expect(try folder.text("pieces.json") == "{\n  \"path\": \"Pieces\",\n  \"registry\": null\n}\n")
        #expect(try AppConfig.load(from: folder.url.path) == AppConfig(path: "Pieces", registry: nil))
    }

    @Test func refusesToOverwritePiecesJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"path\": \"Mine\"}\n", to: "pieces.json")
        let output = Self.run(["init", "--path", "Other"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError.hasPrefix("error: pieces.json already exists; nothing was written [config-exists]\n"))
        #expect(try folder.text("pieces.json") == "{\"path\": \"Mine\"}\n")
    }

    @Test func pathOptionIsWrittenAsGivenWithoutEscapingSlashes() throws {
        let folder = try TemporaryFolder()
        #expect(Self.run(["init", "--path", "App/UI \"Pieces\""], in: folder).status == 0)
        #expect(
            try folder.text("pieces.json") == "{\n  \"path\": \"App/UI \\\"Pieces\\\"\",\n  \"registry\": null\n}\n")
        #expect(try AppConfig.load(from: folder.url.path)?.path == "App/UI \"Pieces\"")
    }

    @Test func suggestsTheAppFolderOfAnXcodeProject() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Shop"), withIntermediateDirectories: true)
        #expect(AppConfig.suggestedPath(in: folder.url) == "Shop/Pieces")
    }

    @Test func suggestsTheSingleTargetOfAPackage() throws {
        let folder = try TemporaryFolder()
        try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try folder.write("", to: "Sources/ShopUI/Shop.swift")
        #expect(AppConfig.suggestedPath(in: folder.url) == "Sources/ShopUI/Pieces")
        try folder.write("", to: "Sources/ShopCore/Core.swift")
        #expect(AppConfig.suggestedPath(in: folder.url) == "Pieces")
    }

    // MARK: A team's registry

    @Test func scaffoldsARegistryWhoseCheckAndBuildAreClean() throws {
        let folder = try TemporaryFolder()
        let output = Self.run(["init", "--registry", "acme"], in: folder)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.hasPrefix(
                "created the registry acme:\n" + Self.registryFiles.map { "  " + $0 + "\n" }.joined()))
        let files = try folder.snapshot().keys.filter { !$0.hasPrefix("acme/index") }.sorted()
        #expect(files == Self.registryFiles.map { "acme/" + $0 })

        let check = Self.run(["check", "--registry", "acme"], in: folder)
        #expect(check.status == 0)
        #expect(check.standardOutput == "checked 1 piece: all blocks current\n")
        #expect(Self.run(["build", "--check", "--registry", "acme"], in: folder).status == 0)
    }

    @Test func theRegistryCarriesTheBuiltInFoundationAndTemplates() throws {
        let folder = try TemporaryFolder()
        #expect(Self.run(["init", "--registry", "acme"], in: folder).status == 0)
        #expect(
            try folder.bytes("acme/foundation/PieceMotion.swift")
                == EmbeddedRegistry().bytes(at: "foundation/PieceMotion.swift"))
        #expect(try folder.text("acme/templates/piece.swift") == BuiltInTemplates.piece.text)
        #expect(try folder.text("acme/.github/workflows/pieces.yml") == BuiltInTemplates.githubCI.text)
        #expect(try folder.text("acme/.pre-commit-config.yaml") == BuiltInTemplates.preCommitConfig.text)
        #expect(try folder.text("acme/README.md").hasPrefix("# acme\n"))
        let piece = try folder.text("acme/pieces/cards/WelcomeCard.swift")
        #expect(piece.hasPrefix("// pieces:\n// title: Welcome Card\n"))
        #expect(MotionBlockLine.sections(in: piece) == ["core", "tiers", "roles"])
    }

    @Test func acceptsAFolderHoldingOnlyAGitRepository() throws {
        let folder = try TemporaryFolder()
        try folder.write("ref: refs/heads/main\n", to: "acme/.git/HEAD")
        #expect(Self.run(["init", "--registry", "acme"], in: folder).status == 0)
        #expect(try folder.text("acme/.git/HEAD") == "ref: refs/heads/main\n")
    }

    @Test func refusesANonEmptyFolderAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes\n", to: "acme/notes.txt")
        let output = Self.run(["init", "--registry", "acme"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError.hasPrefix(
                "error: acme is not empty (it holds notes.txt); nothing was written [folder-not-empty]\n"))
        #expect(try folder.snapshot() == ["acme/notes.txt": Array("notes\n".utf8)])
    }

    @Test func pathAndRegistryTogetherAreAUsageError() throws {
        let folder = try TemporaryFolder()
        let output = Self.run(["init", "--registry", "acme", "--path", "x"], in: folder)
        #expect(output.status == ExitStatus.usage)
        #expect(try folder.snapshot().isEmpty)
    }
}
