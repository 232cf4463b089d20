#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Samples a spring released from rest at 0 toward 1 (`SpringSolution.unitStep`): the points a plot
/// draws, the figures a table shows and the stops of a CSS `linear()` easing, so the browser moves a
/// dot along exactly the curve SwiftUI runs.
package struct SpringSampler: Sendable {
    package var spring: SpringParameters
    /// A spring is "at rest" once it stays within this of its target: a thousandth of the travel,
    /// under a tenth of a point on a 100-point move.
    static let restTolerance = 0.001
    /// The step the rest time and the figures are searched with: 1 ms.
    package static let step = 0.001

    package init(_ spring: SpringParameters) { self.spring = spring }

    /// The position after `time` seconds.
    package func position(after time: Double) -> Double { SpringSolution.unitStep(spring, after: time) }

    /// The first time after which the spring stays within `restTolerance` of 1, to the millisecond
    /// (searched up to 10 durations, which every damping ratio the foundation uses settles within).
    var restTime: Double {
        let limit = Int((spring.duration * 10 / Self.step).rounded(.up))
        var last = 0
        for index in 0...limit where abs(position(after: Double(index) * Self.step) - 1) > Self.restTolerance {
            last = index + 1
        }
        return Double(last) * Self.step
    }

    /// How far past 1 the spring ever goes (0 for one that never overshoots), e.g. 0.084 for 8.4%.
    package var overshoot: Double {
        let limit = Int((restTime / Self.step).rounded(.up))
        let peak = (0...limit).map { position(after: Double($0) * Self.step) }.max() ?? 1
        return max(peak - 1, 0)
    }

    /// The first millisecond at which it is 90% of the way.
    var timeTo90Percent: Double {
        var index = 0
        while position(after: Double(index) * Self.step) < 0.9, index < 100_000 { index += 1 }
        return Double(index) * Self.step
    }

    /// `count` + 1 evenly spaced (time, position) points from 0 to `end` seconds.
    package func points(until end: Double, count: Int) -> [(time: Double, position: Double)] {
        (0...count).map { index in
            let time = end * Double(index) / Double(count)
            return (time, position(after: time))
        }
    }

    /// A CSS `linear()` easing of one loop of `cycle` seconds: the spring out to 1 over its rest time,
    /// a hold, the same spring back to 0 (1 − x(t), as it runs from 1 to 0), a hold. Stops every
    /// `stopInterval` seconds of spring; positions to 4 decimals, so the text is the same on every machine.
    func loopEasing(cycle: Double, stopInterval: Double = 1.0 / 60) -> String {
        let travel = restTime
        let stops = max(Int((travel / stopInterval).rounded(.up)), 2)
        let hold = max((cycle - 2 * travel) / 2, 0)
        var parts: [String] = []
        func add(_ value: Double, at time: Double) {
            parts.append("\(Self.number(value, decimals: 4)) \(Self.number(time / cycle * 100, decimals: 2))%")
        }
        for index in 0...stops {
            let time = travel * Double(index) / Double(stops)
            add(index == stops ? 1 : position(after: time), at: time)
        }
        for index in 0...stops {
            let time = travel * Double(index) / Double(stops)
            add(index == stops ? 0 : 1 - position(after: time), at: travel + hold + time)
        }
        add(0, at: cycle)
        return "linear(\(parts.joined(separator: ", ")))"
    }

    /// `value` with at most `decimals` decimals, trailing zeros dropped, `-0` as `0`: the same text on
    /// every machine and locale.
    package static func number(_ value: Double, decimals: Int) -> String {
        var text = fixed(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// C's `%.Nf` of `value` (what `String(format:)` prints, without Foundation proper).
    private static func fixed(_ value: Double, decimals: Int) -> String {
        let format = "%.\(decimals)f"
        let length = withVaList([value]) { vsnprintf(nil, 0, format, $0) }
        guard length >= 0 else { return "\(value)" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
