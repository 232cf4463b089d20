/// Splits Swift source into tokens.
///
/// Every byte of the input belongs to exactly one token, trivia included, and no token is empty:
/// the tokens' ranges are contiguous from 0 to the input's length, so concatenating their bytes
/// gives the input back. Lexing never fails: malformed input (unterminated literals or comments,
/// invalid UTF-8, stray characters) still yields tokens, plus `LexerDiagnostic`s saying what is
/// wrong.
///
/// Choices worth knowing:
/// - A UTF-8 byte order mark at the start of the file is part of the first `whitespace` token
///   (with any spaces or tabs that follow it).
/// - A `#!` line at the start of the file (after a BOM, if any) is a `lineComment`.
/// - `///` starts a `docLineComment` but `////` a plain `lineComment`; likewise `/**` starts a
///   `docBlockComment` but `/**/` and `/***` plain `blockComment`s (banner comments).
/// - Invalid UTF-8 in code becomes an `unknown` token; inside a comment, string or regex it stays
///   part of that token. Either way one `invalidUTF8` diagnostic is reported per run of bad bytes.
/// - Operators are maximal runs of operator characters, as Swift's own lexer makes them: `a?.b`
///   gives `?` then `.` (a `.` continues only an operator that starts with `.`), and `Int?>`
///   gives the operator `?>` — splitting a closing generic `>` is the parser's job. Unicode
///   operator characters (`…`, `≠`, `→`) make operators; other non-ASCII characters that Swift
///   allows in neither names nor operators (a no-break space, curly quotes) are `unknown`.
/// - A bare `/` starts a regex literal exactly where Swift's lexer starts one (SE-0354; the rules
///   are listed in `LexerCursor+Regex.swift`): `Scope(state: /State.child, action: /Action.child)`
///   holds two prefix `/` operators, `x = !/a/` the operator `!` and a regex.
/// - An editor placeholder `<#…#>` is one `identifier` token, with an `editorPlaceholder`
///   diagnostic.
/// - `#"""#` is a one-line raw string holding `"`, as for Swift's lexer.
/// - Offsets are stored as `UInt32`: inputs must be smaller than 4 GiB.
/// - `tokens` has capacity for one token per input byte (the most there can be), so lexing never
///   reallocates; the part never written is not backed by memory pages.
package enum Lexer {
    /// Lexes UTF-8 source bytes.
    package static func lex(_ bytes: [UInt8]) -> LexResult {
        if bytes.isEmpty { return LexResult(tokens: [], diagnostics: []) }
        var diagnostics: [LexerDiagnostic] = []
        // One slot per byte is the most tokens there can be. The untouched tail of the buffer is
        // virtual memory the system never backs with pages, so the over-allocation is cheap.
        let tokens = [Token](unsafeUninitializedCapacity: bytes.count) { buffer, initializedCount in
            bytes.withUnsafeBufferPointer { input in
                ByteClass.table.withUnsafeBufferPointer { classes in
                    CodeAction.table.withUnsafeBufferPointer { actions in
                        HugePages.advise(buffer)
                        var cursor = LexerCursor(
                            input: input, classes: classes, actions: actions, output: buffer.baseAddress!)
                        cursor.run()
                        initializedCount = cursor.tokenCount
                        diagnostics = cursor.diagnostics
                    }
                }
            }
        }
        return LexResult(tokens: tokens, diagnostics: diagnostics)
    }

    /// Lexes the bytes of a source file.
    package static func lex(_ source: SourceText) -> LexResult {
        lex(source.bytes)
    }
}

/// The output of `Lexer.lex`.
package struct LexResult: Sendable {
    /// The tokens, in source order, covering every byte.
    package var tokens: [Token]
    /// Problems found, in source order of detection.
    package var diagnostics: [LexerDiagnostic]

    package init(tokens: [Token], diagnostics: [LexerDiagnostic]) {
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}
