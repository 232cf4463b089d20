import Foundation
import PiecesTestSupport
import Testing

/// TokenField's text handling, compiled out of the piece file: typed and pasted separators finish tokens
/// exactly once, tokens are cleaned and kept unique, the empty-field delete selects then removes, and the
/// rows wrap with the field taking the rest of its row.
@Suite struct TokenFieldLogicTests {
    static let piece = "registry/pieces/inputs/TokenField.swift"
    static let declarations = ["private nonisolated struct TokenFieldText: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aPastedListBecomesCleanTokensAndTheTailStaysTheDraft, isolations: MotionIsolation.allCases),
            .init(whatAnEditLeavesIsAPlainDraftSoItIsNeverCleanedTwice),
            .init(duplicatesIgnoreCaseAndAccentsAndNameTheTokenTheyRepeat),
            .init(theFirstDeleteSelectsTheLastTokenAndTheSecondRemovesIt),
            .init(rowsWrapAndTheFieldTakesTheRestOfItsRow)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aPastedListBecomesCleanTokensAndTheTailStaysTheDraft =
        """
        let text = TokenFieldText(maximumLength: 40)
        let s = TokenFieldText.sentinel
        print(text.edit(s + "ana"))
        print(text.edit(s + "  ana   maría ,luis; eva"))
        print(text.edit(s + "ana,"))
        print(text.edit(s + ",, ,"))
        print(text.edit(""))
        // Select all and paste: the sentinel is gone but the text is not empty.
        print(text.edit("x, y"))
        """

    @Test(arguments: MotionIsolation.allCases)
    func aPastedListBecomesCleanTokensAndTheTailStaysTheDraft(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aPastedListBecomesCleanTokensAndTheTailStaysTheDraft, isolation: isolation)
        #expect(
            lines == [
                "draft(\"ana\")",
                "commit([\"ana maría\", \"luis\"], rest: \"eva\")",
                "commit([\"ana\"], rest: \"\")",
                "commit([], rest: \"\")",
                "deleteBackward",
                "commit([\"x\"], rest: \"y\")"
            ])
    }

    static let whatAnEditLeavesIsAPlainDraftSoItIsNeverCleanedTwice =
        """
        let text = TokenFieldText(maximumLength: 40)
        let s = TokenFieldText.sentinel
        if case .commit(_, let rest) = text.edit(s + "a, b,  c") {
            print(rest, text.edit(s + rest) == .draft(rest))
        }
        print(text.commit("  tail  "), text.commit("   "))
        """

    @Test func whatAnEditLeavesIsAPlainDraftSoItIsNeverCleanedTwice() throws {
        // The field shows sentinel + rest next; editing that again must change nothing.
        let lines = try Self.run(Self.whatAnEditLeavesIsAPlainDraftSoItIsNeverCleanedTwice)
        #expect(lines == ["c true", "commit([\"tail\"], rest: \"\") commit([], rest: \"\")"])
    }

    static let duplicatesIgnoreCaseAndAccentsAndNameTheTokenTheyRepeat =
        """
        let text = TokenFieldText(maximumLength: 5)
        let outcome = text.accepting(["ANA", "Jose", "josé", "Eva", "ana", "Bartholomew"], into: ["Ana", "Luis"])
        print(outcome.added, outcome.duplicates)
        print(text.unique(["a", "A", " b ", ""]), text.cleaned("  x \\n  y  "))
        """

    @Test func duplicatesIgnoreCaseAndAccentsAndNameTheTokenTheyRepeat() throws {
        let lines = try Self.run(Self.duplicatesIgnoreCaseAndAccentsAndNameTheTokenTheyRepeat)
        #expect(lines == ["[\"Jose\", \"Eva\", \"Barth\"] [\"Ana\"]", "[\"a\", \"b\"] x y"])
    }

    static let theFirstDeleteSelectsTheLastTokenAndTheSecondRemovesIt =
        """
        let text = TokenFieldText(maximumLength: 40)
        let first = text.deleteBackward(selected: nil, in: ["a", "b"])
        print(first.remove ?? "-", first.select ?? "-")
        let second = text.deleteBackward(selected: first.select, in: ["a", "b"])
        print(second.remove ?? "-", second.select ?? "-")
        let empty = text.deleteBackward(selected: nil, in: [])
        print(empty.remove ?? "-", empty.select ?? "-")
        """

    @Test func theFirstDeleteSelectsTheLastTokenAndTheSecondRemovesIt() throws {
        let lines = try Self.run(Self.theFirstDeleteSelectsTheLastTokenAndTheSecondRemovesIt)
        #expect(lines == ["- b", "b -", "- -"])
    }

    static let rowsWrapAndTheFieldTakesTheRestOfItsRow =
        """
        let sizes = [CGSize(width: 60, height: 30), CGSize(width: 70, height: 30), CGSize(width: 20, height: 40)]
        let wide = TokenFieldText.arrange(sizes, width: 300, spacing: 6, lastMinimumWidth: 90)
        print(wide.frames.map { "\\($0.minX),\\($0.minY),\\($0.width)" }, wide.size.height)
        let narrow = TokenFieldText.arrange(sizes, width: 200, spacing: 6, lastMinimumWidth: 90)
        print(narrow.frames.map { "\\($0.minX),\\($0.minY),\\($0.width)" }, narrow.size.height)
        let huge = TokenFieldText.arrange([CGSize(width: 500, height: 30), CGSize(width: 10, height: 30)],
            width: 100, spacing: 6, lastMinimumWidth: 90)
        print(huge.frames.map { "\\($0.minX),\\($0.minY),\\($0.width)" })
        """

    @Test func rowsWrapAndTheFieldTakesTheRestOfItsRow() throws {
        let lines = try Self.run(Self.rowsWrapAndTheFieldTakesTheRestOfItsRow)
        #expect(
            lines == [
                "[\"0.0,5.0,60.0\", \"66.0,5.0,70.0\", \"142.0,0.0,158.0\"] 40.0",
                "[\"0.0,0.0,60.0\", \"66.0,0.0,70.0\", \"0.0,36.0,200.0\"] 76.0",
                "[\"0.0,0.0,100.0\", \"0.0,36.0,100.0\"]"
            ])
    }
}
