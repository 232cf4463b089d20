#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Path {
    /// Whether `basename` is `name`, asked once per file of a large project, so answered without
    /// building the basename where the bytes settle it. A path without a trailing `/` (every path
    /// a project or a folder walk gives) is answered from its bytes after the last `/`; others
    /// compare `basename`.
    package func hasBasename(_ name: String) -> Bool {
        let bytes = string.utf8
        guard let lastByte = bytes.last, lastByte != Self.slash else { return basename == name }
        // ASCII bytes settle it without building a substring: equal bytes are equal strings,
        // and two ASCII strings are equal only when their bytes are. Anything else is compared
        // as strings (canonical equivalence).
        let answer = string.utf8.withContiguousStorageIfAvailable { pathBytes in
            name.utf8.withContiguousStorageIfAvailable { nameBytes in
                Self.asciiAnswer(pathBytes, nameBytes)
            } ?? nil
        }
        if let answer = answer ?? nil { return answer }
        let start = bytes.lastIndex(of: Self.slash).map(bytes.index(after:)) ?? bytes.startIndex
        return string[start...] == name
    }

    /// Whether the bytes after the last `/` of `path` are `name`'s, when that settles it: true for
    /// equal bytes, false for different ASCII bytes; nil when a non-ASCII byte leaves it open.
    private static func asciiAnswer(_ path: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool? {
        var start = path.count
        while start > 0, path[start - 1] != slash { start -= 1 }
        let length = path.count - start
        if length == name.count, memcmp(path.baseAddress! + start, name.baseAddress!, length) == 0 { return true }
        for index in start..<path.count where path[index] >= 0x80 { return nil }
        for byte in name where byte >= 0x80 { return nil }
        return false
    }
}
