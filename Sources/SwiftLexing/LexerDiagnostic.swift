/// A problem the lexer found. Lexing never stops at one: the offending bytes still become a token
/// (a string segment, a comment, a regex literal or `unknown`), so the token stream stays complete.
package struct LexerDiagnostic: Sendable, Equatable {
    /// What went wrong.
    package enum Kind: Sendable, Equatable {
        /// A string literal reached the end of its line (single-line) or of the file (multi-line).
        case unterminatedString
        /// A `/* … */` comment reached the end of the file.
        case unterminatedBlockComment
        /// A `` ` `` reached the end of its line without a closing backtick.
        case unterminatedBacktick
        /// A `#/ … /#` regex literal reached the end of its line (or of the file, if multi-line).
        case unterminatedRegex
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// An editor placeholder `<#…#>` (Xcode's fill-in field) left in the source.
        case editorPlaceholder
        /// A byte that starts no Swift token (a control character, `'`, a lone `#` or `@`).
        case unexpectedCharacter
    }

    package var kind: Kind
    /// Byte offset in the source: where the literal, comment or backtick opens, or where the bad
    /// bytes are.
    package var offset: Int
    /// A full sentence saying what is wrong and how to fix it.
    package var message: String

    /// A diagnostic with the standard message for `kind`.
    package init(kind: Kind, offset: Int) {
        self.init(kind: kind, offset: offset, message: Self.message(for: kind))
    }

    package init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    package static let unterminatedStringMessage =
        "unterminated string literal; add the closing quote (with the same number of `#` as the opening one)."
    static let unterminatedBlockCommentMessage =
        "unterminated block comment; add the closing `*/` (nested `/*` need their own `*/`)."
    static let unterminatedBacktickMessage =
        "unterminated backtick identifier; add the closing backtick on the same line."
    static let unterminatedRegexMessage =
        "unterminated regex literal; add the closing `/` followed by the same number of `#` as the opening one."
    static let invalidUTF8Message =
        "the file contains bytes that are not valid UTF-8; re-save it as UTF-8."
    package static let editorPlaceholderMessage =
        "editor placeholder left in the source; replace the `<#…#>` with real code."
    static let unexpectedCharacterMessage =
        "unexpected character that starts no Swift token; remove it or put it inside a string or comment."

    /// The standard message for a kind.
    package static func message(for kind: Kind) -> String {
        switch kind {
        case .unterminatedString: unterminatedStringMessage
        case .unterminatedBlockComment: unterminatedBlockCommentMessage
        case .unterminatedBacktick: unterminatedBacktickMessage
        case .unterminatedRegex: unterminatedRegexMessage
        case .invalidUTF8: invalidUTF8Message
        case .editorPlaceholder: editorPlaceholderMessage
        case .unexpectedCharacter: unexpectedCharacterMessage
        }
    }
}
