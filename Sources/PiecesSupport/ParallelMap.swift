import Dispatch

extension Array where Element: Sendable {
    /// `map` over both cores: the work is per file and independent.
    ///
    /// Each worker initializes its own element of the result's storage through one pointer taken
    /// before the workers start. Writing through the array itself (`withUnsafeMutableBufferPointer`
    /// from each worker) is a mutating access of one variable from several threads: the array may
    /// be swapped out or copied mid-write, which is the heap corruption this type once caused.
    package func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = ResultSlots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.initialize(index, to: transform(self[index]))
            }
            initialized = count
        }
    }
}

/// The result's storage as the workers see it: each index is initialized by exactly one worker,
/// and the storage outlives them (`concurrentPerform` returns only when all have finished).
private struct ResultSlots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>

    func initialize(_ index: Int, to value: T) {
        (base + index).initialize(to: value)
    }
}
