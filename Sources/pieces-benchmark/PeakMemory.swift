/// Peak resident memory of this process, as Linux counts it.
enum PeakMemory {
    static let statusPath = "/proc/self/status"
    static let key = "VmHWM:"

    /// `VmHWM` in kilobytes (kB as the kernel writes it: KiB), or `nil` where `/proc` is absent.
    static func kilobytes() -> Int? {
        guard let text = ProcFile.text(statusPath) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            // `VmHWM:\t   1234 kB`: a tab, padding spaces, the number, the unit.
            return line.dropFirst(key.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
        }
        return nil
    }
}
