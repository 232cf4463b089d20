import Foundation

/// Peak resident memory of this process, from `getrusage`, which Linux and macOS both have (Linux's
/// `/proc/self/status` does not exist on a Mac).
enum PeakMemory {
    /// The peak resident set in KiB. `ru_maxrss` is in KiB on Linux and in bytes on macOS.
    static func kilobytes() -> Int? {
        var usage = rusage()
        #if canImport(Glibc)
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss)
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss) / 1024
        #endif
    }
}
