import PieceCatalog
import PieceInstall
import PiecesSupport

/// `status` and `outdated` in JSON: one result per installed piece and destination.
enum InstalledResults {
    /// `status`: `StatusReport`'s rows (shared with the MCP `status` tool), counted by state.
    static func status(_ report: StatusReport) -> ReportOutput.JSONPart {
        var rows: [JSONValue] = []
        if case .object(let document) = report.document, case .array(let pieces)? = document["pieces"] { rows = pieces }
        var states: [String: JSONValue] = [:]
        for state in PieceState.allCases {
            states[state.rawValue] = .int(report.pieces.filter { $0.states.contains(state) }.count)
        }
        return ReportOutput.JSONPart(
            results: rows, counts: ["pieces": .int(report.pieces.count), "states": .object(states)])
    }

    /// `outdated`: the pieces that are outdated or have unresolved conflicts,
    /// `{name, destination: {project, target, path}, installed, registry, outdated, localEdits, conflicted, missing}`.
    static func outdated(_ pieces: [InstalledPieces.Piece]) -> ReportOutput.JSONPart {
        let shown = pieces.filter { $0.isOutdated || !$0.conflicts.isEmpty }
        let rows = shown.map { piece -> JSONValue in
            .object([
                "name": .string(piece.entry.name), "destination": AddResults.destinationJSON(piece.destination),
                "installed": .string(piece.entry.version),
                "registry": .optional(piece.registryVersion), "outdated": .bool(piece.isOutdated),
                "localEdits": .bool(piece.hasLocalEdits),
                "conflicted": .bool(!piece.conflicts.isEmpty),
                "missing": .strings(piece.missingFiles.map(\.relativePath))
            ])
        }
        return ReportOutput.JSONPart(
            results: rows,
            counts: [
                "pieces": .int(pieces.count), "outdated": .int(pieces.filter(\.isOutdated).count)
            ])
    }

    /// `remove`: the notes per file deleted (or that would be), the project edit and what is taken
    /// back of the pieces' packages and keys are the results (`{code, file, line, message, detail}`,
    /// code `removed` or `project-requirements`); the summary names the pieces, counts the files
    /// deleted and lists the requirement steps (`{kind, subject, detail, action, place}`, action
    /// `remove` or `keep`).
    static func remove(_ reports: [Remover.Report], dryRun: Bool) -> ReportOutput.JSONPart {
        let deleted = reports.filter(\.wrote).map(\.removed.count).reduce(0, +)
        let steps = reports.filter { dryRun || $0.wrote }.flatMap(\.requirementSteps)
        return ReportOutput.JSONPart(
            counts: [
                "pieces": .strings(reports.compactMap(\.name)), "deleted": .int(deleted), "dryRun": .bool(dryRun),
                "requirements": .array(steps.map(AddResults.requirementJSON))
            ],
            resultCodes: ["removed", RequirementStep.code])
    }
}
