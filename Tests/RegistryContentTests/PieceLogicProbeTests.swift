import Foundation
import PiecesTestSupport
import Testing

/// The probe every piece-logic test stands on: it cuts a nested value type out of a SwiftUI file by its
/// opening line, compiles it without SwiftUI, and returns what the probe printed.
@Suite struct PieceLogicProbeTests {
    static let fixture = "Tests/Fixtures/logic/StepCounter.swift"

    @Test func aNestedTypeIsCutOutAtItsIndentationAndMovedToColumnZero() throws {
        let text = try PieceLogicProbe.declaration("struct StepCount {", in: Self.fixture)
        #expect(text.hasPrefix("struct StepCount {\n    var limit: Int"))
        #expect(text.hasSuffix("\n}"))
        #expect(!text.contains("body"))
    }

    @Test(arguments: MotionIsolation.allCases)
    func theCutOutTypeRunsInBothIsolations(isolation: MotionIsolation) throws {
        if isolation == .mainActor, !MotionMathProbe.supportsDefaultIsolation { return }
        let lines = try PieceLogicProbe.run(
            piece: Self.fixture, declarations: ["struct StepCount {"],
            probe: "var count = StepCount(limit: 2)\nfor _ in 0..<4 { count.step(); print(count.value) }",
            isolation: isolation)
        #expect(lines == ["1", "2", "0", "1"])
    }

    @Test func aMissingOpeningLineNamesTheFileAndTheLine() throws {
        #expect(throws: MotionMathProbe.Failure.self) {
            try PieceLogicProbe.declaration("struct Nowhere {", in: Self.fixture)
        }
    }
}
