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
        // Files under /proc report a size of 0, which Foundation's readers trust; read() does not.
        let descriptor = open(statusPath, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            // `VmHWM:\t   1234 kB`: a tab, padding spaces, the number, the unit.
            return line.dropFirst(key.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
        }
        return nil
    }
}
