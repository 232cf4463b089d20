import SwiftLexing

/// The CSS class of a token: what the stylesheet colours. Whitespace, line breaks and punctuation
/// carry none (they stay plain text).
package enum SyntaxClass: String, Sendable, CaseIterable {
    /// `// …`, `/* … */`
    case comment = "tc"
    /// `///`, `/** … */`
    case docComment = "td"
    /// `struct`, `let`, `private`, …
    case keyword = "tk"
    /// A name starting with a capital: a type, by Swift's convention.
    case type = "tt"
    /// A name declared or called right after `func`, `var`, `let`, `case`.
    case declaration = "tf"
    /// `@State`, `@MainActor`
    case attribute = "ta"
    /// `#if`, `#available`, `#Preview`
    case directive = "tp"
    case number = "tn"
    /// String delimiters and text.
    case string = "ts"
    /// `\(` and its `)`.
    case interpolation = "ti"
    case regex = "tr"
    case `operator` = "to"
    /// Bytes no token starts with.
    case unknown = "tx"

    /// Swift's keywords, the contextual ones pieces use included.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "Any", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
        "mutating", "nonmutating", "nonisolated", "override", "final", "lazy", "weak", "unowned", "some", "any",
        "get", "set", "didSet", "willSet", "convenience", "required", "package", "consuming", "borrowing", "sending"
    ]

    /// The keywords after which a name is being declared.
    static let declaring: Set<String> = [
        "func", "var", "let", "case", "struct", "enum", "class", "protocol", "typealias", "extension"
    ]

    /// The class of `token` (whose text is `text`), given the identifier that came just before it
    /// (trivia skipped), if any.
    static func of(_ token: Token, text: String, after previous: String?) -> SyntaxClass? {
        switch token.kind {
        case .whitespace, .newline, .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare,
            .comma, .colon, .semicolon, .period, .backslash:
            return nil
        case .lineComment, .blockComment: return .comment
        case .docLineComment, .docBlockComment: return .docComment
        case .identifier, .backtickIdentifier, .dollarIdentifier:
            if token.kind == .identifier, keywords.contains(text) { return .keyword }
            if let previous, declaring.contains(previous) {
                return text.first?.isUppercase == true ? .type : .declaration
            }
            return text.first?.isUppercase == true ? .type : nil
        case .attribute: return .attribute
        case .poundDirective: return .directive
        case .integerLiteral, .floatLiteral: return .number
        case .stringQuote, .stringSegment: return .string
        case .interpolationStart, .interpolationEnd: return .interpolation
        case .regexLiteral: return .regex
        case .operator: return .operator
        case .unknown: return .unknown
        }
    }
}
