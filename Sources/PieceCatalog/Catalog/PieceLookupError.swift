import PiecesDiagnostics
import PiecesSupport

/// A piece name a command was given that the registry does not have.
package struct PieceLookupError: DiagnosticConvertible, Sendable, Equatable {
    package var name: String
    package var suggestion: String?
    /// The registry searched, as messages name it.
    package var source: String

    package init(name: String, suggestion: String?, source: String) {
        self.name = name
        self.suggestion = suggestion
        self.source = source
    }

    static func message(_ name: String, _ shown: String) -> Message { "no piece named '\(name)' in \(shown)" }
    static func suggestionFix(_ suggestion: String) -> Message { "did you mean '\(suggestion)'?" }
    static let listFix: Message = "run `pieces list` to see the pieces, or `pieces search WORDS` to find one"
    /// How messages name the embedded registry (the lock's word for it, `embedded`, is internal).
    static let embeddedName = "the registry built into pieces"

    /// `piece-unknown`, 1 as for every unknown name: the registry was read, it has no such piece.
    package var diagnostic: Diagnostic {
        let shown = source == EmbeddedRegistry.name ? Self.embeddedName : source
        return .error(
            "piece-unknown", Self.message(name, shown), fix: suggestion.map(Self.suggestionFix) ?? Self.listFix,
            status: ExitStatus.findings)
    }
}
