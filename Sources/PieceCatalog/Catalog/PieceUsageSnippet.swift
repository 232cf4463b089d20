import SwiftLexing

/// The lines of a piece's `// MARK: - Example` section that first use the piece: what
/// `pieces info` shows under "Usage", so a reader sees a real call before adding it.
///
/// The use is the first token naming the piece's main type in the example (the example's own
/// type, `ElasticButtonExample`, is another name); a piece used through a static member, such as a
/// button style (`.buttonStyle(.pressable)`), is found by the first word of its name in lower case.
/// The snippet runs from the start of that line until its brackets close at a line end, at most
/// `maximumLines` lines, indentation removed. Tokens, not text, so a brace in a string or comment
/// cannot cut it short.
enum PieceUsageSnippet {
    static let exampleMarker = "// MARK: - Example"
    static let sectionPrefix = "// MARK: -"
    static let maximumLines = 12
    static let cut = "// …"

    /// The snippet, or nil when the file has no example or the example never names the piece.
    static func extract(name: String, from bytes: [UInt8]) -> String? {
        let tokens = Lexer.lex(bytes).tokens
        func text(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        guard let start = tokens.firstIndex(where: { $0.kind == .lineComment && text($0) == exampleMarker }) else {
            return nil
        }
        let end =
            tokens[(start + 1)...].firstIndex { token in
                (token.kind == .lineComment && text(token).hasPrefix(sectionPrefix))
                    || (token.kind == .poundDirective && text(token) == "#Preview")
            } ?? tokens.endIndex
        let region = tokens[(start + 1)..<end]
        let use =
            region.firstIndex { $0.kind == .identifier && text($0) == name }
            ?? region.firstIndex { $0.kind == .identifier && text($0) == firstWordLowercased(name) }
        guard let use else { return nil }
        var first = use
        while first > region.startIndex, tokens[first - 1].kind != .newline { first -= 1 }
        let taken = lines(from: first, to: end, tokens: tokens, text: text)
        return dedented(taken.lines) + (taken.isCut ? "\n" + cut : "")
    }

    /// Source lines from `first` until a line ends with every bracket opened since closed.
    private static func lines(from first: Int, to end: Int, tokens: [Token], text: (Token) -> String) -> (
        lines: [String], isCut: Bool
    ) {
        var lines: [String] = []
        var current = ""
        var depth = 0
        for token in tokens[first..<end] {
            switch token.kind {
            case .leftParen, .leftBrace, .leftSquare: depth += 1
            case .rightParen, .rightBrace, .rightSquare: depth -= 1
            case .newline:
                lines.append(current)
                current = ""
                if depth <= 0 { return (lines, false) }
                if lines.count == maximumLines { return (lines, true) }
                continue
            default: break
            }
            current += text(token)
        }
        return (current.isEmpty ? lines : lines + [current], false)
    }

    /// `pressable` for `PressableButtonStyle`.
    static func firstWordLowercased(_ name: String) -> String {
        guard let head = name.first else { return name }
        let rest = name.dropFirst().prefix { !$0.isUppercase }
        return head.lowercased() + rest
    }

    /// The lines without the indentation they share; trailing spaces dropped.
    private static func dedented(_ lines: [String]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map {
            $0.prefix { $0 == " " || $0 == "\t" }.count
        }
        let common = indents.min() ?? 0
        return lines.map { line -> String in
            var trimmed = Substring(
                line.count >= common ? String(line.dropFirst(common)) : line.trimmingPrefixWhitespace())
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func trimmingPrefixWhitespace() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}
