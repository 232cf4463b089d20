import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// Header text from a registry someone else wrote, made safe for a terminal.
///
/// A piece's title or description could carry `ESC [ …` sequences (rewriting what the terminal
/// shows, or its title) or other control characters. `build` refuses them in a header, and
/// `list`, `info` and `search` print any that reach them (a registry built elsewhere) escaped.
package enum HeaderText {
    /// Whether `scalar` is a control character other than tab and line feed (C0, DEL or C1), or a
    /// bidirectional override (`TerminalText`).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { TerminalText.isUnsafe(scalar) }

    /// `text` with every control character but tab and line feed, and every bidirectional
    /// override, written as `\u{1B}`.
    package static func escaped(_ text: String) -> String { TerminalText.escaped(text) }

    /// One problem per header line (the leading comment lines, up to the first blank line) holding
    /// a control character other than tab, or a line ending other than `\n`/`\r\n`.
    static func controlProblems(in piece: PieceDescriptor) -> [CatalogFinding] {
        guard let bytes = piece.files.first(where: { $0.path == piece.path })?.bytes else { return [] }
        var problems: [CatalogFinding] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.hasSuffix("\r") ? line.dropLast() : line
            if content.trimmingWhitespace().isEmpty { break }
            if content.unicodeScalars.contains(where: isControl) {
                problems.append(.controlCharacters(SourcePosition(file: piece.displayPath, line: index + 1)))
            }
        }
        return problems
    }
}
