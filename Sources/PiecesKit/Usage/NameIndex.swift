/// Every name the foundations provide, looked up by a token's bytes without making a `String`.
struct NameIndex: Sendable {
    struct Entry: Sendable {
        var name: ProvidedName
        /// Index of the providing section in `FoundationSet.sections`.
        var section: Int
        var bytes: [UInt8]
        /// `name.root`, worked out once: it is asked for every use of every piece.
        var root: String
    }

    private(set) var entries: [Entry] = []
    /// Open addressing over the names' FNV-1a hashes (a power-of-two table, linear probing): every
    /// identifier of every piece is looked up, and `Dictionary` would hash each one again.
    private var slots: [(hash: UInt64, entries: [Int])?] = []
    private var mask = 0
    /// Names of the foundations' file-scope types (`PieceMotion`, `PieceStretchEffect`): members of
    /// these only count when a piece names the type itself.
    private(set) var roots: Set<String> = []
    /// Member names per owner, for did-you-mean suggestions.
    private(set) var membersByOwner: [String: [ProvidedName]] = [:]

    init(sections: [FoundationSection]) {
        var buckets: [UInt64: [Int]] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for name in section.provides {
                let bytes = Array(name.name.utf8)
                buckets[Self.hash(bytes[...]), default: []].append(entries.count)
                entries.append(Entry(name: name, section: sectionIndex, bytes: bytes, root: name.root))
                if let owner = name.owner { membersByOwner[owner, default: []].append(name) }
                if name.owner == nil, name.kind == .type { roots.insert(name.name) }
            }
        }
        var size = 16
        while size < buckets.count * 4 { size <<= 1 }
        slots = Array(repeating: nil, count: size)
        mask = size - 1
        for (hash, members) in buckets {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != nil { slot = (slot + 1) & mask }
            slots[slot] = (hash, members)
        }
    }

    /// Indices of the entries whose name is spelt like `token` (backticks ignored).
    func candidates(for token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var start = Int(token.start), end = Int(token.end)
        if token.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        let slice = bytes[start..<end]
        let hash = Self.hash(slice)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let occupied = slots[slot] {
            if occupied.hash == hash {
                let matching = occupied.entries.filter { entries[$0].bytes.elementsEqual(slice) }
                return matching.isEmpty ? nil : matching
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a.
    @inline(__always)
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
