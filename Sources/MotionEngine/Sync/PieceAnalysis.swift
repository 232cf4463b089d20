import PiecesSupport
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Everything `sync` and `check` need to know about one piece: its blocks as found, the sections
/// its own code uses, and the bytes the file should have.
package struct PieceAnalysis: Sendable {
    /// One block the piece should carry.
    struct ExpectedBlock: Sendable {
        var kind: String
        var sections: [Int]
        var bytes: [UInt8]
        /// Only findings and diffs read the block as text; a current piece never does.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    package var source: SourceText
    package var tokens: [Token]
    var lexProblems: [LexerDiagnostic]
    package var locator: BlockLocator
    package var uses: [NameUse]
    var unknown: [UnknownName]
    /// The closure of the used sections, in foundation order.
    package var needed: [Int]
    var expected: [ExpectedBlock]
    /// What the file should contain.
    var expectedBytes: [UInt8]

    package var path: String { source.path }
    /// Whether the file already is exactly what sync would write.
    private(set) var isCurrent = false

    package init(path: String, bytes: [UInt8], foundations: FoundationSet, cache: BlockCache) {
        if let current = Self.currentPiece(path: path, bytes: bytes, foundations: foundations, cache: cache) {
            self = current
            return
        }
        self.init(
            analysing: bytes[...], of: SourceText(path: path, bytes: bytes), foundations: foundations, cache: cache)
    }

    /// Analyses `code` (all of the file, or just its own code) as the piece in `source`.
    private init(
        analysing code: ArraySlice<UInt8>, of source: SourceText, foundations: FoundationSet, cache: BlockCache
    ) {
        self.source = source
        let scope = code.count == source.bytes.count ? source : SourceText(path: source.path, bytes: Array(code))
        let lexed = Lexer.lex(scope.bytes)
        tokens = lexed.tokens
        lexProblems = lexed.diagnostics
        locator = BlockLocator(
            source: scope, tokens: tokens, comments: CommentLine.all(in: tokens, source: scope, markersOnly: true))
        let scanner = UsageScanner(
            index: foundations.index, source: scope, tokens: tokens.significant(in: 0..<locator.ownCodeEnd))
        (uses, unknown) = scanner.scan()
        needed = foundations.closure(of: Set(uses.map { foundations.index.entries[$0.entry].section }))
        expected = Self.blocks(for: needed, foundations: foundations, cache: cache)
        if expected.isEmpty, locator.ownCodeEnd == source.bytes.count {
            // No block and none needed (most files of a folder that is not a registry): the file is
            // what sync writes, with no copy of its bytes and no comparison.
            expectedBytes = source.bytes
            isCurrent = true
            return
        }
        let upstream = foundations.files.first?.isUpstream ?? false
        let ownCode = source.bytes[0..<locator.ownCodeEnd]
        let blocks = expected.map(\.bytes)
        let hadBlock = locator.ownCodeEnd < source.bytes.count
        isCurrent = BlockRenderer.isFile(
            source.bytes, ownCode: ownCode, blocks: blocks, upstream: upstream, hadBlock: hadBlock)
        // A current file is what sync writes: its own bytes, shared rather than built again.
        expectedBytes =
            isCurrent
            ? source.bytes
            : BlockRenderer.file(ownCode: ownCode, blocks: blocks, upstream: upstream, hadBlock: hadBlock)
    }

    /// The common case, made cheap: a piece that is exactly what sync writes. Only its own code —
    /// everything before the first line starting with `// MARK: - Piece ` — is lexed and analysed;
    /// the block is compared byte for byte with the rendering. `nil` (analyse everything) when the
    /// own code does not lex cleanly (the marker may sit in a string or comment), holds a marker of
    /// its own, or the file differs from what sync would write.
    private static func currentPiece(path: String, bytes: [UInt8], foundations: FoundationSet, cache: BlockCache)
        -> PieceAnalysis?
    {
        guard let start = firstStartLine(in: bytes) else { return nil }
        let ownEnd = BlockLocator.separatorStart(before: start, in: bytes)
        let analysis = PieceAnalysis(
            analysing: bytes[0..<ownEnd], of: SourceText(path: path, bytes: bytes), foundations: foundations,
            cache: cache)
        guard analysis.lexProblems.isEmpty, analysis.locator.problems.isEmpty, analysis.locator.blocks.isEmpty,
            analysis.locator.ownCodeEnd == ownEnd, analysis.isCurrent
        else { return nil }
        return analysis
    }

    private static let startLine = Array("// MARK: - Piece ".utf8)

    /// The offset of the first line that begins with the block start text.
    private static func firstStartLine(in bytes: [UInt8]) -> Int? {
        let marker = startLine
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var lineStart = 0
            while lineStart + marker.count <= buffer.count {
                // Nearly every line starts with something else than `/`: no call for those.
                if base[lineStart] == marker[0], memcmp(base + lineStart, marker, marker.count) == 0 {
                    return lineStart
                }
                guard let newline = memchr(base + lineStart, 10, buffer.count - lineStart) else { return nil }
                lineStart = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return nil
        }
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
            let bytes = cache.block(for: group.sections) {
                BlockRenderer.block(
                    kind: group.kind, file: foundations.file(ofSection: group.sections[0]),
                    sections: group.sections.map { foundations.sections[$0] })
            }
            return ExpectedBlock(kind: group.kind, sections: group.sections, bytes: bytes)
        }
    }

    /// The first use of each needed section: the token in the piece that pulled it in, or `nil`
    /// when another section required it.
    package func firstUse(of section: Int, foundations: FoundationSet) -> NameUse? {
        uses.first { foundations.index.entries[$0.entry].section == section }
    }

    package func location(of offset: Int) -> SourceLocation { source.location(of: offset) }
}

/// Rendered blocks by section list: many pieces use the same sections, and rendering includes a
/// digest, so each distinct block is rendered once per run. Shared by the worker threads: a thread
/// that asks for a block another one is rendering waits for it instead of rendering it again.
package final class BlockCache: @unchecked Sendable {
    /// One block, rendered by the first thread that asks for it, under its own lock.
    private final class Slot: @unchecked Sendable {
        let lock = Lock()
        var bytes: [UInt8]?
    }

    private let lock = Lock()
    private var slots: [[Int]: Slot] = [:]

    package init() {}

    func block(for sections: [Int], render: () -> [UInt8]) -> [UInt8] {
        lock.lock()
        let slot = slots[sections] ?? Slot()
        slots[sections] = slot
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let bytes = slot.bytes { return bytes }
        let bytes = render()
        slot.bytes = bytes
        return bytes
    }
}
