#if canImport(Glibc)
    import Glibc
#endif

/// Asks Linux to back a large token buffer with 2 MiB pages.
///
/// Lexing a big input writes tens of megabytes of fresh tokens; with 4 KiB pages a third of the
/// lexing time went to page faults. The kernel only honours this for memory it has not yet
/// backed, and ignores it where transparent huge pages are off. Elsewhere it does nothing.
enum HugePages {
    /// Below this size the buffer is too small for huge pages to matter.
    static let minimumBytes = 8 << 20

    static func advise<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        #if canImport(Glibc)
            let byteCount = buffer.count * MemoryLayout<Element>.stride
            guard byteCount >= minimumBytes, let base = buffer.baseAddress else { return }
            // madvise needs page-aligned bounds; only the whole huge pages inside the buffer count.
            let hugePage = 2 << 20
            let first = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
            let last = (Int(bitPattern: base) + byteCount) & ~(hugePage - 1)
            guard last > first, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(start, last - first, Int32(MADV_HUGEPAGE))
        #endif
    }
}
