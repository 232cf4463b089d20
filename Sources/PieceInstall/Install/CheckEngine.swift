import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// The engine `pieces check` and the MCP server's `check_registry` run: the registry found as
/// `sync` finds it; or, inside an app with files and no registry above, the registry
/// `pieces.lock` records for those files (else the one built in). Call `discard()` when done.
package struct CheckEngine {
    package var synchronizer: Synchronizer
    var installed: InstalledRegistry?

    /// The engine for `files` (paths relative to `workingDirectory`; empty means the whole registry).
    package static func load(files: [String], registry: String?, workingDirectory: String, strict: Bool) -> Result<
        CheckEngine, Synchronizer.LoadFailure
    > {
        switch Synchronizer.load(registry: registry, workingDirectory: workingDirectory, strict: strict) {
        case .success(let synchronizer): return .success(CheckEngine(synchronizer: synchronizer))
        case .failure(let failure):
            // In an app there is no registry folder above: check installed files against the
            // registry the lock records for them, or the one built in.
            guard registry == nil, !files.isEmpty else { return .failure(failure) }
            do {
                let found = try InstalledRegistry.forChecking(files: files, workingDirectory: workingDirectory)
                do {
                    return .success(
                        CheckEngine(
                            synchronizer: try Synchronizer(
                                registry: found.registry, workingDirectory: workingDirectory), installed: found))
                } catch {
                    found.discard()
                    throw error
                }
            } catch {
                let diagnostic = InstallFailure.diagnostic(for: error)
                return .failure(Synchronizer.LoadFailure(diagnostic: diagnostic, status: ExitStatus.of([diagnostic])))
            }
        }
    }

    /// Removes the temporary copy of an installed piece's registry, when one was made.
    package func discard() { installed?.discard() }
}
