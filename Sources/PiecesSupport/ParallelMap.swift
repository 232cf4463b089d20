import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Array where Element: Sendable {
    /// `map` over both cores: the work is per file and independent.
    package func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(self[index]), at: index)
        }
        return results.values
    }
}

/// Write-once slots filled from several threads, each index by exactly one of them.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    var values: [T] { slots.map { $0! } }
}
