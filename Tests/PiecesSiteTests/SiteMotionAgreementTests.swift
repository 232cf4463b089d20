import Foundation
import PiecesSite
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesSupport

/// The site draws every curve from `PiecesSite`'s own copy of the motion math and vocabulary; here
/// the real foundation (`registry/foundation/PieceMotion.swift`) is compiled through
/// `MotionMathProbe` and both are evaluated side by side, so a change to a tier, a role, a Reduce
/// Motion substitute or a formula in the foundation fails this test until the site follows.
///
/// The `tiers` and `roles` sections need SwiftUI's `Spring`, `Animation` and `AnyTransition`; the
/// program declares stand-ins that record what the foundation builds, so the sections compile as written.
@Suite struct SiteMotionAgreementTests {
    /// SwiftUI stand-ins: just enough for the `tiers` and `roles` sections to compile and report their springs.
    static let shims = """
        struct Spring { var duration: Double; var bounce: Double }
        struct Animation {
            var spring: Spring?
            var easeDuration: Double?
            static func spring(_ spring: Spring) -> Animation { Animation(spring: spring, easeDuration: nil) }
            static func easeInOut(duration: Double) -> Animation { Animation(spring: nil, easeDuration: duration) }
        }
        struct BlurReplaceStandIn { static var blurReplace: BlurReplaceStandIn { BlurReplaceStandIn() } }
        struct AnyTransition {
            static var opacity: AnyTransition { AnyTransition() }
            init() {}
            init(_ transition: BlurReplaceStandIn) {}
        }
        """

    static let sections = ["core", "tiers", "roles", "velocity", "flight", "grab", "projection", "coast", "rubberBand"]
    static let times = stride(from: 0.0, through: 1.5, by: 0.01).map { $0 }
    static let springs =
        MotionVocabulary.tiers.map(\.spring) + [
            MotionVocabulary.reducedSpring, SpringParameters(duration: 0.3, bounce: -0.4)
        ]
    static let settleVelocities = [0.0, 800, 2400, -5000]
    static let pulls = stride(from: -400.0, through: 400, by: 25).map { $0 }
    static let flicks = stride(from: 0.0, through: 3000, by: 250).map { $0 }
    static let rates = [0.99, 0.998]

    /// One value the probe prints, what it is, and the value `PiecesSite` gives for it.
    struct Expectation {
        var label: String
        var expected: Double
    }

    /// The vocabulary, one expression each: every tier's spring, every role's spring with and without
    /// Reduce Motion. Printed by explicit expressions, so a renamed tier or role fails to compile.
    static var vocabulary: [(expression: String, expected: Double)] {
        var list: [(String, Double)] = []
        for tier in MotionVocabulary.tiers {
            list.append(("PieceMotion.Tier.\(tier.name).duration", tier.spring.duration))
            list.append(("PieceMotion.Tier.\(tier.name).bounce", tier.spring.bounce))
        }
        for role in MotionVocabulary.roles {
            for reduced in [false, true] {
                let motion = "PieceMotion(reduceMotion: \(reduced)).\(role.name)"
                switch (role.curve, reduced ? role.reduced : nil) {
                case (.easeInOut(let duration), nil):
                    list.append(("\(motion)!.easeDuration!", duration))
                case (.easeInOut, .none?):
                    list.append(("\(motion) == nil ? 1 : 0", 1))
                case (.spring(let spring), nil), (.spring(let spring), .unchanged?):
                    list.append(("\(motion).spring!.duration", spring.duration))
                    list.append(("\(motion).spring!.bounce", spring.bounce))
                case (_, .spring(let substitute)?):
                    list.append(("\(motion).spring!.duration", substitute.duration))
                    list.append(("\(motion).spring!.bounce", substitute.bounce))
                default:
                    Issue.record("\(role.name): a curve and substitute the test does not know")
                }
            }
        }
        return list
    }

