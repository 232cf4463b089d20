import Testing

@testable import PieceInstall
@testable import PiecesDiagnostics

/// How far a command that writes several files got, and the words it ends with: a refusal speaks as
/// a dry run does, and only a write that stopped part way says so.
@Suite("write outcome")
struct WriteOutcomeTests {
    static let refusal = Diagnostic(severity: .error, code: "local-edits", message: "refused")
    static let partial = Diagnostic(severity: .error, code: InstallError.partialWriteCode, message: "stopped")

    @Test func theOutcomeFollowsFromTheRunAndItsDiagnostics() {
        #expect(WriteOutcome(dryRun: false, failed: false, diagnostics: []) == .written)
        #expect(WriteOutcome(dryRun: true, failed: false, diagnostics: []) == .dryRun)
        #expect(WriteOutcome(dryRun: false, failed: true, diagnostics: [Self.refusal]) == .refused)
        #expect(WriteOutcome(dryRun: true, failed: true, diagnostics: [Self.refusal]) == .refused)
        #expect(WriteOutcome(dryRun: false, failed: true, diagnostics: [Self.refusal, Self.partial]) == .stoppedPartWay)
        #expect(
            WriteOutcome(dryRun: false, failed: false, diagnostics: [Self.partial]) == .written,
            "a run that did not fail wrote everything, whatever it reported")
    }

    @Test func aRefusalAndADryRunSayWhatWouldBeDone() {
        #expect([WriteOutcome.written, .dryRun, .refused, .stoppedPartWay].filter(\.wouldBe) == [.dryRun, .refused])
    }

    @Test func everyOutcomeButAWriteEndsWithItsSummary() {
        #expect(WriteOutcome.written.summary == nil)
        #expect(WriteOutcome.dryRun.summary == "dry run: nothing was written")
        #expect(WriteOutcome.refused.summary == "nothing was written")
        #expect(WriteOutcome.stoppedPartWay.summary?.hasSuffix("run the same command again to finish") == true)
    }
}
