#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

extension Array where Element == Token {
    /// The index of the bracket closing the one at `open` (parentheses, brackets, braces and
    /// interpolations nest), or the last index when the file ends first.
    package func closingIndex(of open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < count {
            switch self[cursor].kind {
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor += 1
        }
        return count - 1
    }

    /// The index of the bracket that the one at `close` closes, scanning back (0 when none does).
    package func openingIndex(of close: Int) -> Int {
        var depth = 0
        var cursor = close
        while cursor >= 0 {
            switch self[cursor].kind {
            case .rightParen, .rightSquare, .rightBrace, .interpolationEnd: depth += 1
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor -= 1
        }
        return 0
    }

    /// The indices strictly between the bracket at `open` and the one closing it; empty when the
    /// file ends right after `open` (where `closingIndex` is `open` itself).
    package func indicesInside(_ open: Int) -> Range<Int> {
        (open + 1)..<Swift.max(open + 1, closingIndex(of: open))
    }

    /// The tokens that are not white space, line breaks or comments (within `range` of bytes).
    ///
    /// One pass into a buffer sized for every token: `filter` grows its result step by step, and
    /// this runs over every token of every piece. The part of the buffer never written is virtual
    /// memory the system does not back with pages.
    package func significant(in range: Range<Int>? = nil) -> [Token] {
        guard let range else {
            return withUnsafeBufferPointer { input in
                [Token](unsafeUninitializedCapacity: input.count) { output, written in
                    var next = 0
                    for token in input where !token.kind.isTrivia {
                        output.initializeElement(at: next, to: token)
                        next += 1
                    }
                    written = next
                }
            }
        }
        // Tokens are in source order and do not overlap, so the ones inside `range` are one run:
        // found by binary search, not by filtering every token (a foundation of 20,000 sections
        // asked this once per section).
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if Int(self[middle].start) < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < count, Int(self[end].end) <= range.upperBound { end += 1 }
        // Written in one pass into a buffer sized for the run, as above: `check` asks this for
        // every piece's own code, and appending one token at a time cost more than lexing.
        return withUnsafeBufferPointer { input in
            [Token](unsafeUninitializedCapacity: end - low) { output, written in
                var next = 0
                for index in low..<end where !input[index].kind.isTrivia {
                    output.initializeElement(at: next, to: input[index])
                    next += 1
                }
                written = next
            }
        }
    }

    /// The text of the plain string literal (no interpolation) whose opening quote is at
    /// `index`, and the index of its closing quote; nil for anything else. Manifests read by the
    /// tool (`Package.swift`, Tuist's `Project.swift`) name things with such literals.
    package func plainStringLiteral(at index: Int, in source: SourceText) -> (text: String, end: Int)? {
        guard index < count, self[index].kind == .stringQuote else { return nil }
        var text = ""
        var cursor = index + 1
        while cursor < count {
            switch self[cursor].kind {
            case .stringSegment: text += source.text(self[cursor])
            case .stringQuote: return (text, cursor)
            default: return nil
            }
            cursor += 1
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    /// Byte equality with `memcmp`: the generic `==` compares element by element.
    package func hasSameBytes(as other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { left in
            other.withUnsafeBufferPointer { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }
}

extension ArraySlice where Element == UInt8 {
    /// Byte equality with `memcmp`, as `Array.hasSameBytes(as:)`.
    package func hasSameBytes(as other: ArraySlice<UInt8>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { left in
            other.withUnsafeBufferPointer { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }
}
