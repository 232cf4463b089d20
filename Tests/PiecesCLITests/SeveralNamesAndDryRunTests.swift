import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// `remove` and `update` take several names (all or nothing), `remove`, `new` and
/// `init` take `--dry-run` (writes nothing, says what it would) and `-q` (only problems).
@Suite("several names, --dry-run and --quiet")
struct SeveralNamesAndDryRunTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        let context = PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false)
        return PiecesTool.run(arguments, context: context)
    }

    static func exists(_ relative: String, in folder: TemporaryFolder) -> Bool {
        FileManager.default.fileExists(atPath: folder.path(relative))
    }

    /// SyncApp with ElasticButton and PressableButtonStyle installed.
    static func appWithTwoPieces() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let added = run(["add", "ElasticButton", "PressableButtonStyle"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        return folder
    }

    @Test func removeTakesSeveralNames() throws {
        let folder = try Self.appWithTwoPieces()
        let output = Self.run(["remove", "ElasticButton", "PressableButtonStyle"], in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.contains("SyncApp/Pieces/ElasticButton.swift: note: deleted [removed]"))
        #expect(
            output.standardOutput.contains("\nremoved ElasticButton, PressableButtonStyle from "),
            "\(output.standardOutput)")
        #expect(!Self.exists("SyncApp/Pieces/ElasticButton.swift", in: folder))
        #expect(!Self.exists("SyncApp/Pieces/PressableButtonStyle.swift", in: folder))
        #expect(!Self.exists("pieces.lock", in: folder))
    }

    @Test func oneUnknownNameRemovesNothing() throws {
        let folder = try Self.appWithTwoPieces()
        let before = try folder.snapshot()
        let output = Self.run(["remove", "ElasticButton", "Nope"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "'Nope' is not installed here: pieces.lock does not list it [piece-not-installed]"),
            "\(output.standardError)")
        #expect(output.standardError.hasSuffix("nothing was removed\n"))
        #expect(!output.standardOutput.contains("deleted"), "a refused removal reports no file as deleted")
        #expect(try folder.snapshot() == before)
    }

    @Test func removingAPieceWithTheOneThatUsesItIsAllowed() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let card = "pieces/demo/SettleCard.swift"
        try registry.write(
            try registry.text(card).replacingOccurrences(
                of: "// license: MIT\n", with: "// license: MIT\n// dependencies: [PlainBadge]\n"), to: card)
        #expect(Self.run(["add", "SettleCard", "--registry", registry.url.path], in: folder).status == 0)
        #expect(Self.run(["remove", "PlainBadge"], in: folder).status == 1, "alone it is still refused")
        let output = Self.run(["remove", "PlainBadge", "SettleCard"], in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            !Self.exists("SyncApp/Pieces/PlainBadge.swift", in: folder)
                && !Self.exists("SyncApp/Pieces/SettleCard.swift", in: folder))
    }

    @Test func removeDryRunWritesNothingAndSaysWhatItWouldDelete() throws {
        let folder = try Self.appWithTwoPieces()
        let before = try folder.snapshot()
        let output = Self.run(["remove", "ElasticButton", "--dry-run"], in: folder)
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains("SyncApp/Pieces/ElasticButton.swift: note: would delete [removed]"),
            "\(output.standardOutput)")
        #expect(output.standardOutput.contains("dry run: would remove ElasticButton from "))
        #expect(output.standardOutput.hasSuffix("; nothing was written\n"))
        #expect(try folder.snapshot() == before)
        // A refusal is found by the dry run too, with the same status.
        let piece = "SyncApp/Pieces/ElasticButton.swift"
        try folder.write(try folder.text(piece) + "// mine\n", to: piece)
        let refused = Self.run(["remove", "ElasticButton", "-n"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("[local-edits]"))
        #expect(!refused.standardOutput.contains("would delete"), "a refusal lists only why")
    }

    @Test func removeQuietPrintsOnlyProblems() throws {
        let folder = try Self.appWithTwoPieces()
        let quiet = Self.run(["remove", "ElasticButton", "-q"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput.isEmpty && quiet.standardError.isEmpty)
        let refused = Self.run(["remove", "ElasticButton", "-q"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("[piece-not-installed]"))
    }

    @Test func updateTakesSeveralNamesAllOrNothing() throws {
        let folder = try Self.appWithTwoPieces()
        let both = Self.run(["update", "ElasticButton", "PressableButtonStyle"], in: folder)
        #expect(both.status == 0, "\(both.standardError)")
        #expect(both.standardOutput.contains("ElasticButton is up to date"), "\(both.standardOutput)")
        #expect(both.standardOutput.contains("PressableButtonStyle is up to date"))
        let before = try folder.snapshot()
        let unknown = Self.run(["update", "ElasticButton", "Nope"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("'Nope' is not installed here"), "\(unknown.standardError)")
        #expect(try folder.snapshot() == before)
    }

    @Test func newDryRunWritesNothing() throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let before = try registry.snapshot()
        let output = Self.run(["new", "GlowCard", "--category", "cards", "--dry-run"], in: registry)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput
                == """
                dry run: would create pieces/cards/GlowCard.swift from the template and sync it; nothing was \
                written\n
                """
        )
        #expect(try registry.snapshot() == before)
        // The checks are the real ones: a taken name is refused as without --dry-run.
        let taken = Self.run(["new", "PlainBadge", "--category", "demo", "--dry-run"], in: registry)
        #expect(taken.status == 1)
        #expect(taken.standardOutput.isEmpty && !taken.standardError.isEmpty)
        #expect(Self.run(["new", "PlainBadge", "--category", "demo"], in: registry).status == 1)
    }

    @Test func newQuietPrintsOnlyProblems() throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let output = Self.run(["new", "GlowCard", "--category", "cards", "--quiet"], in: registry)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.isEmpty && output.standardError.isEmpty)
        #expect(Self.exists("pieces/cards/GlowCard.swift", in: registry))
    }

    @Test func initDryRunWritesNothing() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let before = try folder.snapshot()
        let output = Self.run(["init", "--dry-run"], in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput
                == "dry run: would write pieces.json: pieces go in SyncApp/Pieces; nothing was written\n")
        #expect(try folder.snapshot() == before)
        #expect(Self.run(["init", "-q"], in: folder).standardOutput.isEmpty)
        #expect(Self.exists("pieces.json", in: folder))
        let again = Self.run(["init", "--dry-run"], in: folder)
        #expect(again.status == 1, "a second init is refused, dry run or not")
        #expect(again.standardError.contains("pieces.json"))
    }

    @Test func initRegistryDryRunListsTheFilesAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        let output = Self.run(["init", "--registry", "team", "--dry-run"], in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput.hasPrefix(
                "dry run: would create the registry team with these files; nothing was written:\n"))
        #expect(output.standardOutput.contains("  foundation/PieceMotion.swift\n"))
        #expect(output.standardOutput.contains("  pieces/cards/WelcomeCard.swift"))
        #expect(!Self.exists("team", in: folder))
    }

    /// The help says `--diff` shows diffs without `--dry-run` too; so it does.
    @Test func addDiffWithoutDryRunShowsTheDiffOfWhatItWrote() throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        let output = Self.run(["add", "ElasticButton", "--diff"], in: folder)
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains("+++ SyncApp/Pieces/ElasticButton.swift (from the registry)"),
            "\(output.standardOutput.prefix(400))")
        let help = Self.run(["add", "--help"], in: folder).standardOutput
        #expect(help.contains("Show each file's change as a diff (in a dry run, before"))
    }

    /// `diff --quiet` prints no diff and no summary, only problems; the status still tells.
    @Test func diffQuietPrintsOnlyProblems() throws {
        let folder = try Self.appWithTwoPieces()
        let piece = "SyncApp/Pieces/ElasticButton.swift"
        try folder.write(try folder.text(piece) + "// mine\n", to: piece)
        let quiet = Self.run(["diff", "--quiet"], in: folder)
        #expect(quiet.status == 1)
        #expect(quiet.standardOutput.isEmpty && quiet.standardError.isEmpty)
        let problem = Self.run(["diff", "Nope", "--quiet"], in: folder)
        #expect(problem.status == 1)
        #expect(problem.standardError.contains("[piece-not-installed]"))
    }
}
