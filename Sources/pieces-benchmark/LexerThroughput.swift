import Foundation
import SwiftLexing

/// How fast `Lexer.lex` turns piece files into tokens on one thread.
struct LexerThroughput {
    /// Passes continue until at least this much time has gone by, so that timer resolution and a
    /// cold first pass weigh little.
    static let minimumTime = Duration.milliseconds(500)

    var bytes: Int
    var tokens: Int
    var passes: Int
    var elapsed: Duration
    /// CPU time of the lexing thread: on a shared machine, the rate it gives is what the lexer
    /// does when it has a core to itself.
    var threadCPU: Duration

    /// Megabytes (1 MB = 1,000,000 bytes) per second of wall-clock time.
    var megabytesPerSecond: Double { Double(bytes) / 1e6 / elapsed.seconds }

    /// Megabytes per second of the thread's CPU time.
    var megabytesPerCPUSecond: Double { Double(bytes) / 1e6 / threadCPU.seconds }

    /// Lexes every file of `files`, each on its own as `sync` does, pass after pass.
    static func measure(_ files: [[UInt8]]) -> LexerThroughput {
        var result = LexerThroughput(bytes: 0, tokens: 0, passes: 0, elapsed: .zero, threadCPU: .zero)
        let cpuStart = threadCPUTime()
        let start = Timing.clock.now
        repeat {
            for file in files {
                // Counting tokens keeps the optimiser from discarding the work.
                result.tokens += Lexer.lex(file).tokens.count
                result.bytes += file.count
            }
            result.passes += 1
            result.elapsed = Timing.clock.now - start
        } while result.elapsed < minimumTime
        result.threadCPU = threadCPUTime() - cpuStart
        return result
    }

    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
