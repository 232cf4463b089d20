import PiecesSupport

/// The offsets where lines start, computed on first use and then kept.
///
/// `SourceText` is a `Sendable` value that may be shared across tasks, so the lazily built table
/// lives in this reference box behind a lock: whichever caller asks first builds it, the others
/// wait and reuse it. Files that never need a location never pay for the scan.
final class LineTable: @unchecked Sendable {
    // Safety: `starts` and `scalarMarks` are only read or written while `lock` is held.
    private let lock = Lock()
    private var starts: [Int]?
    /// Unicode scalars before every `markStride`-th byte: a column is the difference of two
    /// counts, each one mark plus at most `markStride` bytes, so locations anywhere on a line of
    /// megabytes cost the same (many findings on one minified line stay linear in all).
    private var scalarMarks: [Int]?
    static let markStride = 256

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
        let marks = scalarMarks ?? Self.marks(bytes)
        scalarMarks = marks
        return Self.scalars(before: offset, marks: marks, bytes: bytes)
            - Self.scalars(before: lineStart, marks: marks, bytes: bytes) + 1
    }

    private static func marks(_ bytes: [UInt8]) -> [Int] {
        var marks = [Int]()
        marks.reserveCapacity(bytes.count / markStride + 1)
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count {
                if index % markStride == 0 { marks.append(count) }
                if buffer[index] & 0xC0 != 0x80 { count += 1 }
            }
        }
        if bytes.count % markStride == 0 { marks.append(count) }
        return marks
    }

    private static func scalars(before offset: Int, marks: [Int], bytes: [UInt8]) -> Int {
        let mark = offset / markStride
        var count = marks[mark]
        bytes.withUnsafeBufferPointer { buffer in
            for index in (mark * markStride)..<offset where buffer[index] & 0xC0 != 0x80 { count += 1 }
        }
        return count
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
