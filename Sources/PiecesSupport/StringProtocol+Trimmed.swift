extension StringProtocol {
    /// Drops the characters of `set` from both ends (header values, marker lines, doc-comment
    /// words): a character test, where Foundation's `trimmingCharacters(in:)` wants a CharacterSet.
    package func trimmed(of set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }

    /// Drops spaces and tabs from both ends: what Foundation's `CharacterSet.whitespaces` holds (the
    /// space separators and U+0009), and with `newlines` its line and paragraph separators too
    /// (`.whitespacesAndNewlines`). Scalar by scalar, as Foundation trims, so a "\r\n" pair is taken
    /// apart like any other.
    package func trimmingWhitespace(newlines: Bool = false) -> String {
        trimmingScalars { $0.isHorizontalSpace || (newlines && $0.isLineSeparator) }
    }

    /// Drops line and paragraph separators from both ends (Foundation's `CharacterSet.newlines`).
    package func trimmingNewlines() -> String { trimmingScalars(\.isLineSeparator) }

    private func trimmingScalars(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// A space separator (general category Zs) or a tab.
    fileprivate var isHorizontalSpace: Bool { value == 0x09 || properties.generalCategory == .spaceSeparator }

    /// U+000A–U+000D, NEL, and the line and paragraph separators.
    fileprivate var isLineSeparator: Bool {
        (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}
