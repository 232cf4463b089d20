import PiecesSupport
import SwiftLexing

/// One public initializer of a piece's main type, read from its tokens.
struct InitSignature: Sendable {
    /// One parameter as written: `in range: ClosedRange<Double> = 0...1`.
    struct Parameter: Sendable, Equatable {
        /// The argument label callers write, `_` for none.
        var label: String
        /// The parameter's own name, which doc comments use.
        var name: String
        /// The type as written, `@escaping` dropped and line breaks folded into single spaces;
        /// attributes written before the name (`@ViewBuilder`) come first.
        var type: String
        /// The default expression as written, or nil when callers must pass it.
        var defaultValue: String?
        var nameToken: Token
    }

    /// The `init` keyword.
    var keyword: Token
    var parameters: [Parameter]

    /// The `public` (or `open`) initializers declared directly in `body`, a range of `code` indices.
    static func publicInitializers(in body: Range<Int>, of code: [Token], source: SourceText) -> [InitSignature] {
        let significant = body.filter { !code[$0].kind.isTrivia }
        var result: [InitSignature] = []
        var depth = 0
        var position = 0
        while position < significant.count {
            let token = code[significant[position]]
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            case .identifier where depth == 0 && source.matches(token, "init"):
                if isPublic(before: position, significant: significant, code: code, source: source),
                    let open = parameterListStart(after: position, significant: significant, code: code, source: source)
                {
                    let close = code.closingIndex(of: significant[open])
                    let inside = significant[(open + 1)...].prefix { $0 < close }.map { code[$0] }
                    result.append(InitSignature(keyword: token, parameters: parameters(of: inside, source: source)))
                }
            default: break
            }
            position += 1
        }
        return result
    }

    private static func isPublic(before position: Int, significant: [Int], code: [Token], source: SourceText) -> Bool {
        var cursor = position - 1
        while cursor >= 0 {
            let token = code[significant[cursor]]
            guard
                token.kind == .attribute
                    || (token.kind == .identifier && MainTypeDeclaration.modifiers.contains(source.text(token)))
            else {
                return false
            }
            if source.matches(token, "public") || source.matches(token, "open") { return true }
            cursor -= 1
        }
        return false
    }

    /// The position of the `(` opening the parameters: after `init`, an optional `?`/`!` and
    /// generic clause.
    private static func parameterListStart(after position: Int, significant: [Int], code: [Token], source: SourceText)
        -> Int?
    {
        var cursor = position + 1
        while cursor < significant.count {
            let token = code[significant[cursor]]
            if token.kind == .leftParen { return cursor }
            guard
                token.kind == .operator || token.kind == .identifier || token.kind == .comma || token.kind == .colon
                    || token.kind == .period
            else { return nil }
            cursor += 1
        }
        return nil
    }

    /// Splits the tokens between the parentheses into parameters.
    static func parameters(of tokens: [Token], source: SourceText) -> [Parameter] {
        var segments: [[Token]] = [[]]
        var commas: [Token] = []
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .interpolationEnd: depth -= 1
            case .comma where depth == 0:
                commas.append(token)
                segments.append([])
                continue
            default: break
            }
            segments[segments.count - 1].append(token)
        }
        // A comma inside a generic argument list (`Dictionary<K, V>`; `[K: V]` is bracketed) leaves
        // a piece without a colon of its own: it belongs, comma included, to the parameter before it.
        var merged: [[Token]] = []
        for (index, segment) in segments.enumerated() where !segment.isEmpty {
            if !merged.isEmpty, !hasOwnColon(segment) {
                merged[merged.count - 1] += [commas[index - 1]] + segment
            } else {
                merged.append(segment)
            }
        }
        return merged.compactMap { parameter(from: $0, source: source) }
    }

    /// Whether the segment has a colon outside brackets: `name: Type`, not `[:]`.
    private static func hasOwnColon(_ segment: [Token]) -> Bool {
        var depth = 0
        for token in segment {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .interpolationEnd: depth -= 1
            case .colon where depth == 0: return true
            default: break
            }
        }
        return false
    }

    private static func parameter(from segment: [Token], source: SourceText) -> Parameter? {
        guard let colon = segment.firstIndex(where: { $0.kind == .colon }) else { return nil }
        let head = segment[..<colon]
        let names = head.filter { $0.kind == .identifier || $0.kind == .backtickIdentifier }
        guard let nameToken = names.last else { return nil }
        let attributes = head.filter { $0.kind == .attribute }
        let rest = Array(segment[(colon + 1)...])
        let equals = rest.firstIndex { $0.kind == .operator && source.matches($0, "=") }
        let typeTokens =
            attributes
            + (equals.map { Array(rest[..<$0]) } ?? rest).filter {
                !($0.kind == .attribute && (source.matches($0, "@escaping") || source.matches($0, "@autoclosure")))
            }
        let name = unquoted(source.text(nameToken))
        return Parameter(
            label: names.count > 1 ? unquoted(source.text(names[0])) : name,
            name: name,
            type: text(of: typeTokens, source: source),
            defaultValue: equals.map { text(of: Array(rest[($0 + 1)...]), source: source) },
            nameToken: nameToken)
    }

    private static func unquoted(_ name: String) -> String { name.trimmed(of: "`") }

    /// The tokens' text (significant tokens only) with one space wherever the source had white
    /// space, a comment or a line break between two of them.
    static func text(of tokens: [Token], source: SourceText) -> String {
        var result = ""
        var previousEnd: UInt32?
        for token in tokens {
            if let end = previousEnd, end < token.start { result += " " }
            result += source.text(token)
            previousEnd = token.end
        }
        return result
    }
}
