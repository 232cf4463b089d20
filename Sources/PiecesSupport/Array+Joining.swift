extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)` gives, for the paths every
    /// run takes: the standard library's `joined(separator:)` is not specialised for `[String]` and
    /// looks its associated types up at run time, which costs a search of every protocol
    /// conformance in the binary the first time (docs/benchmarks.md, Start-up).
    public func joinedDirectly(separator: String = "") -> String {
        var text = ""
        for (offset, item) in enumerated() {
            if offset > 0 { text += separator }
            text += item
        }
        return text
    }
}
