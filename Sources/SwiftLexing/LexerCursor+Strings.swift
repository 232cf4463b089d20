/// String literals: `"…"`, `"""…"""`, raw `#"…"#`, with `\(…)` / `\#(…)` interpolations.
///
/// A string is lexed as `stringQuote`, then segments and interpolations, then `stringQuote`. An
/// interpolation pushes a `Frame` and returns to code; the `)` that closes it (see
/// `lexRightParen`) pops the frame and resumes the string's text.
extension LexerCursor {
    /// Lexes the opening delimiter; `position` is at the first `"` (after `hashes` `#`).
    ///
    /// `#"""#` is a one-line raw string holding `"`, not a `"""` opening: as in Swift's lexer, a
    /// raw `"""` whose line holds a `"` followed by enough `#` after the first two quotes opens
    /// a single-line string.
    mutating func openString(hashes: Int, from start: Int) {
        let quote = UInt8(ascii: "\"")
        let multiline =
            peek(position + 1) == quote && peek(position + 2) == quote
            && !(hashes > 0 && rawStringClosesOnLine(from: position + 2, hashes: hashes))
        position += multiline ? 3 : 1
        emit(.stringQuote, from: start)
        inString = true
        stringHashes = hashes
        stringMultiline = multiline
        stringStart = start
    }

    /// Whether a `"` followed by at least `hashes` `#` comes from `index` before the line ends.
    private func rawStringClosesOnLine(from index: Int, hashes: Int) -> Bool {
        var index = index
        while index < count, input[index] != 0x0A, input[index] != 0x0D {
            index += 1
            guard input[index - 1] == UInt8(ascii: "\"") else { continue }
            var end = index
            while end < count, end - index < hashes, input[end] == UInt8(ascii: "#") { end += 1 }
            if end - index == hashes { return true }
        }
        return false
    }

    /// Lexes string text up to (and including) the next interpolation start or closing delimiter,
    /// or up to the line break or end of file that leaves a string unterminated.
    mutating func lexStringText() {
        let segmentStart = position
        while position < count {
            var index = input.skipWords(from: position, avoiding: UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, 0x0D)
            while index < count && !has(ByteClass.stringSpecial, input[index]) { index += 1 }
            position = index
            guard index < count else { break }
            switch input[index] {
            case UInt8(ascii: "\\"):
                if lexBackslashInString(segmentStart: segmentStart) { return }
            case UInt8(ascii: "\""):
                if let end = closingDelimiterEnd(at: position) {
                    flushSegment(from: segmentStart)
                    let quoteStart = position
                    position = end
                    emit(.stringQuote, from: quoteStart)
                    inString = false
                    return
                }
                position += 1
            case 0x0A, 0x0D:
                if stringMultiline {
                    position += 1
                    continue
                }
                flushSegment(from: segmentStart)
                endUnterminatedString()
                return
            default:
                skipNonASCII()
            }
        }
        flushSegment(from: segmentStart)
        endUnterminatedString()
    }

    /// Handles a `\` in string text: an interpolation start (returns true, string text paused),
    /// an escape (skipped), or — in a raw string without enough `#` — a literal backslash.
    private mutating func lexBackslashInString(segmentStart: Int) -> Bool {
        var index = position + 1
        var hashes = 0
        while hashes < stringHashes && index < count && input[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard hashes == stringHashes, index < count else {
            position += 1
            return false
        }
        let next = input[index]
        if next == UInt8(ascii: "(") {
            flushSegment(from: segmentStart)
            let start = position
            position = index + 1
            emit(.interpolationStart, from: start)
            let frame = Frame(
                outerParenDepth: parenDepth, hashes: stringHashes, multiline: stringMultiline, stringStart: stringStart)
            frames.append(frame)
            parenDepth = 0
            interpolationIsSingleLine = !stringMultiline
            inString = false
            return true
        }
        if next == 0x0A || next == 0x0D {
            // A line continuation in a `"""` string; in a single-line string the break ends it.
            position = stringMultiline ? index + (next == 0x0D && peek(index + 1) == 0x0A ? 2 : 1) : index
            return false
        }
        // Skip the escaped ASCII character (so `\"` and `\\` do not end or escape anything);
        // a non-ASCII one is left for the main loop, which validates it.
        position = next < 0x80 ? index + 1 : index
        return false
    }

    /// The end of the closing delimiter starting at `index` (a `"`), or nil if the quote there
    /// does not close the current string (too few quotes or `#`).
    private func closingDelimiterEnd(at index: Int) -> Int? {
        var end = index + 1
        if stringMultiline {
            guard peek(index + 1) == UInt8(ascii: "\""), peek(index + 2) == UInt8(ascii: "\"") else { return nil }
            end = index + 3
        }
        for _ in 0..<stringHashes {
            guard peek(end) == UInt8(ascii: "#") else { return nil }
            end += 1
        }
        return end
    }

    @inline(__always) private mutating func flushSegment(from start: Int) {
        if position > start { emit(.stringSegment, from: start) }
    }

    /// The string ends without its closing delimiter: report it and go back to code.
    private mutating func endUnterminatedString() {
        report(.unterminatedString, at: stringStart)
        inString = false
    }
}
