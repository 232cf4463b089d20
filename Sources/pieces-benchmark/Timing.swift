import Foundation

/// One timed run: wall-clock time, and the CPU time this process used meanwhile (all threads,
/// user and system). The machine is shared, so wall time alone can hide whether a slow figure is
/// the code or the neighbours: CPU time is not inflated by waiting for a core.
struct Sample {
    var wall: Duration
    var cpu: Duration
}

/// Timing on the monotonic clock.
enum Timing {
    static let clock = ContinuousClock()

    /// Runs `body` once and returns its result with the time it took.
    static func measure<T>(_ body: () throws(BenchmarkError) -> T) throws(BenchmarkError) -> (T, Sample) {
        let cpuStart = processCPUTime()
        let start = clock.now
        let result = try body()
        let wall = clock.now - start
        return (result, Sample(wall: wall, cpu: processCPUTime() - cpuStart))
    }

    /// The sample with the median wall time: robust against one run disturbed by the other
    /// processes sharing the machine.
    static func median(_ samples: [Sample]) -> Sample {
        samples.sorted { $0.wall < $1.wall }[samples.count / 2]
    }

    /// User plus system time of every thread of this process so far.
    static func processCPUTime() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)  // Glibc imports the constant as an enum
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    /// User plus system time of the waited-for child processes so far (`cat` in the corpus run).
    static func childrenCPUTime() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    /// The 1-minute load average, to print next to figures taken on a shared machine (`getloadavg`,
    /// on Linux and macOS alike).
    static func loadAverage() -> String? {
        var averages = [Double](repeating: 0, count: 1)
        guard getloadavg(&averages, 1) == 1 else { return nil }
        return String(format: "%.2f", averages[0])
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    var milliseconds: Double { seconds * 1_000 }
}
