import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading the registry a read-only command or MCP tool works on (`RegistryResolver` picks it),
/// so `pieces list` and the MCP server's `list_pieces` read it the same way. A registry that
/// cannot be listed fails with its own error (`RegistryFileError`, `RemoteRegistryError`).
package enum CatalogLoading {
    /// A file of an already listed registry that could not be read (a piece `build`, `view` or
    /// `why` reads): `io-unreadable`, 74, with the reason alone.
    package struct ReadError: DiagnosticConvertible, Equatable {
        package var reason: String

        /// The read failure `error` reports.
        package init(_ error: some DiagnosticConvertible) {
            reason = error.diagnostic.message
        }

        static func unreadableMessage(_ reason: String) -> Message { "\(reason)" }

        package var diagnostic: Diagnostic {
            .error("io-unreadable", Self.unreadableMessage(reason), status: ExitStatus.ioError)
        }
    }

    /// How diagnostics show the registry's paths: relative to the working directory for a folder.
    package static func pathPrefix(of source: any RegistryFileSource, workingDirectory: String) -> String {
        guard let registry = source as? FolderRegistry else { return "" }
        return Path(registry.root.path + "/").display(relativeTo: Path(workingDirectory))
    }

    /// The listing of `source` (which `RegistryResolver` picked).
    package static func listing(source: any RegistryFileSource, workingDirectory: String) throws(DiagnosticError)
        -> RegistryListing
    {
        try RegistryListing(source: source, pathPrefix: pathPrefix(of: source, workingDirectory: workingDirectory))
    }

    /// The catalog (every piece described) of the registry.
    package static func catalog(source: any RegistryFileSource, workingDirectory: String) throws(DiagnosticError)
        -> Catalog
    {
        try Catalog(listing: listing(source: source, workingDirectory: workingDirectory))
    }

    /// The catalog with only the pieces `names` name described (`info NAME` reads one piece, not
    /// the registry).
    package static func catalog(source: any RegistryFileSource, workingDirectory: String, describing names: [String])
        throws(DiagnosticError) -> Catalog
    {
        try Catalog(
            listing: listing(source: source, workingDirectory: workingDirectory), describing: names,
            dependencies: false)
    }
}
