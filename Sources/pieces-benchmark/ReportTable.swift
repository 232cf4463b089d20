import Foundation

/// The figures as a compact plain-text table.
enum ReportTable {
    static let header = ["N", "first sync", "blocks written", "check (median of 3)", "sync (no change)", "per piece (check)"]

    static func title(cores: Int) -> String {
        "pieces-benchmark (release, \(cores) cores)"
    }

    static func lexer(_ lexer: LexerThroughput, files: Int) -> String {
        String(format: "lexer: %.1f MB/s over %.1f MB (%d files x %d passes, one thread; 1 MB = 1,000,000 bytes)",
               lexer.megabytesPerSecond, Double(lexer.bytes) / 1e6, files, lexer.passes)
    }

    static func table(_ rows: [SizeBenchmark]) -> String {
        let cells = [header] + rows.map { row in
            [String(row.size),
             milliseconds(row.firstSync),
             String(row.written),
             milliseconds(row.check),
             milliseconds(row.idleSync),
             String(format: "%.1f µs", row.check.seconds * 1e6 / Double(row.size))]
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
            return String(format: "growth %d -> %d (x%.1f pieces): first sync %@, check %@, sync (no change) %@",
                          small.size, large.size, Double(large.size) / Double(small.size),
                          ratio(\.firstSync), ratio(\.check), ratio(\.idleSync))
        }
    }

    /// `syncPeak` is read before the lexer run, which holds the largest registry's files in memory.
    static func memory(syncPeak: Int?, finalPeak: Int?) -> String {
        guard let syncPeak, let finalPeak else { return "peak memory: unknown (no /proc/self/status)" }
        return String(format: "peak memory (VmHWM): %.1f MiB after sync/check, %.1f MiB at the end (lexer run included)",
                      Double(syncPeak) / 1024, Double(finalPeak) / 1024)
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f ms", duration.milliseconds)
    }
}
