import MotionEngine
import SwiftLexing

/// A Swift file as the linter reads it: its significant tokens (no comments, no white space, so a
/// word in a comment is never code; string text is its own token kind, so a word in a string is
/// never a name) and the questions rules ask of them.
struct LintSource {
    let source: SourceText
    /// The significant tokens of the code the rules judge: a piece's generated motion block is left
    /// out (it is the foundation's code, linted where it is written).
    let tokens: [Token]
    /// The file's `//` comments, where suppressions are written.
    let lineComments: [Token]

    init(source: SourceText) {
        self.source = source
        let all = Lexer.lex(source).tokens
        lineComments = all.filter { $0.kind == .lineComment }
        let end = BlockLocator(
            source: source, tokens: all, comments: CommentLine.all(in: all, source: source, markersOnly: true)
        ).ownCodeEnd
        tokens = all.filter { !$0.kind.isTrivia && Int($0.end) <= end }
    }

    var indices: Range<Int> { tokens.indices }

    /// Whether token `index` exists and is the word (an identifier, keyword or operator) `word`.
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        tokens.indices.contains(index) && source.matches(tokens[index], word)
    }

    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == kind
    }

    func text(_ index: Int) -> String { source.text(tokens[index]) }

    /// `.word` at `index` (the period) followed by the word.
    func isMember(_ index: Int, _ word: StaticString) -> Bool {
        isKind(index, .period) && isWord(index + 1, word)
    }

    /// The index closing the bracket at `open`.
    func closing(_ open: Int) -> Int { tokens.closingIndex(of: open) }

    /// The index of the bracket that the one at `close` closes.
    func opening(_ close: Int) -> Int { tokens.openingIndex(of: close) }

    /// The indices strictly inside the bracket at `open`.
    func inside(_ open: Int) -> Range<Int> { tokens.indicesInside(open) }

    /// Every index in `range` holding an identifier spelt `word`.
    func occurrences(of word: String, in range: Range<Int>? = nil) -> [Int] {
        let bytes = Array(word.utf8)
        return (range ?? indices).filter { index in
            tokens[index].kind == .identifier && tokens[index].range.count == bytes.count
                && source.bytes[tokens[index].range].elementsEqual(bytes)
        }
    }

    /// Whether any identifier in `range` is one of `words`.
    func mentions(_ words: Set<String>, in range: Range<Int>) -> Bool {
        range.contains { tokens[$0].kind == .identifier && words.contains(text($0)) }
    }

    /// The names assigned in `range`: the root of `name = …`, `name.member = …`, `name += …`,
    /// `self.name = …`, and `name.toggle()`.
    func assignedNames(in range: Range<Int>) -> Set<String> {
        var names = Set<String>()
        for index in range where tokens[index].kind == .operator {
            let op = text(index)
            if ["=", "+=", "-=", "*=", "/="].contains(op), let root = chainRoot(endingBefore: index) {
                names.insert(root)
            }
        }
        for index in range where isMember(index, "toggle") && isKind(index + 2, .leftParen) {
            if let root = chainRoot(endingBefore: index) { names.insert(root) }
        }
        return names
    }

    /// The first name of the member chain that ends just before `index` (`offset` for
    /// `self.offset.width`), or nil when the token before is not a name.
    func chainRoot(endingBefore index: Int) -> String? {
        var cursor = index - 1
        guard isKind(cursor, .identifier) else { return nil }
        while isKind(cursor - 1, .period), isKind(cursor - 2, .identifier) { cursor -= 2 }
        if isWord(cursor, "self"), isKind(cursor + 1, .period) { cursor += 2 }
        // `let x = …` and `var x = …` declare; they assign nothing that outlives the closure.
        if isWord(cursor - 1, "let") || isWord(cursor - 1, "var") { return nil }
        return text(cursor)
    }

    /// The body of `func name(…) {…}` in this file, as the range inside its braces.
    func functionBody(named name: String) -> Range<Int>? {
        for index in occurrences(of: name) where isWord(index - 1, "func") {
            var cursor = index + 1
            while cursor < tokens.count, tokens[cursor].kind != .leftBrace {
                if tokens[cursor].kind == .leftParen { cursor = closing(cursor) }
                cursor += 1
            }
            if cursor < tokens.count { return inside(cursor) }
        }
        return nil
    }

    /// The range a call's trailing closure or closure argument covers: for `name {` the braces after
    /// it; for `name(…) {` the trailing closure; for `name(…{…}…)` the first closure inside the
    /// parentheses; for `name(label: function)` the named function's body.
    func handlerBody(afterName index: Int) -> Range<Int>? {
        var cursor = index + 1
        if isKind(cursor, .leftBrace) { return inside(cursor) }
        guard isKind(cursor, .leftParen) else { return nil }
        let close = closing(cursor)
        if isKind(close + 1, .leftBrace) { return inside(close + 1) }
        cursor += 1
        while cursor < close {
            if tokens[cursor].kind == .leftBrace { return inside(cursor) }
            cursor += 1
        }
        let arguments = inside(index + 1)
        if let last = arguments.last, arguments.count >= 1, isKind(last, .identifier) {
            return functionBody(named: text(last))
        }
        return nil
    }

    /// The value of argument `label:` in the call whose `(` is at `open`, as a token range.
    func argument(_ label: String, inCallAt open: Int) -> Range<Int>? {
        let range = inside(open)
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if tokens[cursor].kind == .identifier, text(cursor) == label, isKind(cursor + 1, .colon),
                cursor == range.lowerBound || isKind(cursor - 1, .comma)
            {
                var end = cursor + 2
                while end < range.upperBound, tokens[end].kind != .comma {
                    if [.leftParen, .leftSquare, .leftBrace].contains(tokens[end].kind) { end = closing(end) }
                    end += 1
                }
                return (cursor + 2)..<end
            }
            if [.leftParen, .leftSquare, .leftBrace].contains(tokens[cursor].kind) { cursor = closing(cursor) }
            cursor += 1
        }
        return nil
    }

    /// The first argument of the call whose `(` is at `open`, when it has no label.
    func firstUnlabelledArgument(inCallAt open: Int) -> Range<Int>? {
        let range = inside(open)
        guard !range.isEmpty, !(isKind(range.lowerBound, .identifier) && isKind(range.lowerBound + 1, .colon)) else {
            return nil
        }
        var end = range.lowerBound
        while end < range.upperBound, tokens[end].kind != .comma {
            if [.leftParen, .leftSquare, .leftBrace].contains(tokens[end].kind) { end = closing(end) }
            end += 1
        }
        return range.lowerBound..<end
    }

    /// The 1-based line and column of token `index`.
    func location(_ index: Int) -> SourceLocation { source.location(of: Int(tokens[index].start)) }
}
