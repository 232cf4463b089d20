import PiecesKit

/// How fast `Lexer.lex` turns piece files into tokens on one thread.
struct LexerThroughput {
    /// Passes continue until at least this much time has gone by, so that timer resolution and a
    /// cold first pass weigh little.
    static let minimumTime = Duration.milliseconds(500)

    var bytes: Int
    var tokens: Int
    var passes: Int
    var elapsed: Duration

    /// Megabytes (1 MB = 1,000,000 bytes) per second.
    var megabytesPerSecond: Double { Double(bytes) / 1e6 / elapsed.seconds }

    /// Lexes every file of `files`, each on its own as `sync` does, pass after pass.
    static func measure(_ files: [[UInt8]]) -> LexerThroughput {
        var result = LexerThroughput(bytes: 0, tokens: 0, passes: 0, elapsed: .zero)
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
        return result
    }
}
