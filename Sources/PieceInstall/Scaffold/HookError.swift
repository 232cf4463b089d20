import PiecesSupport
import PiecesDiagnostics

/// Why `pieces hook install` or `uninstall` changed nothing.
public enum HookError: DiagnosticConvertible, Equatable, Sendable {
    case notARepository(searchedFrom: String)
    case malformedGitFile(path: String)
    /// A hook is there that `pieces` did not write; `hooksDirectory` is where it lives.
    case foreignHook(path: String, hooksDirectory: String)
    case foreignHookOnUninstall(path: String)
    case registryOutsideRepository(registry: String, workTree: String)
    case io(AtomicFile.Failure)

    static let notARepositoryMessage = "not a git repository: no .git in %@ or any folder above it"
    static let notARepositoryFix = "run `git init` first, or run `pieces hook install` inside the repository"
    static let malformedGitFileMessage = "%@ does not say where the repository is (no 'gitdir:' line)"
    static let malformedGitFileFix = "repair the worktree with `git worktree repair`"
    static let foreignHookMessage = "%@ exists and was not installed by pieces; it was left alone"
    static let foreignHookFix = "to run both, move it to %@/pre-commit.local and run `pieces hook install` again: the pieces hook runs pre-commit.local first. With the pre-commit framework, add the pieces-sync hook to .pre-commit-config.yaml instead"
    static let foreignUninstallMessage = "%@ was not installed by pieces; it was left alone"
    static let foreignUninstallFix = "delete it yourself if you no longer want it"
    static let registryOutsideMessage = "the registry %@ is outside the repository %@, so no commit there changes its pieces"
    static let registryOutsideFix = "install the hook in the repository that holds the registry"

    package var diagnosticBody: Diagnostic {
        switch self {
        case .notARepository(let start):
            Diagnostic(severity: .error, code: "git-not-found", message: format(Self.notARepositoryMessage, start), fix: Self.notARepositoryFix)
        case .malformedGitFile(let path):
            Diagnostic(severity: .error, code: "git-not-found", message: format(Self.malformedGitFileMessage, path), fix: Self.malformedGitFileFix)
        case .foreignHook(let path, let folder):
            Diagnostic(severity: .error, code: "hook-foreign", message: format(Self.foreignHookMessage, path), fix: format(Self.foreignHookFix, folder))
        case .foreignHookOnUninstall(let path):
            Diagnostic(severity: .error, code: "hook-foreign", message: format(Self.foreignUninstallMessage, path), fix: Self.foreignUninstallFix)
        case .registryOutsideRepository(let registry, let workTree):
            Diagnostic(severity: .error, code: "registry-outside-repository", message: format(Self.registryOutsideMessage, registry, workTree), fix: Self.registryOutsideFix)
        case .io(let failure):
            failure.diagnosticBody
        }
    }

    /// 66 without a repository, 1 when a hook of someone else's is in the way (a refusal), 73 or
    /// 74 when a file cannot be written or read, 64 for a registry the hook could never see.
    package var exitStatus: Int32 {
        switch self {
        case .notARepository, .malformedGitFile: ExitStatus.noInput
        case .foreignHook, .foreignHookOnUninstall: ExitStatus.findings
        case .registryOutsideRepository: ExitStatus.usage
        case .io(let failure): failure.exitStatus
        }
    }
}
