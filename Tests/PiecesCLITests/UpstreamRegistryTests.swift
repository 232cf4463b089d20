import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI

/// Registries written for the upstream `swiftpieces` tooling: a folder in its layout
/// (`registry/swift/<category>/`, `// swiftpieces:` headers, both foundations, shaders) and a
/// web registry in its registry-item format, read by every command that reads pieces.
@Suite("upstream registries")
struct UpstreamRegistryTests {
    static func run(
        _ arguments: [String], in folder: TemporaryFolder, at subfolder: String = "",
        environment: [String: String] = [:]
    ) -> ToolOutput {
        let context = PiecesTool.Context(
            workingDirectory: folder.path(subfolder), environment: environment, isTerminal: false)
        return PiecesTool.run(arguments, context: context)
    }

    static func text(_ output: ToolOutput) -> String { output.standardOutput + output.standardError }

    @Test func listSearchInfoViewAndWhyReadTheUpstreamFolder() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        let list = Self.run(["list"], in: folder)
        #expect(list.status == 0, "\(Self.text(list))")
        for name in ["GlowField", "SinkButton", "CoastDeck", "SproutMenu"] {
            #expect(list.standardOutput.contains(name), "\(list.standardOutput)")
        }
        #expect(list.standardOutput.contains("4 pieces in 4 categories"))
        let search = Self.run(["search", "glow"], in: folder)
        #expect(search.status == 0 && search.standardOutput.contains("GlowField"), "\(Self.text(search))")
        let info = Self.run(["info", "glow-field"], in: folder)
        #expect(info.status == 0, "\(Self.text(info))")
        #expect(info.standardOutput.contains("pieces/backgrounds/GlowField.metal"))
        #expect(info.standardOutput.contains("SinkButton"))
        #expect(info.standardOutput.contains("https://github.com/example-org/TiltKit from 2.1.0 (TiltKit)"))
        #expect(info.standardOutput.contains("NSMotionUsageDescription = \"The glow leans as you tilt the phone.\""))
        #expect(info.standardOutput.contains("Background Modes"))
        let view = Self.run(["view", "SproutMenu"], in: folder)
        #expect(view.status == 0, "\(Self.text(view))")
        #expect(view.standardOutput.contains("public struct SproutMenu"))
        let why = Self.run(["why", "SproutMenu"], in: folder)
        #expect(why.status == 0, "\(Self.text(why))")
        // Both foundations: the liquid sections require motion ones, and the notes point at the real files.
        #expect(why.standardOutput.contains("registry/swift/glass/SproutMenu.swift"), "\(why.standardOutput)")
        #expect(why.standardOutput.contains("sprout"))
    }

    @Test func addCopiesTheShaderAndTheDependencyAndPrintsTheProjectRequirements() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        let add = Self.run(["add", "GlowField", "--path", "Out"], in: folder)
        #expect(add.status == 0, "\(Self.text(add))")
        for file in ["Out/GlowField.swift", "Out/GlowField.metal", "Out/SinkButton.swift"] {
            #expect(FileManager.default.fileExists(atPath: folder.path(file)), "\(file)")
        }
        #expect(
            try folder.bytes("Out/GlowField.metal")
                == folder.bytes("registry/swift/backgrounds/GlowField.metal"))
        let text = Self.text(add)
        #expect(text.contains("https://github.com/example-org/TiltKit"), "\(text)")
        #expect(text.contains("File › Add Package Dependencies"))
        #expect(text.contains("INFOPLIST_KEY_NSMotionUsageDescription"))
        #expect(text.contains("Signing & Capabilities › + Capability, add Background Modes"))
        let lock = try folder.text("Out/pieces.lock")
        #expect(lock.contains("\"registry\" : \"../registry\""), "\(lock)")
    }

    @Test func statusDiffAndUpdateCompareWithTheUpstreamFolder() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        #expect(Self.run(["add", "CoastDeck", "--path", "Out"], in: folder).status == 0)
        let status = Self.run(["status", "--path", "Out"], in: folder)
        #expect(status.status == 0, "\(Self.text(status))")
        #expect(status.standardOutput.contains("CoastDeck") && status.standardOutput.contains("current"))
        // The registry moves on: a new version of the piece.
        let piece = "registry/swift/cards/CoastDeck.swift"
        let edited = try folder.text(piece).replacingOccurrences(of: "\"1.2.0\"", with: "\"1.3.0\"")
        try folder.write(edited, to: piece)
        let outdated = Self.run(["status", "--path", "Out"], in: folder)
        #expect(outdated.standardOutput.contains("outdated"), "\(Self.text(outdated))")
        let diff = Self.run(["diff", "CoastDeck", "--path", "Out"], in: folder)
        #expect(diff.standardOutput.contains("+// version: \"1.3.0\""), "\(Self.text(diff))")
        let update = Self.run(["update", "CoastDeck", "--path", "Out"], in: folder)
        #expect(update.status == 0, "\(Self.text(update))")
        #expect(try folder.text("Out/CoastDeck.swift") == edited)
    }

    @Test func aHeaderMappingThatIsNotOneIsReportedAtItsLine() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        let piece = "registry/swift/backgrounds/GlowField.swift"
        let broken = try folder.text(piece).replacingOccurrences(
            of: "// infoPlist: {NSMotionUsageDescription: \"The glow leans as you tilt the phone.\"}",
            with: "// infoPlist: {NSMotionUsageDescription \"no colon\"}")
        try folder.write(broken, to: piece)
        let build = Self.run(["build"], in: folder)
        #expect(build.status == 1)
        #expect(
            Self.text(build).contains("registry/swift/backgrounds/GlowField.swift:11:"), "\(Self.text(build))")
        #expect(Self.text(build).contains("header-malformed-value"))
    }
}

/// `pieces init` in a project set up for the upstream `swiftpieces` CLI.
@Suite("pieces init from swiftpieces.json")
struct SwiftPiecesMigrationTests {
    @Test func initTakesTheDirectoryAndRegistriesAndSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            {"directory": "App/SwiftPieces", "minIOSVersion": "17.0",
             "registries": {"free": "https://pieces.example/r", "pro": "https://pro.example/r"}}
            """, to: "swiftpieces.json")
        let initialised = UpstreamRegistryTests.run(["init"], in: folder)
        let text = UpstreamRegistryTests.text(initialised)
        #expect(initialised.status == 0, "\(text)")
        #expect(text.contains("took \"directory\": App/SwiftPieces"))
        #expect(text.contains("took the free registry https://pieces.example/r"))
        #expect(text.contains("namespace @pro"))
        #expect(text.contains("\"minIOSVersion\": 17.0"))
        let config = try #require(try AppConfig.load(from: folder.url.path))
        #expect(config.path == "App/SwiftPieces")
        #expect(config.registry == "https://pieces.example/r")
        #expect(config.registries == ["@pro": Namespace(url: "https://pro.example/r/{name}.json")])
    }

    @Test func aPathOnTheCommandLineWins() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"directory": "SwiftPieces", "registry": "https://old.example/r"}"#, to: "swiftpieces.json")
        let initialised = UpstreamRegistryTests.run(["init", "--path", "Mine"], in: folder)
        #expect(initialised.status == 0, "\(UpstreamRegistryTests.text(initialised))")
        let config = try #require(try AppConfig.load(from: folder.url.path))
        #expect(config.path == "Mine" && config.registry == "https://old.example/r")
    }
}
