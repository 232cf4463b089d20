#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value worked out the first time it is read, and only then: once, whichever thread reads it
/// first. The copies of a value type holding it share it, so a struct can put off costly work
/// until (and unless) someone asks.
package final class OnDemand<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var make: (@Sendable () -> Value)?
    private var made: Value?

    package init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// The value, worked out on the first read; a read meanwhile on another thread waits for it.
    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make!()
        made = value
        make = nil
        return value
    }
}
