/// Regex literals: bare `/…/` (SE-0354) and extended `#/…/#`.
///
/// Whether a `/` starts a bare regex follows Swift's own lexer (swift-syntax's
/// `RegexLiteralLexer` and `Lexer.Cursor.tryScanOperatorAsRegexLiteral`, the toolchain's oracle):
/// - Only the first `/` of an operator run is a candidate (`!/a/` is `!` then a regex), and only
///   when the run is not left-bound (`a/b/` divides; `x! / 2` too).
/// - After `func` or `operator` it is an operator (`prefix func /(…)`).
/// - A `/` that looks binary (whitespace or a closing bracket on both sides) starts a regex only in
///   expression position (after `=`, `(`, `return`, a prefix operator, …, never after a name, a
///   literal or `)`), and then must be one — spaces and all (`x = / 2 /` is a regex) — unless it
///   follows `(`, `[`, `,`, `:` or `::`, where an unapplied operator is legal (`f(/ a/)`).
/// - Otherwise (`/` bound only to its right, as in `(/State.child, …)`) it is a regex only if the
///   body qualifies: it does not start with a space or tab, a `/` closing it is not preceded by an
///   unescaped space (`/State.child, action: /` is not one), every `)` outside a `[…]` class
///   closes a `(` of the body (`/Action.child)` is not one), and it ends on the same line.
/// - Never when the next byte is `/` or `*` (comments), when the `/` follows a `*`, or when the
///   closing `/` is followed by `/` or `*`.
/// - The first unescaped `/` closes the literal, inside a `[…]` class too (`/a[/` of `/a[/]b/`).
extension LexerCursor {
    /// The end of the bare regex literal starting at `slash` (the first `/` of the operator run
    /// `operatorStart..<operatorEnd`), or nil when the `/` is an operator.
    ///
    /// A failed scan is remembered: a `/` before the point where it stopped is an operator without
    /// looking again. (Every unescaped `/` stops a scan, and an escaped one follows a `\`, which
    /// makes it left-bound, so this changes no result; it keeps a line of `(/[/[/` linear.)
    mutating func bareRegexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        guard slash >= failedRegexScanEnd, !isLeftBound(operatorStart), !previousIsFuncOrOperatorKeyword() else {
            return nil
        }
        var mustBeRegex = false
        if !isRightBound(swiftOperatorEnd(from: operatorEnd, dotted: input[operatorStart] == UInt8(ascii: "."))) {
            mustBeRegex = previousIsPostfixAfterTry()
            if !mustBeRegex && !inRegexLiteralPosition() { return nil }
            if !previousAllowsUnappliedOperator() { mustBeRegex = true }
        }
        return scanBareRegex(from: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans the literal's body from the opening `/`; nil when it is not a regex.
    private mutating func scanBareRegex(from slash: Int, mustBeRegex: Bool) -> Int? {
        let first = peek(slash + 1)
        if first == UInt8(ascii: "/") || first == UInt8(ascii: "*") { return nil }
        if (first == 0x20 || first == 0x09) && !mustBeRegex { return nil }
        if slash > 0 && input[slash - 1] == UInt8(ascii: "*") { return nil }
        var index = slash + 1
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        func fail(at stop: Int) -> Int? {
            failedRegexScanEnd = stop
            return nil
        }
        /// Unterminated: a bare regex ends before the line break (or the comment) when it must be one.
        func unterminated(at stop: Int) -> Int? {
            if mustBeRegex {
                report(.unterminatedRegex, at: slash)
                return stop
            }
            return fail(at: stop)
        }
        while true {
            guard index < count else { return unterminated(at: count) }
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "/"):
                let after = peek(index + 1)
                if after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { return unterminated(at: index) }
                if lastSpace == index - 1 && !mustBeRegex { return fail(at: index) }
                return index + 1
            case 0x0A, 0x0D:
                return unterminated(at: index)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < count else { return unterminated(at: count) }
                let escaped = input[index]
                if escaped == 0x0A || escaped == 0x0D { return unterminated(at: index) }
                index += escaped < 0x80 ? 1 : max(input.utf8SequenceLength(at: index), 1)
                continue
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return fail(at: index) }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case 0x20:
                // A tab is not counted: in a single-line literal Swift's lexer takes it as an
                // unprintable character before its space-or-tab rule.
                lastSpace = index
            default:
                break
            }
            index += byte < 0x80 ? 1 : max(input.utf8SequenceLength(at: index), 1)
        }
    }

    /// `#/…/#` (any number of `#`): `position` is at the `/`. It spans lines when the opening
    /// delimiter ends its line; otherwise a line break leaves it unterminated.
    mutating func lexExtendedRegex(hashes: Int, from start: Int) {
        position += 1
        let next = peek(position)
        let multiline = next == 0x0A || next == 0x0D
        while position < count {
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "\\"):
                position += 1
                if position < count && input[position] < 0x80 && input[position] != 0x0A && input[position] != 0x0D {
                    position += 1
                }
            case UInt8(ascii: "/"):
                var end = position + 1
                var closing = 0
                while closing < hashes && peek(end) == UInt8(ascii: "#") {
                    closing += 1
                    end += 1
                }
                position = closing == hashes ? end : position + 1
                if closing == hashes {
                    emit(.regexLiteral, from: start)
                    return
                }
            case 0x0A, 0x0D:
                if !multiline {
                    report(.unterminatedRegex, at: start)
                    emit(.regexLiteral, from: start)
                    return
                }
                position += 1
            case 0x80...0xFF:
                skipNonASCII()
            default:
                position += 1
            }
        }
        report(.unterminatedRegex, at: start)
        emit(.regexLiteral, from: start)
    }
}
