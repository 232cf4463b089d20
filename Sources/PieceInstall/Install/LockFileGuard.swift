#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) held while a command reads `pieces.lock`, changes the
/// project and writes the lock back, so two `pieces add`s run at once take turns instead of one
/// losing the other's entries.
///
/// The lock is taken on the folder that holds `pieces.lock`, not on the file: every write
/// replaces the file by a rename, so a lock on the old file would not stop a process that opens
/// the new one. `flock` works the same on Linux and macOS; the lock is released when the guard is
/// released or the process ends (also when it is killed). Other tools ignore it, as with any
/// advisory lock.
package final class LockFileGuard {
    private var descriptor: Int32

    /// Waits for, then takes, the lock of `folder`. A folder that cannot be opened (it does not
    /// exist yet) is not locked: the command's own error about it follows.
    package init(folder: String) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                descriptor = -1
                return
            }
        }
    }

    /// Whether the lock is held.
    package var isHeld: Bool { descriptor >= 0 }

    /// Releases the lock (also done when the guard goes away).
    package func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
