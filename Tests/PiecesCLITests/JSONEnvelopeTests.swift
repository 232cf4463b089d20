import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// `--format json` (docs/json.md): one envelope per command, on real fixtures, compared with
/// `Fixtures/json/<case>.json` byte for byte (`PIECES_UPDATE_GOLDENS=1` rewrites them), on the
/// stream README "Output streams" names; and every command taking `--format` takes `json`.
@Suite("JSON envelope")
struct JSONEnvelopeTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var fixture: String?
        /// Commands run first, each expected to exit 0.
        var setup: [[String]] = []
        var arguments: [String]
        var status: Int32 = ExitStatus.success
        /// Where the envelope goes: standard error when an error stopped the command.
        var onStandardError = false
        var description: String { name }
    }

    static let add = ["add", "ElasticButton", "--target", "PackageApp"]

    static let cases: [Case] = [
        Case(name: "add", fixture: "projects/Package", arguments: add + ["--format", "json"]),
        Case(name: "add-unchanged", fixture: "projects/Package", setup: [add], arguments: add + ["--format", "json"]),
        Case(name: "add-dry-run", fixture: "projects/Package", arguments: add + ["--dry-run", "--format", "json"]),
        Case(
            name: "add-unknown-piece", fixture: "projects/Package", arguments: ["add", "Nope", "--format", "json"],
            status: ExitStatus.findings, onStandardError: true),
        Case(
            name: "add-group-project", fixture: "projects/ClassicApp",
            arguments: ["add", "ElasticButton", "--target", "ClassicApp", "--force", "--format", "json"]),
        Case(name: "status", fixture: "projects/Package", setup: [add], arguments: ["status", "--format", "json"]),
        Case(name: "outdated", fixture: "projects/Package", setup: [add], arguments: ["outdated", "--format", "json"]),
        Case(name: "diff", fixture: "projects/Package", setup: [add], arguments: ["diff", "--format", "json"]),
        Case(name: "update", fixture: "projects/Package", setup: [add], arguments: ["update", "--format", "json"]),
        Case(
            name: "remove", fixture: "projects/Package", setup: [add],
            arguments: ["remove", "ElasticButton", "--format", "json"]),
        Case(name: "list", fixture: "catalog/registry", arguments: ["list", "--format", "json"]),
        Case(name: "search", fixture: "catalog/registry", arguments: ["search", "badge", "--format", "json"]),
        Case(
            name: "search-nothing", fixture: "catalog/registry", arguments: ["search", "zzzzzz", "--json"],
            status: ExitStatus.findings, onStandardError: true),
        Case(name: "info", fixture: "catalog/registry", arguments: ["info", "BlurCard", "--json"]),
        Case(
            name: "info-unknown-piece", fixture: "catalog/registry", arguments: ["info", "Nope", "--format", "json"],
            status: ExitStatus.findings, onStandardError: true),
        Case(name: "why", fixture: "catalog/registry", arguments: ["why", "PlainBadge", "--format", "json"]),
        Case(name: "check", fixture: "catalog/registry", arguments: ["check", "--format", "json"]),
        Case(
            name: "check-no-registry", fixture: nil, arguments: ["check", "--format", "json"],
            status: ExitStatus.noInput, onStandardError: true),
        Case(name: "sync-dry-run", fixture: "registries/minimal", arguments: ["sync", "--dry-run", "--format", "json"]),
        Case(name: "build-check", fixture: "catalog/registry", arguments: ["build", "--check", "--format", "json"]),
        Case(name: "lint", fixture: "catalog/registry", arguments: ["lint", "--format", "json"]),
        Case(
            name: "usage-error", fixture: nil, arguments: ["check", "--fromat", "x", "--format", "json"],
            status: ExitStatus.usage, onStandardError: true)
    ]

    static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolOutput {
        PiecesTool.run(
            arguments,
            context: PiecesTool.Context(workingDirectory: folder.url.path, environment: [:], isTerminal: false))
    }

    /// The document's top level, parsed by Foundation (not by the code that wrote it).
    static func parsed(_ text: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not a JSON object: \(text)")
    }

    @Test(arguments: cases)
    func eachCommandPrintsOneEnvelope(_ example: Case) throws {
        let folder = try TemporaryFolder(copying: example.fixture)
        for setup in example.setup { #expect(Self.run(setup, in: folder).status == ExitStatus.success, "\(setup)") }
        let output = Self.run(example.arguments, in: folder)
        let envelope = example.onStandardError ? output.standardError : output.standardOutput
        let other = example.onStandardError ? output.standardOutput : output.standardError
        let tidy = envelope.replacingOccurrences(of: folder.url.path, with: "<folder>")
        #expect(output.status == example.status)
        #expect(other == "", "the other stream stays empty")
        #expect(tidy == (try Golden.text("json/\(example.name).json", updatedTo: tidy)))
        let document = try Self.parsed(envelope)
        #expect(Set(document.keys) == ["schema", "command", "status", "results", "diagnostics", "summary"])
        #expect(document["schema"] as? Int == 1)
        #expect(document["command"] as? String == example.arguments[0])
        #expect(document["status"] as? Int == Int(example.status))
        #expect(document["results"] is [Any] && document["diagnostics"] is [Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary.keys.contains("message"))
        for case let diagnostic as [String: Any] in document["diagnostics"] as? [Any] ?? [] {
            #expect(Set(diagnostic.keys) == ["severity", "code", "message", "file", "line", "column", "fix", "detail"])
        }
    }

    /// Arguments that let each command taking `--format` run in `catalog/registry` or, for those
    /// working on an app, in `projects/Package` after `add`. A command missing here fails the test.
    static let runnable: [String: (fixture: String, arguments: [String])] = [
        "sync": ("catalog/registry", ["--dry-run"]), "check": ("catalog/registry", []),
        "add": ("projects/Package", ["PressableButtonStyle", "--target", "PackageApp"]),
        "diff": ("projects/Package", []), "status": ("projects/Package", []), "outdated": ("projects/Package", []),
        "update": ("projects/Package", []), "remove": ("projects/Package", ["ElasticButton"]),
        "build": ("catalog/registry", ["--check"]), "why": ("catalog/registry", ["PlainBadge"]),
        "lint": ("catalog/registry", []), "list": ("catalog/registry", []), "search": ("catalog/registry", ["badge"]),
        "info": ("catalog/registry", ["BlurCard"])
    ]

    @Test func everyCommandTakingFormatTakesJSONAndItParses() throws {
        let commands = PiecesCommands.root.subcommands.filter { command in
            command.arguments.contains { $0.name == "format" }
        }
        #expect(Set(commands.map(\.name)) == Set(Self.runnable.keys))
        for command in commands {
            let format = try #require(command.arguments.first { $0.name == "format" })
            #expect(format.optionRules?.allowedValues.contains("json") == true, "\(command.name)")
            let (fixture, arguments) = try #require(
                Self.runnable[command.name], "\(command.name) has no runnable arguments here")
            let folder = try TemporaryFolder(copying: fixture)
            if fixture == "projects/Package" { #expect(Self.run(Self.add, in: folder).status == ExitStatus.success) }
            let output = Self.run([command.name] + arguments + ["--format", "json"], in: folder)
            let text = output.standardOutput.isEmpty ? output.standardError : output.standardOutput
            let document = try Self.parsed(text)
            #expect(document["schema"] as? Int == 1, "\(command.name)")
            #expect(document["command"] as? String == command.name)
            #expect(document["status"] as? Int == Int(output.status), "\(command.name)")
            #expect(
                output.standardOutput.isEmpty || output.standardError.isEmpty,
                "one envelope, on one stream: \(command.name)")
            if command.arguments.contains(where: { $0.name == "json" }) {
                #expect(
                    Self.run([command.name] + arguments + ["--json"], in: folder).standardOutput
                        == output.standardOutput,
                    "--json is --format json for \(command.name)")
            }
        }
    }

    @Test func addNamesEachFilesPieceVersionDestinationAndAction() throws {
        let folder = try TemporaryFolder(copying: "projects/Package")
        let planned = try Self.parsed(
            Self.run(Self.add + ["--dry-run", "--diff", "--format", "json"], in: folder).standardOutput)
        let plannedFile = try #require((planned["results"] as? [[String: Any]])?.first)
        #expect(plannedFile["action"] as? String == "would be created")
        #expect(
            (plannedFile["diff"] as? String)?.contains(
                "+++ Sources/PackageApp/Pieces/ElasticButton.swift (from the registry)") == true)
        let first = try Self.parsed(Self.run(Self.add + ["--format", "json"], in: folder).standardOutput)
        let file = try #require((first["results"] as? [[String: Any]])?.first)
        #expect(file["piece"] as? String == "ElasticButton")
        #expect(file["action"] as? String == "created")
        #expect(file["diff"] is NSNull, "no --diff: null")
        #expect((file["version"] as? String)?.isEmpty == false)
        let destination = try #require(file["destination"] as? [String: Any])
        #expect(
            destination["project"] as? String == "Package.swift" && destination["target"] as? String == "PackageApp")
        #expect(destination["path"] is NSNull, "absent is null, not a string")
        let again = try Self.parsed(Self.run(Self.add + ["--format", "json"], in: folder).standardOutput)
        #expect((again["results"] as? [[String: Any]])?.first?["action"] as? String == "unchanged")
        #expect(
            (again["summary"] as? [String: Any])?["message"] as? String
                == "ElasticButton already installed in Sources/PackageApp/Pieces, unchanged")
    }

    @Test func infoGivesNullForARequiredParameterNotTheWordRequired() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        let output = Self.run(["info", "TiltSlider", "--format", "json"], in: folder)
        let piece = try #require((try Self.parsed(output.standardOutput)["results"] as? [[String: Any]])?.first)
        let parameters = try #require(piece["parameters"] as? [[String: Any]])
        #expect(parameters.contains { $0["default"] is NSNull }, "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("\"required\""))
    }
}

/// An envelope read back with `JSONDecoder`, its results as `Result`.
struct DecodedEnvelope<Result: Decodable>: Decodable {
    struct Anything: Decodable { init(from decoder: any Decoder) throws {} }

    /// A diagnostic as docs/json.md describes it.
    struct DecodedDiagnostic: Decodable {
        var severity: String
        var code: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var fix: String?
        var detail: String?
    }

    var schema: Int
    var command: String
    var status: Int
    var results: [Result]
    var diagnostics: [DecodedDiagnostic]

    init(_ text: String) throws { self = try JSONDecoder().decode(Self.self, from: Data(text.utf8)) }
}
