import PiecesSupport
import PiecesDiagnostics

extension Synchronizer {
    /// Why the registry of `sync` or `check` could not be found or its foundations read.
    package struct LoadFailure: Error {
        package var diagnostic: Diagnostic
        package var status: Int32

        package init(diagnostic: Diagnostic, status: Int32) {
            self.diagnostic = diagnostic
            self.status = status
        }
    }

    /// The engine of `pieces sync`/`check` and of the MCP server's `sync_registry`/`check_registry`:
    /// the registry `registry` names, else the nearest one above `workingDirectory`.
    package static func load(registry: String?, workingDirectory: String, strict: Bool) -> Result<Synchronizer, LoadFailure> {
        do {
            let found = try Registry.locate(explicit: registry, from: workingDirectory)
            do {
                return .success(try Synchronizer(registry: found, workingDirectory: workingDirectory, strict: strict))
            } catch {
                return .failure(LoadFailure(diagnostic: error.diagnostic, status: ExitStatus.ioError))
            }
        } catch {
            return .failure(LoadFailure(diagnostic: error.diagnostic, status: error.exitStatus))
        }
    }

    static let cleanSummary = "checked %d piece(s): all blocks current"
    static let warningsSuffix = "; %d warning(s)"
    static let syncFixesAllSummary = "checked %d piece(s): %d problem(s); run `pieces sync` to fix them"
    static let syncFixesSomeSummary = "checked %d piece(s): %d problem(s); `pieces sync` fixes %d of them, the rest need the edits named above"
    static let syncFixesNoneSummary = "checked %d piece(s): %d problem(s); fix them as named above (`pieces sync` cannot)"
    static let syncSummary = "synced %d piece(s): %d updated"
    static let dryRunSyncSummary = "checked %d piece(s): %d would be updated (dry run, nothing written)"
}

/// Files the engine did not look at, and why, as notes.
func skippedNotes(_ notes: [String]) -> [Diagnostic] { notes.map { Diagnostic(severity: .note, code: "skipped", message: $0) } }

extension CheckReport {
    /// What `pieces check` reports: the problems, then the notes on what was skipped.
    package var reported: [Diagnostic] { diagnostics + skippedNotes(notes) }

    /// The line `pieces check` ends with: how many pieces, how many problems, what `sync` fixes.
    package var summary: String {
        let problems = diagnostics.filter { $0.severity != .note }.count
        // Warnings alone (an upstream foundation's incomplete lists) leave the blocks current and the exit 0.
        if !diagnostics.contains(where: { $0.severity == .error }), problems > 0 {
            return format(Synchronizer.cleanSummary, checked) + format(Synchronizer.warningsSuffix, problems)
        }
        return Self.summary(checked: checked, problems: problems, fixable: fixableBySync)
    }

    static func summary(checked: Int, problems: Int, fixable: Int) -> String {
        if problems == 0 { return format(Synchronizer.cleanSummary, checked) }
        if fixable >= problems { return format(Synchronizer.syncFixesAllSummary, checked, problems) }
        if fixable > 0 { return format(Synchronizer.syncFixesSomeSummary, checked, problems, fixable) }
        return format(Synchronizer.syncFixesNoneSummary, checked, problems)
    }
}

extension SyncReport {
    static let updatedMessage = "updated: %@"
    static let wouldUpdateMessage = "would update: %@"

    /// What `pieces sync` reports, in order: a note per file rewritten (or that would be), the
    /// problems, then the notes on what was skipped.
    package func reported(dryRun: Bool) -> [Diagnostic] {
        let rewritten = changes.map { change in
            Diagnostic(severity: .note, code: "synced", message: format(dryRun ? Self.wouldUpdateMessage : Self.updatedMessage, change.summary), file: change.path)
        }
        return rewritten + diagnostics + skippedNotes(notes)
    }

    /// The line `pieces sync` ends with.
    package func summary(dryRun: Bool) -> String {
        format(dryRun ? Synchronizer.dryRunSyncSummary : Synchronizer.syncSummary, checked, changes.count)
    }
}
