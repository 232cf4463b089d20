import SwiftLexing

/// Swift source as HTML, coloured by the project's own lexer: each token kind maps to a CSS class
/// (`SyntaxClass`), adjacent tokens of one class share a `span`, and everything else is escaped
/// text. Every byte of the source is in exactly one token, so the highlighted text with its tags
/// stripped and its entities unescaped is the source again (the tests check this on every piece).
///
/// The generated `// MARK: - Piece motion` block is its own segment, which the piece page folds.
package struct SwiftHighlighter: Sendable {
    /// One run of the file: the piece's own code, or its generated block.
    package struct Segment: Equatable, Sendable {
        /// Highlighted HTML of this run (spans and escaped text only).
        package var html: String
        /// Whether this is the generated block (from its `// MARK: - Piece motion` line to its end line).
        var isGeneratedBlock: Bool
        /// How many lines the run spans.
        var lineCount: Int
    }

    package static let blockStart = "// MARK: - Piece motion"

    package init() {}

    /// The segments of `bytes`, in order; together they are the whole file.
    package func segments(of bytes: [UInt8]) -> [Segment] {
        let source = SourceText(path: "", bytes: bytes)
        let tokens = Lexer.lex(bytes).tokens
        guard let block = Self.generatedBlock(in: tokens, source: source) else {
            return [segment(tokens[...], source: source, generated: false)].filter { !$0.html.isEmpty }
        }
        let before = tokens[..<block.lowerBound]
        let inside = tokens[block]
        let after = tokens[block.upperBound...]
        return [
            segment(before, source: source, generated: false),
            segment(inside, source: source, generated: true),
            segment(after, source: source, generated: false)
        ].filter { !$0.html.isEmpty }
    }

    /// The token indices of the generated block: its start comment through its `-motion: end` comment.
    static func generatedBlock(in tokens: [Token], source: SourceText) -> Range<Int>? {
        guard let start = tokens.firstIndex(where: { $0.kind == .lineComment && source.text($0) == blockStart }) else {
            return nil
        }
        guard
            let end = tokens[start...].firstIndex(where: { token in
                token.kind == .lineComment && source.text(token).hasPrefix("// ")
                    && source.text(token).hasSuffix("-motion: end")
            })
        else { return nil }
        return start..<(end + 1)
    }

    private func segment(_ tokens: ArraySlice<Token>, source: SourceText, generated: Bool) -> Segment {
        var html = ""
        var open: SyntaxClass?
        var lines = tokens.isEmpty ? 0 : 1
        var identifierBefore: Token?
        for token in tokens {
            let text = source.text(token)
            let kind = SyntaxClass.of(token, text: text, after: identifierBefore.map(source.text))
            if token.kind == .newline { lines += 1 }
            if !token.kind.isTrivia { identifierBefore = token.kind == .identifier ? token : nil }
            if kind != open {
                if open != nil { html += "</span>" }
                if let kind { html += "<span class=\"\(kind.rawValue)\">" }
                open = kind
            }
            html += HTML.escape(text)
        }
        if open != nil { html += "</span>" }
        // A trailing line break ends the last line rather than starting another.
        if let last = tokens.last, last.kind == .newline { lines -= 1 }
        return Segment(html: html, isGeneratedBlock: generated, lineCount: lines)
    }
}
