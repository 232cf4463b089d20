import Foundation
import PiecesTestSupport
import Testing

/// FloatingDock's lens, compiled out of the piece file: the icon under the finger swells most, the swell
/// falls off smoothly to nothing at its reach, swollen icons push their neighbours aside without ever
/// overlapping, and a finger past either end keeps the end icon.
@Suite struct FloatingDockLogicTests {
    static let piece = "registry/pieces/navigation/FloatingDock.swift"
    static let declarations = ["private nonisolated struct FloatingDockLens: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(
                theIconUnderTheFingerSwellsMostAndTheSwellEndsSmoothlyAtItsReach, isolations: MotionIsolation.allCases),
            .init(swollenIconsPushTheirNeighboursAsideWithoutOverlapping), .init(aFingerPastEitherEndKeepsTheEndIcon)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let theIconUnderTheFingerSwellsMostAndTheSwellEndsSmoothlyAtItsReach =
        """
        // Icons 40 wide, 10 apart: centres at 20, 70, 120, …; the lens reaches 125 points.
        let lens = FloatingDockLens(count: 6, iconSize: 40, spacing: 10, maximumScale: 1.6)
        let finger: CGFloat = 120
        print((0..<6).map { (lens.scale(ofSlot: $0, finger: finger) * 1000).rounded() / 1000 })
        print(lens.scale(ofSlot: 2, finger: nil), lens.scale(ofSlot: 0, finger: 0 + 20 + 124.9) - 1 < 0.0001)
        let flat = FloatingDockLens(count: 6, iconSize: 40, spacing: 10, maximumScale: 1)
        print(flat.scale(ofSlot: 2, finger: finger), flat.offset(ofSlot: 0, finger: finger),
            flat.widthScale(finger: finger))
        """

    @Test(arguments: MotionIsolation.allCases)
    func theIconUnderTheFingerSwellsMostAndTheSwellEndsSmoothlyAtItsReach(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(
            Self.theIconUnderTheFingerSwellsMostAndTheSwellEndsSmoothlyAtItsReach, isolation: isolation)
        #expect(lines == ["[1.057, 1.393, 1.6, 1.393, 1.057, 1.0]", "1.0 true", "1.0 0.0 1.0"])
    }

    static let swollenIconsPushTheirNeighboursAsideWithoutOverlapping =
        """
        let lens = FloatingDockLens(count: 6, iconSize: 40, spacing: 10, maximumScale: 1.6)
        var verdicts: [String] = []
        for finger: CGFloat in [0, 37, 120, 199, 290] {
            var clear = true
            for slot in 0..<5 {
                let gap = (lens.centre(ofSlot: slot + 1) + lens.offset(ofSlot: slot + 1, finger: finger))
                    - (lens.centre(ofSlot: slot) + lens.offset(ofSlot: slot, finger: finger))
                let halves = 20 * (lens.scale(ofSlot: slot, finger: finger) + lens.scale(ofSlot: slot + 1,
                    finger: finger))
                if gap < halves - 1e-9 { clear = false }
            }
            verdicts.append(String(clear))
        }
        print(verdicts.joined(separator: " "))
        // Symmetric about a finger on the middle icon of five: equal and opposite shifts.
        let five = FloatingDockLens(count: 5, iconSize: 40, spacing: 10, maximumScale: 1.6)
        print(abs(five.offset(ofSlot: 0, finger: 120) + five.offset(ofSlot: 4, finger: 120)) < 1e-9,
            abs(five.offset(ofSlot: 2, finger: 120)) < 1e-9)
        print(five.offset(ofSlot: 0, finger: 120) < 0, five.widthScale(finger: 120) > 1,
            five.widthScale(finger: nil))
        """

    @Test func swollenIconsPushTheirNeighboursAsideWithoutOverlapping() throws {
        let lines = try Self.run(Self.swollenIconsPushTheirNeighboursAsideWithoutOverlapping)
        #expect(lines == ["true true true true true", "true true", "true true 1.0"])
    }

    static let aFingerPastEitherEndKeepsTheEndIcon =
        """
        let lens = FloatingDockLens(count: 4, iconSize: 40, spacing: 10, maximumScale: 1.6)
        print([-30, 0, 49.9, 50, 160, 900].map { lens.slot(at: $0) })
        print(FloatingDockLens(count: 0, iconSize: 40, spacing: 10, maximumScale: 1.6).slot(at: 30))
        """

    @Test func aFingerPastEitherEndKeepsTheEndIcon() throws {
        let lines = try Self.run(Self.aFingerPastEitherEndKeepsTheEndIcon)
        #expect(lines == ["[0, 0, 0, 1, 3, 3]", "0"])
    }
}
