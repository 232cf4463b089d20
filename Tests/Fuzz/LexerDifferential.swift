// Differential test of the lexer and the declaration scanner against the toolchain's SwiftParser.
//
// Built by `Tests/Fuzz/differential.sh` into one module with PiecesKit's sources (so internal
// API such as `DeclarationScanner` is visible), linked against the SwiftParser and SwiftSyntax
// libraries in `<toolchain>/usr/lib/swift/host`. Not part of the SwiftPM package.
//
// For every `.swift` / `.swiftinterface` file under the given paths it compares:
// - names: every identifier, keyword, `_`, `$name` and backtick name, by UTF-8 offset and text.
//   Our lexer makes `@State` and `#if` one token each; their name part (after `@`/`#`) is
//   compared, as SwiftParser's `@` + `State` and `#if` give it.
// - regex literals: the byte range of every bare or extended regex literal (`/…/`, `#/…/#`).
// - top-level declarations: the offsets of the names `DeclarationScanner` records at file scope
//   against those of SwiftParser's top-level type, typealias, function and variable declarations
//   (inside `#if` clauses too).
// Prints each disagreement (up to a limit per file) and a summary; exits 1 when any was found.

import Foundation
import SwiftParser
import SwiftSyntax

@main
struct LexerDifferential {
    static let shownPerFile = 5

