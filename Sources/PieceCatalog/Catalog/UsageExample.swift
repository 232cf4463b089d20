import PiecesSupport
import SwiftLexing

/// A piece's usage example: the `<Name>Example` view every piece ends its own code with (the one
/// its `#Preview` shows), as written in the file. What `get_piece` hands an assistant so it can
/// call the piece the way its author does.
package enum UsageExample {
    /// The declaration of `struct <name>Example` at file scope in `bytes`, or nil when there is none.
    package static func find(named name: String, in bytes: [UInt8]) -> String? {
        let source = SourceText(path: name + ".swift", bytes: bytes)
        let tokens = Lexer.lex(source).tokens
        let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        var depth = 0
        for (position, index) in significant.enumerated() {
            switch tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .identifier where depth == 0 && position + 1 < significant.count:
                guard source.matches(tokens[index], "struct"),
                    source.text(tokens[significant[position + 1]]) == name + "Example",
                    let open = significant[(position + 1)...].first(where: { tokens[$0].kind == .leftBrace })
                else { break }
                let close = tokens.closingIndex(of: open)
                return source.text(Int(tokens[index].start)..<Int(tokens[close].end)) + "\n"
            default: break
            }
        }
        return nil
    }
}
