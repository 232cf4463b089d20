import MotionEngine
import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// A piece's parameters, derived from its code and its doc comment so they are never typed twice:
/// names, types and defaults from the main type's first public `init`, descriptions from the
/// `- Parameters:` list of the main type's `///` doc comment.
package struct ParameterTable: Sendable, Equatable {
    /// One parameter of the piece.
    package struct Row: Sendable, Equatable {
        /// The argument label callers write (`_` for none).
        package var label: String
        /// The parameter's name, as the doc comment names it.
        package var name: String
        /// The type as written (`@escaping` dropped).
        package var type: String
        /// The default expression as written; nil when callers must pass a value.
        package var defaultValue: String?
        /// From the doc comment; empty when undocumented.
        package var description: String

        /// The default expression, or `required`.
        package var defaultText: String { defaultValue ?? ParameterTable.requiredText }

        package init(label: String, name: String, type: String, defaultValue: String?, description: String) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.description = description
        }
    }

    /// What the table shows for a parameter without a default.
    static let requiredText = "required"

    package var rows: [Row]
    /// Undocumented parameters, documented ones the init does not take, and a note when the type
    /// has several public initializers.
    package var problems: [CatalogFinding]

    package init(rows: [Row] = [], problems: [CatalogFinding] = []) {
        self.rows = rows
        self.problems = problems
    }

    /// The table of `type`, whose tokens come from `source`.
    init(type: MainTypeDeclaration, source: SourceText) {
        let documented = DocCommentParameters(lines: type.docComment, source: source).entries
        let initializers = type.initializers
        let parameters = initializers.first?.parameters ?? []
        var problems: [CatalogFinding] = []
        if initializers.count > 1 {
            problems.append(
                .severalInitializers(
                    Self.position(of: initializers[1].keyword, in: source), type: type.name, count: initializers.count))
        }
        rows = parameters.map { parameter in
            Row(
                label: parameter.label, name: parameter.name, type: parameter.type,
                defaultValue: parameter.defaultValue,
                description: documented.first { $0.name == parameter.name }?.description ?? "")
        }
        let names = parameters.map(\.name)
        for entry in documented where !names.contains(entry.name) {
            let suggestion = EditDistance.suggestion(
                for: entry.name, among: names.filter { name in !documented.contains { $0.name == name } })
            problems.append(
                .unknownDocParameter(entry.position, name: entry.name, type: type.name, suggestion: suggestion))
        }
        for parameter in parameters where !documented.contains(where: { $0.name == parameter.name }) {
            problems.append(
                .undocumentedParameter(
                    Self.position(of: parameter.nameToken, in: source), name: parameter.name, type: type.name))
        }
        self.problems = problems.sorted {
            ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
        }
    }

    private static func position(of token: Token, in source: SourceText) -> SourcePosition {
        let location = source.location(of: Int(token.start))
        return SourcePosition(file: source.path, line: location.line, column: location.column)
    }
}
