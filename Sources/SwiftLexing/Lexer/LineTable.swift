import Foundation

/// The offsets where lines start, computed on first use and then kept.
///
/// `SourceText` is a `Sendable` value that may be shared across tasks, so the lazily built table
/// lives in this reference box behind a lock: whichever caller asks first builds it, the others
/// wait and reuse it. Files that never need a location never pay for the scan.
final class LineTable: @unchecked Sendable {
    // Safety: `starts` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var starts: [Int]?
    /// The last column worked out, so that many locations on one long line (minified code) count
    /// each byte once instead of rescanning the line from its start.
    private var lastColumn: (line: Int, offset: Int, column: Int)?

    /// The start offset of every line of `bytes`, in order; the first is always 0.
    func lineStarts(of bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let starts { return starts }
        let built = Self.scan(bytes)
        starts = built
        return built
    }

    /// The 1-based column (in Unicode scalars) of `offset` on `line`, which starts at `lineStart`.
    func column(line: Int, lineStart: Int, offset: Int, in bytes: [UInt8]) -> Int {
        lock.lock()
        defer { lock.unlock() }
        var from = lineStart
        var column = 1
        if let last = lastColumn, last.line == line, last.offset <= offset {
            (from, column) = (last.offset, last.column)
        }
        bytes.withUnsafeBufferPointer { buffer in
            for index in from..<offset where buffer[index] & 0xC0 != 0x80 { column += 1 }
        }
        lastColumn = (line, offset, column)
        return column
    }

    private static func scan(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < buffer.count && buffer[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
        }
        return starts
    }
}
