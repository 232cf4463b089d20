import Foundation
import PiecesSupport
import PiecesDiagnostics
import MotionEngine
import PieceCatalog

/// What `list`, `search`, `info` and `why` share: finding the registry (a parameter, so the
/// source can be a folder, the embedded copy or anything else that is a `RegistryFileSource`),
/// and reporting failures (text or JSON, on standard error, so standard output stays data).
enum CatalogCommandSupport {
    /// The registry a read-only command uses: `--registry DIR`, else the nearest folder above the
    /// working directory, else the copy embedded in the tool.
    /// An `https://` URL (any `scheme://`) is a remote registry.
    static func source(parsed: ParsedArguments, context: PiecesTool.Context) throws -> any RegistryFileSource {
        let explicit = parsed.option("registry")
        if let explicit, RemoteRegistry.isRemote(explicit) { return try RemoteRegistry(string: explicit) }
        return try RegistrySelection.resolve(explicit: explicit, from: context.workingDirectory)
    }

    /// How diagnostics show the registry's paths: relative to the working directory for a folder.
    static func pathPrefix(of source: any RegistryFileSource, context: PiecesTool.Context) -> String {
        guard let registry = source as? Registry else { return "" }
        return Synchronizer.display(registry.root.path + "/", relativeTo: context.workingDirectory)
    }

    /// The catalog of the command's registry, or why there is none.
    static func catalog(parsed: ParsedArguments, context: PiecesTool.Context) -> Result<Catalog, Failure> {
        listing(parsed: parsed, context: context).flatMap { listing in
            do { return .success(try Catalog(listing: listing)) } catch {
                return .failure(Failure(readError: error))
            }
        }
    }

    /// The listing of the command's registry, or why there is none.
    static func listing(parsed: ParsedArguments, context: PiecesTool.Context) -> Result<RegistryListing, Failure> {
        let source: any RegistryFileSource
        do { source = try self.source(parsed: parsed, context: context) } catch let error as Registry.Failure {
            return .failure(Failure(diagnostics: [error.diagnostic], status: ExitStatus.noInput))
        } catch let error as RemoteRegistryError {
            return .failure(Failure(diagnostics: [error.diagnostic], status: ExitStatus.of([error.diagnostic])))
        } catch {
            return .failure(Failure(readError: error))
        }
        do {
            return .success(try RegistryListing(source: source, pathPrefix: pathPrefix(of: source, context: context)))
        } catch let error as RemoteRegistryError {
            return .failure(Failure(diagnostics: [error.diagnostic], status: ExitStatus.of([error.diagnostic])))
        } catch {
            return .failure(Failure(readError: error))
        }
    }

    /// Why a command could not read its registry.
    struct Failure: Error {
        var diagnostics: [Diagnostic]
        var status: Int32

        init(diagnostics: [Diagnostic], status: Int32) {
            self.diagnostics = diagnostics
            self.status = status
        }

        init(readError error: any Error) {
            let message = (error as? RegistryFileError)?.message ?? (error as? AtomicFile.Failure)?.message ?? String(describing: error)
            self.init(diagnostics: [Diagnostic(severity: .error, code: "io-unreadable", message: message, status: ExitStatus.ioError)],
                      status: ExitStatus.ioError)
        }

        /// The diagnostics on standard error.
        func output(json: Bool, context: PiecesTool.Context) -> ToolOutput {
            report(diagnostics, json: json, context: context, status: status)
        }
    }

    /// `diagnostics` on standard error, as JSON or text.
    static func report(_ diagnostics: [Diagnostic], json: Bool, context: PiecesTool.Context, status: Int32) -> ToolOutput {
        let color = !json && DiagnosticsRenderer.colorWanted(environment: context.environment, isTerminal: context.isTerminal)
        let renderer = DiagnosticsRenderer(format: json ? .json : .text, color: color)
        return ToolOutput(standardError: renderer.render(diagnostics), status: status)
    }
}
