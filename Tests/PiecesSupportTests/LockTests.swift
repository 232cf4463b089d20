import Dispatch
import Testing

@testable import PiecesSupport

@Suite("Lock")
struct LockTests {
    @Test func concurrentIncrementsUnderTheLockAreAllKept() {
        let lock = Lock()
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { lock.withLock { counter.value += 1 } }
        }
        #expect(counter.value == 80_000)
    }

    @Test func withLockReturnsAndRethrows() {
        let lock = Lock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: CancellationError.self) { try lock.withLock { throw CancellationError() } }
        // The lock was given back when the body threw.
        #expect(lock.withLock { true })
    }
}

/// A counter only touched under a `Lock`.
private final class Counter: @unchecked Sendable {
    var value = 0
}
