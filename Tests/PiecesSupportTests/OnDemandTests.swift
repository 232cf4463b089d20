import Foundation
import Testing

@testable import PiecesSupport

/// `OnDemand`: nothing is worked out until the value is read, and then once, however many threads read it.
@Suite struct OnDemandTests {
    /// Counts the calls of the closure it hands out, from any thread.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }

        func record() {
            lock.lock()
            count += 1
            lock.unlock()
        }
    }

    @Test func theValueIsWorkedOutOnceOnTheFirstRead() {
        let calls = Calls()
        let lazy = OnDemand { () -> [Int] in
            calls.record()
            return Array(0..<1_000)
        }
        #expect(calls.value == 0, "made before anyone asked")
        let copies = [lazy, lazy, lazy]
        let sums = Array(0..<64).parallelMap { copies[$0 % 3].value.reduce(0, +) }
        #expect(Set(sums) == [499_500])
        #expect(calls.value == 1)
    }
}
