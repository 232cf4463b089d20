import SwiftLexing

/// The few shapes of Swift syntax a manifest is read through: argument lists, array elements,
/// top-level `let`s and plain string literals. Ranges are of token indices.
extension TuistScanner {
    /// One argument of a call: its label, if any, and its value.
    struct Argument {
        var label: String?
        var value: Range<Int>
    }

    /// The arguments of the call whose parenthesis is at `open`.
    func arguments(of open: Int) -> [Argument] {
        elements(of: open).map { element in
            if element.count >= 2, tokens[element.lowerBound].kind == .identifier,
                tokens[element.lowerBound + 1].kind == .colon
            {
                return Argument(
                    label: source.text(tokens[element.lowerBound]), value: (element.lowerBound + 2)..<element.upperBound
                )
            }
            return Argument(label: nil, value: element)
        }
    }

    /// The comma-separated parts inside the bracket at `open` (a trailing comma makes no part).
    func elements(of open: Int) -> [Range<Int>] {
        let close = tokens.closingIndex(of: open)
        var result: [Range<Int>] = []
        var start = open + 1
        var cursor = open + 1
        while cursor < close {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart:
                cursor = tokens.closingIndex(of: cursor)
            case .comma:
                if cursor > start { result.append(start..<cursor) }
                start = cursor + 1
            default: break
            }
            cursor += 1
        }
        if close > start { result.append(start..<close) }
        return result
    }

    /// Each `let NAME = value` (or `let NAME: Type = value`) at the top level of the file, `private`
    /// or not: the value runs to the next declaration keyword at that level.
    func topLevelBindings() -> [String: Range<Int>] {
        var result: [String: Range<Int>] = [:]
        var index = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                index = tokens.closingIndex(of: index) + 1
                continue
            }
            guard source.matches(tokens[index], "let"), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            else {
                index += 1
                continue
            }
            let name = source.text(tokens[index + 1])
            var cursor = index + 2
            // Past the type annotation, to `=`.
            while cursor < tokens.count, !isAssignment(cursor), !isDeclarationStart(cursor) {
                if [.leftParen, .leftSquare, .leftBrace].contains(tokens[cursor].kind) {
                    cursor = tokens.closingIndex(of: cursor)
                }
                cursor += 1
            }
            guard cursor < tokens.count, isAssignment(cursor) else {
                index = cursor
                continue
            }
            let start = cursor + 1
            cursor = start
            while cursor < tokens.count, !isDeclarationStart(cursor) {
                if [.leftParen, .leftSquare, .leftBrace].contains(tokens[cursor].kind) {
                    cursor = tokens.closingIndex(of: cursor)
                }
                cursor += 1
            }
            result[name] = start..<min(cursor, tokens.count)
            index = cursor
        }
        return result
    }

    private func isAssignment(_ index: Int) -> Bool {
        tokens[index].kind == .operator && source.matches(tokens[index], "=")
    }

    /// A keyword that starts a declaration (or an attribute or directive before one).
    private func isDeclarationStart(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .attribute || token.kind == .poundDirective { return true }
        guard token.kind == .identifier else { return false }
        return Self.declarationKeywords.contains(source.text(token))
    }

    static let declarationKeywords: Set<String> = [
        "let", "var", "func", "struct", "enum", "class", "extension", "protocol", "import", "private", "fileprivate",
        "public", "internal", "typealias", "actor"
    ]

    /// `range` itself, or the value of the top-level `let` it names (followed a few steps).
    func resolved(_ range: Range<Int>) -> Range<Int> {
        var current = range
        for _ in 0..<8 {
            guard current.count == 1, tokens[current.lowerBound].kind == .identifier,
                let value = bindings[source.text(tokens[current.lowerBound])], value != current
            else { break }
            current = value
        }
        return current
    }

    /// The text of the plain string literal (no interpolation) that `range` is or names.
    func plainString(in range: Range<Int>) -> String? {
        let value = resolved(range)
        guard let literal = tokens.plainStringLiteral(at: value.lowerBound, in: source),
            literal.end == value.upperBound - 1
        else {
            return nil
        }
        return literal.text
    }

    /// The name after the last `.` of `range` (`.app`, `Product.app`: `app`).
    func lastMember(in range: Range<Int>) -> String? {
        guard let period = range.last(where: { tokens[$0].kind == .period }), period + 1 < range.upperBound,
            tokens[period + 1].kind == .identifier
        else { return nil }
        return source.text(tokens[period + 1])
    }
}
