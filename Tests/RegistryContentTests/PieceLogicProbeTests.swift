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

    /// The probe runs in the driver's immediate mode: a warning stays out of the printed lines, and an
    /// error (here the isolation mistake `-default-isolation MainActor` exists to catch) is a compile failure.
    @Test func warningsAreNotOutputAndErrorsAreCompileFailures() throws {
        let lines = try PieceLogicProbe.run(
            piece: Self.fixture, declarations: ["struct StepCount {"], probe: "var unchanged = 3\nprint(unchanged)")
        #expect(lines == ["3"])
        guard MotionMathProbe.supportsDefaultIsolation else { return }
        let isolated =
            "struct Pure { static func twice(_ x: Double) -> Double { x * 2 } }\n"
            + "nonisolated func evaluate() -> Double { Pure.twice(2) }\nprint(evaluate())\n"
        #expect(try MotionMathProbe.compileAndRun(isolated, isolation: .nonisolated, what: "twice") == "4.0\n")
        let failure = #expect(throws: MotionMathProbe.ProbeError.self) {
            try MotionMathProbe.compileAndRun(isolated, isolation: .mainActor, what: "twice")
        }
        #expect(failure?.description.hasPrefix("twice failed to compile (MainActor):") == true, "\(failure as Any)")
        let trap = #expect(throws: MotionMathProbe.ProbeError.self) {
            try MotionMathProbe.compileAndRun(
                "let none: [Int] = []\nprint(none[1])\n", isolation: .nonisolated, what: "a trap")
        }
        #expect(trap?.description.hasPrefix("the probe of a trap failed:") == true, "\(trap as Any)")
    }

    /// A batch gives each probe the lines it prints alone, listed or not; a probe that breaks the
    /// shared program fails alone, with its own message, and the others still get their lines.
    @Test func aBatchGivesEachProbeItsOwnLines() throws {
        let count = "var count = StepCount(limit: 2)\nfor _ in 0..<3 { count.step(); print(count.value) }"
        let limit = "print(StepCount(limit: 5).limit)\nprint(\"\")\nprint(\"done\")"
        let broken = "print(StepCount(limit: 1).nowhere)"
        let batch = PieceLogicBatch(
            piece: Self.fixture, declarations: ["struct StepCount {"], probes: [.init(count), .init(limit)])
        #expect(try batch.run(count) == ["1", "2", "0"])
        #expect(try batch.run(limit) == ["5", "done"])
        #expect(try batch.run("print(StepCount(limit: 3).value)") == ["0"], "a probe not listed runs alone")
        let failing = PieceLogicBatch(
            piece: Self.fixture, declarations: ["struct StepCount {"], probes: [.init(count), .init(broken)])
        #expect(try failing.run(count) == ["1", "2", "0"])
        let failure = #expect(throws: MotionMathProbe.ProbeError.self) { try failing.run(broken) }
        #expect(failure?.description.contains("nowhere") == true, "\(failure as Any)")
    }

    @Test func aMissingOpeningLineNamesTheFileAndTheLine() throws {
        #expect(throws: MotionMathProbe.ProbeError.self) {
            try PieceLogicProbe.declaration("struct Nowhere {", in: Self.fixture)
        }
    }
}
