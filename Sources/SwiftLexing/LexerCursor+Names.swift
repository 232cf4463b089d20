/// Names with a prefix or delimiters: `@attribute`, `$0`, `` `name` ``, and everything that starts
/// with `#` (directives, raw strings, extended regex literals).
extension LexerCursor {
    /// Whether a name can start at `index`: an ASCII letter, `_`, or a non-ASCII character Swift
    /// allows to start an identifier.
    func nameCanStart(at index: Int) -> Bool {
        guard index < count else { return false }
        let byte = input[index]
        if has(ByteClass.identifierStart, byte) { return true }
        guard byte >= 0x80, let scalar = input.scalar(at: index) else { return false }
        return UnicodeClass.isIdentifierStart(scalar.value)
    }

    /// `@name` or `$name` / `$0`: the prefix and the name form one token. A lone `@` is
    /// unexpected; a lone `$` is still a dollar identifier (Swift accepts it in some positions).
    mutating func lexPrefixedName(_ kind: TokenKind, requiringName: Bool) {
        let start = position
        position += 1
        if requiringName && !nameCanStart(at: position) {
            report(.unexpectedCharacter, at: start)
            emit(.unknown, from: start)
            return
        }
        skipIdentifierContinuation()
        emit(kind, from: start)
    }

    /// `` `name` `` up to the closing backtick on the same line (Swift 6 allows spaces and other
    /// characters inside). Without one, the backtick alone is `unknown` and lexing resumes after it.
    mutating func lexBacktick() {
        let start = position
        var index = position + 1
        while index < count {
            let byte = input[index]
            if byte == UInt8(ascii: "`") {
                position = index + 1
                emit(.backtickIdentifier, from: start)
                return
            }
            if byte == 0x0A || byte == 0x0D { break }
            index += 1
        }
        report(.unterminatedBacktick, at: start)
        position += 1
        emit(.unknown, from: start)
    }

    /// `#` starts a raw string (`#"`, `##"`), an extended regex (`#/`, `##/`), a directive or macro
    /// (`#if`, `#Preview`), or — anything else — an unexpected character.
    mutating func lexPound() {
        let start = position
        var index = position
        while index < count && input[index] == UInt8(ascii: "#") { index += 1 }
        let hashes = index - start
        switch peek(index) {
        case UInt8(ascii: "\""):
            position = index
            openString(hashes: hashes, from: start)
        case UInt8(ascii: "/"):
            position = index
            lexExtendedRegex(hashes: hashes, from: start)
        default:
            if hashes == 1 && nameCanStart(at: index) {
                position = index
                skipIdentifierContinuation()
                emit(.poundDirective, from: start)
            } else {
                report(.unexpectedCharacter, at: start)
                position = index
                emit(.unknown, from: start)
            }
        }
    }
}
