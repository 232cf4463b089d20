import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `add --format json`: one result per file, naming its piece, version, destination and action.
enum AddResults {
    /// `{piece, version, file, path, destination: {project, target, path}, action, diff}` per file
    /// (`diff` only with `--diff`, else `null`), and the counts of each action with the pieces installed.
    static func json(_ report: Installer.Report, dryRun: Bool, withDiff: Bool, display: (String) -> String)
        -> ReportOutput.JSONPart
    {
        let outcome = report.outcome(dryRun: dryRun)
        let destination = report.lockDestination.map(destinationJSON) ?? .null
        let results = report.plan.items.map { item -> JSONValue in
            .object([
                "piece": .string(item.piece), "version": .string(item.version), "file": .string(display(item.path)),
                "path": .string(item.relativePath), "destination": destination,
                "action": .string(Installer.Report.action(item.action, outcome: outcome)),
                "diff": .optional(withDiff ? Installer.Report.diff(item, label: display(item.path)) : nil)
            ])
        }
        var counts: [String: JSONValue] = ["dryRun": .bool(dryRun), "files": .int(report.plan.items.count)]
        counts["written"] = .int(report.wrote ? report.plan.items.filter(\.writes).count : 0)
        counts["pieces"] = .array(
            report.pieces.map { piece in
                .object([
                    "name": .string(piece.name), "version": .string(piece.version),
                    "dependency": .bool(piece.isDependency)
                ])
            })
        let added = report.projectEntriesAdded
        counts["project"] =
            report.projectFile.flatMap { file in
                added > 0 ? .object(["file": .string(display(file)), "entriesAdded": .int(added)]) : nil
            } ?? .null
        counts["requirements"] = .array(report.requirementSteps.map(requirementJSON))
        return ReportOutput.JSONPart(results: results, counts: counts)
    }

    /// `{kind, subject, detail, action, place}`: `package` (subject the URL, detail `from … (product …)`)
    /// or `infoPlist` (the key and its value); `add`, `present` or `conflict`.
    static func requirementJSON(_ step: RequirementStep) -> JSONValue {
        .object([
            "kind": .string(step.kind.rawValue), "subject": .string(step.subject), "detail": .string(step.detail),
            "action": .string(step.action.rawValue), "place": .string(step.place)
        ])
    }

    /// `{project, target, path}`, `null` for what the destination does not have.
    static func destinationJSON(_ destination: Destination) -> JSONValue {
        .object([
            "project": .optional(destination.project), "target": .optional(destination.target),
            "path": .optional(destination.path)
        ])
    }
}
