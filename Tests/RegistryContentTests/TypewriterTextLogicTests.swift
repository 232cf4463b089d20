import Foundation
import PiecesTestSupport
import Testing

/// TypewriterText's pace, compiled out of the piece file: it pauses after punctuation, continues from
/// where it was when the text grows, shows whole words under Reduce Motion and says when it ends.
@Suite struct TypewriterTextLogicTests {
    static let piece = "registry/pieces/text/TypewriterText.swift"
    static let declarations = ["private nonisolated struct TypewriterPace: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(itTypesAtThePaceAndWaitsAfterASentence, isolations: MotionIsolation.allCases),
            .init(aGrowingTextKeepsWhatWasShownAndContinues), .init(reduceMotionShowsWholeWordsOnly),
            .init(aCharacterAppearsWhenTheRevealCountsIt)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let itTypesAtThePaceAndWaitsAfterASentence =
        """
        let pace = TypewriterPace(charactersPerSecond: 10)
        let text = Array("Hi. Yo")
        // 0.1 s a character: after 0.25 s two are shown and the third is half faded in.
        print(pace.progress(of: text, from: 0, after: 0.25, wholeWords: false))
        // After "." the space waits 0.1 + 0.32 s: at 0.5 s it is still fading in.
        let atSpace = pace.progress(of: text, from: 0, after: 0.5, wholeWords: false)
        print(atSpace > 3, atSpace < 4)
        let total = pace.duration(of: text, from: 0)
        print(abs(total - 0.92) < 1e-9, pace.progress(of: text, from: 0, after: 5, wholeWords: false))
        print(pace.duration(of: text, from: 6), pace.progress(of: text, from: 0, after: -1, wholeWords: false))
        """

    @Test(arguments: MotionIsolation.allCases)
    func itTypesAtThePaceAndWaitsAfterASentence(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.itTypesAtThePaceAndWaitsAfterASentence, isolation: isolation)
        #expect(lines == ["2.5", "true true", "true 6.0", "0.0 0.0"])
    }

    static let aGrowingTextKeepsWhatWasShownAndContinues =
        """
        let pace = TypewriterPace(charactersPerSecond: 20)
        print(TypewriterPace.commonPrefixCount(Array("Hello wor"), Array("Hello world")))
        print(TypewriterPace.commonPrefixCount(Array("Hello"), Array("Help")))
        print(TypewriterPace.commonPrefixCount(Array("café"), Array("cafe\\u{301}!")))
        // Anchored at 9 of 11, 0.05 s later one more character is whole.
        print(pace.progress(of: Array("Hello world"), from: 9, after: 0.05, wholeWords: false))
        """

    @Test func aGrowingTextKeepsWhatWasShownAndContinues() throws {
        let lines = try Self.run(Self.aGrowingTextKeepsWhatWasShownAndContinues)
        // "é" written precomposed and as e + combining accent is one equal Character both ways.
        #expect(lines == ["9", "3", "4", "10.0"])
    }

    static let reduceMotionShowsWholeWordsOnly =
        """
        let pace = TypewriterPace(charactersPerSecond: 10)
        let text = Array("one two three")
        for elapsed in [0.05, 0.35, 0.65, 0.75, 1.25, 9.0] {
            print(pace.progress(of: text, from: 0, after: elapsed, wholeWords: true))
        }
        // Never back past what was already shown.
        print(pace.progress(of: text, from: 6, after: 0.05, wholeWords: true))
        """

    @Test func reduceMotionShowsWholeWordsOnly() throws {
        let lines = try Self.run(Self.reduceMotionShowsWholeWordsOnly)
        #expect(lines == ["0.0", "0.0", "4.0", "4.0", "8.0", "13.0", "6.0"])
    }

    static let aCharacterAppearsWhenTheRevealCountsIt =
        """
        let pace = TypewriterPace(charactersPerSecond: 10)
        let text = Array("Hi. Yo")
        let times = (0..<6).map { pace.appearTime(at: $0, in: text, from: 0) }
        print(times.map { ($0 * 100).rounded() / 100 })
        let counted = times.map { pace.progress(of: text, from: 0, after: $0 + 1e-9, wholeWords: false) }
        print(counted.enumerated().allSatisfy { Int($0.element) == $0.offset + 1 })
        let later = pace.appearTime(at: 4, in: text, from: 3)
        print(pace.appearTime(at: 1, in: text, from: 3), (later * 100).rounded() / 100)
        print(TypewriterPace(charactersPerSecond: 0).charactersPerSecond)
        """

    /// Each character appears after the waits of every character from the anchor through itself, which
    /// is when the reveal counts it shown; the view fades it in from that moment.
    @Test func aCharacterAppearsWhenTheRevealCountsIt() throws {
        let lines = try Self.run(Self.aCharacterAppearsWhenTheRevealCountsIt)
        #expect(lines == ["[0.1, 0.2, 0.3, 0.72, 0.82, 0.92]", "true", "0.0 0.52", "1.0"])
    }
}