    /// The loops the probe runs over the math, in the same order as `mathExpectations`.
    static var mathLoops: String {
        func list(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
        let springList = "[" + springs.map { "(\($0.duration), \($0.bounce))" }.joined(separator: ", ") + "]"
        return """
                let times: [Double] = \(list(times))
                for (duration, bounce) in \(springList) as [(Double, Double)] {
                    let zeta = PieceMotion.dampingRatio(bounce: bounce)
                    print("v", zeta)
                    for time in times {
                        print("v", PieceMotion.springSample(after: time, from: 0, to: 1, velocity: 0, duration: \
            duration, dampingRatio: zeta).position)
                        let launched = PieceMotion.springSample(after: time, from: 40, to: 0, velocity: 900, duration: \
            duration, dampingRatio: zeta)
                        print("v", launched.position)
                        print("v", launched.velocity)
                    }
                }
                for reduced in [false, true] {
                    for time in times.prefix(60) {
                        for velocity in \(list(settleVelocities)) as [Double] {
                            print("v", Double(PieceMotion(reduceMotion: reduced).settleSample(after: time, velocity: \
            CGFloat(velocity), from: 0, to: 100).position))
                        }
                    }
                }
                for pull in \(list(pulls)) as [Double] { print("v", Double(PieceMotion.rubberBand(CGFloat(pull), \
            limit: 80))) }
                for velocity in \(list(flicks)) as [Double] {
                    for rate in \(list(rates)) as [Double] {
                        print("v", Double(PieceMotion.project(0, velocity: CGFloat(velocity), decelerationRate: \
            CGFloat(rate))))
                        print("v", Double(PieceMotion.coastPosition(from: 0, velocity: CGFloat(velocity), after: 0.5, \
            decelerationRate: CGFloat(rate))))
                    }
                }
                print("v", PieceMotion.velocityCap(springDuration: 0.42))

            """
    }

    /// What `PiecesSite` gives for each value `mathLoops` prints, in order.
    static var mathExpectations: [Expectation] {
        var list: [Expectation] = []
        for spring in springs {
            let zeta = SpringSolution.dampingRatio(bounce: spring.bounce)
            list.append(Expectation(label: "dampingRatio(bounce: \(spring.bounce))", expected: zeta))
            for time in times {
                list.append(
                    Expectation(
                        label: "step of \(spring) at \(time)", expected: SpringSampler(spring).position(after: time)))
                let launched = SpringSolution.sample(
                    after: time, from: 40, to: 0, velocity: 900, duration: spring.duration, dampingRatio: zeta)
                list.append(Expectation(label: "launch of \(spring) at \(time), position", expected: launched.position))
                list.append(Expectation(label: "launch of \(spring) at \(time), velocity", expected: launched.velocity))
            }
        }
        for reduced in [false, true] {
            let spring = reduced ? MotionVocabulary.reducedSpring : MotionVocabulary.elastic.spring
            for time in times.prefix(60) {
                for velocity in settleVelocities {
                    let settled = SpringSolution.settle(
                        after: time, velocity: velocity, from: 0, to: 100, spring: spring, reduced: reduced)
                    list.append(
                        Expectation(
                            label: "settleSample reduced \(reduced) at \(time), \(velocity) pt/s",
                            expected: settled.position))
                }
            }
        }
        for pull in pulls {
            list.append(
                Expectation(
                    label: "rubberBand(\(pull), limit: 80)", expected: SpringSolution.rubberBand(pull, limit: 80)))
        }
        for velocity in flicks {
            for rate in rates {
                list.append(
                    Expectation(
                        label: "project(0, \(velocity), \(rate))",
                        expected: SpringSolution.project(0, velocity: velocity, decelerationRate: rate)))
                list.append(
                    Expectation(
                        label: "coastPosition(0, \(velocity), 0.5, \(rate))",
                        expected: SpringSolution.coastPosition(
                            from: 0, velocity: velocity, after: 0.5, decelerationRate: rate)))
            }
        }
        list.append(Expectation(label: "velocityCap(0.42)", expected: SpringSolution.velocityCap(springDuration: 0.42)))
        return list
    }

    @Test func theSitesMotionIsTheFoundations() throws {
        let foundation = try String(contentsOf: MotionMathProbe.foundationFile(), encoding: .utf8)
        let vocabulary = Self.vocabulary
        var program = "import Foundation\n\n" + Self.shims + "\n\n"
        program += MotionMathProbe.pureMathSource(foundation: foundation, sections: Self.sections) + "\n\n"
        program += "nonisolated func probe() {\n"
        for item in vocabulary { program += "    print(\"v\", Double(\(item.expression)))\n" }
        program += Self.mathLoops + "}\n\nprobe()\n"
        let output = try MotionMathProbe.compileAndRun(
            program, isolation: .nonisolated, what: "the foundation's tiers, roles and spring math")
        let values = output.split(separator: "\n").compactMap { line -> Double? in
            let parts = line.split(separator: " ")
            return parts.count == 2 && parts[0] == "v" ? Double(parts[1]) : nil
        }
        let cases = vocabulary.map { Expectation(label: $0.expression, expected: $0.expected) } + Self.mathExpectations
        #expect(values.count == cases.count, "the probe printed \(values.count) values for \(cases.count) cases")
        for (actual, item) in zip(values, cases) {
            #expect(
                abs(actual - item.expected) <= 1e-9 * max(1, abs(item.expected)),
                "\(item.label) = \(actual) in the foundation, \(item.expected) on the site")
        }
    }
}

extension MotionMathProbe {
    /// The named sections of the real foundation as `pieces sync` copies them, read with the engine's
    /// own foundation model (as `MotionEngineTests/MotionMathValues.swift` reads them for the math suites).
    fileprivate static func pureMathSource(foundation: String, sections: [String]) -> String {
        let set = FoundationSet(files: [("registry/foundation/PieceMotion.swift", Array(foundation.utf8))])
        return set.sections.filter { sections.contains($0.name) }.map(\.text).joined(separator: "\n\n")
    }
}
