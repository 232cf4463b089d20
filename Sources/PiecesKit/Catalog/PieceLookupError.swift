/// A piece name a command was given that the registry does not have.
public struct PieceLookupError: Error, Sendable, Equatable {
    public var name: String
    public var suggestion: String?
    /// The registry searched, as messages name it.
    public var source: String

    static let message = "no piece named '%@' in %@"
    static let suggestionFix = "did you mean '%@'?"
    static let listFix = "run `pieces list` to see the pieces, or `pieces search WORDS` to find one"
    /// How messages name the embedded registry (the lock's word for it, `embedded`, is internal).
    static let embeddedName = "the registry built into pieces"

    public var diagnostic: Diagnostic {
        let shown = source == EmbeddedRegistry.name ? Self.embeddedName : source
        return Diagnostic(severity: .error, code: "piece-unknown", message: format(Self.message, name, shown),
                   fix: suggestion.map { format(Self.suggestionFix, $0) } ?? Self.listFix)
    }
}
