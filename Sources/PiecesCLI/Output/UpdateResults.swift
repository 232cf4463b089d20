import PieceCatalog
import PieceInstall
import PiecesSupport

/// `update --format json`: one result per file, `{piece, file, path, destination, action,
/// conflictLines}`.
enum UpdateResults {
    static func json(_ report: Updater.Report, done: Bool, dryRun: Bool, display: (String) -> String)
        -> ReportOutput.JSONPart
    {
        let results = report.items.map { item -> JSONValue in
            .object([
                "piece": .string(item.piece), "file": .string(display(item.path)), "path": .string(item.relativePath),
                "destination": AddResults.destinationJSON(item.destination),
                "action": .string(action(item.action, done: done)),
                "conflictLines": .array(item.conflictLines.map(JSONValue.int))
            ])
        }
        let updated = report.changes.map { change -> JSONValue in
            .object(["name": .string(change.name), "from": .string(change.from), "to": .string(change.to)])
        }
        return ReportOutput.JSONPart(results: results, counts: ["dryRun": .bool(dryRun), "updated": .array(updated)])
    }

    /// `unchanged`, `kept`, and `replaced`, `created`, `merged`, `conflicted` when done, else
    /// `would be replaced`, … (a dry run, or an update refused before writing).
    static func action(_ action: Updater.Item.Action, done: Bool) -> String {
        let word: String
        switch action {
        case .unchanged: return "unchanged"
        case .keepLocal: return "kept"
        case .replace: word = "replaced"
        case .create: word = "created"
        case .merge: word = "merged"
        case .conflict: word = "conflicted"
        }
        return done ? word : "would be " + word
    }
}
