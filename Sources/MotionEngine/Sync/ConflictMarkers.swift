import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The merge-conflict markers `pieces update` (through `git merge-file`) leaves in a file whose
/// local edits clash with the registry's, and the scan that finds them again.
///
/// A conflict starts with a line that begins with exactly seven `<` followed by a space (or the
/// end of the line): `<<<<<<< yours`. Swift code never starts a line that way, so a line like it is
/// an unresolved conflict, whichever tool wrote it.
package enum ConflictMarkers {
    /// The label of the user's side.
    package static let oursLabel = "yours"
    /// The label of the last installed version's side (only shown in diff3-style conflicts).
    package static func baseLabel(_ version: String) -> Message { "installed \(version)" }
    /// The label of the registry's side: `registry 1.1.0`.
    package static func theirsLabel(_ version: String) -> Message { "registry \(version)" }

    private static let width = 7
    private static let less = UInt8(ascii: "<")

    /// The byte offsets at which conflicts start, in order.
    static func offsets(in bytes: [UInt8]) -> [Int] {
        // Every piece is scanned on every check: jump from `<` to `<` with memchr, and look closer
        // only where one starts a line.
        bytes.withUnsafeBufferPointer { buffer -> [Int] in
            guard let base = buffer.baseAddress else { return [] }
            var result: [Int] = []
            var cursor = 0
            while cursor < buffer.count, let found = memchr(base + cursor, Int32(less), buffer.count - cursor) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if offset == 0 || buffer[offset - 1] == 10, isConflictStart(bytes, at: offset) { result.append(offset) }
                cursor = offset + 1
            }
            return result
        }
    }

    /// The 1-based lines on which conflicts start, in order.
    package static func lines(in bytes: [UInt8]) -> [Int] {
        var line = 1
        var counted = 0
        return offsets(in: bytes).map { offset in
            line += bytes[counted..<offset].lazy.filter { $0 == 10 }.count
            counted = offset
            return line
        }
    }

    private static func isConflictStart(_ bytes: [UInt8], at start: Int) -> Bool {
        let end = start + width
        guard end <= bytes.count, bytes[start..<end].allSatisfy({ $0 == less }) else { return false }
        guard end < bytes.count else { return true }
        return [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 10].contains(bytes[end])
    }
}
