/// Operators, periods and editor placeholders.
extension LexerCursor {
    /// A maximal run of operator characters, as Swift's lexer makes it: a `.` continues only a run
    /// that starts with `.` (so `a?.b` is `?` then `.`), the run stops before `//` or `/*` (which
    /// start comments) and before an editor placeholder `<#…#>`. A lone `.` is a `period`. The
    /// first `/` of the run may start a bare regex literal instead (see `bareRegexEnd`); then the
    /// run's bytes before it are the operator.
    mutating func lexOperator() {
        let start = position
        let dotted = input[position] == UInt8(ascii: ".")
        var firstSlash = dotted || input[position] != UInt8(ascii: "/") ? -1 : position
        // A non-ASCII operator character (`…`) is one well-formed scalar: `lexNonASCIICode` checked.
        position += input[position] < 0x80 ? 1 : max(input.utf8SequenceLength(at: position), 1)
        while position < count {
            let byte = input[position]
            if byte >= 0x80 {
                guard let scalar = input.scalar(at: position), UnicodeClass.isOperatorContinuation(scalar.value) else {
                    break
                }
                position += scalar.length
                continue
            }
            guard has(ByteClass.operatorOrNonASCII, byte) else { break }
            if byte == UInt8(ascii: ".") && !dotted { break }
            if byte == UInt8(ascii: "/") {
                let next = peek(position + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                if firstSlash < 0 { firstSlash = position }
            } else if byte == UInt8(ascii: "<") && peek(position + 1) == UInt8(ascii: "#")
                && placeholderEndFollows(position + 1)
            {
                break
            }
            position += 1
        }
        if firstSlash >= 0, let end = bareRegexEnd(slash: firstSlash, operatorStart: start, operatorEnd: position) {
            if firstSlash > start {
                position = firstSlash
                emit(dotted && firstSlash - start == 1 ? .period : .operator, from: start)
            }
            position = firstSlash
            while position < end {
                if input[position] >= 0x80 { skipNonASCII() } else { position += 1 }
            }
            emit(.regexLiteral, from: firstSlash)
            return
        }
        emit(dotted && position - start == 1 ? .period : .operator, from: start)
    }

    /// `<#…#>`: an editor placeholder is one identifier token, as for Swift's lexer, plus an
    /// `editorPlaceholder` diagnostic. `position` is at `<` followed by `#`; returns false
    /// (nothing consumed) when no `#>` follows on the line before another `<#`.
    mutating func lexEditorPlaceholder() -> Bool {
        var index = position + 2
        while index < count {
            let byte = input[index]
            index += 1
            if byte == 0x0A { return false }
            if byte == UInt8(ascii: "<") && peek(index) == UInt8(ascii: "#") { return false }
            if byte == UInt8(ascii: "#") && peek(index) == UInt8(ascii: ">") {
                let start = position
                report(.editorPlaceholder, at: start)
                position = index + 1
                emit(.identifier, from: start)
                return true
            }
        }
        return false
    }

    /// Whether `#>` starts at or after `index` on the same line: inside an operator run, `<#` then
    /// stops the run (Swift's lexer checks this much only; the placeholder may still not be one).
    func placeholderEndFollows(_ index: Int) -> Bool {
        var index = index
        while index + 1 < count {
            let byte = input[index]
            if byte == 0x0A { return false }
            if byte == UInt8(ascii: "#") && input[index + 1] == UInt8(ascii: ">") { return true }
            index += 1
        }
        return false
    }
}
