import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Turns a section's bytes into the text copied into pieces.
enum SectionText {
    /// The bytes in `range` with every file-scope declaration made `private`, line breaks as `\n`,
    /// leading blank lines and trailing white space trimmed.
    static func render(
        _ bytes: [UInt8], range: Range<Int>, accessSites: [(offset: Int, modifier: Token?)], source: SourceText
    ) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count + accessSites.count * 8)
        var cursor = range.lowerBound
        for site in accessSites.sorted(by: { $0.offset < $1.offset }) where range.contains(site.offset) {
            if let modifier = site.modifier {
                guard !source.matches(modifier, "private") else { continue }
                output += bytes[cursor..<Int(modifier.start)]
                output += Array("private".utf8)
                cursor = Int(modifier.end)
            } else {
                output += bytes[cursor..<site.offset]
                output += Array("private ".utf8)
                cursor = site.offset
            }
        }
        output += bytes[cursor..<range.upperBound]
        return normalize(output)
    }

    /// The bytes in `range` as upstream's `motion:sync` copies them: only leading empty lines and
    /// trailing white space removed (`body.replace(/^\n+|\s+$/g, "")`).
    static func verbatim(_ bytes: [UInt8], range: Range<Int>) -> String {
        var slice = bytes[range]
        while slice.first == 10 { slice.removeFirst() }
        while let last = slice.last, last == 32 || last == 9 || last == 10 || last == 13 || last == 11 || last == 12 {
            slice.removeLast()
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// `\r\n` to `\n`, leading blank lines and trailing white space removed.
    ///
    /// Worked on the UTF-8 bytes: splitting the text into `Character`s (and `replacing`)
    /// cost a tenth of `pieces add`. The result is the same as the `Character` rules: a line break
    /// is never part of a larger character, and a `\r\n` that only the replacement makes
    /// (from `\r\r\n`) is one character, which the trimming of trailing white space stops at.
    static func normalize(_ text: String) -> String { normalize(Array(text.utf8)) }

    /// `normalize` of the text these bytes decode to. Bytes without a `\r` (every line break a
    /// `\n`, as in nearly every foundation) are only trimmed, and decoded once, at the end: the
    /// bytes trimming looks at are ASCII, which decoding never changes or merges.
    static func normalize(_ bytes: [UInt8]) -> String {
        let hasCR = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
        }
        guard hasCR else { return trimmed(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        // Whether a `\r\n` that a non-ASCII character (a combining mark) follows is one line break
        // is the `Character` rules' to say: such text, never seen in a real foundation, takes their route.
        if hasLineBreakBeforeNonASCII(text) { return characterNormalize(text) }
        var replaced: [UInt8] = []
        replaced.reserveCapacity(text.utf8.count)
        var pendingCR = false
        for byte in text.utf8 {
            // `\r\n` becomes `\n`, scanning left to right as `replacing` does.
            if pendingCR {
                pendingCR = false
                if byte == 0x0A {
                    replaced.append(0x0A)
                    continue
                }
                replaced.append(0x0D)
            }
            if byte == 0x0D {
                pendingCR = true
            } else {
                replaced.append(byte)
            }
        }
        if pendingCR { replaced.append(0x0D) }
        return trimmed(replaced)
    }

    /// Leading blank lines and trailing white space removed, decoded.
    private static func trimmed(_ bytes: [UInt8]) -> String {
        // Leading lines of only spaces and tabs, with their line breaks.
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                start = index + 1
            } else if byte != 0x20 && byte != 0x09 {
                break
            }
            index += 1
        }
        if index == bytes.count { start = bytes.count }  // every line blank: nothing is left
        // Trailing spaces, tabs and line breaks, stopping at a `\r\n` pair (one character).
        var end = bytes.count
        while end > start {
            let byte = bytes[end - 1]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
            if byte == 0x0A && end - 2 >= start && bytes[end - 2] == 0x0D { break }
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether a `\r\n` is followed by a byte of a non-ASCII character.
    private static func hasLineBreakBeforeNonASCII(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte >= 0x80, previous == (0x0D, 0x0A) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// `normalize` by `Character`s, as it was first written: the specification the byte version
    /// follows, and the route for the text it does not handle the same way.
    static func characterNormalize(_ text: String) -> String {
        var lines = text.replacing("\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        var joined = lines.joined(separator: "\n")
        while let last = joined.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            joined.removeLast()
        }
        return joined
    }
}
