import Foundation
import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// `pieces why NAME [--registry DIR] [--format F] [--quiet]`: for each section a piece carries,
/// the token of its code that pulled it in or the section that requires it, as notes through the
/// diagnostics renderer (so `--format json` and editors' `file:line:col` work). NAME is a piece of
/// the registry or the path of a piece file (an app's copy, say), explained against the
/// registry's foundations.
struct WhyCommand {
    let parsed: ParsedArguments
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let name = parsed.positional("name") ?? ""
        let listing: RegistryListing
        switch CatalogCommandSupport.listing(parsed: parsed, context: context) {
        case .failure(let failure): return output.stopped(failure.diagnostics, status: failure.status)
        case .success(let loaded): listing = loaded
        }
        let explanation: PieceExplanation
        do {
            explanation = try PieceExplanation.explaining(name, listing: listing, workingDirectory: context.workingDirectory)
        } catch let error as PieceLookupError {
            return output.stopped([error.diagnostic], status: ExitStatus.findings)
        } catch {
            let failure = CatalogCommandSupport.Failure(readError: error)
            return output.stopped(failure.diagnostics, status: failure.status)
        }
        // In JSON the sections are results, not notes; a piece with none keeps the note saying so.
        guard !output.isJSON else {
            return output.finished(explanation.entries.isEmpty ? explanation.diagnostics : [], summary: explanation.summary,
                                   json: CatalogResults.why(explanation))
        }
        return output.finished(explanation.diagnostics, summary: explanation.summary)
    }
}
