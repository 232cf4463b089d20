import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import SwiftLexing

// The motion-math probe's engine half: the foundation's sections read with MotionEngine's own model,
// and every suite's cases evaluated once per isolation mode (the compiling half is PiecesTestSupport's).
extension MotionMathProbe {
    /// Every case of every suite, so each isolation mode compiles once.
    static var allCases: [MotionMathCase] { MotionMathCases.all + MotionAdditionCases.all }

    /// The named sections of the real foundation exactly as `pieces sync` copies them into pieces
    /// (every declaration private), read with the engine's own foundation model, in foundation order.
    static func pureMathSource(foundation: String, sections: [String] = pureSections) -> String {
        let set = FoundationSet(files: [("registry/foundation/PieceMotion.swift", Array(foundation.utf8))])
        return set.sections.filter { sections.contains($0.name) }.map(\.text).joined(separator: "\n\n")
    }

    /// The printed value of every case, compiled with `isolation`.
    static func run(isolation: MotionIsolation) -> Result<[String: Double], ProbeError> {
        Result {
            let foundation = try String(contentsOf: foundationFile(), encoding: .utf8)
            let cases = allCases
            var program = "import Foundation\n\n" + pureMathSource(foundation: foundation) + "\n\n"
            program += "nonisolated func probe() {\n"
            for (index, item) in cases.enumerated() {
                program += "    print(\"c\(index)\", Double(\(item.expression)))\n"
            }
            program += "}\n\nprobe()\n"
            let output = try compileAndRun(program, isolation: isolation, what: "the pure motion sections")
            var values: [String: Double] = [:]
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, parts[0].hasPrefix("c"), let index = Int(parts[0].dropFirst()),
                    cases.indices.contains(index), let value = Double(parts[1])
                else { continue }
                values[cases[index].expression] = value
            }
            return values
        }.mapError { $0 as? ProbeError ?? ProbeError(description: "\($0)") }
    }
}

/// The values of every case with the default isolation, computed once for all the tests.
let motionMathValues: Result<[String: Double], MotionMathProbe.ProbeError> = MotionMathProbe.run(
    isolation: .nonisolated)

/// The same under `-default-isolation MainActor`, computed once, only by the tests that ask for it.
let motionMathValuesOnMainActor: Result<[String: Double], MotionMathProbe.ProbeError> = MotionMathProbe.run(
    isolation: .mainActor)

/// Compares each case's printed value with its expectation, within the case's tolerance.
func checkMotionCases(
    _ cases: [MotionMathCase], in result: Result<[String: Double], MotionMathProbe.ProbeError> = motionMathValues,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let values: [String: Double]
    switch result {
    case .success(let found): values = found
    case .failure(let failure):
        Issue.record("\(failure)", sourceLocation: sourceLocation)
        return
    }
    for item in cases {
        guard let actual = values[item.expression] else {
            Issue.record("no value printed for \(item.expression)", sourceLocation: sourceLocation)
            continue
        }
        let tolerance = item.tolerance * max(abs(item.expected), Double.leastNormalMagnitude)
        #expect(
            abs(actual - item.expected) <= tolerance,
            "\(item.expression) = \(actual), expected \(item.expected)", sourceLocation: sourceLocation)
    }
}
