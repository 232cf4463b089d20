import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// Summaries name pieces as the registry spells them, name the dependencies
/// installed along, and never contradict the lines above them; normal output has no internal words.
@Suite("summary wording")
struct SummaryWordingTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        PiecesTool.run(
            arguments,
            context: PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false))
    }

    /// `registries/minimal` with SettleCard depending on PlainBadge.
    static func registryWithDependency() throws -> TemporaryFolder {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let card = "pieces/demo/SettleCard.swift"
        try registry.write(
            try registry.text(card).replacingOccurrences(
                of: "// license: MIT\n", with: "// license: MIT\n// dependencies: [PlainBadge]\n"), to: card)
        return registry
    }

    @Test func addNamesThePieceAsTheRegistrySpellsItAndItsDependencies() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        let registry = try Self.registryWithDependency()
        let first = Self.run(["add", "settlecard", "--registry", registry.url.path], in: app)
        #expect(first.status == ExitStatus.success)
        #expect(
            first.standardOutput.hasSuffix(
                "installed SettleCard (and its dependency PlainBadge) into SyncApp/Pieces\n"), "\(first.standardOutput)"
        )
        let again = Self.run(["add", "SettleCard", "--registry", registry.url.path], in: app)
        #expect(
            again.standardOutput.contains(
                "SyncApp/Pieces/SettleCard.swift: note: already installed, unchanged [install-file]"))
        #expect(
            again.standardOutput.hasSuffix(
                "SettleCard (and its dependency PlainBadge) already installed in SyncApp/Pieces, unchanged\n"),
            "\(again.standardOutput)")
        let json = try JSONEnvelopeTests.parsed(
            Self.run(["add", "SettleCard", "--registry", registry.url.path, "--format", "json"], in: app).standardOutput
        )
        let pieces = try #require((json["summary"] as? [String: Any])?["pieces"] as? [[String: Any]])
        #expect(pieces.map { $0["name"] as? String } == ["SettleCard", "PlainBadge"])
        #expect(pieces.map { $0["dependency"] as? Bool } == [false, true])
    }

    @Test func aRefusedAddNeverSaysAFileWasCreated() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        let registry = try Self.registryWithDependency()
        // A PlainBadge.swift of the app's own: kept, so nothing is written.
        try app.write("struct PlainBadge {}\n", to: "SyncApp/Pieces/PlainBadge.swift")
        let refused = Self.run(["add", "SettleCard", "--registry", registry.url.path], in: app)
        #expect(refused.status == ExitStatus.findings)
        #expect(
            refused.standardOutput.contains("SyncApp/Pieces/SettleCard.swift: note: would be created [install-file]"),
            "\(refused.standardOutput)")
        #expect(!refused.standardOutput.contains("note: created"))
        #expect(refused.standardError.hasSuffix("nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: app.path("SyncApp/Pieces/SettleCard.swift")))
        let json = try JSONEnvelopeTests.parsed(
            Self.run(["add", "SettleCard", "--registry", registry.url.path, "--format", "json"], in: app).standardError)
        let actions = (json["results"] as? [[String: Any]])?.map { $0["action"] as? String }
        #expect(actions == ["would be created", "kept"])
    }

    @Test func syncCountsThePiecesItRefused() throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        #expect(Self.run(["sync"], in: registry).status == ExitStatus.success)
        let card = "pieces/demo/SettleCard.swift"
        try registry.write(
            try registry.text(card).replacingOccurrences(
                of: "    var reduceMotion: Bool\n", with: "    var reduceMotion: Bool\n    var handEdit = 1\n"),
            to: card)
        let output = Self.run(["sync"], in: registry)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardOutput.contains("[block-edited]"))
        #expect(
            output.standardOutput.hasSuffix(
                "synced 1 of 2 pieces: 0 updated; 1 not synced (the errors above say why)\n"),
            "\(output.standardOutput)")
        let dryRun = Self.run(["sync", "--dry-run"], in: registry)
        #expect(
            dryRun.standardOutput.hasSuffix(
                """
                checked 2 pieces: 0 would be updated, 1 could not be synced (the errors above say why); dry run, \
                nothing written\n
                """
            ))
        let json = try JSONEnvelopeTests.parsed(Self.run(["sync", "--format", "json"], in: registry).standardOutput)
        #expect((json["summary"] as? [String: Any])?["notSynced"] as? Int == 1)
    }

    @Test func updateNeverSaysUpToDateNextToAnError() {
        let error = Diagnostic(severity: .error, code: "deployment-target", message: "SettleCard 2.0.0 needs iOS 18.0")
        var report = Updater.Report()
        #expect(UpdateCommand.summary(report) == "everything is up to date")
        report.diagnostics = [error]
        #expect(UpdateCommand.summary(report) == "nothing was updated: 1 error above")
        report.changes = [Updater.Change(name: "PlainBadge", from: "1.0.0", to: "1.1.0")]
        #expect(
            UpdateCommand.summary(report)
                == "updated PlainBadge 1.0.0 → 1.1.0; 1 error above kept the rest from updating")
        report.diagnostics = []
        #expect(UpdateCommand.summary(report) == "updated PlainBadge 1.0.0 → 1.1.0")
    }

    /// Words of the implementation that once leaked into normal output.
    static let internalWords = ["[plan]", "plan::", "in embedded", "[xcode-project]", "title=plan"]

    @Test(arguments: ["text", "xcode", "github"])
    func normalOutputHasNoInternalWords(_ format: String) throws {
        let app = try TemporaryFolder(copying: "projects/Package")
        let runs: [[String]] = [
            ["add", "ElasticButton", "--dry-run", "--diff"], ["add", "ElasticButton"], ["add", "ElasticButton"],
            ["add", "Nope"], ["add", "ElasticButton", "--target", "Nope"], ["status"], ["outdated"], ["diff"],
            ["update", "--dry-run"], ["update"], ["remove", "ElasticButton"], ["why", "ElasticButton"]
        ]
        for arguments in runs {
            let target =
                arguments[0] == "add" && !arguments.contains("--target") && arguments[1] != "Nope"
                ? ["--target", "PackageApp"] : []
            let output = Self.run(arguments + target + ["--format", format], in: app)
            let text = output.standardOutput + output.standardError
            for word in Self.internalWords {
                #expect(!text.contains(word), "\(arguments) --format \(format) printed \(word): \(text)")
            }
        }
    }
}
