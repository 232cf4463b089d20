import PiecesDiagnostics
import PiecesSupport

extension Synchronizer {
    static func cleanSummary(_ checked: Int) -> Message { "checked \(checked, "piece"): all blocks current" }
    static func warningsSuffix(_ problems: Int) -> Message { "; \(problems, "warning")" }
    static func syncFixesAllSummary(_ checked: Int, _ problems: Int) -> Message {
        "checked \(checked, "piece"): \(problems, "problem"); run `pieces sync` to fix them"
    }
    static func syncFixesSomeSummary(_ checked: Int, _ problems: Int, _ fixable: Int) -> Message {
        """
        checked \(checked, "piece"): \(problems, "problem"); `pieces sync` fixes \(fixable) of them, the rest need \
        the edits named above
        """
    }
    static func syncFixesNoneSummary(_ checked: Int, _ problems: Int) -> Message {
        "checked \(checked, "piece"): \(problems, "problem"); fix them as named above (`pieces sync` cannot)"
    }
}

/// Files the engine did not look at, and why, as notes.
func skippedNotes(_ notes: [String]) -> [Diagnostic] {
    notes.map { Diagnostic(severity: .note, code: "skipped", message: $0) }
}

extension CheckReport {
    /// What `pieces check` reports: the problems, then the notes on what was skipped.
    package var reported: [Diagnostic] { diagnostics + skippedNotes(notes) }

    /// The line `pieces check` ends with: how many pieces, how many problems, what `sync` fixes.
    package var summary: String {
        let problems = diagnostics.filter { $0.severity != .note }.count
        // Warnings alone (an upstream foundation's incomplete lists) leave the blocks current and the exit 0.
        if !diagnostics.contains(where: { $0.severity == .error }), problems > 0 {
            return Synchronizer.cleanSummary(checked).text + Synchronizer.warningsSuffix(problems).text
        }
        return Self.summary(checked: checked, problems: problems, fixable: fixableBySync)
    }

    static func summary(checked: Int, problems: Int, fixable: Int) -> String {
        if problems == 0 { return Synchronizer.cleanSummary(checked).text }
        if fixable >= problems { return Synchronizer.syncFixesAllSummary(checked, problems).text }
        if fixable > 0 { return Synchronizer.syncFixesSomeSummary(checked, problems, fixable).text }
        return Synchronizer.syncFixesNoneSummary(checked, problems).text
    }
}

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
