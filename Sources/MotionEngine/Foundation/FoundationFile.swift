import SwiftLexing

/// One parsed foundation file (`registry/foundation/PieceMotion.swift`).
public struct FoundationFile: Sendable {
    /// The path as shown in diagnostics.
    public var path: String
    public var source: SourceText
    /// The marker prefix: `pieces`, or `swiftpieces` for upstream registries.
    public var prefix: String
    /// The header's `// version:`.
    public var version: String
    /// The header's `// about:` lines, without the key.
    public var about: [String]
    public var sections: [FoundationSection]
    /// Problems found while reading it.
    public var errors: [FoundationError]

    /// Whether this foundation is written for the upstream `swiftpieces` tooling, whose block shape
    /// the tool then reproduces exactly.
    public var isUpstream: Bool { prefix == "swiftpieces" }
}
