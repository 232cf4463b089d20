/// Insertions and deletions at offsets of one original byte array, applied in a single pass so
/// that every byte not cut is kept, in order.
struct ByteEdits {
    private var insertions: [(offset: Int, sequence: Int, text: [UInt8])] = []
    private var deletions: [Range<Int>] = []

    var isEmpty: Bool { insertions.isEmpty && deletions.isEmpty }

    /// Inserts `text` before the byte at `offset`. Texts inserted at one offset keep their order.
    mutating func insert(_ text: String, at offset: Int) {
        insertions.append((offset, insertions.count, Array(text.utf8)))
    }

    /// Cuts `range`. Overlapping or nested ranges are merged.
    mutating func delete(_ range: Range<Int>) {
        if !range.isEmpty { deletions.append(range) }
    }

    /// The edited bytes.
    func apply(to bytes: [UInt8]) -> [UInt8] {
        let cuts = Self.merged(deletions)
        let adds = insertions.sorted { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + adds.reduce(0) { $0 + $1.text.count })
        var position = 0
        var cutIndex = 0
        var addIndex = 0
        while true {
            while addIndex < adds.count, adds[addIndex].offset <= position {
                result += adds[addIndex].text
                addIndex += 1
            }
            if cutIndex < cuts.count, cuts[cutIndex].lowerBound <= position {
                position = max(position, cuts[cutIndex].upperBound)
                cutIndex += 1
                continue
            }
            guard position < bytes.count else { break }
            let nextAdd = addIndex < adds.count ? adds[addIndex].offset : bytes.count
            let nextCut = cutIndex < cuts.count ? cuts[cutIndex].lowerBound : bytes.count
            let next = min(nextAdd, nextCut, bytes.count)
            result += bytes[position..<next]
            position = next
        }
        return result
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
