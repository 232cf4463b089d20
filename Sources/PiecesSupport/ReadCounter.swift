#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How many times each watched path was read: the test seam that shows a command reads a file
/// (`pieces.json`) or locates a project once. Only watched paths are counted, so a long-running
/// process (the MCP server) keeps nothing for the paths it reads.
package final class ReadCounter: @unchecked Sendable {
    private let lock = Lock()
    private var counts: [String: Int] = [:]

    package init() {}

    /// Starts counting reads of `path` (from zero).
    package func watch(_ path: String) {
        lock.withLock { counts[path] = 0 }
    }

    /// Records a read of `path`, when it is watched.
    package func record(_ path: String) {
        lock.withLock {
            if let count = counts[path] { counts[path] = count + 1 }
        }
    }

    /// The reads of `path` since `watch`; nil when it is not watched.
    package func count(_ path: String) -> Int? {
        lock.withLock { counts[path] }
    }
}
