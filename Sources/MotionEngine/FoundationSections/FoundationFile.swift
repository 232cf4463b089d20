import SwiftLexing

/// One parsed foundation file (`registry/foundation/PieceMotion.swift`).
package struct FoundationFile: Sendable {
    /// The path as shown in diagnostics.
    package var path: String
    package var source: SourceText
    /// The marker prefix: `pieces`, or `swiftpieces` for upstream registries.
    package var prefix: String
    /// The header's `// version:`.
    package var version: String
    /// The header's `// about:` lines, without the key.
    package var about: [String]
    package var sections: [FoundationSection]
    /// Problems found while reading it.
    package var errors: [FoundationFinding]

    /// Whether this foundation is written for the upstream `swiftpieces` tooling, whose block shape
    /// the tool then reproduces exactly.
    package var isUpstream: Bool { prefix == "swiftpieces" }
}
