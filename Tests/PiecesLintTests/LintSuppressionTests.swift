import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics
@testable import PiecesLint
@testable import SwiftLexing

/// Suppression comments, the pieces.json section, and `pieces lint` as the executable runs it.
@Suite("Lint: suppressions and configuration")
struct LintSuppressionTests {
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
        Linter(configuration: configuration).lint(
            SourceText(path: "Saver.swift", bytes: Array(text.utf8)), isRegistryPiece: false)
    }

    @Test func nextLineSuppressionCoversOnlyTheNextLine() {
        let suppressed = Self.trigger.replacingOccurrences(
            of: "            .sensoryFeedback",
            with: "            // pieces-lint:disable:next-line bool-trigger a demo\n            .sensoryFeedback")
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
        let thisLine = Self.trigger.replacingOccurrences(
            of: "trigger: saved)", with: "trigger: saved) // pieces-lint:disable:this-line bool-trigger")
        #expect(Self.lint(thisLine).isEmpty)
    }

    @Test func aSuppressionNamingNoRuleIsReported() {
        let typo = "// pieces-lint:disable bool-triger\n" + Self.trigger
        let codes = Self.lint(typo).map(\.code)
        #expect(codes == ["lint-unknown-rule", "bool-trigger"])
    }

    @Test func configurationDisablesAndRaisesRules() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"path": "Pieces", "lint": {"disabled": ["no-reduce-motion"], "severity": {"bool-trigger": "error"}}}"#,
            to: "pieces.json")
        let configuration = try LintConfiguration.load(from: folder.path("pieces.json"), display: "pieces.json")
        #expect(configuration.disabled == ["no-reduce-motion"])
        #expect(Self.lint(Self.trigger, configuration: configuration).map(\.severity) == [.error])
    }

}
