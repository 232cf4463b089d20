extension StringProtocol {
    /// Drops the characters of `set` from both ends (header values, marker lines, doc-comment
    /// words): a character test, where Foundation's `trimmingCharacters(in:)` wants a CharacterSet.
    package func trimmed(of set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
