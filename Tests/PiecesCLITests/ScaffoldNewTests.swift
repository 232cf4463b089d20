import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics

@Suite("pieces new")
struct ScaffoldNewTests {
    static let golden = "scaffold/GlowCard.swift"
    static let newPiece = "pieces/cards/GlowCard.swift"

    /// A registry holding this repository's foundation and nothing else.
    static func emptyRegistry() throws -> TemporaryFolder { try TemporaryFolder.registry() }

    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        PiecesTool.run(
            arguments,
            context: PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false))
    }

    @Test func rendersExactlyTheTemplateWithItsPlaceholdersFilled() throws {
        let folder = try Self.emptyRegistry()
        let scaffolder = PieceScaffolder(registry: FolderRegistry(root: folder.url), workingDirectory: folder.url.path)
        let rendered = scaffolder.render(
            try PieceName(name: "GlowCard", category: "cards"), template: BuiltInTemplates.piece)
        let expected = Array(try Data(contentsOf: FixturePaths.fixture(Self.golden)))
        #expect(rendered == expected)
    }

    @Test func newWritesTheRenderedPieceAndItsBlock() throws {
        let folder = try Self.emptyRegistry()
        let output = Self.run(["new", "GlowCard", "--category", "cards"], in: folder)
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                created pieces/cards/GlowCard.swift with its Piece motion block (core, tiers, roles)
                \(NewCommand.nextSteps)

                """)
        let written = try folder.bytes(Self.newPiece)
        let golden = Array(try Data(contentsOf: FixturePaths.fixture(Self.golden)))
        #expect(Array(written.prefix(golden.count)) == golden, "own code must be the template, byte for byte")
        #expect(MotionBlockLine.sections(in: try folder.text(Self.newPiece)) == ["core", "tiers", "roles"])
        let check = try folder.synchronizer().check()
        #expect(check.diagnostics.isEmpty)
        #expect(check.checked == 1)
    }

    @Test func newOutputPassesBuildAfterSync() throws {
        let folder = try Self.emptyRegistry()
        #expect(Self.run(["new", "GlowCard", "--category", "cards"], in: folder).status == 0)
        let build = Self.run(["build"], in: folder)
        #expect(build.status == 0, "pieces build: \(build.standardOutput)")
        #expect(!build.standardOutput.contains("error"))
        #expect(FileManager.default.fileExists(atPath: folder.path("index/GlowCard.json")))
        #expect(Self.run(["build", "--check"], in: folder).status == 0)
    }

    @Test func newUsesTheRegistrysOwnTemplate() throws {
        let folder = try Self.emptyRegistry()
        try folder.write(
            "// pieces:\n// title: {{Title}}\n// category: {{category}}\n\nstruct {{Name}} {}\n",
            to: "templates/piece.swift")
        #expect(Self.run(["new", "TinyThing", "--category", "misc"], in: folder).status == 0)
        #expect(
            try folder.text("pieces/misc/TinyThing.swift")
                == "// pieces:\n// title: Tiny Thing\n// category: misc\n\nstruct TinyThing {}\n")
    }

    @Test func refusesAFileThatExistsAndLeavesItAlone() throws {
        let folder = try Self.emptyRegistry()
        try folder.write("// mine\n", to: Self.newPiece)
        let output = Self.run(["new", "GlowCard", "--category", "cards"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError == """
                error: pieces/cards/GlowCard.swift already exists; nothing was written [piece-exists]
                  fix: choose another name, or edit the existing piece

                """)
        #expect(try folder.text(Self.newPiece) == "// mine\n")
    }

    @Test func refusesANameTakenInAnotherCategory() throws {
        let folder = try Self.emptyRegistry()
        try folder.write("// theirs\n", to: "pieces/buttons/GlowCard.swift")
        let output = Self.run(["new", "GlowCard", "--category", "cards"], in: folder)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError.hasPrefix(
                """
                error: a piece named 'GlowCard' already exists at pieces/buttons/GlowCard.swift; nothing was written \
                [piece-name-taken]\n
                """
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.path(Self.newPiece)))
    }

    @Test func refusesABadNameWithTheExactMessage() throws {
        let folder = try Self.emptyRegistry()
        let output = Self.run(["new", "glow_card", "--category", "cards"], in: folder)
        #expect(output.status == ExitStatus.usage)
        #expect(
            output.standardError == """
                error: 'glow_card' is not a piece name: a piece is named after its main type, an UpperCamelCase Swift \
                identifier [name-invalid]
                  fix: use letters and digits starting with a capital letter, e.g. GlowCard

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("pieces")))
    }

    @Test func refusesABadCategoryWithTheExactMessage() throws {
        let folder = try Self.emptyRegistry()
        let output = Self.run(["new", "GlowCard", "--category", "My Cards"], in: folder)
        #expect(output.status == ExitStatus.usage)
        #expect(output.standardError.hasPrefix("error: 'My Cards' is not a category name [category-invalid]\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("pieces")))
    }

    @Test func withoutARegistryNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let output = Self.run(["new", "GlowCard", "--category", "cards", "--registry", folder.url.path], in: folder)
        #expect(output.status == ExitStatus.noInput)
        #expect(try folder.snapshot().isEmpty)
    }
}
