import SwiftLexing

/// The body of a type or extension, in token indices.
struct TypeBody: Sendable {
    var owner: String
    var tokens: Range<Int>
    /// The first component of `owner` (`PieceMotion` for `PieceMotion.Tier`), worked out once: it
    /// is asked for every use inside the body.
    var root: String

    init(owner: String, tokens: Range<Int>) {
        self.owner = owner
        self.tokens = tokens
        root = owner.firstIndex(of: ".").map { String(owner[..<$0]) } ?? owner
    }
}

/// One declaration found by `DeclarationScanner`.
package struct Declaration: Sendable {
    package var name: ProvidedName
    /// The token naming the declaration, for diagnostics.
    package var nameToken: Token
    /// Whether the declaration sits at file scope.
    package var isTopLevel: Bool
    /// Where an access modifier goes: after the attributes, before the other modifiers.
    var modifierOffset: Int
    /// The access modifier written, if any (`private`, `public`, …).
    var accessModifier: Token?
}

/// Finds the declarations in a run of significant tokens (no trivia): types, functions,
/// properties and enum cases at file scope and inside type and extension bodies, never the local
/// ones inside function bodies. Also collects local names (parameters, `let`/`var` in code, closure
/// parameters), so that a local `value` is not mistaken for a use of a member called `value`.
package struct DeclarationScanner {
    private enum Scope {
        case typeBody(owner: String)
        case code
    }

    let source: SourceText
    let tokens: [Token]

    package private(set) var declarations: [Declaration] = []
    private(set) var localNames: Set<String> = []
    /// Every file-scope declaration, extensions included: where its access modifier goes and the
    /// one written, if any. The block renderer makes each of them `private`.
    private(set) var accessSites: [(offset: Int, modifier: Token?)] = []
    /// The bodies of types and extensions: the owner and the token indices inside the braces. Code
    /// there reaches the owner's members without a receiver.
    private(set) var typeBodies: [TypeBody] = []

    private static let accessModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package"
    ]
    private static let otherModifiers: Set<String> = [
        "static", "final", "nonisolated", "mutating", "nonmutating", "override", "convenience",
        "indirect", "lazy", "weak", "unowned", "dynamic", "required", "optional", "consuming", "borrowing"
    ]

    package init(source: SourceText, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        scan()
    }

    private mutating func scan() {
        var scopes: [Scope] = []
        var scopeStarts: [Int] = []
        var pending: Scope?
        var modifierStart: Int?
        var access: Token?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                scopes.append(pending ?? .code)
                scopeStarts.append(index)
                pending = nil
                if case .code = scopes.last! { collectClosureParameters(after: index) }
                modifierStart = nil
                access = nil
            case .rightBrace:
                if let scope = scopes.popLast(), let start = scopeStarts.popLast(), case .typeBody(let owner) = scope {
                    typeBodies.append(TypeBody(owner: owner, tokens: start..<index))
                }
                modifierStart = nil
                access = nil
            case .attribute:
                index = skipParenthesizedGroup(after: index)
                continue
            case .identifier:
                let inDeclarationScope: Bool
                let owner: String?
                switch scopes.last {
                case nil:
                    inDeclarationScope = true
                    owner = nil
                case .typeBody(let name):
                    inDeclarationScope = true
                    owner = name
                case .code:
                    inDeclarationScope = false
                    owner = nil
                }
                let word = source.text(token)
                guard inDeclarationScope else {
                    if word == "let" || word == "var", let name = nextIdentifier(after: index) {
                        localNames.insert(name)
                    }
                    break
                }
                if Self.accessModifiers.contains(word) || Self.otherModifiers.contains(word) {
                    if modifierStart == nil { modifierStart = Int(token.start) }
                    if Self.accessModifiers.contains(word) { access = token }
                    index = skipParenthesizedGroup(after: index)  // private(set)
                    continue
                }
                if scopes.isEmpty, Self.conditionKeywords.contains(word), startsStatement(at: index) {
                    // Top-level code (a `main.swift`): `if let x = …` binds no declaration.
                    index = conditionEnd(after: index)
                    modifierStart = nil
                    access = nil
                    continue
                }
                let start = modifierStart ?? Int(token.start)
                let context = (owner: owner, isTopLevel: scopes.isEmpty, start: start, access: access)
                if let next = declare(word, at: index, context: context, pending: &pending) {
                    if scopes.isEmpty, !["init", "subscript", "deinit", "case", "import"].contains(word) {
                        accessSites.append((start, access))
                    }
                    modifierStart = nil
                    access = nil
                    index = next
                    continue
                }
                modifierStart = nil
                access = nil
            default:
                modifierStart = nil
                access = nil
            }
            index += 1
        }
    }

    /// Records the declaration introduced by `keyword` at `index`; returns where to continue, or
    /// `nil` when `keyword` introduces nothing.
    private mutating func declare(
        _ keyword: String, at index: Int,
        context: (owner: String?, isTopLevel: Bool, start: Int, access: Token?),
        pending: inout Scope?
    ) -> Int? {
        func record(_ kind: ProvidedName.Kind, _ nameToken: Token, parameters: [ProvidedName.Parameter] = []) {
            let name = ProvidedName(
                kind: kind, owner: context.owner, name: source.text(nameToken), parameters: parameters)
            declarations.append(
                Declaration(
                    name: name, nameToken: nameToken, isTopLevel: context.isTopLevel,
                    modifierOffset: context.start, accessModifier: context.access))
        }
        switch keyword {
        case "struct", "class", "enum", "actor", "protocol":
            guard let nameIndex = identifierIndex(after: index) else { return nil }
            record(.type, tokens[nameIndex])
            let qualified =
                context.owner.map { "\($0).\(source.text(tokens[nameIndex]))" } ?? source.text(tokens[nameIndex])
            pending = .typeBody(owner: qualified)
            // `struct Ring<let size: Int>`: a generic clause declares nothing the type provides.
            return skipGenericClause(from: nameIndex + 1)
        case "typealias":
            guard let nameIndex = identifierIndex(after: index) else { return nil }
            record(.type, tokens[nameIndex])
            return nameIndex + 1
        case "extension":
            var cursor = index + 1
            var owner = ""
            while cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .period {
                let text = source.text(tokens[cursor])
                if text == "where" { break }
                owner += text
                cursor += 1
            }
            pending = .typeBody(owner: owner)
            return cursor
        case "func":
            guard index + 1 < tokens.count else { return nil }
            let nameToken = tokens[index + 1]
            guard nameToken.kind == .identifier || nameToken.kind == .backtickIdentifier || nameToken.kind == .operator
            else { return nil }
            var cursor = skipGenericClause(from: index + 2)
            var parameters: [ProvidedName.Parameter] = []
            if cursor < tokens.count, tokens[cursor].kind == .leftParen {
                (parameters, cursor) = parseParameters(openingAt: cursor)
            }
            record(.function, nameToken, parameters: parameters)
            pending = .code
            return cursor
        case "var", "let":
            pending = .code
            guard let nameIndex = identifierIndex(after: index) else { return index + 1 }
            record(.property, tokens[nameIndex])
            return nameIndex + 1
        case "case":
            guard context.owner != nil else { return nil }
            return recordCases(after: index, record: { record(.enumCase, $0) })
        case "init", "subscript", "deinit":
            pending = .code
            return index + 1
        case "import":
            return importEnd(after: index)
        default:
            return nil
        }
    }

    private func recordCases(after index: Int, record: (Token) -> Void) -> Int {
        var cursor = index + 1
        var expectName = true
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .identifier where expectName, .backtickIdentifier where expectName:
                record(token)
                expectName = false
            case .leftParen: cursor = matchingClose(of: cursor)
            case .comma: expectName = true
            case .operator: break  // `= rawValue`
            case .integerLiteral, .floatLiteral, .stringQuote, .stringSegment: break
            default: return cursor
            }
            cursor += 1
        }
        return cursor
    }

    /// Parses `(label name: Type = default, …)`; returns the parameters and the index after `)`.
    private mutating func parseParameters(openingAt open: Int) -> ([ProvidedName.Parameter], Int) {
        let inside = tokens.indicesInside(open)
        var segments: [[Token]] = []
        var current: [Token] = []
        var depth = 0
        for token in tokens[inside] {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0:
                segments.append(current)
                current = []
                continue
            default: break
            }
            current.append(token)
        }
        if !current.isEmpty { segments.append(current) }
        // A comma inside a generic argument list (`Dictionary<K, V>`) splits a type: such a piece
        // has no colon of its own and belongs to the parameter before it.
        var merged: [[Token]] = []
        for segment in segments {
            if !merged.isEmpty, !segment.contains(where: { $0.kind == .colon }) {
                merged[merged.count - 1] += segment
            } else {
                merged.append(segment)
            }
        }
        let parameters = merged.map { segment -> ProvidedName.Parameter in
            let colon = segment.firstIndex { $0.kind == .colon } ?? segment.count
            let names = segment[..<colon].filter { $0.kind == .identifier || $0.kind == .backtickIdentifier }.map {
                source.text($0)
            }
            if let local = names.last { localNames.insert(local) }
            let label = names.first.flatMap { $0 == "_" ? nil : $0 }
            let typePart = segment[min(colon + 1, segment.count)...]
            let hasDefault = typePart.contains { $0.kind == .operator && source.matches($0, "=") }
            let isClosure = typePart.contains { $0.kind == .operator && source.matches($0, "->") }
            return ProvidedName.Parameter(label: label, hasDefault: hasDefault, isClosure: isClosure)
        }
        return (parameters, min(inside.upperBound + 1, tokens.count))
    }

    /// `{ a, b in` and `{ (a, b) in`: the closure's parameter names.
    private mutating func collectClosureParameters(after brace: Int) {
        var cursor = brace + 1
        var names: [String] = []
        while cursor < tokens.count, cursor < brace + 16 {
            let token = tokens[cursor]
            switch token.kind {
            case .identifier:
                let text = source.text(token)
                if text == "in" {
                    localNames.formUnion(names)
                    return
                }
                names.append(text)
            case .comma, .leftParen, .rightParen: break
            default: return
            }
            cursor += 1
        }
    }

    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "func", "let", "var", "typealias"
    ]

    /// `import class Foundation.Bundle`, `import func QuartzCore.CACurrentMediaTime`: a scoped
    /// import names a kind and a path but declares nothing, so both are skipped. Returns the index
    /// after the path.
    private func importEnd(after index: Int) -> Int {
        var cursor = index + 1
        if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier,
            Self.importKinds.contains(source.text(tokens[cursor]))
        {
            cursor += 1
        }
        guard cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .backtickIdentifier
        else { return cursor }
        cursor += 1
        while cursor + 1 < tokens.count, tokens[cursor].kind == .period,
            [.identifier, .backtickIdentifier, .operator].contains(tokens[cursor + 1].kind)
        {
            cursor += 2
        }
        return cursor
    }

    /// Statements whose conditions bind names (`if let`, `guard var`, `for case let`, `while let`).
    private static let conditionKeywords: Set<String> = ["if", "guard", "while", "for"]

    /// Whether the keyword at `index` begins a statement: not an argument label (`urls(for: …)`) nor
    /// a member (`.for`), which a declaration's initializer may hold.
    private func startsStatement(at index: Int) -> Bool {
        if index + 1 < tokens.count, tokens[index + 1].kind == .colon { return false }
        if index > 0, tokens[index - 1].kind == .period { return false }
        return true
    }

    /// The index of the `{` that opens the statement's body: the first one outside brackets (a
    /// closure in a condition is inside parentheses).
    private func conditionEnd(after index: Int) -> Int {
        var cursor = index + 1
        var depth = 0
        while cursor < tokens.count {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth <= 0: return cursor
            default: break
            }
            cursor += 1
        }
        return cursor
    }

    private func identifierIndex(after index: Int) -> Int? {
        let next = index + 1
        guard next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .backtickIdentifier else {
            return nil
        }
        return next
    }

    private func nextIdentifier(after index: Int) -> String? {
        identifierIndex(after: index).map { source.text(tokens[$0]) }
    }

    private func skipGenericClause(from index: Int) -> Int {
        guard index < tokens.count, tokens[index].kind == .operator, source.text(tokens[index]).hasPrefix("<") else {
            return index
        }
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            let text = tokens[cursor].kind == .operator ? source.text(tokens[cursor]) : ""
            depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
            cursor += 1
            if depth <= 0 { break }
        }
        return cursor
    }

    private func skipParenthesizedGroup(after index: Int) -> Int {
        let next = index + 1
        guard next < tokens.count, tokens[next].kind == .leftParen,
            tokens[next].start == tokens[index].end
        else { return next }
        return matchingClose(of: next) + 1
    }

    private func matchingClose(of open: Int) -> Int { tokens.closingIndex(of: open) }
}
