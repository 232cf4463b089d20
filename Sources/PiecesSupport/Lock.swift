#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock around state that several threads share.
///
/// Not `NSLock`: on Linux that lives in Foundation proper, which the tool does not link (it brings
/// ICU and CoreFoundation, most of a static binary's size and start-up). Not `Mutex` from
/// Synchronization either: that needs macOS 15, and the package supports macOS 14.
package final class Lock: @unchecked Sendable {
    // Safety: the mutex is initialised once, never moved (it lives on the heap), and destroyed only
    // when no thread can reach the lock any more.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it; every `lock()` is paired with one `unlock()`.
    package func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock, and returns what it returns.
    package func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}
