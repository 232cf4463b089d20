import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// Properties of `ByteEdits`, the single-pass splice every project edit goes through, over random
/// byte arrays and random edits (seeded, so a failure reproduces).
@Suite("ByteEdits properties")
struct ByteEditsPropertyTests {
    typealias Generator = LexerTestSupport.SeededGenerator

    static func randomBytes(_ count: Int, _ generator: inout Generator) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 97...122, using: &generator) }
    }

    static func randomText(_ generator: inout Generator) -> String {
        String(
            (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Character(UnicodeScalar(UInt8.random(in: 65...90, using: &generator)))
            })
    }

    /// The byte array with insertions and cuts applied one offset at a time: before byte `p`, the
    /// texts inserted at `p` in the order given; byte `p` unless a cut covers it; texts at the end.
    static func model(_ bytes: [UInt8], insertions: [(Int, String)], cuts: [Range<Int>]) -> [UInt8] {
        var result: [UInt8] = []
        for offset in 0...bytes.count {
            for (at, text) in insertions where at == offset { result += Array(text.utf8) }
            if offset < bytes.count, !cuts.contains(where: { $0.contains(offset) }) { result.append(bytes[offset]) }
        }
        return result
    }

    @Test(arguments: 0..<200)
    func deletingWhatWasInsertedGivesTheOriginalBack(seed: Int) {
        var generator = Generator(seed: UInt64(seed) &+ 1)
        let original = Self.randomBytes(Int.random(in: 0...40, using: &generator), &generator)
        var insertions: [(offset: Int, text: String)] = []
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            insertions.append((Int.random(in: 0...original.count, using: &generator), Self.randomText(&generator)))
        }
        var adding = ByteEdits()
        for insertion in insertions { adding.insert(insertion.text, at: insertion.offset) }
        let grown = adding.apply(to: original)
        #expect(grown.count == original.count + insertions.reduce(0) { $0 + $1.text.utf8.count })

        // Where each inserted text landed: after the original bytes before its offset and every
        // text inserted before it (earlier offset, or same offset given earlier).
        var removing = ByteEdits()
        for (index, insertion) in insertions.enumerated() {
            let before = insertions.enumerated().filter { other in
                other.element.offset < insertion.offset
                    || (other.element.offset == insertion.offset && other.offset < index)
            }.reduce(0) { $0 + $1.element.text.utf8.count }
            let start = insertion.offset + before
            #expect(Array(grown[start..<start + insertion.text.utf8.count]) == Array(insertion.text.utf8))
            removing.delete(start..<start + insertion.text.utf8.count)
        }
        #expect(removing.apply(to: grown) == original)
    }

    @Test(arguments: 0..<200)
    func mixedEditsMatchTheOneOffsetAtATimeModel(seed: Int) {
        var generator = Generator(seed: UInt64(seed) &+ 10_000)
        let bytes = Self.randomBytes(Int.random(in: 0...30, using: &generator), &generator)
        var edits = ByteEdits()
        var insertions: [(Int, String)] = []
        var cuts: [Range<Int>] = []
        for _ in 0..<Int.random(in: 0...10, using: &generator) {
            if Bool.random(using: &generator) {
                let insertion = (Int.random(in: 0...bytes.count, using: &generator), Self.randomText(&generator))
                insertions.append(insertion)
                edits.insert(insertion.1, at: insertion.0)
            } else {
                // Overlapping, nested and touching cuts included: they must merge.
                let lower = Int.random(in: 0...bytes.count, using: &generator)
                let cut = lower..<Int.random(in: lower...bytes.count, using: &generator)
                cuts.append(cut)
                edits.delete(cut)
            }
        }
        #expect(edits.isEmpty == (insertions.isEmpty && cuts.allSatisfy(\.isEmpty)))
        #expect(edits.apply(to: bytes) == Self.model(bytes, insertions: insertions, cuts: cuts))
    }
}
