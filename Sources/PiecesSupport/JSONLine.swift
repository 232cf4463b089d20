/// The line of a JSON file that a problem is on. `JSONDecoder` reports coding paths; a
/// diagnostic names a line.
package enum JSONLine {
    /// The line of the first `"key"` in the file; 1 when the key is not there.
    package static func of(key: String, in bytes: [UInt8]) -> Int {
        guard let range = bytes.firstRange(of: Array("\"\(key)\"".utf8)) else { return 1 }
        return line(at: range.lowerBound, in: bytes)
    }

    /// The line of the first syntax error in `bytes` (where the strict `JSONParser` stops); 1 when
    /// the bytes parse.
    package static func ofSyntaxError(in bytes: [UInt8]) -> Int {
        guard let offset = JSONParser.failureOffset(in: bytes) else { return 1 }
        return line(at: offset, in: bytes)
    }

    private static func line(at index: Int, in bytes: [UInt8]) -> Int {
        bytes[..<index].count { $0 == 10 } + 1
    }
}
