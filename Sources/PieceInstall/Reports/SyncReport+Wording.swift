import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// The wording of `pieces sync` (the CLI and the MCP server's `sync` tool say the same).
extension SyncReport {
    static func updatedMessage(_ change: String) -> Message { "updated: \(change)" }
    static func wouldUpdateMessage(_ change: String) -> Message { "would update: \(change)" }
    /// The code of the note per rewritten piece.
    package static let syncedCode = "synced"

    /// What `pieces sync` reports, in order: a note per file rewritten (or that would be), the
    /// problems, then the notes on what was skipped.
    package func reported(dryRun: Bool) -> [Diagnostic] {
        let rewritten = changes.map { change in
            Diagnostic(
                severity: .note, code: Self.syncedCode,
                message: dryRun ? Self.wouldUpdateMessage(change.summary) : Self.updatedMessage(change.summary),
                file: change.path)
        }
        return rewritten + diagnostics + skippedNotes(notes)
    }

    /// The line `pieces sync` ends with; it counts the pieces errors kept from syncing, so it
    /// never reads "synced 14 pieces" when 2 were refused.
    package func summary(dryRun: Bool) -> String {
        switch (dryRun, refused) {
        case (false, 0): Self.synced(checked, updated: changes.count).text
        case (false, _): Self.syncedSome(checked, updated: changes.count, refused: refused).text
        case (true, 0): Self.syncDryRun(checked, updated: changes.count).text
        case (true, _): Self.syncDryRunSome(checked, updated: changes.count, refused: refused).text
        }
    }
}

extension SyncReport {
    static func synced(_ checked: Int, updated: Int) -> Message { "synced \(checked, "piece"): \(updated) updated" }

    static func syncedSome(_ checked: Int, updated: Int, refused: Int) -> Message {
        """
        synced \(checked - refused) of \(checked, "piece"): \(updated) updated; \(refused) not synced (the errors \
        above say why)
        """
    }

    static func syncDryRun(_ checked: Int, updated: Int) -> Message {
        "checked \(checked, "piece"): \(updated) would be updated (dry run, nothing written)"
    }

    static func syncDryRunSome(_ checked: Int, updated: Int, refused: Int) -> Message {
        """
        checked \(checked, "piece"): \(updated) would be updated, \(refused) could not be synced (the errors above \
        say why); dry run, nothing written
        """
    }
}

extension FileChange {
    /// `added momentum; refreshed roles`, or `layout` when only the block's spacing changed.
    package var summary: String {
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed " + removed.joined(separator: ", ")) }
        if !refreshed.isEmpty { parts.append("refreshed " + refreshed.joined(separator: ", ")) }
        return parts.isEmpty ? "rewrote the block's layout" : parts.joined(separator: "; ")
    }
}

/// Files the engine did not look at, and why, as notes.
func skippedNotes(_ notes: [String]) -> [Diagnostic] {
    notes.map { Diagnostic(severity: .note, code: "skipped", message: $0) }
}
