import Foundation

/// The figures as a compact plain-text table.
enum ReportTable {
    static let header = [
        "N", "first sync", "check (median of 3)", "sync (no change)", "per piece (check)", "blocks written"
    ]

    static func title(cores: Int, load: String?) -> String {
        "pieces-benchmark (release, \(cores) cores" + (load.map { ", load average \($0) at start" } ?? "") + ")"
    }

    static func lexer(_ lexer: LexerThroughput, files: Int) -> String {
        String(
            format:
                """
                lexer: %.1f MB/s over %.1f MB (%.1f MB per CPU-second; %d files x %d passes, one thread; 1 MB = \
                1,000,000 bytes)
                """,
            lexer.megabytesPerSecond, Double(lexer.bytes) / 1e6, lexer.megabytesPerCPUSecond, files, lexer.passes)
    }

    static func table(_ rows: [SizeBenchmark]) -> String {
        let cells =
            [header]
            + rows.map { row in
                [
                    String(row.size),
                    times(row.firstSync),
                    times(row.check),
                    times(row.idleSync),
                    String(format: "%.1f µs", row.check.wall.seconds * 1e6 / Double(row.size)),
                    String(row.written)
                ]
            }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { line in
            zip(line, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "   ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    /// How each time grew from one size to the next; linear growth matches the size ratio.
    static func growth(_ rows: [SizeBenchmark]) -> [String] {
        zip(rows, rows.dropFirst()).map { small, large in
            func ratio(_ time: KeyPath<SizeBenchmark, Duration>) -> String {
                String(format: "x%.2f", large[keyPath: time].seconds / small[keyPath: time].seconds)
            }
            return String(
                format: "growth %d -> %d (x%.1f pieces): first sync %@, check %@ (CPU %@), sync (no change) %@",
                small.size, large.size, Double(large.size) / Double(small.size),
                ratio(\.firstSync.wall), ratio(\.check.wall), ratio(\.check.cpu), ratio(\.idleSync.wall))
        }
    }

    /// `syncPeak` is read before the lexer run, which holds the largest registry's files in memory.
    static func memory(syncPeak: Int?, finalPeak: Int?) -> String {
        guard let syncPeak, let finalPeak else { return "peak memory: unknown (getrusage failed)" }
        return String(
            format: "peak memory (max RSS): %.1f MiB after sync/check, %.1f MiB at the end (lexer run included)",
            Double(syncPeak) / 1024, Double(finalPeak) / 1024)
    }

    /// Times are printed wall first, then CPU (all threads) in parentheses.
    static let legend = "times: wall clock (CPU time of all threads); per piece: check wall time / N"

    private static func times(_ sample: Sample) -> String {
        String(format: "%.1f ms (%.0f)", sample.wall.milliseconds, sample.cpu.milliseconds)
    }
}
