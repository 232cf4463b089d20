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
    static let listFix = "run `pieces list` to see the pieces, or `pieces search WORDS` to find one"
    /// How messages name the embedded registry (the lock's word for it, `embedded`, is internal).
    static let embeddedName = "the registry built into pieces"

    /// 1, as for every unknown name: the registry was read, it has no such piece.
    package var exitStatus: Int32 { ExitStatus.findings }

    package var diagnosticBody: Diagnostic {
        let shown = source == EmbeddedRegistry.name ? Self.embeddedName : source
        return Diagnostic(
            severity: .error, code: "piece-unknown", message: Self.message(name, shown).text,
            fix: suggestion.map { Self.suggestionFix($0).text } ?? Self.listFix)
    }
}
