import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesSupport

/// `pieces outdated`, `diff` and `update` in a copy of SyncApp, with SettleCard added from a copy of
/// the minimal registry that the tests then publish a new version into.
@Suite("pieces update")
struct UpdateTests {
    /// An app with SettleCard 1.0.0 installed from a registry of its own.
    struct Installed {
        static let piece = "SyncApp/Pieces/SettleCard.swift"
        static let base = ".pieces/base/SyncApp/Pieces/SettleCard.swift.base"
        static let registryPiece = "pieces/demo/SettleCard.swift"
        static let radius = "        RoundedRectangle(cornerRadius: 20)\n"
        static let newRadius = "        RoundedRectangle(cornerRadius: 24)\n"
        static let docLine = "/// A card that settles home.\n"

        let app: TemporaryFolder
        let registry: TemporaryFolder

        init() throws {
            app = try TemporaryFolder(copying: "projects/SyncApp")
            registry = try TemporaryFolder(copying: "registries/minimal")
            let added = run(["add", "SettleCard"])
            #expect(added.status == 0, "\(added.standardOutput)")
        }

        /// Runs the tool in the app with `--registry` for `add` (later commands find it in the lock).
        func run(_ arguments: [String], environment: [String: String] = [:]) -> ToolOutput {
            let context = PiecesTool.Context(
                workingDirectory: app.url.path, environment: environment, isTerminal: false)
            let extra = arguments.first == "add" ? ["--registry", registry.url.path] : []
            return PiecesTool.run(arguments + extra, context: context)
        }

        /// Publishes version 1.1.0 of SettleCard with `old` replaced by `new`.
        func publish(replacing old: String = radius, with new: String = newRadius) throws {
            try edit(registry, Self.registryPiece, replacing: old, with: new)
            try edit(registry, Self.registryPiece, replacing: "version: \"1.0.0\"", with: "version: \"1.1.0\"")
        }

        func editLocal(replacing old: String, with new: String) throws {
            try edit(app, Self.piece, replacing: old, with: new)
        }

        func lock() throws -> LockFile {
            try JSONDecoder().decode(LockFile.self, from: Data(try app.bytes(LockFile.fileName)))
        }

        func edit(_ folder: TemporaryFolder, _ path: String, replacing old: String, with new: String) throws {
            let text = try folder.text(path)
            #expect(text.contains(old), "\(path) has no \(old)")
            try folder.write(text.replacingOccurrences(of: old, with: new), to: path)
        }
    }

    @Test func addKeepsAPristineCopyOutsideTheBuild() throws {
        let installed = try Installed()
        #expect(try installed.app.bytes(Installed.base) == (try installed.app.bytes(Installed.piece)))
        #expect(installed.run(["outdated"]).status == 0)
        let diff = installed.run(["diff"])
        #expect(diff.status == 0)
        #expect(!diff.standardOutput.contains("---"), "\(diff.standardOutput)")
    }

