import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The engine `pieces check` and the MCP server's `check_registry` run: the registry found as
/// `sync` finds it; or, inside an app with files and no registry above, the registry
/// `pieces.lock` records for those files (else the one built in), its foundations read in place
/// through the registry's source, whatever kind it is.
package struct CheckEngine {
    package var synchronizer: Synchronizer

    /// The engine for `files` (paths relative to `workingDirectory`; empty means the whole registry).
    package static func load(files: [String], registry: String?, workingDirectory: String, strict: Bool)
        throws(DiagnosticError) -> CheckEngine
    {
        do {
            return CheckEngine(
                synchronizer: try RegistryResolver.engine(
                    registry: registry, workingDirectory: workingDirectory, strict: strict))
        } catch {
            // In an app there is no registry folder above: check installed files against the
            // registry the lock records for them, or the one built in.
            guard registry == nil, !files.isEmpty else { throw error }
        }
        let first = ResolvedDestination.absolute(files[0], in: workingDirectory)
        let (spelling, base) = recordedRegistry(for: first) ?? (EmbeddedRegistry.name, workingDirectory)
        let source = try RegistryResolver.source(spelled: spelling, base: base)
        return CheckEngine(
            synchronizer: try Synchronizer(foundationsOf: source, workingDirectory: workingDirectory, strict: strict))
    }

    /// The registry the lock nearest above `file` records for it, with the lock's folder.
    private static func recordedRegistry(for file: String) -> (String, String)? {
        for ancestor in Path(file).parent.ancestors where ancestor != .root {
            let folder = ancestor.string
            let lockPath = folder + "/" + LockFile.fileName
            if FileManager.default.fileExists(atPath: lockPath) {
                guard let lock = try? LockFile.read(at: lockPath) else { return nil }
                let relative = Path(file).relative(to: ancestor)
                let entry =
                    lock.pieces.first { $0.files.contains { $0.path == relative.string } }
                    ?? lock.pieces.first { $0.name == relative.basenameWithoutExtension }
                return entry.map { ($0.registry, folder) }
            }
            if FileManager.default.fileExists(atPath: folder + "/.git") { return nil }
        }
        return nil
    }
}
