import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics
@testable import PiecesLint
@testable import SwiftLexing

/// Every lint rule on its fixtures (`Fixtures/lint/<rule>/trigger.swift` and `clean.swift`): the
/// trigger is found, the clean twin is not, and the trigger inside a comment or a string is not code.
@Suite("Lint rules")
struct LintRuleTests {
    static let ruleIDs = LintRules.all.map(\.id)

    static func fixture(_ rule: String, _ name: String) throws -> String {
        try String(contentsOf: FixturePaths.fixture("lint/\(rule)/\(name).swift"), encoding: .utf8)
    }

    static func findings(_ text: String, registry: Bool = true) -> [Diagnostic] {
        Linter().lint(SourceText(path: "Fixture.swift", bytes: Array(text.utf8)), isRegistryPiece: registry)
    }

    @Test(arguments: ruleIDs)
    func theTriggerIsFound(rule: String) throws {
        let codes = Self.findings(try Self.fixture(rule, "trigger")).map(\.code)
        #expect(codes.contains(rule), "\(rule) not found; found \(codes)")
    }

    @Test(arguments: ruleIDs)
    func theCleanTwinIsNot(rule: String) throws {
        let codes = Self.findings(try Self.fixture(rule, "clean")).map(\.code)
        #expect(!codes.contains(rule), "\(rule) found in its clean fixture")
    }

    @Test(arguments: ruleIDs)
    func theTriggerInsideACommentIsNotCode(rule: String) throws {
        let body = try Self.fixture(rule, "trigger")
        #expect(Self.findings("/*\n" + body + "\n*/\n").isEmpty)
        let lineComments = body.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(
            separator: "\n")
        #expect(Self.findings(lineComments).isEmpty)
    }

    @Test(arguments: ruleIDs)
    func theTriggerInsideAStringIsNotCode(rule: String) throws {
        let body = try Self.fixture(rule, "trigger")
        #expect(Self.findings("let sample = #\"\"\"\n" + body + "\n\"\"\"#\n").isEmpty)
    }

    @Test func findingsCarryTheRuleTextAndAPosition() throws {
        let marked = MarkedText(
            """
            import SwiftUI

            struct Card: View {
                @State private var offset: CGSize = .zero
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    RoundedRectangle(cornerRadius: 20)
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { drag in
                                    1️⃣withAnimation(.spring) { offset = drag.translation }
                                })
                }
            }

            """)
        let finding = try #require(Self.findings(marked.text).first { $0.code == "animated-tracking" })
        #expect(finding.line == marked.location("1️⃣").line)
        #expect(finding.column == marked.location("1️⃣").column)
        #expect(finding.severity == .warning)
        #expect(finding.fix == LintRules.rule("animated-tracking")?.fix)
    }

    @Test func rawSpringIsForRegistryPiecesOnly() throws {
        let text = try Self.fixture("raw-spring", "trigger")
        #expect(Self.findings(text, registry: true).contains { $0.code == "raw-spring" })
        #expect(!Self.findings(text, registry: false).contains { $0.code == "raw-spring" })
    }

    @Test func theGeneratedMotionBlockIsNotLinted() throws {
        let piece = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent(
                "registry/pieces/inputs/ShakeTextField.swift"), encoding: .utf8)
        #expect(piece.contains("// MARK: - Piece motion"))
        #expect(Self.findings(piece).isEmpty, "the block's own springs would be raw-spring findings")
    }

    @Test func everyRuleHasItsTextAndAUniqueID() {
        let rules = LintRules.all
        #expect(rules.count == 11)
        #expect(Set(rules.map(\.id)).count == rules.count)
        #expect(rules.allSatisfy { !$0.message.isEmpty && !$0.reason.isEmpty && !$0.fix.isEmpty })
    }
}
