/// Every name the foundations provide, looked up by a token's bytes without making a `String`.
struct NameIndex: Sendable {
    struct Entry: Sendable {
        var name: ProvidedName
        /// Index of the providing section in `FoundationSet.sections`.
        var section: Int
        var bytes: [UInt8]
    }

    private(set) var entries: [Entry] = []
    private var buckets: [UInt64: [Int]] = [:]
    /// Names of the foundations' file-scope types (`PieceMotion`, `PieceStretchEffect`): members of
    /// these only count when a piece names the type itself.
    private(set) var roots: Set<String> = []
    /// Member names per owner, for did-you-mean suggestions.
    private(set) var membersByOwner: [String: [ProvidedName]] = [:]

    init(sections: [FoundationSection]) {
        for (sectionIndex, section) in sections.enumerated() {
            for name in section.provides {
                let bytes = Array(name.name.utf8)
                buckets[Self.hash(bytes[...]), default: []].append(entries.count)
                entries.append(Entry(name: name, section: sectionIndex, bytes: bytes))
                if let owner = name.owner { membersByOwner[owner, default: []].append(name) }
                if name.owner == nil, name.kind == .type { roots.insert(name.name) }
            }
        }
    }

    /// Indices of the entries whose name is spelt like `token` (backticks ignored).
    func candidates(for token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var start = Int(token.start), end = Int(token.end)
        if token.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        let slice = bytes[start..<end]
        guard let bucket = buckets[Self.hash(slice)] else { return nil }
        let matching = bucket.filter { entries[$0].bytes.elementsEqual(slice) }
        return matching.isEmpty ? nil : matching
    }

    /// FNV-1a.
    @inline(__always)
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
