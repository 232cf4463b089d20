import Foundation
import PiecesTestSupport
import Testing

/// RollingNumber's roll, compiled out of the piece file: the two numbers a row of columns rolls between,
/// read at every instant of one shared progress.
@Suite struct RollingNumberLogicTests {
    static let piece = "registry/pieces/text/RollingNumber.swift"
    static let declarations = ["private nonisolated struct RollingNumberRoll: Equatable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(everyInstantShowsTheOldOrTheNewNumber, isolations: MotionIsolation.allCases),
            .init(aChangeMidRollRetargetsAndLandingDropsBlankPlaces)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let everyInstantShowsTheOldOrTheNewNumber =
        """
        for (old, new) in [("10", "9"), ("19", "20"), ("9,489", "9,490"), ("9,999", "10,000"), ("-1", "1")] {
            let rising = new.count > old.count || (new.count == old.count && new > old) || old.hasPrefix("-")
            let roll = RollingNumberRoll(resting: old).rolling(to: new, rising: rising)
            var seen = Set<String>(), directions = Set<Double>()
            for step in 0...100 {
                let progress = abs(roll.target - Double(step) / 100)
                seen.insert(roll.reading(at: 1 - progress).trimmingCharacters(in: .whitespaces))
                for place in 0..<roll.places {
                    let (first, second) = roll.offsets(place: place, progress: 0.3)
                    if first != second { directions.insert(roll.towardSecond ? second - first : first - second) }
                }
            }
            print(old, new, seen.sorted(), directions.count,
                rising == (directions.first ?? 0 > 0) || directions.isEmpty)
        }
        """

    /// The bug: each digit rolled along its own 0…9 strip on its own spring, 30 ms later per place, so
    /// 10 → 9 showed "19" while the tens column lagged, 19 → 20 showed "2" beside a ones digit still
    /// climbing through 9, 8, …, and 9,489 → 9,490 rolled the ones digit backwards through 8…1. Before
    /// the fix the piece had no roll type to read (this test could not cut one out). Now every reading
    /// at every progress is the old number or the new one, and every changed column moves the same way.
    @Test(arguments: MotionIsolation.allCases)
    func everyInstantShowsTheOldOrTheNewNumber(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.everyInstantShowsTheOldOrTheNewNumber, isolation: isolation)
        #expect(
            lines == [
                "10 9 [\"10\", \"9\"] 1 true",
                "19 20 [\"19\", \"20\"] 1 true",
                "9,489 9,490 [\"9,489\", \"9,490\"] 1 true",
                "9,999 10,000 [\"10,000\", \"9,999\"] 1 true",
                "-1 1 [\"-1\", \"1\"] 1 true"
            ])
    }

    static let aChangeMidRollRetargetsAndLandingDropsBlankPlaces =
        """
        let first = RollingNumberRoll(resting: "10").rolling(to: "9", rising: false)
        print(first.towardSecond, first.target, first.sign, first.reading(at: 0), first.reading(at: 1))
        let again = first.rolling(to: "8", rising: false)
        print(again.towardSecond, again.sign, again.reading(at: 0), again.reading(at: 1))
        let landed = again.landed()
        print(landed.places, landed.first == landed.second, landed.reading(at: 0))
        let next = landed.rolling(to: "9", rising: true)
        print(next.towardSecond, next.target, next.sign, next.reading(at: 1), next.reading(at: 0))
        print(next.offsets(place: 0, progress: 1), next.offsets(place: 0, progress: 0))
        """

    /// A roll at rest turns toward the slot out of sight; a change mid-roll keeps its way and direction
    /// and only swaps the number rolling in; landing keeps what was headed to, blank places dropped. A
    /// falling number's new glyphs enter from above (sign 1 toward the first slot, which enters at
    /// −sign), a rising one's from below.
    @Test func aChangeMidRollRetargetsAndLandingDropsBlankPlaces() throws {
        let lines = try Self.run(Self.aChangeMidRollRetargetsAndLandingDropsBlankPlaces)
        #expect(
            lines == [
                "false 0.0 1.0 9 10",
                "false 1.0 8 10",
                "1 true 8",
                "true 1.0 1.0 9 8",
                "(first: -1.0, second: 0.0) (first: -0.0, second: 1.0)"
            ])
    }
}
