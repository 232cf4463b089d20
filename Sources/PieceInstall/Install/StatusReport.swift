import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// What `pieces status` and the MCP server's `status` tool report: every installed piece in the
/// destinations the request leaves, its versions and states, and the problems worth knowing
/// (unreadable registries, conflicts, missing files) as warnings. Reading only.
package struct StatusReport {
    static let emptySummary = "no pieces installed here"
    static func summaryLine(_ pieces: Int, _ counts: String) -> Message { "\(pieces, "installed piece"): \(counts)" }

    package var pieces: [InstalledPieces.Piece]
    /// Warnings only: conflicts are errors elsewhere; here they are part of the picture, not a failure.
    package var problems: [Diagnostic]

    /// Reads the lock and the registries; fails when they cannot be read (the lock, a project,
    /// a registry). The project is located and `pieces.json` read through `session`, once.
    package static func load(request: InstallRequest, session: ProjectSession = ProjectSession())
        throws(DiagnosticError) -> StatusReport
    {
        let installed = try InstalledPieces.load(
            request: request, name: nil, requireRegistry: false, session: session)
        let pieces = installed.pieces
        var problems = installed.warnings + pieces.flatMap { $0.conflicts.map(\.diagnostic) }
        problems += pieces.flatMap(\.missingFileDiagnostics)
        problems = problems.map {
            var note = $0
            if note.severity == .error { note.severity = .warning }
            return note
        }
        return StatusReport(pieces: pieces, problems: problems)
    }

    /// `3 installed piece(s): 2 current, 1 edited`.
    package var summary: String {
        pieces.isEmpty ? Self.emptySummary : Self.summaryLine(pieces.count, Self.counts(pieces)).text
    }

    /// `2 current, 1 edited`: how many pieces have each state.
    package static func counts(_ pieces: [InstalledPieces.Piece], only: [PieceState] = PieceState.allCases) -> String {
        only.compactMap { state in
            let count = pieces.filter { $0.states.contains(state) }.count
            return count == 0 ? nil : "\(count) \(state.rawValue)"
        }.joined(separator: ", ")
    }

    /// `{"pieces": [{name, destination, installed, registry, registrySource, state, states, files}]}`:
    /// `pieces status --format json` and the MCP tool's structured result.
    package var document: JSONValue {
        let rows = pieces.map { piece -> JSONValue in
            let destination = piece.destination
            return .object([
                "name": .string(piece.entry.name),
                "destination": .object([
                    "project": .optional(destination.project), "target": .optional(destination.target),
                    "path": .optional(destination.path)
                ]),
                "installed": .string(piece.entry.version), "registry": .optional(piece.registryVersion),
                "registrySource": .string(piece.entry.registry),
                "state": .string(piece.states[0].rawValue), "states": .strings(piece.states.map(\.rawValue)),
                "files": .strings(piece.files.filter { $0.locked != nil }.map(\.relativePath))
            ])
        }
        return .object(["pieces": .array(rows)])
    }
}
