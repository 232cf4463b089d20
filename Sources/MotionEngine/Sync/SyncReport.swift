import PiecesDiagnostics

/// What `pieces check` found.
package struct CheckReport: Sendable {
    package var diagnostics: [Diagnostic]
    /// Files skipped and why (foundation files, files that are not pieces).
    package var notes: [String]
    /// How many pieces were checked.
    package var checked: Int
    /// How many of the problems `pieces sync` fixes (stale, missing, extra or misplaced blocks);
    /// the others need an edit by hand.
    package var fixableBySync: Int = 0

    /// 0 clean, 1 findings, or the I/O status of the first unreadable file.
    package var exitStatus: Int32 { ExitStatus.of(diagnostics) }
}

/// What `pieces sync` changed, or would change with `--dry-run`.
package struct SyncReport: Sendable {
    package var changes: [FileChange]
    package var diagnostics: [Diagnostic]
    package var notes: [String]
    package var checked: Int
    /// Foundations named on the command line, which made every piece of the registry a candidate.
    package var foundations: [String] = []
    /// Pieces left as they were because of an error (a hand-edited block, a broken foundation, an
    /// unreadable file): the summary counts them, so it never reads as if all went well.
    package var refused = 0

    /// 0 when nothing is wrong; 1 when a file could not be synced, or (`hook`) when any file was
    /// rewritten, so that a pre-commit hook stops the commit for the user to re-stage.
    package func exitStatus(hook: Bool) -> Int32 {
        let status = ExitStatus.of(diagnostics)
        if status != 0 { return status }
        return hook && !changes.isEmpty ? ExitStatus.findings : 0
    }
}

/// One rewritten piece and why it changed.
package struct FileChange: Sendable, Equatable {
    package var path: String
    package var added: [String]
    package var removed: [String]
    /// Sections kept whose text changed in the foundation.
    package var refreshed: [String]
}
