import MotionEngine
import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// The parameters a `///` doc comment documents: the items of a `- Parameters:` list
/// (`///   - name: text`) and single `- Parameter name: text` lines, each with its continuation
/// lines (indented deeper than the item, not starting with `- `) folded into one description.
struct DocCommentParameters: Sendable {
    struct Entry: Sendable, Equatable {
        var name: String
        var description: String
        /// Where the name is written.
        var position: SourcePosition
    }

    private(set) var entries: [Entry] = []

    private static let listMarker = "- parameters:"
    private static let singleMarker = "- parameter "

    /// Reads the `///` line tokens of one doc comment.
    init(lines: [Token], source: SourceText) {
        var listIndent: Int?
        var current: (entry: Int, indent: Int)?
        for token in lines {
            let text = String(source.text(token).dropFirst(3))
            let location = source.location(of: Int(token.start))
            let indent = text.prefix { $0 == " " || $0 == "\t" }.count
            let trimmed = text.trimmed(of: " \t")
            if trimmed.isEmpty {
                listIndent = nil
                current = nil
                continue
            }
            guard trimmed.hasPrefix("- ") else {
                if let open = current, indent > open.indent {
                    entries[open.entry].description += " " + trimmed
                } else {
                    current = nil
                }
                continue
            }
            // Columns: `///`, the indent, then `- ` (and `Parameter ` for the single form).
            let itemColumn = location.column + 3 + indent + 2
            if let outer = listIndent, indent > outer {
                current = add(
                    String(trimmed.dropFirst(2)), column: itemColumn, line: location.line, indent: indent,
                    file: source.path)
                continue
            }
            listIndent = nil
            current = nil
            let lowered = trimmed.lowercased()
            if lowered == Self.listMarker {
                listIndent = indent
            } else if lowered.hasPrefix(Self.singleMarker) {
                let item = String(trimmed.dropFirst(Self.singleMarker.count))
                current = add(
                    item, column: itemColumn + Self.singleMarker.count - 2, line: location.line, indent: indent,
                    file: source.path)
            }
        }
    }

    /// Adds `name: text`; returns the entry's index and indent for continuation lines.
    private mutating func add(_ item: String, column: Int, line: Int, indent: Int, file: String) -> (
        entry: Int, indent: Int
    )? {
        guard let colon = item.firstIndex(of: ":") else { return nil }
        let name = item[..<colon].trimmed(of: " \t`")
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        let description = item[item.index(after: colon)...].trimmed(of: " \t")
        entries.append(
            Entry(
                name: name, description: description, position: SourcePosition(file: file, line: line, column: column)))
        return (entries.count - 1, indent)
    }
}
