import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces why NAME [--registry DIR] [--format F] [--quiet]`: for each section a piece carries,
/// the token of its code that pulled it in or the section that requires it, as notes through the
/// diagnostics renderer (so `--format json` and editors' `file:line:col` work). NAME is a piece of
/// the registry or the path of a piece file (an app's copy, say), explained against the
/// registry's foundations.
struct WhyCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "why",
        abstract: "Explain which names in a piece's code pull in each motion section.",
        discussion: "One note per section: the token of the piece's code that uses it, or the"
            + " section that requires it.",
        declaring: [
            Options.name, PiecesCommands.readRegistry, PiecesCommands.timeout, PiecesCommands.format,
            PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let name = Positional<String>(
            "name", valueName: "NAME", help: "The piece, or the path of a piece file."
        ).completing(.pieces)

        var name: String
        var registry: String?

        init(_ arguments: ParsedArguments) {
            name = arguments[Self.name]
            registry = arguments[PiecesCommands.readRegistry]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        let name = options.name
        let explanation: PieceExplanation
        do {
            let listing = try CatalogCommandSupport.listing(registry: options.registry, context: context)
            explanation = try PieceExplanation.explaining(
                name, listing: listing, workingDirectory: context.workingDirectory)
        } catch { return output.stopped(by: error) }
        // In JSON the sections are results, not notes; a piece with none keeps the note saying so.
        guard !output.isJSON else {
            return output.finished(
                explanation.entries.isEmpty ? explanation.diagnostics : [], summary: explanation.summary,
                json: CatalogResults.why(explanation))
        }
        return output.finished(explanation.diagnostics, summary: explanation.summary)
    }
}
