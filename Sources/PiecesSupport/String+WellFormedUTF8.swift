extension String {
    /// The text of `bytes` when they are well-formed UTF-8, else nil: `String(validating:as:)`, which the
    /// standard library offers only from macOS 15, with the same answer on the macOS 14 the package
    /// supports (a validating transcode, then the decode, which then replaces nothing).
    package init?<Bytes: Collection>(wellFormedUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        if #available(macOS 15, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            let failed = transcode(
                bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true, into: { _ in })
            guard !failed else { return nil }
            self = String(decoding: bytes, as: UTF8.self)
        }
    }
}
