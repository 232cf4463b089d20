import Foundation
import PiecesTestSupport
import Testing

/// HeroExpand's flights, compiled out of the piece file: the flying tile stays above its neighbours until
/// its own flight lands, and a landing overtaken by a newer flight changes nothing.
@Suite struct HeroExpandLogicTests {
    static let piece = "registry/pieces/motion/HeroExpand.swift"
    static let declarations = ["private nonisolated struct HeroExpandFlight<ID: Hashable>: Equatable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(aTileFlyingHomeStaysOnTopUntilItLands, isolations: MotionIsolation.allCases),
            .init(aNewerFlightTakesOverAndTheOldLandingIsIgnored)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let aTileFlyingHomeStaysOnTopUntilItLands =
        """
        var flight = HeroExpandFlight<String>()
        let open = flight.start(opening: "a")
        flight.show("a")
        print(flight.open ?? "-", flight.zIndex(of: "a"), flight.zIndex(of: "b"))
        flight.land(open)
        print(flight.zIndex(of: "a"))
        let close = flight.start(opening: nil)
        flight.show(nil)
        // Closing: the model says nothing is open, but the tile is still flying home.
        print(flight.open ?? "-", flight.zIndex(of: "a"))
        flight.land(close)
        print(flight.zIndex(of: "a"))
        """

    @Test(arguments: MotionIsolation.allCases)
    func aTileFlyingHomeStaysOnTopUntilItLands(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.aTileFlyingHomeStaysOnTopUntilItLands, isolation: isolation)
        #expect(lines == ["a 1.0 0.0", "1.0", "- 1.0", "0.0"])
    }

    static let aNewerFlightTakesOverAndTheOldLandingIsIgnored =
        """
        var flight = HeroExpandFlight<Int>()
        _ = flight.start(opening: 1)
        flight.show(1)
        let home = flight.start(opening: nil)
        flight.show(nil)
        let next = flight.start(opening: 2)
        flight.show(2)
        flight.land(home)
        print(flight.zIndex(of: 1), flight.zIndex(of: 2), flight.open ?? -1)
        flight.land(next)
        print(flight.zIndex(of: 2), flight.flights)
        """

    @Test func aNewerFlightTakesOverAndTheOldLandingIsIgnored() throws {
        let lines = try Self.run(Self.aNewerFlightTakesOverAndTheOldLandingIsIgnored)
        #expect(lines == ["0.0 1.0 2", "1.0 3"])
    }
}
