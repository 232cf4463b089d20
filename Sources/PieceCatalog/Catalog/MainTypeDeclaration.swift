import SwiftLexing

/// The piece's main type as written: the file-scope type named like the file, whether it is
/// public, its `///` doc comment and its public initializers.
struct MainTypeDeclaration: Sendable {
    var name: String
    var nameToken: Token
    var isPublic: Bool
    /// The `///` lines directly above the declaration (its attributes and modifiers included), in order.
    var docComment: [Token]
    /// The public initializers, those of the body first, then those of extensions, in source order.
    var initializers: [InitSignature]

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor"]
    static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "nonisolated",
        "indirect", "convenience", "required", "override", "nonmutating", "mutating"
    ]

    /// Finds the file-scope type `name` in `code`, the tokens of the piece's own code (trivia included).
    static func find(named name: String, in code: [Token], source: SourceText) -> MainTypeDeclaration? {
        let significant = code.indices.filter { !code[$0].kind.isTrivia }
        var depth = 0
        var declaration: MainTypeDeclaration?
        var extensionBodies: [Range<Int>] = []
        for (position, index) in significant.enumerated() {
            let token = code[index]
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .identifier where depth == 0 && position + 1 < significant.count:
                let word = source.text(token)
                guard typeKeywords.contains(word) || word == "extension",
                    source.text(code[significant[position + 1]]) == name
                else { break }
                if word != "extension", declaration == nil {
                    declaration = make(keyword: position, significant: significant, code: code, source: source)
                } else if word == "extension", let body = body(after: position, significant: significant, code: code) {
                    extensionBodies.append(body)
                }
            default: break
            }
        }
        guard var found = declaration else { return nil }
        for body in extensionBodies {
            found.initializers += InitSignature.publicInitializers(in: body, of: code, source: source)
        }
        return found
    }

    private static func make(keyword position: Int, significant: [Int], code: [Token], source: SourceText)
        -> MainTypeDeclaration
    {
        var start = position
        var isPublic = false
        // Walk back over modifiers and attributes: the declaration (and its doc comment) starts there.
        var cursor = position - 1
        while cursor >= 0 {
            let token = code[significant[cursor]]
            if token.kind == .attribute {
                start = cursor
            } else if token.kind == .identifier, modifiers.contains(source.text(token)) {
                if source.matches(token, "public") || source.matches(token, "open") { isPublic = true }
                start = cursor
            } else if token.kind == .rightParen,
                let open = openingParen(before: cursor, significant: significant, code: code),
                open > 0, code[significant[open - 1]].kind == .attribute
            {
                cursor = open - 1
                start = cursor
            } else {
                break
            }
            cursor -= 1
        }
        let nameToken = code[significant[position + 1]]
        let initializers =
            body(after: position, significant: significant, code: code)
            .map { InitSignature.publicInitializers(in: $0, of: code, source: source) } ?? []
        return MainTypeDeclaration(
            name: source.text(nameToken), nameToken: nameToken, isPublic: isPublic,
            docComment: docComment(before: significant[start], in: code), initializers: initializers)
    }

    /// The token indices strictly inside the braces of the body that follows the keyword at
    /// `position` (a significant-token position).
    private static func body(after position: Int, significant: [Int], code: [Token]) -> Range<Int>? {
        guard let open = significant[(position + 1)...].first(where: { code[$0].kind == .leftBrace }) else {
            return nil
        }
        return code.indicesInside(open)
    }

    private static func openingParen(before close: Int, significant: [Int], code: [Token]) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= 0 {
            switch code[significant[cursor]].kind {
            case .rightParen: depth += 1
            case .leftParen:
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    /// The `///` lines right above the token at `index`; a blank line or another comment ends them.
    private static func docComment(before index: Int, in code: [Token]) -> [Token] {
        var lines: [Token] = []
        var breaks = 0
        var cursor = index - 1
        while cursor >= 0 {
            let token = code[cursor]
            switch token.kind {
            case .whitespace: break
            case .newline:
                breaks += 1
                if breaks > 1 { return lines.reversed() }
            case .docLineComment:
                lines.append(token)
                breaks = 0
            default:
                return lines.reversed()
            }
            cursor -= 1
        }
        return lines.reversed()
    }
}
