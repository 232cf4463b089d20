extension Path {
    /// This path, then each `parent` in turn up to `/` (an absolute path) or the first component (a
    /// relative one), as Rust's `Path::ancestors` walks: `/a/b`, `/a`, `/`. The walk up a project
    /// for a marker (`.git`, `pieces.json`, a lock) is a loop over it.
    package var ancestors: Ancestors { Ancestors(upcoming: self) }

    /// The sequence `ancestors` walks.
    package struct Ancestors: Sequence, IteratorProtocol, Sendable {
        fileprivate var upcoming: Path?

        package mutating func next() -> Path? {
            guard let current = upcoming else { return nil }
            let parent = current.parent
            upcoming = parent == current || parent.string.isEmpty ? nil : parent
            return current
        }
    }
}
