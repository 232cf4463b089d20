import PiecesDiagnostics
import SwiftLexing

/// One named section of a foundation: the code between its marker and the next.
package struct FoundationSection: Sendable {
    /// `core`, `momentum`, …; unique across all foundations.
    package var name: String
    /// The block it is copied into (`motion` → `// MARK: - Piece motion`).
    package var kind: String
    /// Where the marker is.
    package var position: SourcePosition
    /// The code as copied into a piece: leading blank lines and trailing white space trimmed, `\n`
    /// line breaks, every top-level declaration `private`.
    package var text: String
    /// What the section declares, as pieces can name it.
    package var provides: [ProvidedName]

    /// The foundation file's text, which `tokens` index into.
    var source: SourceText
    /// The section's significant tokens, for finding what it uses.
    var tokens: [Token]
    /// Parameter and local variable names, which never count as uses.
    var localNames: Set<String>
    var declarations: [Declaration]
    var typeBodies: [TypeBody]
    /// A hand-written `// requires:` line: the names and where the line is.
    var handRequires: (names: [String], position: SourcePosition)?
    /// A hand-written `// provides:` line: the entries and where the line is.
    var handProvides: (entries: [String], position: SourcePosition)?
}
