import SwiftLexing

/// Finds a piece's generated blocks from its comment tokens: a marker inside a string or a block
/// comment is not a marker. Also finds where the piece's own code ends.
package struct BlockLocator {
    private(set) var blocks: [LocatedBlock] = []
    private(set) var problems: [BlockFinding] = []
    /// The byte offset where the piece's own code ends: everything before it is kept byte for byte.
    package private(set) var ownCodeEnd: Int

    package init(source: SourceText, tokens: [Token], comments: [CommentLine]) {
        ownCodeEnd = source.bytes.count
        var open: LocatedBlock?
        var firstOfKind: [String: CommentLine] = [:]
        // An end line after a misspelt start belongs to it: one finding (the typo) is enough.
        var misspeltKinds = Set<String>()
        for comment in comments {
            if let kind = BlockMarkers.kind(ofStart: comment.text) {
                if let unfinished = open { close(unfinished, at: nil, source: source) }
                if let first = firstOfKind[kind] {
                    problems.append(.duplicate(kind: kind, first: first, second: comment))
                } else {
                    firstOfKind[kind] = comment
                }
                open = LocatedBlock(
                    kind: kind, start: comment,
                    range: Self.separatorStart(before: comment.lineStart, in: source.bytes)..<comment.lineEnd)
            } else if let kind = BlockMarkers.kind(ofNearStart: comment.text) {
                problems.append(.nearMarker(comment, kind: kind))
                misspeltKinds.insert(kind)
            } else if let tag = BlockMarkers.tagged(comment.text) {
                guard var block = open, tag.kind == block.kind else {
                    if tag.rest == "end", !misspeltKinds.contains(tag.kind) {
                        problems.append(.endWithoutStart(comment))
                    }
                    continue
                }
                block.prefix = tag.prefix
                if tag.rest == "end" {
                    close(block, at: comment, source: source)
                    open = nil
                } else if block.provenanceLine == nil {
                    block.provenanceLine = comment
                    block.provenance = Provenance(tag.rest)
                    open = block
                }
            }
        }
        if let unfinished = open { close(unfinished, at: nil, source: source) }
        if let first = blocks.first { ownCodeEnd = first.range.lowerBound }
        findCodeBetweenBlocks(tokens)
    }

    private mutating func close(_ block: LocatedBlock, at end: CommentLine?, source: SourceText) {
        var block = block
        block.end = end
        if let end {
            block.range = block.range.lowerBound..<end.lineEnd
        } else {
            problems.append(.unterminated(kind: block.kind, start: block.start))
            block.range = block.range.lowerBound..<source.bytes.count
        }
        blocks.append(block)
    }

    /// Significant tokens after the first block that are not inside a block.
    private mutating func findCodeBetweenBlocks(_ tokens: [Token]) {
        guard let first = blocks.first else { return }
        var blockIndex = 0
        for token in tokens where !token.kind.isTrivia && Int(token.start) >= first.range.lowerBound {
            while blockIndex < blocks.count, Int(token.start) >= blocks[blockIndex].range.upperBound { blockIndex += 1 }
            if blockIndex < blocks.count, blocks[blockIndex].range.contains(Int(token.start)) { continue }
            problems.append(.codeAfterBlock(token))
            return
        }
    }

    /// The start of the blank line just before `lineStart`, which belongs to the block, or
    /// `lineStart` when the line before is not blank.
    static func separatorStart(before lineStart: Int, in bytes: [UInt8]) -> Int {
        var cursor = lineStart
        guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "\n") else { return lineStart }
        cursor -= 1
        if cursor > 0, bytes[cursor - 1] == UInt8(ascii: "\r") { cursor -= 1 }
        // The line before the start line is blank when a line break ends right before it too.
        guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "\n") else { return lineStart }
        return cursor
    }
}
