import MotionEngine
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Installs and removes the pre-commit hook of one repository, never touching a hook someone else
/// wrote.
package struct HookInstaller: Sendable {
    /// What happened.
    package enum Outcome: Sendable, Equatable {
        case installed(path: String)
        /// Our hook was there and was rewritten (a new `pieces` path or registry).
        case updated(path: String)
        case removed(path: String)
        /// `uninstall` found no hook.
        case absent(path: String)
    }

    package let repository: GitRepository
    /// Where git looks for hooks in this repository.
    let hooksDirectory: URL

    package init(repository: GitRepository, hooksDirectory: URL) {
        self.repository = repository
        self.hooksDirectory = hooksDirectory
    }

    /// The installer for the repository around `start`, honouring `core.hooksPath`.
    package static func locate(from start: String, environment: [String: String]) throws(HookError) -> HookInstaller {
        let repository = try GitRepository.locate(from: start)
        let folder = repository.hooksDirectory(
            configuredHooksPath: repository.configuredHooksPath(environment: environment), home: environment["HOME"])
        return HookInstaller(repository: repository, hooksDirectory: folder)
    }

    package var hookPath: URL { hooksDirectory.appendingPathComponent("pre-commit") }

    /// The registry's folder relative to the top of the working tree, or nil when it lies outside.
    package func relativeRegistryPath(_ registry: FolderRegistry) -> String? {
        let top = Path(repository.workTree.path).resolvingSymlinks()
        let root = Path(registry.root.path).resolvingSymlinks()
        return root.isDescendant(of: top) ? root.relative(to: top).string : nil
    }

    /// Writes the hook for `registry`, running the `pieces` at `piecesPath`. Replaces only a hook
    /// `pieces` wrote.
    package func install(piecesPath: String, registry: FolderRegistry) throws(HookError) -> Outcome {
        guard let relative = relativeRegistryPath(registry) else {
            throw .registryOutsideRepository(registry: registry.root.path, workTree: repository.workTree.path)
        }
        let path = hookPath.path
        let existing = try existingHook()
        if let existing, !PreCommitHook.isOurs(existing) {
            throw .foreignHook(path: path, hooksDirectory: hooksDirectory.path)
        }
        let bytes = Array(PreCommitHook(piecesPath: piecesPath, registry: relative).script.utf8)
        guard existing != nil else { return try create(bytes, at: path) }
        do { try AtomicFile.write(bytes, to: path) } catch { throw .io(error) }
        // Git skips a hook that is not executable; someone may have cleared the bit.
        chmod(path, 0o755)
        return .updated(path: path)
    }

    private func create(_ bytes: [UInt8], at path: String) throws(HookError) -> Outcome {
        do { try NewFile.create(bytes, at: path, permissions: 0o755) } catch {
            switch error {
            // Someone wrote a hook between the check and the write: theirs wins.
            case .exists(let path): throw .foreignHook(path: path, hooksDirectory: hooksDirectory.path)
            case .io(let failure): throw .io(failure)
            }
        }
        return .installed(path: path)
    }

    /// Deletes the hook if `pieces` wrote it.
    package func uninstall() throws(HookError) -> Outcome {
        let path = hookPath.path
        guard let existing = try existingHook() else { return .absent(path: path) }
        guard PreCommitHook.isOurs(existing) else { throw .foreignHookOnUninstall(path: path) }
        guard unlink(path) == 0 else {
            throw .io(.unwritable(path: path, reason: SystemReason.text()))
        }
        return .removed(path: path)
    }

    /// The current hook's text, or nil when there is none.
    private func existingHook() throws(HookError) -> String? {
        let path = hookPath.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do { return String(decoding: try BoundedFile.read(path, limit: .smallText), as: UTF8.self) } catch {
            throw .io(error)
        }
    }
}
