import PiecesSupport

extension CleanPieceCache {
    /// One piece file judged under one `Scope`: a SHA-256 digest, written as 64 hexadecimal digits.
    ///
    /// Held as four words rather than a string, and looked up in a sorted array rather than a set:
    /// reading a file of keys then allocates nothing per key, and a set of a new element type
    /// costs the runtime a search of every protocol conformance in the binary at start.
    package struct Key: Sendable, Equatable {
        /// The digest's bytes as big-endian words, so keys order as their hexadecimal does.
        let words: (UInt64, UInt64, UInt64, UInt64)

        init(digest: [UInt8]) {
            func word(_ index: Int) -> UInt64 {
                digest[(index * 8)..<(index * 8 + 8)].reduce(0) { $0 << 8 | UInt64($1) }
            }
            words = (word(0), word(1), word(2), word(3))
        }

        /// The key 64 lowercase hexadecimal digits spell; nil for anything else.
        package init?(hex: some Collection<UInt8>) {
            guard hex.count == 64 else { return nil }
            var digest: [UInt8] = []
            digest.reserveCapacity(32)
            var high: UInt8?
            for byte in hex {
                guard let value = Self.value(ofDigit: byte) else { return nil }
                if let first = high {
                    digest.append(first << 4 | value)
                    high = nil
                } else {
                    high = value
                }
            }
            self.init(digest: digest)
        }

        /// The 64 digits.
        package var hex: String {
            var digest: [UInt8] = []
            digest.reserveCapacity(32)
            for word in [words.0, words.1, words.2, words.3] {
                for shift in stride(from: 56, through: 0, by: -8) {
                    digest.append(UInt8(truncatingIfNeeded: word >> shift))
                }
            }
            return SHA256.hex(digest)
        }

        package static func == (left: Key, right: Key) -> Bool { left.words == right.words }

        static func precedes(_ left: Key, _ right: Key) -> Bool { left.words < right.words }

        private static func value(ofDigit byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }
    }
}
