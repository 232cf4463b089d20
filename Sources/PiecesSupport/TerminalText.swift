/// Text from someone else (a registry, a repository) made safe to print to a terminal.
///
/// `ESC [ …` and OSC sequences can rewrite what a terminal shows, set its title or, in some
/// terminals, its clipboard; bidirectional overrides (U+202E) make text read differently from its
/// bytes (the "Trojan Source" trick). Every such character is written as `\u{1B}` instead; tab and
/// line feed are kept, and a carriage return only as part of a `\r\n` line ending.
package enum TerminalText {
    /// Whether `scalar` would be escaped: C0 and C1 controls and DEL (but tab and line feed), and
    /// the bidirectional embeddings, overrides, isolates and marks.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A }
        if (0x7F...0x9F).contains(value) { return true }
        return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
            || value == 0x200F || value == 0x061C
    }

    /// `text` with every unsafe character written as `\u{…}` (a `\r` before `\n` is kept).
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let keptReturn = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
            if isUnsafe(scalar), !keptReturn {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
