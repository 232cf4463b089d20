import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `list`, `search`, `info` and `why` share: the registry `CatalogLoading` finds, and
/// reporting failures (text or JSON, on standard error, so standard output stays data).
enum CatalogCommandSupport {
    /// The catalog of the command's registry (`CatalogLoading`, shared with the MCP server), or why there is none.
    /// The registry is chosen by `RegistryResolver` (README "Which registry"), as `add` chooses it.
    static func catalog(registry: String?, context: PiecesTool.Context) throws(DiagnosticError) -> Catalog {
        try CatalogLoading.catalog(
            source: source(registry, context: context), workingDirectory: context.workingDirectory)
    }

    /// The catalog of the command's registry with only the pieces `names` name described.
    static func catalog(registry: String?, describing names: [String], context: PiecesTool.Context)
        throws(DiagnosticError) -> Catalog
    {
        try CatalogLoading.catalog(
            source: source(registry, context: context), workingDirectory: context.workingDirectory, describing: names)
    }

    /// The listing of the command's registry.
    static func listing(registry: String?, context: PiecesTool.Context) throws(DiagnosticError) -> RegistryListing {
        try CatalogLoading.listing(
            source: source(registry, context: context), workingDirectory: context.workingDirectory)
    }

    /// The registry `RegistryResolver` picks for `--registry` (which may be nil).
    private static func source(_ registry: String?, context: PiecesTool.Context) throws(DiagnosticError)
        -> any RegistryFileSource
    {
        try RegistryResolver.source(explicit: registry, workingDirectory: context.workingDirectory)
    }

    /// `diagnostics` on standard error, as JSON or text.
    static func report(_ diagnostics: [Diagnostic], json: Bool, context: PiecesTool.Context, status: Int32)
        -> ToolOutput
    {
        let color =
            !json && DiagnosticsRenderer.colorWanted(variable: context.variable, isTerminal: context.isTerminal)
        let renderer = DiagnosticsRenderer(format: json ? .json : .text, color: color)
        return ToolOutput(standardError: renderer.render(diagnostics), status: status)
    }
}
