import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading the registry a read-only command or MCP tool works on (`RegistryResolver` picks it),
/// so `pieces list` and the MCP server's `list_pieces` read it the same way.
package enum CatalogLoading {
    /// Why the registry could not be found or read, with the exit status the CLI reports.
    package struct Failure: Error {
        package var diagnostics: [Diagnostic]
        package var status: Int32

        package init(diagnostics: [Diagnostic], status: Int32) {
            self.diagnostics = diagnostics
            self.status = status
        }

        /// A registry that could not be found (`Registry.Failure`), fetched (`RemoteRegistryError`)
        /// or read: each error's own diagnostic and status; anything else is unreadable.
        package init(_ error: any Error) {
            if let convertible = error as? any DiagnosticConvertible {
                self.init(diagnostics: [convertible.diagnostic], status: convertible.exitStatus)
            } else {
                self.init(readError: error)
            }
        }

        package init(readError error: any Error) {
            let message =
                (error as? RegistryFileError)?.message ?? (error as? AtomicFile.Failure)?.message
                ?? String(describing: error)
            self.init(
                diagnostics: [
                    Diagnostic(severity: .error, code: "io-unreadable", message: message, status: ExitStatus.ioError)
                ],
                status: ExitStatus.ioError)
        }
    }

    /// How diagnostics show the registry's paths: relative to the working directory for a folder.
    package static func pathPrefix(of source: any RegistryFileSource, workingDirectory: String) -> String {
        guard let registry = source as? Registry else { return "" }
        return Path(registry.root.path + "/").display(relativeTo: Path(workingDirectory))
    }

    /// The listing of `source` (which `RegistryResolver` picked), or why there is none.
    package static func listing(source: any RegistryFileSource, workingDirectory: String) -> Result<
        RegistryListing, Failure
    > {
        do {
            return .success(
                try RegistryListing(
                    source: source, pathPrefix: pathPrefix(of: source, workingDirectory: workingDirectory)))
        } catch {
            return .failure(Failure(error))
        }
    }

    /// The catalog (every piece described) of the registry, or why there is none.
    package static func catalog(source: any RegistryFileSource, workingDirectory: String) -> Result<Catalog, Failure> {
        listing(source: source, workingDirectory: workingDirectory).flatMap { listing in
            do { return .success(try Catalog(listing: listing)) } catch {
                return .failure(Failure(error))
            }
        }
    }

    /// The catalog with only the pieces `names` name described (`info NAME` reads one piece, not
    /// the registry), or why there is none.
    package static func catalog(source: any RegistryFileSource, workingDirectory: String, describing names: [String])
        -> Result<Catalog, Failure>
    {
        listing(source: source, workingDirectory: workingDirectory).flatMap { listing in
            do { return .success(try Catalog(listing: listing, describing: names, dependencies: false)) } catch {
                return .failure(Failure(error))
            }
        }
    }
}
