import Foundation
import PiecesTestSupport
import Testing

/// OTPField's entry logic, compiled out of the piece file: what a change of the text field's text means
/// for the code, replayed as SwiftUI delivers it (the change that brought the text, then the change the
/// piece's own write-back of the cleaned text causes).
@Suite struct OTPFieldLogicTests {
    static let piece = "registry/pieces/inputs/OTPField.swift"
    static let declarations = ["private struct OTPFieldEntry {"]

    /// Replays `texts` as the field's successive values from an empty code: each change, and the
    /// write-back it causes when the text was not clean, and prints how many completions there were and
    /// the final code.
    static func replay(_ texts: [String], isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(replayProbe(texts), isolation: isolation)
    }

    static let pasted = ["123 456", "123-456", "Your code is 123456", "1234567"]
    static let typed = ["1", "12", "123", "1234", "12345", "123456", "1234567"]
    static let retyped = [["12345", "123456", "12345", "123457"], ["123456", "654321"]]

    /// Every replay and probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: (pasted.map { [$0] } + retyped).map { .init(replayProbe($0)) } + [
            .init(replayProbe(typed), isolations: MotionIsolation.allCases), .init(onlyDecimalDigitsAreKeptAsASCII)
        ])

    /// The probe that replays `texts` (see `replay`).
    static func replayProbe(_ texts: [String]) -> String {
        let list = texts.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            let entry = OTPFieldEntry(length: 6)
            var code = "", completions = 0
            for text in [\(list)] {
                var old = code, new = text
                while true {
                    let change = entry.change(from: old, to: new)
                    if change.completes { completions += 1 }
                    code = change.code
                    if change.code == new { break }
                    old = new
                    new = change.code
                }
            }
            print(completions, code)
            """
    }

    /// The bug: cleaning a pasted code wrote back the clean text, whose change was compared with the
    /// uncleaned text before it (already six digits long), so `onComplete` never ran. Before the fix
    /// each of these printed `0 123456`.
    @Test(arguments: pasted)
    func aPastedCodeCompletesOnce(pasted: String) throws {
        #expect(try Self.replay([pasted]) == ["1 123456"])
    }

    @Test(arguments: MotionIsolation.allCases)
    func typedDigitsCompleteOnceAndADigitPastTheEndChangesNothing(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        #expect(try Self.replay(Self.typed, isolation: isolation) == ["1 123456"])
        #expect(try Self.replay(Self.retyped[0]) == ["2 123457"])
        #expect(try Self.replay(Self.retyped[1]) == ["2 654321"])
    }

    static let onlyDecimalDigitsAreKeptAsASCII =
        """
        let entry = OTPFieldEntry(length: 6)
        print(entry.cleaned("\\u{0661}\\u{0662}\\u{0663}\\u{FF14}\\u{FF15}6"))
        print(entry.cleaned("1\\u{BD}2\\u{B2}3\\u{4E94}"))
        let change = entry.change(from: "124", to: "1234")
        print(change.landed, change.completes)
        """

    /// Only decimal digits count, each as its ASCII digit: Arabic-Indic and full-width digits are kept,
    /// a vulgar fraction, a superscript and a CJK numeral are not (each of those is `isWholeNumber`).
    @Test func onlyDecimalDigitsAreKeptAsASCII() throws {
        let lines = try Self.logic.run(Self.onlyDecimalDigitsAreKeptAsASCII)
        #expect(lines == ["123456", "123", "[2, 3] false"])
    }
}
