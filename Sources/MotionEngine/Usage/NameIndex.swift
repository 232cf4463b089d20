import SwiftLexing

/// Every name the foundations provide, looked up by a token's bytes without making a `String`.
package struct NameIndex: Sendable {
    package struct Entry: Sendable {
        package var name: ProvidedName
        /// Index of the providing section in `FoundationSet.sections`.
        package var section: Int
        var bytes: [UInt8]
        /// `name.root`, worked out once: it is asked for every use of every piece.
        var root: String
    }

    package private(set) var entries: [Entry] = []
    /// Open addressing over the names' FNV-1a hashes (a power-of-two table, linear probing): every
    /// identifier of every piece is looked up, and `Dictionary` would hash each one again. A slot's
    /// hash is 0 when it is empty (a name hashing to 0 is stored as 1). One slot per distinct name,
    /// holding every entry of that name: a lookup hands back the slot's list, built once.
    private var slotHashes: [UInt64] = []
    private var slotNames: [[UInt8]] = []
    private var slotEntries: [[Int]] = []
    private var mask = 0
    /// One bit per (length, first byte, last byte) signature of the names: most identifiers of a
    /// piece, and nearly all of a file that is not one, are turned away by one load, unhashed.
    private var signatures = [UInt64](repeating: 0, count: NameIndex.signatureWords)
    /// Names of the foundations' file-scope types (`PieceMotion`, `PieceStretchEffect`): members of
    /// these only count when a piece names the type itself.
    private(set) var roots: Set<String> = []
    /// Member names per owner, for did-you-mean suggestions.
    private(set) var membersByOwner: [String: [ProvidedName]] = [:]

    private static let signatureWords = 64

    init(sections: [FoundationSection]) {
        var buckets: [[UInt8]: [Int]] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for name in section.provides {
                let bytes = Array(name.name.utf8)
                buckets[bytes, default: []].append(entries.count)
                entries.append(Entry(name: name, section: sectionIndex, bytes: bytes, root: name.root))
                if let owner = name.owner { membersByOwner[owner, default: []].append(name) }
                if name.owner == nil, name.kind == .type { roots.insert(name.name) }
                if let first = bytes.first, let last = bytes.last {
                    let bit = Self.signature(length: bytes.count, first: first, last: last)
                    signatures[bit >> 6] |= 1 << UInt64(bit & 63)
                }
            }
        }
        var size = 16
        while size < buckets.count * 4 { size <<= 1 }
        slotHashes = Array(repeating: 0, count: size)
        slotNames = Array(repeating: [], count: size)
        slotEntries = Array(repeating: [], count: size)
        mask = size - 1
        for (name, members) in buckets {
            let stored = Swift.max(Self.hash(name), 1)
            var slot = Int(truncatingIfNeeded: stored) & mask
            while slotHashes[slot] != 0 { slot = (slot + 1) & mask }
            slotHashes[slot] = stored
            slotNames[slot] = name
            slotEntries[slot] = members
        }
    }

    /// Indices of the entries whose name is spelt like `token` (backticks ignored).
    func candidates(for token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var start = Int(token.start)
        var end = Int(token.end)
        if token.kind == .backtickIdentifier, end - start >= 2 {
            start += 1
            end -= 1
        }
        guard end > start else { return nil }
        let bit = Self.signature(length: end - start, first: bytes[start], last: bytes[end - 1])
        guard signatures.withUnsafeBufferPointer({ $0[bit >> 6] & (1 << UInt64(bit & 63)) }) != 0 else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let hash = Swift.max(Self.hash(slice), 1)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupied = slotHashes[slot]
            if occupied == 0 { return nil }
            // Two names may share a hash: only the slot of this very name answers.
            if occupied == hash, slotNames[slot].elementsEqual(slice) { return slotEntries[slot] }
            slot = (slot + 1) & mask
        }
    }

    /// Where a name's (length, first byte, last byte) lands in `signatures`.
    @inline(__always)
    private static func signature(length: Int, first: UInt8, last: UInt8) -> Int {
        let mixed =
            UInt32(truncatingIfNeeded: length) &* 0x9E37_79B1 ^ UInt32(first) &* 0x85EB_CA77 ^ UInt32(last)
            &* 0xC2B2_AE3D
        return Int((mixed ^ (mixed >> 15)) & UInt32(signatureWords * 64 - 1))
    }

    /// FNV-1a.
    @inline(__always)
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
