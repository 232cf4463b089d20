import Foundation

/// Wall-clock timing on the monotonic clock.
enum Timing {
    static let clock = ContinuousClock()

    /// Runs `body` once and returns its result with the time it took.
    static func measure<T>(_ body: () throws(BenchmarkFailure) -> T) throws(BenchmarkFailure) -> (T, Duration) {
        let start = clock.now
        let result = try body()
        return (result, clock.now - start)
    }

    /// The median of `samples`: robust against one run disturbed by the other processes sharing the
    /// machine.
    static func median(_ samples: [Duration]) -> Duration {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    var milliseconds: Double { seconds * 1_000 }
}

/// Peak resident memory of this process, as Linux counts it.
enum PeakMemory {
    static let statusPath = "/proc/self/status"
    static let key = "VmHWM:"

    /// `VmHWM` in kilobytes (kB as the kernel writes it: KiB), or `nil` where `/proc` is absent.
    static func kilobytes() -> Int? {
        // Files under /proc report a size of 0, so read until the end rather than by size.
        guard let handle = FileHandle(forReadingAtPath: statusPath) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            return Int(line.dropFirst(key.count).split(separator: " ").first ?? "")
        }
        return nil
    }
}
