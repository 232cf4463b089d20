import Foundation
import PiecesTestSupport
import Testing

/// StreamingReply's pacer, compiled out of the piece file: the reveal shows whole words only, holds a
/// half-received word until its end arrives (unless it runs long), speeds up on a backlog, shows all of
/// a finished text, never splits a character, and starts over when the text is replaced.
@Suite struct StreamingReplyLogicTests {
    static let piece = "registry/pieces/ai/StreamingReply.swift"
    static let declarations = ["private nonisolated struct StreamingReplyPacer: Equatable, Sendable {"]

    /// Every probe below, compiled as one program per isolation (`PieceLogicBatch`).
    static let logic = PieceLogicBatch(
        piece: piece, declarations: declarations,
        probes: [
            .init(wholeWordsOnlyAndTheLastOneWaitsForItsEnd, isolations: MotionIsolation.allCases),
            .init(aBacklogIsRevealedFasterAndALongRunIsNotHeldForever),
            .init(aReplacedTextStartsOverAndAGrowingOneKeepsItsPlace)
        ])

    static func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        try logic.run(probe, isolation: isolation)
    }

    static let wholeWordsOnlyAndTheLastOneWaitsForItsEnd =
        """
        let text = Array("Hello world, again")
        var pacer = StreamingReplyPacer()
        var shown: [Int] = []
        for _ in 0..<5 {
            pacer.advance(by: 0.1, in: text, complete: false, baseRate: 45)
            shown.append(pacer.shown)
        }
        print(shown, pacer.caughtUp(total: text.count, complete: false))
        pacer.advance(by: 0.1, in: text, complete: true, baseRate: 45)
        print(pacer.shown, pacer.caughtUp(total: text.count, complete: true))
        """

    /// 18 characters arrive at 45 a second (the backlog of 18 would clear in 0.4 s, inside the lag):
    /// after 0.1 s the reveal is at 4.5, inside "Hello", so nothing shows; at 9 "Hello" shows; at 18,
    /// the stream still open, "again" waits for what follows; once complete it shows.
    @Test(arguments: MotionIsolation.allCases)
    func wholeWordsOnlyAndTheLastOneWaitsForItsEnd(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try Self.run(Self.wholeWordsOnlyAndTheLastOneWaitsForItsEnd, isolation: isolation)
        #expect(lines == ["[0, 5, 12, 12, 12] true", "18 true"])
    }

    static let aBacklogIsRevealedFasterAndALongRunIsNotHeldForever =
        """
        let pacer = StreamingReplyPacer()
        print(pacer.rate(backlog: 10, baseRate: 45), pacer.rate(backlog: 100, baseRate: 45))
        var link = StreamingReplyPacer()
        let url = Array("https://example.com/a/rather/long/path")
        link.advance(by: 0.5, in: url, complete: false, baseRate: 45)
        print(link.shown, url.count)
        var emoji = StreamingReplyPacer()
        let sunset = Array("Sunset 🌅 over the bay")
        emoji.advance(by: 0.4, in: sunset, complete: false, baseRate: 45)
        print(emoji.shown, String(sunset.prefix(emoji.shown)))
        print(StreamingReplyPacer.wordEnd(in: Array("one  two"), upTo: 8), StreamingReplyPacer.wordEnd(in: [],
            upTo: 3))
        """

    @Test func aBacklogIsRevealedFasterAndALongRunIsNotHeldForever() throws {
        let lines = try Self.run(Self.aBacklogIsRevealedFasterAndALongRunIsNotHeldForever)
        #expect(lines == ["45.0 200.0", "38 38", "17 Sunset 🌅 over the", "3 0"])
    }

    static let aReplacedTextStartsOverAndAGrowingOneKeepsItsPlace =
        """
        let first = Array("Hello world and more")
        var pacer = StreamingReplyPacer()
        pacer.advance(by: 0.3, in: first, complete: false, baseRate: 45)
        print(pacer.shown)
        pacer.retarget(from: first, to: Array("Hello world and more text"))
        print(pacer.shown)
        pacer.retarget(from: first, to: Array("Howdy"))
        print(pacer.shown, pacer.position)
        print(StreamingReplyPacer(shown: 12).shown, StreamingReplyPacer(shown: -4).shown)
        """

    @Test func aReplacedTextStartsOverAndAGrowingOneKeepsItsPlace() throws {
        let lines = try Self.run(Self.aReplacedTextStartsOverAndAGrowingOneKeepsItsPlace)
        #expect(lines == ["11", "11", "0 0.0", "12 0"])
    }
}
