import Foundation
import PiecesTestSupport
import Testing

/// IndexScrubber's index, compiled out of the piece file: the entry under the finger, the section an
/// entry without one lands on, the collapsed rows of a short column, and VoiceOver's steps.
@Suite struct IndexScrubberLogicTests {
    static let piece = "registry/pieces/navigation/IndexScrubber.swift"
    static let declarations = ["private nonisolated struct IndexScrubberIndex: Equatable, Sendable {"]

    /// Every probe below (after the A–Z index), compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(full(theFingerPicksTheEntryOfItsBandAndKeepsTheEndsPastThem), isolations: MotionIsolation.allCases),
            .init(full(anEntryWithoutASectionLandsOnTheNextOneOrTheLastBeforeIt)),
            .init(full(aShortColumnShowsEvenlySpacedLettersWithDotsBetween)),
            .init(full(voiceOverStepsBetweenSectionsAndStopsAtTheEnds))
        ])

    /// The probe after the index of A–Z and `#` it reads as `az`.
    static func full(_ probe: String) -> String {
        "let az = IndexScrubberIndex(entries: \"ABCDEFGHIJKLMNOPQRSTUVWXYZ#\".map(String.init))\n" + probe
    }

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(full(probe), isolation: isolation)
    }

    static let theFingerPicksTheEntryOfItsBandAndKeepsTheEndsPastThem =
        """
        // 27 entries in a column 270 tall: a band of 10 points each.
        print([-40, 0, 9.9, 10, 135, 269.9, 270, 900].map { az.entries[az.entry(at: $0, height: 270)] }.joined())
        print(az.entry(at: 50, height: 0), IndexScrubberIndex(entries: []).entry(at: 5, height: 100))
        """

    @Test(arguments: MotionIsolation.allCases)
    func theFingerPicksTheEntryOfItsBandAndKeepsTheEndsPastThem(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.theFingerPicksTheEntryOfItsBandAndKeepsTheEndsPastThem, isolation: isolation)
        #expect(lines == ["AAABN###", "0 0"])
    }

    static let anEntryWithoutASectionLandsOnTheNextOneOrTheLastBeforeIt =
        """
        let sections: Set<String> = ["B", "M", "Q"]
        print([0, 1, 2, 12, 13, 16, 17, 26].map { az.target(for: $0, available: sections) ?? "-" }.joined())
        print(az.target(for: 3, available: nil) ?? "-", az.target(for: 3, available: []) ?? "-", az.target(for: 99,
            available: nil) ?? "-")
        """

    @Test func anEntryWithoutASectionLandsOnTheNextOneOrTheLastBeforeIt() throws {
        let lines = try Self.run(Self.anEntryWithoutASectionLandsOnTheNextOneOrTheLastBeforeIt)
        #expect(lines == ["BBMMQQQQ", "D - -"])
    }

    static let aShortColumnShowsEvenlySpacedLettersWithDotsBetween =
        """
        func show(_ rows: [IndexScrubberIndex.Row]) -> String {
            rows.map { row in
                if case .entry(let position) = row { return az.entries[position] }
                return "."
            }.joined()
        }
        print(show(az.rows(fitting: 30)).count, show(az.rows(fitting: 27)).count)
        print(show(az.rows(fitting: 9)), show(az.rows(fitting: 10)), show(az.rows(fitting: 0)))
        print(az.rows(fitting: 9).count <= 9, az.rows(fitting: 13).count <= 13)
        """

    @Test func aShortColumnShowsEvenlySpacedLettersWithDotsBetween() throws {
        let lines = try Self.run(Self.aShortColumnShowsEvenlySpacedLettersWithDotsBetween)
        #expect(lines == ["27 27", "A.H.N.U.# A.H.N.U.# A.#", "true true"])
    }

    static let voiceOverStepsBetweenSectionsAndStopsAtTheEnds =
        """
        let sections: Set<String> = ["B", "M", "Q"]
        print(az.stepped(from: nil, by: 1, available: sections) ?? "-", az.stepped(from: nil, by: -1,
            available: sections) ?? "-")
        print(az.stepped(from: 1, by: 1, available: sections) ?? "-", az.stepped(from: 5, by: -1,
            available: sections) ?? "-")
        print(az.stepped(from: 16, by: 1, available: sections) ?? "-", az.stepped(from: 1, by: -1,
            available: sections) ?? "-")
        print(az.stepped(from: 0, by: 1, available: nil) ?? "-", az.stepped(from: 3, by: 1, available: []) ?? "-")
        """

    @Test func voiceOverStepsBetweenSectionsAndStopsAtTheEnds() throws {
        let lines = try Self.run(Self.voiceOverStepsBetweenSectionsAndStopsAtTheEnds)
        #expect(lines == ["B Q", "M B", "Q B", "B -"])
    }
}
