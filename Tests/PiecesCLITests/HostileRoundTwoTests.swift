import Foundation
import PiecesTestSupport
import Testing

@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// The second security review's attacks through files (docs/reliability.md, "Hostile input, round
/// two"): reads through links out of the project or registry, resources that break the project,
/// names that differ only in case, terminal escapes, duplicate JSON keys, huge files. Every run
/// is bounded in time (`SpecialFileTests.run`).
@Suite("hostile input, round two")
struct HostileRoundTwoTests {
    typealias Special = SpecialFileTests

    static func text(_ output: ToolOutput?) -> String {
        output.map { $0.standardOutput + $0.standardError } ?? "timed out"
    }

    /// A file outside every project and registry holding a secret, as `/proc/self/environ` would.
    static func secret() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("CI_TOKEN=hunter2-secret\n", to: "environ")
        return folder
    }

    static func link(_ path: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test func diffAndStatusNeverPrintAFileOutsideTheProject() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Special.run(["add", "ElasticButton"], in: app)?.status == 0)
        let secret = try Self.secret()
        try Self.link(app.path("SyncApp/Pieces/ElasticButton.swift"), to: secret.path("environ"))
        for command in [["diff"], ["status"], ["add", "ElasticButton", "--dry-run", "--diff"]] {
            let output = Special.run(command, in: app)
            #expect(!Self.text(output).contains("hunter2"), "\(command): \(Self.text(output))")
            #expect(output?.status != 0, "\(command): \(Self.text(output))")
            #expect(Self.text(output).contains("leads out of the project"), "\(command): \(Self.text(output))")
        }
    }

    @Test func aDestinationLeadingOutOfTheRootIsRefused() throws {
        let elsewhere = try TemporaryFolder(copying: "projects/ClassicApp")
        #expect(Special.run(["add", "ElasticButton", "--target", "ClassicApp", "--force"], in: elsewhere)?.status == 0)
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        let outside = "../" + elsewhere.url.lastPathComponent + "/ClassicApp.xcodeproj"
        let lock = try elsewhere.text("pieces.lock").replacingOccurrences(
            of: "\"ClassicApp.xcodeproj\"", with: "\"\(outside)\"")
        #expect(lock.contains(outside))
        try app.write(lock, to: "pieces.lock")
        for command in [["status"], ["diff"]] {
            let output = Special.run(command, in: app)
            #expect(Self.text(output).contains("[lock-unsafe-path]"), "\(command): \(Self.text(output))")
            #expect(output?.status != 0)
        }
    }

    @Test(arguments: [".git", ".gitattributes", "Evil.xcodeproj", "PIECES.LOCK", "Pieces.Json", "package.SWIFT"])
    func aResourceThatWouldBreakTheProjectIsRefused(name: String) throws {
        let registry = try HostileRegistryTests.registry(extraHeader: "// resources: [\(name)]\n")
        try registry.write("x", to: "pieces/demo/\(name)")
        let build = Special.run(["build"], in: registry)
        #expect(Self.text(build).contains("[resource-reserved]"), "\(Self.text(build))")
        let app = try TemporaryFolder()
        let add = Special.run(["add", "PlainBadge", "--registry", registry.url.path, "--path", app.url.path], in: app)
        #expect(!FileManager.default.fileExists(atPath: app.path(name)), "\(Self.text(add))")
        // A folder registry never lists dot-files, so only the other names reach `add` to be refused.
        guard !name.hasPrefix(".") else { return }
        #expect(add?.status == ExitStatus.findings, "\(Self.text(add))")
        #expect(Self.text(add).contains("[resource-reserved]"), "\(Self.text(add))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.url.path).isEmpty)
    }

    @Test func aPieceFileDifferingOnlyInCaseFromAUserFileIsRefusedNamingBoth() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        try app.write("struct Mine {}\n", to: "SyncApp/Pieces/elasticbutton.swift")
        let add = Special.run(["add", "ElasticButton"], in: app)
        #expect(add?.status == ExitStatus.findings, "\(Self.text(add))")
        #expect(Self.text(add).contains("[name-collision]"), "\(Self.text(add))")
        #expect(Self.text(add).contains("SyncApp/Pieces/elasticbutton.swift"), "\(Self.text(add))")
        #expect(Self.text(add).contains("SyncApp/Pieces/ElasticButton.swift"), "\(Self.text(add))")
        #expect(!FileManager.default.fileExists(atPath: app.path("SyncApp/Pieces/ElasticButton.swift")))
    }

    @Test func bidiOverridesAndEscapesAreShownNotObeyed() throws {
        let registry = try HostileRegistryTests.registry()
        let piece =
            try registry.text("pieces/demo/PlainBadge.swift").replacingOccurrences(
                of: "// title: Plain Badge", with: "// title: Plain \u{202E}egdaB"
            ).replacingOccurrences(of: "// description: A badge", with: "// description: A \u{202E}egdab")
            + "\n// \u{1B}]0;owned\u{07} \u{1B}[2J\n"
        try registry.write(piece, to: "pieces/demo/PlainBadge.swift")
        for command in [["list"], ["info", "PlainBadge"], ["search", "badge"]] {
            let output = CatalogTool.run(command + ["--registry", registry.url.path], in: registry.url.path)
            #expect(!output.standardOutput.contains("\u{202E}"), "\(command)")
            #expect(output.standardOutput.contains("\\u{202E}"), "\(command): \(output.standardOutput)")
        }
        let context = PiecesTool.Context(workingDirectory: registry.url.path, environment: [:], isTerminal: true)
        let view = PiecesTool.run(["view", "PlainBadge", "--registry", registry.url.path], context: context)
        #expect(!view.standardOutput.contains("\u{1B}"), "\(view.standardOutput)")
        #expect(view.standardOutput.contains("\\u{1B}]0;owned\\u{7}"), "\(view.standardOutput)")
        let piped = CatalogTool.run(["view", "PlainBadge", "--registry", registry.url.path], in: registry.url.path)
        #expect(piped.standardOutput.contains("\u{1B}[2J"), "to a pipe, the bytes are exact")
        let rendered = TextRenderer(color: false).render([
            Diagnostic(severity: .note, code: "x", message: "a \u{1B}[31m b", detail: "+ \u{202E}x")
        ])
        #expect(!rendered.contains("\u{1B}") && !rendered.contains("\u{202E}"), "\(rendered)")
    }

    @Test func syncAndCheckNeverFollowAPieceLinkOutOfTheRegistry() throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let outside = try TemporaryFolder()
        try outside.write(try registry.text("pieces/demo/SettleCard.swift") + "\n\n\n", to: "SettleCard.swift")
        let before = try outside.bytes("SettleCard.swift")
        try Self.link(registry.path("pieces/demo/SettleCard.swift"), to: outside.path("SettleCard.swift"))
        for command in ["check", "sync"] {
            let output = Special.run([command], in: registry)
            #expect(output?.status != 0, "\(command): \(Self.text(output))")
            #expect(Self.text(output).contains("leads out of the registry"), "\(command): \(Self.text(output))")
        }
        #expect(try outside.bytes("SettleCard.swift") == before)
        let attributes = try FileManager.default.attributesOfItem(atPath: registry.path("pieces/demo/SettleCard.swift"))
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "the link is still a link")
    }

    @Test func aLockOrConfigWithAKeyTwiceIsRefused() throws {
        let app = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Special.run(["add", "ElasticButton"], in: app)?.status == 0)
        let lock = try app.text("pieces.lock")
        try app.write(
            lock.replacingOccurrences(of: "{\n", with: "{\n  \"lockVersion\": 1,\n", count: 1), to: "pieces.lock")
        let status = Special.run(["status"], in: app)
        #expect(status?.status != 0, "\(Self.text(status))")
        #expect(Self.text(status).contains("appears twice"), "\(Self.text(status))")
        #expect(JSONDuplicateKeys.first(in: Array(#"{"a": {"b": 1, "c": [{"b": 2}]}, "d": "a"}"#.utf8)) == nil)
        let twice = MarkedText("{\"a\": 1,\n\"s\": \"a\", 1️⃣\"a\": 2}")
        #expect(JSONDuplicateKeys.first(in: twice.bytes) == .init(key: "a", line: twice.location("1️⃣").line))
    }

    @Test func lintOnAFileOver64MegabytesSaysSo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("Huge.swift")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(65 << 20)) == 0)
        let output = Special.run(["lint", path], in: folder)
        #expect(Self.text(output).contains("larger than 64 MB"), "\(Self.text(output))")
        #expect(!Self.text(output).contains("unreadable(path:"), "\(Self.text(output))")
    }

    /// A line of 100,000 unterminated `"\(`: each finding's location comes from the line table in
    /// logarithmic time and at most `findingsPerFile` are shown (before: 7.9 s in a release build,
    /// and 393 s at 700,000).
    @Test func aLineOfUnterminatedInterpolationsIsCheckedInLinearTime() throws {
        let code = String(repeating: "\"\\(", count: 100_000)
        let folder = try HostileInputTests.registry(piece: Array((HostileInputTests.pieceStart + code + "\n").utf8))
        let outcome = try ChildProcess.run(try PiecesExecutable.url(), ["check"], in: folder.url, timeout: 60)
        #expect(!outcome.timedOut, "check did not finish in 60 s")
        #expect(outcome.status == ExitStatus.findings, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count <= 100, "\(lines.count) errors shown")
        #expect(outcome.output.contains("[more-problems]") || lines.count < 100, "\(outcome.output.suffix(500))")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String, count: Int) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
