/// What a token is. Every byte of a source file belongs to exactly one token, trivia included,
/// so concatenating the tokens' bytes gives the file back.
package enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    /// Spaces, tabs, form feeds and vertical tabs (never a newline).
    case whitespace
    /// `\n`, `\r\n` or a lone `\r`.
    case newline
    /// `// …` up to (not including) the line break.
    case lineComment
    /// `/// …` up to (not including) the line break.
    case docLineComment
    /// `/* … */`, nested comments included.
    case blockComment
    /// `/** … */`.
    case docBlockComment

    // Names
    /// `name`, keywords included (`struct`, `func`, `private`): callers compare bytes.
    case identifier
    /// `` `name` ``.
    case backtickIdentifier
    /// `$0`, `$name`.
    case dollarIdentifier
    /// `@name` (`@State`, `@Environment`, `@MainActor`), the `@` and the name in one token.
    case attribute
    /// `#name` (`#if`, `#available`, `#Preview`, `#selector`), the `#` and the name in one token.
    case poundDirective

    // Literals
    case integerLiteral
    case floatLiteral
    /// The opening or closing delimiter of a string literal: `"`, `"""`, `#"`, `"##`, …
    case stringQuote
    /// Literal text between a string's delimiters and around its interpolations.
    case stringSegment
    /// `\(` or `\#(` (as many `#` as the raw string's delimiter): the code that follows, up to the
    /// matching `interpolationEnd`, is ordinary tokens.
    case interpolationStart
    /// The `)` closing an interpolation.
    case interpolationEnd
    /// `/…/` or `#/…/#`, delimiters included.
    case regexLiteral

    // Punctuation
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    /// A lone `.` (member access); `...` and `..<` are operators.
    case period
    /// A lone `\` (key path start, as in `\.x`).
    case backslash
    /// Any operator character run: `+`, `==`, `?`, `!`, `->`, `...`, `=`, `&&`, …
    case `operator`

    /// Bytes that start no valid token (invalid UTF-8, a stray control character).
    case unknown

    /// Kinds compared by raw value where the comparison is written: clients in other modules test
    /// the kind of every token, and the synthesized `==` reached them through the conformance.
    @inlinable package static func == (lhs: TokenKind, rhs: TokenKind) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Whether the token is whitespace, a newline or a comment.
    @inlinable package var isTrivia: Bool { rawValue <= TokenKind.docBlockComment.rawValue }

    /// Whether the token is a comment of any kind.
    @inlinable package var isComment: Bool {
        rawValue >= TokenKind.lineComment.rawValue && rawValue <= TokenKind.docBlockComment.rawValue
    }
}

/// One token: a kind and a byte range in the source. No text is copied; read it from the source
/// through `SourceText` when needed.
package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    /// Offset of the first byte.
    package var start: UInt32
    /// Offset one past the last byte.
    package var end: UInt32

    @inlinable package init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable package var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable package var length: Int { Int(end &- start) }
}