    @Test func outdatedAndDiffShowANewVersionInTheRegistry() throws {
        let installed = try Installed()
        try installed.publish()
        let outdated = installed.run(["outdated"])
        #expect(outdated.status == 1)
        #expect(
            outdated.standardOutput.contains(
                "piece       installed  registry  local edits\nSettleCard  1.0.0      1.1.0     no\n"),
            "\(outdated.standardOutput)")
        let json = installed.run(["outdated", "--format", "json"])
        let rows =
            try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])[
                "results"] as? [[String: Any]]
        #expect(rows?.first?["registry"] as? String == "1.1.0")
        #expect(rows?.first?["localEdits"] as? Bool == false)

        let diff = installed.run(["diff", "SettleCard"])
        #expect(diff.status == 1)
        #expect(
            diff.standardOutput.contains("--- yours/\(Installed.piece)\n+++ registry/\(Installed.piece)\n"),
            "\(diff.standardOutput)")
        #expect(diff.standardOutput.contains("-" + Installed.radius + "+" + Installed.newRadius))
        #expect(diff.standardOutput.contains("version: \"1.1.0\""))
        let quiet = installed.run(["diff", "--quiet"])
        #expect(quiet.status == 1 && quiet.standardOutput.isEmpty)
    }

    @Test func anUneditedFileIsReplacedAndASecondUpdateChangesNothing() throws {
        let installed = try Installed()
        try installed.publish()
        let output = installed.run(["update"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("SettleCard.swift: note: replaced [update-file]"))
        let published = try installed.registry.bytes(Installed.registryPiece)
        #expect(try installed.app.bytes(Installed.piece) == published)
        #expect(try installed.app.bytes(Installed.base) == published)
        let entry = try #require(try installed.lock().piece(named: "SettleCard"))
        #expect(entry.version == "1.1.0")
        #expect(entry.files == [.init(path: Installed.piece, sha256: SHA256.hex(SHA256.digest(published)))])
        #expect(installed.run(["outdated"]).status == 0)
        let snapshot = try installed.app.snapshot()
        #expect(installed.run(["update"]).status == 0)
        #expect(try installed.app.snapshot() == snapshot)
    }

    @Test func anEditElsewhereIsMergedWithTheRegistrysChange() throws {
        let installed = try Installed()
        try installed.editLocal(replacing: Installed.docLine, with: "/// My card, settling home.\n")
        try installed.publish()
        #expect(installed.run(["outdated"]).standardOutput.contains("SettleCard  1.0.0      1.1.0     yes\n"))
        let output = installed.run(["update", "SettleCard"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("note: merged (your edits kept)"))
        let merged = try installed.app.text(Installed.piece)
        #expect(
            merged.contains("/// My card, settling home.\n") && merged.contains(Installed.newRadius)
                && merged.contains("version: \"1.1.0\""))
        #expect(!merged.contains(Installed.docLine) && !merged.contains("<<<<<<<"))
        #expect(try installed.lock().piece(named: "SettleCard")?.conflicted == nil)
        #expect(try installed.app.bytes(Installed.base) == (try installed.registry.bytes(Installed.registryPiece)))
        #expect(installed.run(["outdated"]).status == 0, "the piece is current; the edit stays the user's")
    }

    @Test func aClashingEditLeavesLabelledMarkersUntilResolved() throws {
        let installed = try Installed()
        let mine = "        RoundedRectangle(cornerRadius: 30)\n"
        try installed.editLocal(replacing: Installed.radius, with: mine)
        try installed.publish()
        let output = installed.run(["update"])
        #expect(output.status == 1)
        let text = try installed.app.text(Installed.piece)
        let line = try #require(text.components(separatedBy: "\n").firstIndex(of: "<<<<<<< yours")) + 1
        #expect(
            text.contains("<<<<<<< yours\n" + mine + "=======\n" + Installed.newRadius + ">>>>>>> registry 1.1.0\n"),
            "\(text)")
        #expect(
            output.standardOutput.contains(
                """
                \(Installed.piece):\(line): error: your edits and registry 1.1.0 change the same lines of SettleCard \
                [merge-conflict]
                """
            ), "\(output.standardOutput)")
        let entry = try #require(try installed.lock().piece(named: "SettleCard"))
        #expect(entry.conflicted == true && entry.version == "1.1.0")

        // Every command reports the markers; update refuses to go on and writes nothing.
        #expect(installed.run(["outdated"]).standardOutput.contains("[merge-conflict]"))
        #expect(installed.run(["diff"]).status == 1)
        let snapshot = try installed.app.snapshot()
        let again = installed.run(["update"])
        #expect(
            again.status == 1 && again.standardError.contains("unresolved merge conflict in SettleCard"),
            "\(again.standardError)")
        #expect(try installed.app.snapshot() == snapshot)

        let resolved = text.replacingOccurrences(of: "<<<<<<< yours\n" + mine + "=======\n", with: "")
            .replacingOccurrences(of: ">>>>>>> registry 1.1.0\n", with: "")
        try installed.app.write(resolved, to: Installed.piece)
        let cleared = installed.run(["update"])
        #expect(cleared.status == 0, "\(cleared.standardOutput)")
        #expect(cleared.standardOutput.contains("SettleCard: conflicts resolved"))
        #expect(try installed.lock().piece(named: "SettleCard")?.conflicted == nil)
        #expect(try installed.app.text(Installed.piece) == resolved)
    }

    @Test func checkReportsConflictMarkersInAPiece() throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let piece = "pieces/demo/PlainBadge.swift"
        let text = try registry.text(piece).replacingOccurrences(
            of: "            .font(.headline)\n",
            with:
                """
                <<<<<<< yours\n            .font(.title)\n=======\n            .font(.headline)\n>>>>>>> registry \
                1.1.0\n
                """
        )
        try registry.write(text, to: piece)
        let line = try #require(text.components(separatedBy: "\n").firstIndex(of: "<<<<<<< yours")) + 1
        let context = PiecesTool.Context(workingDirectory: registry.url.path, environment: [:], isTerminal: false)
        let output = PiecesTool.run(["check", piece], context: context)
        #expect(output.status == 1)
        #expect(
            output.standardOutput.contains("\(piece):\(line):1: error: unresolved merge conflict"),
            "\(output.standardOutput)")
        #expect(output.standardOutput.contains("[merge-conflict]"))
    }

    @Test func dryRunReportsTheMergeAndWritesNothing() throws {
        let installed = try Installed()
        try installed.editLocal(replacing: Installed.docLine, with: "/// Mine.\n")
        try installed.publish()
        let snapshot = try installed.app.snapshot()
        let output = installed.run(["update", "--dry-run"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains("SettleCard.swift: note: would be merged (your edits kept) [update-file]"))
        #expect(output.standardOutput.contains("dry run: nothing was written"))
        #expect(try installed.app.snapshot() == snapshot)
    }

    @Test func withoutGitOrABaseTheMergeIsRefusedAndNothingIsWritten() throws {
        let installed = try Installed()
        try installed.editLocal(replacing: Installed.docLine, with: "/// Mine.\n")
        try installed.publish()
        let snapshot = try installed.app.snapshot()
        let noGit = installed.run(["update"], environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 1)
        #expect(
            noGit.standardError.contains(
                "merging your edits needs git, which is not on PATH (/nonexistent) [git-missing]"),
            "\(noGit.standardError)")
        #expect(try installed.app.snapshot() == snapshot)

        try FileManager.default.removeItem(atPath: installed.app.path(".pieces"))
        let noBase = installed.run(["update"])
        #expect(noBase.status == 1)
        #expect(noBase.standardError.contains("[merge-base-missing]"), "\(noBase.standardError)")
        #expect(try installed.app.text(Installed.piece).contains("/// Mine.\n"))
    }

    @Test func aPieceThatIsNotInstalledIsNamed() throws {
        let installed = try Installed()
        let output = installed.run(["update", "PlainBadge"])
        #expect(output.status == 1)
        #expect(output.standardError.contains("'PlainBadge' is not installed here"), "\(output.standardError)")
    }
}
