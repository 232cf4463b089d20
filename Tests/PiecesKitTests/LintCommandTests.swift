import Foundation
import Testing
@testable import PiecesSupport
@testable import PiecesDiagnostics
@testable import SwiftLexing
@testable import XcodeProjects
@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesLint
@testable import PiecesCLI

/// Suppression comments, the pieces.json section, and `pieces lint` as the executable runs it.
@Suite("Lint: suppressions, configuration, command")
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

    static func lint(_ text: String, configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
        Linter(configuration: configuration).lint(SourceText(path: "Saver.swift", bytes: Array(text.utf8)), isRegistryPiece: false)
    }

    @Test func nextLineSuppressionCoversOnlyTheNextLine() {
        let suppressed = Self.trigger.replacingOccurrences(
            of: "            .sensoryFeedback", with: "            // pieces-lint:disable:next-line bool-trigger a demo\n            .sensoryFeedback")
        #expect(Self.lint(Self.trigger).map(\.code) == ["bool-trigger"])
        #expect(Self.lint(suppressed).isEmpty)
        let tooEarly = Self.trigger.replacingOccurrences(
            of: "    var body", with: "    // pieces-lint:disable:next-line bool-trigger\n    var body")
        #expect(Self.lint(tooEarly).map(\.code) == ["bool-trigger"])
    }

    @Test func disableRunsToEnableOrTheEnd() {
        let disabled = "// pieces-lint:disable bool-trigger the whole file\n" + Self.trigger
        #expect(Self.lint(disabled).isEmpty)
        let reenabled = "// pieces-lint:disable all\n// pieces-lint:enable bool-trigger\n" + Self.trigger
        #expect(Self.lint(reenabled).map(\.code) == ["bool-trigger"])
        let thisLine = Self.trigger.replacingOccurrences(of: "trigger: saved)", with: "trigger: saved) // pieces-lint:disable:this-line bool-trigger")
        #expect(Self.lint(thisLine).isEmpty)
    }

    @Test func aSuppressionNamingNoRuleIsReported() {
        let typo = "// pieces-lint:disable bool-triger\n" + Self.trigger
        let codes = Self.lint(typo).map(\.code)
        #expect(codes == ["lint-unknown-rule", "bool-trigger"])
    }

    @Test func configurationDisablesAndRaisesRules() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"path": "Pieces", "lint": {"disabled": ["no-reduce-motion"], "severity": {"bool-trigger": "error"}}}"#, to: "pieces.json")
        let configuration = try LintConfiguration.load(from: folder.path("pieces.json"), display: "pieces.json")
        #expect(configuration.disabled == ["no-reduce-motion"])
        #expect(Self.lint(Self.trigger, configuration: configuration).map(\.severity) == [.error])
    }

    @Test func aBadConfigurationNamesFileAndFix() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"lint": {"severity": {"bool-trigger": "loud"}}}"#, to: "pieces.json")
        #expect(throws: LintConfiguration.Problem.self) {
            try LintConfiguration.load(from: folder.path("pieces.json"), display: "pieces.json")
        }
        try folder.write(Self.trigger, to: "Saver.swift")
        let output = CatalogTool.run(["lint", "Saver.swift"], in: folder.url.path)
        #expect(output.status == ExitStatus.dataError)
        #expect(output.standardError.contains("pieces.json: error: pieces.json: lint severity of 'bool-trigger' is 'loud' [config-invalid]"))
        #expect(output.standardError.contains("fix: use \"warning\", \"error\" or \"off\""))
    }

    @Test func warningsPassUnlessStrictAndErrorsFail() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trigger, to: "App/Saver.swift")
        let plain = CatalogTool.run(["lint"], in: folder.url.path)
        #expect(plain.status == ExitStatus.success)
        #expect(plain.standardOutput.contains("App/Saver.swift:8:49: warning: a Bool is flipped only to fire an animation or a haptic [bool-trigger]"))
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
