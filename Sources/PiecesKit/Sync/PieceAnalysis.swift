import Foundation

/// Everything `sync` and `check` need to know about one piece: its blocks as found, the sections
/// its own code uses, and the bytes the file should have.
struct PieceAnalysis: Sendable {
    /// One block the piece should carry.
    struct ExpectedBlock: Sendable {
        var kind: String
        var sections: [Int]
        var text: String
    }

    var source: SourceText
    var tokens: [Token]
    var lexProblems: [LexerDiagnostic]
    var locator: BlockLocator
    var uses: [NameUse]
    var unknown: [UnknownName]
    /// The closure of the used sections, in foundation order.
    var needed: [Int]
    var expected: [ExpectedBlock]
    /// What the file should contain.
    var expectedBytes: [UInt8]

    var path: String { source.path }
    var isCurrent: Bool { expectedBytes == source.bytes }

    init(path: String, bytes: [UInt8], foundations: FoundationSet, cache: BlockCache) {
        source = SourceText(path: path, bytes: bytes)
        let lexed = Lexer.lex(bytes)
        tokens = lexed.tokens
        lexProblems = lexed.diagnostics
        locator = BlockLocator(source: source, tokens: tokens, comments: CommentLine.all(in: tokens, source: source))
        var scanner = UsageScanner(index: foundations.index, source: source, tokens: tokens.significant(in: 0..<locator.ownCodeEnd))
        (uses, unknown) = scanner.scan()
        needed = foundations.closure(of: Set(uses.map { foundations.index.entries[$0.entry].section }))
        expected = Self.blocks(for: needed, foundations: foundations, cache: cache)
        let upstream = foundations.files.first?.isUpstream ?? false
        expectedBytes = BlockRenderer.file(ownCode: bytes[0..<locator.ownCodeEnd], blocks: expected.map(\.text), upstream: upstream)
    }

    /// The needed sections grouped into one block per kind, blocks in foundation order.
    private static func blocks(for needed: [Int], foundations: FoundationSet, cache: BlockCache) -> [ExpectedBlock] {
        var byKind: [(kind: String, sections: [Int])] = []
        for section in needed {
            let kind = foundations.sections[section].kind
            if let existing = byKind.firstIndex(where: { $0.kind == kind }) {
                byKind[existing].sections.append(section)
            } else {
                byKind.append((kind, [section]))
            }
        }
        return byKind.map { group in
            let text = cache.block(for: group.sections) {
                BlockRenderer.block(
                    kind: group.kind, file: foundations.file(ofSection: group.sections[0]),
                    sections: group.sections.map { foundations.sections[$0] })
            }
            return ExpectedBlock(kind: group.kind, sections: group.sections, text: text)
        }
    }

    /// The first use of each needed section: the token in the piece that pulled it in, or `nil`
    /// when another section required it.
    func firstUse(of section: Int, foundations: FoundationSet) -> NameUse? {
        uses.first { foundations.index.entries[$0.entry].section == section }
    }

    func location(of offset: Int) -> SourceLocation { source.location(of: offset) }
}

/// Rendered blocks by section list: many pieces use the same sections, and rendering includes a
/// digest, so each distinct block is rendered once per run. Shared by the worker threads.
final class BlockCache: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [[Int]: String] = [:]

    func block(for sections: [Int], render: () -> String) -> String {
        lock.lock()
        if let cached = blocks[sections] { lock.unlock(); return cached }
        lock.unlock()
        let text = render()
        lock.lock()
        blocks[sections] = text
        lock.unlock()
        return text
    }
}
