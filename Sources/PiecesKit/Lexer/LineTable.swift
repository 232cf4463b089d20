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

    /// The start offset of every line of `bytes`, in order; the first is always 0.
    func lineStarts(of bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let starts { return starts }
        let built = Self.scan(bytes)
        starts = built
        return built
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
