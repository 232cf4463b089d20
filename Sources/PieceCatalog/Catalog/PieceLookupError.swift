import PiecesSupport
import PiecesDiagnostics

/// A piece name a command was given that the registry does not have.
public struct PieceLookupError: DiagnosticConvertible, Sendable, Equatable {
    public var name: String
    public var suggestion: String?
    /// The registry searched, as messages name it.
    public var source: String

    package init(name: String, suggestion: String?, source: String) {
        self.name = name
        self.suggestion = suggestion
        self.source = source
    }

    static let message = "no piece named '%@' in %@"
    static let suggestionFix = "did you mean '%@'?"
    static let listFix = "run `pieces list` to see the pieces, or `pieces search WORDS` to find one"

    /// 1, as for every unknown name: the registry was read, it has no such piece.
    package var exitStatus: Int32 { ExitStatus.findings }

    package var diagnosticBody: Diagnostic {
        Diagnostic(severity: .error, code: "piece-unknown", message: format(Self.message, name, source),
                   fix: suggestion.map { format(Self.suggestionFix, $0) } ?? Self.listFix)
    }
}
