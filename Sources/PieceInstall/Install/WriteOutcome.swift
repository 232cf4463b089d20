import PiecesDiagnostics

/// How far a command that writes several files as one step got (`add`, `update`, `remove`). It
/// decides the wording, the same for every such command: a dry run and a refusal before any write
/// both speak of what "would be" done, so a refused `add` never says "created"; only a write that
/// failed after some files were renamed into place says it stopped part way, and that running the
/// command again finishes the job.
package enum WriteOutcome: Equatable, Sendable {
    /// Everything was written (or there was nothing to write).
    case written
    /// Nothing was meant to be written.
    case dryRun
    /// Refused or failed before anything was written.
    case refused
    /// A write failed after some files were already in place.
    case stoppedPartWay

    static let dryRunSummary = "dry run: nothing was written"
    static let refusedSummary = "nothing was written"
    package static let partialSummary =
        "stopped part way: the files named above were changed; run the same command again to finish"

    /// The outcome of a run that `failed` (ended with an error) or not; the diagnostics tell a
    /// refusal from a write that stopped part way.
    package init(dryRun: Bool, failed: Bool, diagnostics: [Diagnostic]) {
        if !failed {
            self = dryRun ? .dryRun : .written
        } else if diagnostics.contains(where: { $0.code == InstallError.partialWriteCode }) {
            self = .stoppedPartWay
        } else {
            self = .refused
        }
    }

    /// Whether the per-file lines say what would be done rather than what was done.
    package var wouldBe: Bool { self == .dryRun || self == .refused }

    /// The line the command ends with, or nil when everything was written: then the command
    /// says what it wrote.
    package var summary: String? {
        switch self {
        case .written: nil
        case .dryRun: Self.dryRunSummary
        case .refused: Self.refusedSummary
        case .stoppedPartWay: Self.partialSummary
        }
    }
}
