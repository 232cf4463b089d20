import PiecesDiagnostics
import PiecesSupport

/// Why `pieces hook install` or `uninstall` changed nothing.
package enum HookError: DiagnosticConvertible, Equatable, Sendable {
    case notARepository(searchedFrom: String)
    case malformedGitFile(path: String)
    /// A hook is there that `pieces` did not write; `hooksDirectory` is where it lives.
    case foreignHook(path: String, hooksDirectory: String)
    case foreignHookOnUninstall(path: String)
    case registryOutsideRepository(registry: String, workTree: String)
    case io(FileError)

    static func notARepositoryMessage(_ start: String) -> Message {
        "not a git repository: no .git in \(start) or any folder above it"
    }
    static let notARepositoryFix: Message = "run `git init` first, or run `pieces hook install` inside the repository"
    static func malformedGitFileMessage(_ path: String) -> Message {
        "\(path) does not say where the repository is (no 'gitdir:' line)"
    }
    static let malformedGitFileFix: Message = "repair the worktree with `git worktree repair`"
    static func foreignHookMessage(_ path: String) -> Message {
        "\(path) exists and was not installed by pieces; it was left alone"
    }
    static func foreignHookFix(_ folder: String) -> Message {
        """
        to run both, move it to \(folder)/pre-commit.local and run `pieces hook install` again: the pieces hook runs \
        pre-commit.local first. With the pre-commit framework, add the pieces-sync hook to .pre-commit-config.yaml \
        instead
        """
    }
    static func foreignUninstallMessage(_ path: String) -> Message {
        "\(path) was not installed by pieces; it was left alone"
    }
    static let foreignUninstallFix: Message = "delete it yourself if you no longer want it"
    static func registryOutsideMessage(_ registry: String, _ workTree: String) -> Message {
        "the registry \(registry) is outside the repository \(workTree), so no commit there changes its pieces"
    }
    static let registryOutsideFix: Message = "install the hook in the repository that holds the registry"

    /// 66 without a repository, 1 when a hook of someone else's is in the way (a refusal), 73 or
    /// 74 when a file cannot be written or read, 64 for a registry the hook could never see.
    package var diagnostic: Diagnostic {
        switch self {
        case .notARepository(let start):
            .error(
                "git-not-found", Self.notARepositoryMessage(start), fix: Self.notARepositoryFix,
                status: ExitStatus.noInput)
        case .malformedGitFile(let path):
            .error(
                "git-not-found", Self.malformedGitFileMessage(path), fix: Self.malformedGitFileFix,
                status: ExitStatus.noInput)
        case .foreignHook(let path, let folder):
            .error(
                "hook-foreign", Self.foreignHookMessage(path), fix: Self.foreignHookFix(folder),
                status: ExitStatus.findings)
        case .foreignHookOnUninstall(let path):
            .error(
                "hook-foreign", Self.foreignUninstallMessage(path), fix: Self.foreignUninstallFix,
                status: ExitStatus.findings)
        case .registryOutsideRepository(let registry, let workTree):
            .error(
                "registry-outside-repository", Self.registryOutsideMessage(registry, workTree),
                fix: Self.registryOutsideFix, status: ExitStatus.usage)
        case .io(let failure):
            failure.diagnostic
        }
    }
}
