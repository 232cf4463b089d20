import Foundation
import SwiftLexing

/// Turns a section's bytes into the text copied into pieces.
enum SectionText {
    /// The bytes in `range` with every file-scope declaration made `private`, line breaks as `\n`,
    /// leading blank lines and trailing white space trimmed.
    static func render(_ bytes: [UInt8], range: Range<Int>, accessSites: [(offset: Int, modifier: Token?)], source: SourceText) -> String {
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
        return normalize(String(decoding: output, as: UTF8.self))
    }

    /// The bytes in `range` as upstream's `motion:sync` copies them: only leading empty lines and
    /// trailing white space removed (`body.replace(/^\n+|\s+$/g, "")`).
    static func verbatim(_ bytes: [UInt8], range: Range<Int>) -> String {
        var slice = bytes[range]
        while slice.first == 10 { slice.removeFirst() }
        while let last = slice.last, last == 32 || last == 9 || last == 10 || last == 13 || last == 11 || last == 12 { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }

    /// `\r\n` to `\n`, leading blank lines and trailing white space removed.
    static func normalize(_ text: String) -> String {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        var joined = lines.joined(separator: "\n")
        while let last = joined.last, last == " " || last == "\t" || last == "\n" || last == "\r" { joined.removeLast() }
        return joined
    }
}
