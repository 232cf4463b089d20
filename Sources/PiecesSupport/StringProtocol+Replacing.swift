extension StringProtocol {
    /// Every occurrence of `target` replaced by `replacement`, left to right, matched byte for byte in
    /// UTF-8. Not by whole `Character`s, as the standard library's `replacing(_:with:)` matches (and
    /// Foundation's `replacingOccurrences(of:with:)` on Linux): to them a quote or an `&` followed by
    /// a combining mark is no quote, though a shell or an XML reader sees one, so escaping by
    /// `Character` leaves it unescaped.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return String(self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == needle[0], index + needle.count <= bytes.count,
                bytes[index..<index + needle.count].elementsEqual(needle)
            {
                result += replacement.utf8
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The range of the first occurrence of `target`, matched byte for byte in UTF-8 (see
    /// `replacingAll`); nil when there is none.
    package func firstRange(ofBytes target: String) -> Range<Index>? {
        guard let range = utf8.firstRange(of: target.utf8) else { return nil }
        return range
    }
}
