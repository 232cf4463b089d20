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

    static let summary = "%@ carries %d section(s): %@"
    static let emptySummary = "%@ carries no block"

    func run() -> ToolOutput {
        let name = parsed.positional("name") ?? ""
        let listing: RegistryListing
        switch CatalogCommandSupport.listing(parsed: parsed, context: context) {
        case .failure(let failure): return output.stopped(failure.diagnostics, status: failure.status)
        case .success(let loaded): listing = loaded
        }
        let explanation: PieceExplanation
        do {
            explanation = try explain(name, listing: listing)
        } catch let error as PieceLookupError {
            return output.stopped([error.diagnostic], status: ExitStatus.findings)
        } catch {
            let failure = CatalogCommandSupport.Failure(readError: error)
            return output.stopped(failure.diagnostics, status: failure.status)
        }
        let piece = RegistryListing.pieceName(ofPath: explanation.path)
        let sections = explanation.entries.map(\.section)
        let summary = sections.isEmpty ? format(Self.emptySummary, piece)
            : format(Self.summary, piece, sections.count, sections.joined(separator: ", "))
        return ToolOutput(standardOutput: output.render(explanation.diagnostics, summary: summary))
    }

    /// A piece of the registry by name, else a piece file on disk.
    private func explain(_ name: String, listing: RegistryListing) throws -> PieceExplanation {
        if let path = listing.piecePath(named: name) { return try PieceExplanation(piece: path, listing: listing) }
        let file = URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: context.workingDirectory)).standardizedFileURL.path
        if name.hasSuffix(".swift"), FileManager.default.fileExists(atPath: file) {
            return try PieceExplanation(file: name, bytes: BoundedFile.read(file, limit: .swiftSource), listing: listing)
        }
        throw PieceLookupError(name: name, suggestion: listing.suggestion(forPiece: name), source: listing.displayName)
    }
}
