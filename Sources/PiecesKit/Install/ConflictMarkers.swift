/// The merge-conflict markers `pieces update` (through `git merge-file`) leaves in a file whose
/// local edits clash with the registry's, and the scan that finds them again.
///
/// A conflict starts with a line that begins with exactly seven `<` followed by a space (or the
/// end of the line): `<<<<<<< yours`. Swift code never starts a line that way, so a line like it is
/// an unresolved conflict, whichever tool wrote it.
enum ConflictMarkers {
    /// The label of the user's side.
    static let oursLabel = "yours"
    /// The label of the last installed version's side (only shown in diff3-style conflicts).
    static let baseLabel = "installed %@"
    /// The label of the registry's side: `registry 1.1.0`.
    static let theirsLabel = "registry %@"

    private static let width = 7
    private static let less = UInt8(ascii: "<")

    /// The byte offsets at which conflicts start, in order.
    static func offsets(in bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        var lineStart = 0
        while lineStart < bytes.count {
            if isConflictStart(bytes, at: lineStart) { result.append(lineStart) }
            guard let newline = bytes[lineStart...].firstIndex(of: 10) else { break }
            lineStart = newline + 1
        }
        return result
    }

    /// The 1-based lines on which conflicts start, in order.
    static func lines(in bytes: [UInt8]) -> [Int] {
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
