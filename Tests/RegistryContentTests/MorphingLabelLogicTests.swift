import Foundation
import PiecesTestSupport
import Testing

/// MorphingLabel's letters, compiled out of the piece file: shared letters keep their identity across a
/// morph, numbers are recognised and roll the right way, and scripts that cannot be cut take the
/// whole-text path.
@Suite struct MorphingLabelLogicTests {
    static let piece = "registry/pieces/text/MorphingLabel.swift"
    static let declarations = [
        "private nonisolated struct MorphingLabelGlyphs: Equatable, Sendable {", "private extension Character {"
    ]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(sharedLettersKeepTheirIdentity, isolations: MotionIsolation.allCases),
            .init(theMatchIsALongestCommonSubsequenceKeepingEarlierLettersOnTies),
            .init(numbersAreRecognisedAndRollTheWayTheyMove), .init(scriptsThatJoinOrRunRightToLeftMorphAsAWhole)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let sharedLettersKeepTheirIdentity =
        """
        var label = MorphingLabelGlyphs("Follow")
        label.morph(to: "Following")
        print(label.glyphs.map(\\.id), String(label.glyphs.map(\\.character)))
        label.morph(to: "Follow")
        print(label.glyphs.map(\\.id))
        label.morph(to: "Flow")
        print(label.glyphs.map(\\.id))
        label.morph(to: "")
        print(label.glyphs.count, label.nextID)
        """

    @Test(arguments: MotionIsolation.allCases)
    func sharedLettersKeepTheirIdentity(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.sharedLettersKeepTheirIdentity, isolation: isolation)
        #expect(lines == ["[0, 1, 2, 3, 4, 5, 6, 7, 8] Following", "[0, 1, 2, 3, 4, 5]", "[0, 2, 4, 5]", "0 9"])
    }

    static let theMatchIsALongestCommonSubsequenceKeepingEarlierLettersOnTies =
        """
        print(MorphingLabelGlyphs.sharedPairs(Array("aa"), Array("a")).map { [$0.old, $0.new] })
        print(MorphingLabelGlyphs.sharedPairs(Array("Send"), Array("Sent")).map { [$0.old, $0.new] })
        print(MorphingLabelGlyphs.sharedPairs(Array("abc"), Array("xyz")).count)
        let long = String(repeating: "a", count: 100)
        print(MorphingLabelGlyphs.sharedPairs(Array(long), Array(long)).count)
        """

    @Test func theMatchIsALongestCommonSubsequenceKeepingEarlierLettersOnTies() throws {
        let lines = try Self.run(Self.theMatchIsALongestCommonSubsequenceKeepingEarlierLettersOnTies)
        // 100 × 100 pairs is past the matching limit: a label that long gets fresh letters, not a stall.
        #expect(lines == ["[[0, 0]]", "[[0, 0], [1, 1], [2, 2]]", "0", "0"])
    }

    static let numbersAreRecognisedAndRollTheWayTheyMove =
        """
        for text in ["1,280", "-3.5", "42%", "+7", "v2", "١٢", "", "."] {
            print(text, MorphingLabelGlyphs.number(in: text).map { "\\($0)" } ?? "nil")
        }
        var label = MorphingLabelGlyphs("1,280")
        label.morph(to: "1,279")
        print(label.countsDown)
        label.morph(to: "1,281")
        print(label.countsDown)
        """

    @Test func numbersAreRecognisedAndRollTheWayTheyMove() throws {
        let lines = try Self.run(Self.numbersAreRecognisedAndRollTheWayTheyMove)
        #expect(
            lines == [
                "1,280 1280.0", "-3.5 -3.5", "42% 42.0", "+7 7.0", "v2 nil", "١٢ nil", " nil", ". nil", "true", "false"
            ])
    }

    static let scriptsThatJoinOrRunRightToLeftMorphAsAWhole =
        """
        for text in ["Follow", "Café", "東京", "👍🏽 ok", "مرحبا", "שלום", "नमस्ते", "12"] {
            print(MorphingLabelGlyphs.style(of: text))
        }
        """

    @Test func scriptsThatJoinOrRunRightToLeftMorphAsAWhole() throws {
        let lines = try Self.run(Self.scriptsThatJoinOrRunRightToLeftMorphAsAWhole)
        #expect(lines == ["letters", "letters", "letters", "letters", "whole", "whole", "whole", "number"])
    }
}
