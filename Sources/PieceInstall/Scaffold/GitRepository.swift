import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The git repository around a folder, found without git itself: the nearest `.git` at or above
/// the folder. A `.git` file (a linked worktree or a submodule) points at the real git folder with
/// `gitdir: PATH`; a worktree's git folder names the shared one in its `commondir` file.
package struct GitRepository: Sendable, Equatable {
    /// The top of the working tree, where git runs hooks.
    var workTree: URL
    /// The repository's git folder (a worktree's own one for linked worktrees).
    var gitDirectory: URL
    /// The git folder shared by all worktrees, which holds `hooks/`.
    var commonDirectory: URL

    /// The nearest repository at or above `start`.
    package static func locate(from start: String) throws(HookError) -> GitRepository {
        for folder in Path(start).absolute.ancestors {
            let dotGit = folder.appending(".git").string
            if let kind = FileKind.at(dotGit) {
                let gitFile = URL(fileURLWithPath: dotGit, isDirectory: kind == .folder)
                let gitDirectory = kind == .folder ? gitFile : try linkedGitDirectory(gitFile)
                return GitRepository(
                    workTree: URL(fileURLWithPath: folder.string, isDirectory: true), gitDirectory: gitDirectory,
                    commonDirectory: commonDirectory(of: gitDirectory))
            }
        }
        throw .notARepository(searchedFrom: start)
    }

    /// Where git looks for hooks: `core.hooksPath` when set (relative to the working tree, `~/`
    /// expanded), else `hooks/` in the common git folder. `configuredHooksPath` is the setting, as
    /// `configuredHooksPath(environment:)` reads it.
    func hooksDirectory(configuredHooksPath: String?, home: String?) -> URL {
        guard let configured = configuredHooksPath, !configured.isEmpty else {
            return commonDirectory.appendingPathComponent("hooks")
        }
        var path = configured
        if let home, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        return Self.resolve(path, against: workTree)
    }

    /// `core.hooksPath` as `git config --get` reports it in the working tree, or nil when it is
    /// unset or git is not available. Git runs with `environment` (the tool's), found on its `PATH`.
    func configuredHooksPath(environment: [String: String]) -> String? {
        let arguments = ["git", "-C", workTree.path, "config", "--get", "core.hooksPath"]
        guard let outcome = try? ChildProcess("/usr/bin/env", arguments, environment: environment).run(),
            outcome.status == 0
        else { return nil }
        let data = outcome.output
        let value = String(decoding: data, as: UTF8.self).trimmingNewlines()
        return value.isEmpty ? nil : value
    }

    /// The folder a `.git` file names with `gitdir: PATH` (relative to the file's folder).
    private static func linkedGitDirectory(_ file: URL) throws(HookError) -> URL {
        let text =
            (try? BoundedFile.read(file.path, limit: .smallText)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let prefix = "gitdir:"
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix(prefix) }) else {
            throw .malformedGitFile(path: file.path)
        }
        let target = line.dropFirst(prefix.count).trimmingWhitespace()
        return resolve(target, against: file.deletingLastPathComponent())
    }

    /// The shared git folder a linked worktree's `commondir` file names, else the folder itself.
    private static func commonDirectory(of gitDirectory: URL) -> URL {
        let file = gitDirectory.appendingPathComponent("commondir")
        guard let bytes = try? BoundedFile.read(file.path, limit: .smallText) else { return gitDirectory }
        let target = String(decoding: bytes, as: UTF8.self).trimmingWhitespace(newlines: true)
        guard !target.isEmpty else { return gitDirectory }
        return resolve(target, against: gitDirectory)
    }

    /// `path`, or `folder/path` when it is relative (`Path.resolved(against:)`).
    private static func resolve(_ path: String, against folder: URL) -> URL {
        URL(fileURLWithPath: Path(path).resolved(against: Path(folder.path)).string)
    }
}
