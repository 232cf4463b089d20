/// `MAJOR.MINOR.PATCH` with an optional pre-release or build suffix.
package enum SemanticVersion {
    /// Whether `text` is a semantic version: three numbers without leading zeros, then optionally
    /// `-` and a pre-release, then optionally `+` and build metadata (each of `[0-9A-Za-z.-]`).
    ///
    /// A scan of the bytes rather than a regular expression, which Swift builds anew on every call:
    /// the catalog checks a version per piece, and the header fuzzer millions of times.
    package static func isValid(_ text: String) -> Bool {
        var rest = text.utf8[...]
        for part in 0..<3 {
            if part > 0, rest.popFirst() != UInt8(ascii: ".") { return false }
            let number = rest.prefix(while: isDigit)
            guard !number.isEmpty, number.count == 1 || number.first != UInt8(ascii: "0") else { return false }
            rest = rest.dropFirst(number.count)
        }
        for marker in [UInt8(ascii: "-"), UInt8(ascii: "+")] where rest.first == marker {
            let suffix = rest.dropFirst().prefix(while: isSuffixByte)
            guard !suffix.isEmpty else { return false }
            rest = rest.dropFirst(1 + suffix.count)
        }
        return rest.isEmpty
    }

    /// Whether `text` is one to three numbers joined by `.`: `17`, `17.0`, `17.0.1`.
    package static func isPlatformVersion(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    private static func isSuffixByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }
}
