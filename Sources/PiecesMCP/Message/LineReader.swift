import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Newline-delimited messages from a file descriptor, each at most `limit` bytes. A longer line is
/// not kept in memory: its first bytes are dropped as they come and the line is reported as
/// `.tooLong`, so one huge request cannot exhaust the server, and the next line reads normally.
package struct LineReader {
    package enum Line: Equatable {
        case message([UInt8])
        /// A line over the limit; `size` is how many bytes were seen before giving up counting.
        case tooLong(size: Int)
    }

    private let read: (inout [UInt8]) -> Int
    private let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var discarding = false
    private var discarded = 0
    private var atEnd = false

    /// Reads `descriptor` (standard input for the server).
    package init(descriptor: Int32, limit: Int) {
        self.init(limit: limit) { chunk in
            chunk.withUnsafeMutableBytes { FileDescriptor.read(descriptor, into: $0) }
        }
    }

    /// Reads from `read`, which fills its argument and returns how many bytes it wrote (0 at the end).
    package init(limit: Int, read: @escaping (inout [UInt8]) -> Int) {
        self.limit = limit
        self.read = read
    }

    /// The next line without its `\n` (and a `\r` before it), or nil at the end of input.
    package mutating func next() -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[start..<newline])
                start = newline + 1
                if discarding {
                    let size = discarded + line.count
                    discarding = false
                    discarded = 0
                    return .tooLong(size: size)
                }
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                if line.count > limit { return .tooLong(size: line.count) }
                return .message(line)
            }
            compact()
            if buffer.count > limit {
                discarding = true
                discarded += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
            if atEnd {
                guard !buffer.isEmpty || discarding else { return nil }
                let rest = buffer
                buffer.removeAll()
                if discarding {
                    discarding = false
                    return .tooLong(size: discarded + rest.count)
                }
                return rest.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) ? nil : .message(rest)
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(&chunk)
            if count <= 0 { atEnd = true } else { buffer += chunk[0..<count] }
        }
    }

    private mutating func compact() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
