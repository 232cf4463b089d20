import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// The wording of `pieces check` (the CLI and the MCP server's `check` tool say the same): the
/// engine reports what it found, this says it.
extension CheckReport {
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

    /// What `pieces check` reports: the problems, then the notes on what was skipped.
    package var reported: [Diagnostic] { diagnostics + skippedNotes(notes) }

    /// The line `pieces check` ends with: how many pieces, how many problems, what `sync` fixes.
    package var summary: String {
        let problems = diagnostics.filter { $0.severity != .note }.count
        // Warnings alone (an upstream foundation's incomplete lists) leave the blocks current and the exit 0.
        if !diagnostics.contains(where: { $0.severity == .error }), problems > 0 {
            return Self.cleanSummary(checked).text + Self.warningsSuffix(problems).text
        }
        return Self.summary(checked: checked, problems: problems, fixable: fixableBySync)
    }

    static func summary(checked: Int, problems: Int, fixable: Int) -> String {
        if problems == 0 { return Self.cleanSummary(checked).text }
        if fixable >= problems { return Self.syncFixesAllSummary(checked, problems).text }
        if fixable > 0 { return Self.syncFixesSomeSummary(checked, problems, fixable).text }
        return Self.syncFixesNoneSummary(checked, problems).text
    }
}