    static func main() throws {
        var paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty { paths = ["/opt/swift"] }
        let files = paths.flatMap(swiftFiles(at:))
        var totals = (
            files: 0, bytes: 0, names: 0, nameFiles: 0, nameDisagreements: 0, regexes: 0, regexFiles: 0,
            regexDisagreements: 0,
            declarations: 0, declarationFiles: 0, declarationDisagreements: 0
        )
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let lexed = Lexer.lex(bytes)
            let source = SourceText(path: file, bytes: bytes)
            totals.files += 1
            totals.bytes += bytes.count

            let ours = ourNames(lexed.tokens, source)
            let theirs = parserNames(tree)
            totals.names += theirs.count
            let nameProblems = disagreements(ours, theirs)
            if !nameProblems.isEmpty {
                totals.nameFiles += 1
                totals.nameDisagreements += nameProblems.count
            }
            report(file, "name", nameProblems, source)

            let ourRegexes = ourRegexLiterals(lexed.tokens, source)
            let theirRegexes = parserRegexLiterals(tree)
            totals.regexes += theirRegexes.count
            let regexProblems = disagreements(ourRegexes, theirRegexes)
            if !regexProblems.isEmpty {
                totals.regexFiles += 1
                totals.regexDisagreements += regexProblems.count
            }
            report(file, "regex literal", regexProblems, source)

            let ourDeclarations = ourTopLevelDeclarations(lexed.tokens, source)
            let theirDeclarations = parserTopLevelDeclarations(tree)
            totals.declarations += theirDeclarations.count
            let declarationProblems = disagreements(ourDeclarations, theirDeclarations)
            if !declarationProblems.isEmpty {
                totals.declarationFiles += 1
                totals.declarationDisagreements += declarationProblems.count
            }
            report(file, "top-level declaration", declarationProblems, source)
        }
        print(
            """
            files: \(totals.files), \(totals.bytes) bytes
            names compared: \(totals.names); disagreements: \(totals.nameDisagreements) in \(totals.nameFiles) files
            regex literals compared: \(totals.regexes); disagreements: \(totals.regexDisagreements) in \
            \(totals.regexFiles) files
            top-level declarations compared: \(totals.declarations); disagreements: \(totals.declarationDisagreements) \
            in \(totals.declarationFiles) files
            """)
        exit(totals.nameDisagreements + totals.regexDisagreements + totals.declarationDisagreements == 0 ? 0 : 1)
    }

    // MARK: Names

    /// Offset → text of every name-like token our lexer finds.
    static func ourNames(_ tokens: [Token], _ source: SourceText) -> [Int: String] {
        var names: [Int: String] = [:]
        for token in tokens {
            let text = source.text(token)
            switch token.kind {
            case .identifier, .backtickIdentifier, .dollarIdentifier: names[Int(token.start)] = text
            case .attribute, .poundDirective: names[Int(token.start) + 1] = String(text.dropFirst())
            default: break
            }
        }
        return names
    }

    /// Offset → text of every identifier, keyword, wildcard and dollar identifier SwiftParser finds.
    static func parserNames(_ tree: SourceFileSyntax) -> [Int: String] {
        var names: [Int: String] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            switch token.tokenKind {
            case .identifier, .keyword, .wildcard, .dollarIdentifier: names[offset] = token.text
            case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation, .poundAvailable,
                .poundUnavailable:
                names[offset + 1] = String(token.text.dropFirst())
            default: break
            }
        }
        return names
    }

    // MARK: Regex literals

    /// Offset → text of every regex literal our lexer finds.
    static func ourRegexLiterals(_ tokens: [Token], _ source: SourceText) -> [Int: String] {
        var literals: [Int: String] = [:]
        for token in tokens where token.kind == .regexLiteral { literals[Int(token.start)] = source.text(token) }
        return literals
    }

    /// Offset → text of every regex literal SwiftParser lexes: a run of its regex tokens (pounds,
    /// slashes, pattern) with no trivia in between. Tokens, not `RegexLiteralExprSyntax` nodes, so
    /// that literals the parser files under unexpected syntax count too.
    static func parserRegexLiterals(_ tree: SourceFileSyntax) -> [Int: String] {
        var literals: [Int: String] = [:]
        var current: (start: Int, text: String)?
        func isRegexPart(_ kind: SwiftSyntax.TokenKind) -> Bool {
            switch kind {
            case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: true
            default: false
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let joined =
                token.leadingTrivia.isEmpty
                && (token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.isEmpty ?? true)
            if let open = current, !(isRegexPart(token.tokenKind) && joined) {
                literals[open.start] = open.text
                current = nil
            }
            guard isRegexPart(token.tokenKind) else { continue }
            if current == nil { current = (token.positionAfterSkippingLeadingTrivia.utf8Offset, "") }
            current!.text += token.text
        }
        if let open = current { literals[open.start] = open.text }
        return literals
    }

    // MARK: Declarations

    static func ourTopLevelDeclarations(_ tokens: [Token], _ source: SourceText) -> [Int: String] {
        let scanner = DeclarationScanner(source: source, tokens: tokens.significant())
        var names: [Int: String] = [:]
        for declaration in scanner.declarations where declaration.isTopLevel {
            names[Int(declaration.nameToken.start)] = source.text(declaration.nameToken)
        }
        return names
    }

    static func parserTopLevelDeclarations(_ tree: SourceFileSyntax) -> [Int: String] {
        var names: [Int: String] = [:]
        func add(_ token: TokenSyntax) { names[token.positionAfterSkippingLeadingTrivia.utf8Offset] = token.text }
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items { if let declaration = item.item.as(DeclSyntax.self) { visit(declaration) } }
        }
        func visit(_ declaration: DeclSyntax) {
            if let type = declaration.as(StructDeclSyntax.self) {
                add(type.name)
            } else if let type = declaration.as(ClassDeclSyntax.self) {
                add(type.name)
            } else if let type = declaration.as(EnumDeclSyntax.self) {
                add(type.name)
            } else if let type = declaration.as(ActorDeclSyntax.self) {
                add(type.name)
            } else if let type = declaration.as(ProtocolDeclSyntax.self) {
                add(type.name)
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                add(alias.name)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                add(function.name)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { add(pattern.identifier) }
                }
            } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if let items = clause.elements?.as(CodeBlockItemListSyntax.self) { visit(items) }
                }
            }
        }
        visit(tree.statements)
        return names
    }

    // MARK: Reporting

    /// Offsets where only one side has a name, or both with different text.
    static func disagreements(_ ours: [Int: String], _ theirs: [Int: String]) -> [(
        offset: Int, ours: String?, theirs: String?
    )] {
        Set(ours.keys).union(theirs.keys).sorted().compactMap { offset in
            ours[offset] == theirs[offset] ? nil : (offset, ours[offset], theirs[offset])
        }
    }

    static func report(
        _ file: String, _ what: String, _ problems: [(offset: Int, ours: String?, theirs: String?)],
        _ source: SourceText
    ) {
        guard !problems.isEmpty else { return }
        print("\(file): \(problems.count) \(what) disagreement(s)")
        for problem in problems.prefix(shownPerFile) {
            let location = source.location(of: problem.offset)
            let line = source.text(lineRange(around: problem.offset, in: source.bytes)).trimmingCharacters(
                in: .whitespaces)
            print(
                """
                  \(location.line):\(location.column) ours: \(problem.ours ?? "-") SwiftParser: \
                \(problem.theirs ?? "-")   | \(line.prefix(120))
                """
            )
        }
    }

    static func lineRange(around offset: Int, in bytes: [UInt8]) -> Range<Int> {
        var start = min(offset, bytes.count)
        var end = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        while end < bytes.count, bytes[end] != 10 { end += 1 }
        return start..<end
    }

    static func swiftFiles(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let walker = FileManager.default.enumerator(atPath: path)
        return (walker?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".swiftinterface") }
            .map { path + "/" + $0 }.sorted()
    }
}
