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
    case io(AtomicFile.Failure)

    static func notARepositoryMessage(_ start: String) -> Message {
        "not a git repository: no .git in \(start) or any folder above it"
    }
    static let notARepositoryFix = "run `git init` first, or run `pieces hook install` inside the repository"
    static func malformedGitFileMessage(_ path: String) -> Message {
        "\(path) does not say where the repository is (no 'gitdir:' line)"
    }
    static let malformedGitFileFix = "repair the worktree with `git worktree repair`"
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
    static let foreignUninstallFix = "delete it yourself if you no longer want it"
    static func registryOutsideMessage(_ registry: String, _ workTree: String) -> Message {
        "the registry \(registry) is outside the repository \(workTree), so no commit there changes its pieces"
    }
    static let registryOutsideFix = "install the hook in the repository that holds the registry"

    package var diagnosticBody: Diagnostic {
        switch self {
        case .notARepository(let start):
            Diagnostic(
                severity: .error, code: "git-not-found", message: Self.notARepositoryMessage(start).text,
                fix: Self.notARepositoryFix)
        case .malformedGitFile(let path):
            Diagnostic(
                severity: .error, code: "git-not-found", message: Self.malformedGitFileMessage(path).text,
                fix: Self.malformedGitFileFix)
        case .foreignHook(let path, let folder):
            Diagnostic(
                severity: .error, code: "hook-foreign", message: Self.foreignHookMessage(path).text,
                fix: Self.foreignHookFix(folder).text)
        case .foreignHookOnUninstall(let path):
            Diagnostic(
                severity: .error, code: "hook-foreign", message: Self.foreignUninstallMessage(path).text,
                fix: Self.foreignUninstallFix)
        case .registryOutsideRepository(let registry, let workTree):
            Diagnostic(
                severity: .error, code: "registry-outside-repository",
                message: Self.registryOutsideMessage(registry, workTree).text, fix: Self.registryOutsideFix)
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
