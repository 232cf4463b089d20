import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesLint

/// `pieces lint`: exit statuses, formats, the rule listing, a bad configuration named (the rules,
/// suppressions and configuration are PiecesLintTests').
@Suite("Lint: the command")
struct LintCommandTests {
    static let trigger = """
        import SwiftUI

        struct Saver: View {
            @State private var saved = false

            var body: some View {
                Button("Save") { saved.toggle() }
                    .sensoryFeedback(.success, trigger: saved)
            }
        }

        """

    @Test func aBadConfigurationNamesFileAndFix() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\n  \"lint\": {\"severity\": {\"bool-trigger\": \"loud\"}}\n}\n", to: "pieces.json")
        #expect(throws: LintConfiguration.SectionError.self) {
            try LintConfiguration.load(from: folder.path("pieces.json"), display: "pieces.json")
        }
        try folder.write(Self.trigger, to: "Saver.swift")
        let output = CatalogTool.run(["lint", "Saver.swift"], in: folder.url.path)
        #expect(output.status == ExitStatus.dataError)
        #expect(
            output.standardError.contains(
                "pieces.json:2: error: lint severity of 'bool-trigger' is 'loud' [config-invalid]"))
        #expect(output.standardError.contains("fix: use \"warning\", \"error\" or \"off\""))
    }

    /// Every command refuses a `pieces.json` that is not JSON; `lint` too, with the line.
    @Test func aPiecesJsonThatIsNotJSONStopsLintWithItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\n  \"path\": \"Pieces\",\n  \"lint\": {,}\n}\n", to: "pieces.json")
        try folder.write(Self.trigger, to: "Saver.swift")
        let output = CatalogTool.run(["lint", "Saver.swift"], in: folder.url.path)
        #expect(output.status == ExitStatus.dataError)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError.contains("pieces.json:3: error: pieces.json is not valid JSON [config-invalid]"),
            "\(output.standardError)")
    }

    @Test func warningsPassUnlessStrictAndErrorsFail() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trigger, to: "App/Saver.swift")
        let plain = CatalogTool.run(["lint"], in: folder.url.path)
        #expect(plain.status == ExitStatus.success)
        #expect(
            plain.standardOutput.contains(
                "App/Saver.swift:8:49: warning: a Bool is flipped only to fire an animation or a haptic [bool-trigger]")
        )
        #expect(plain.standardOutput.hasSuffix("linted 1 file: 1 finding, 0 errors\n"))
        #expect(CatalogTool.run(["lint", "--strict"], in: folder.url.path).status == ExitStatus.findings)
        try folder.write(#"{"lint": {"severity": {"bool-trigger": "error"}}}"#, to: "pieces.json")
        #expect(CatalogTool.run(["lint", "App"], in: folder.url.path).status == ExitStatus.findings)
    }

    @Test func jsonOutputAndTheRuleListing() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trigger, to: "Saver.swift")
        let json = CatalogTool.run(["lint", "--format", "json"], in: folder.url.path)
        let findings = try DecodedEnvelope<DecodedEnvelope<Int>.Anything>(json.standardOutput).diagnostics
        #expect(findings.map(\.code) == ["bool-trigger"])
        let rules = CatalogTool.run(["lint", "--rules", "--format", "json"], in: folder.url.path)
        let listed = try DecodedEnvelope<LintRule>(rules.standardOutput).results
        #expect(listed.map(\.id) == LintRules.all.map(\.id))
        let text = CatalogTool.run(["lint", "--rules"], in: folder.url.path).standardOutput
        #expect(text.contains("raw-spring (registry pieces only)\n"))
    }

    @Test func theRegistryIsLintClean() {
        let output = CatalogTool.run(["lint", "--strict"], in: FixturePaths.repositoryRoot.path)
        #expect(output.status == ExitStatus.success, "\(output.standardOutput)")
        #expect(output.standardOutput.hasSuffix("no findings\n"))
    }
}
