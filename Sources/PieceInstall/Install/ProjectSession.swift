import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What one command (`add`, `update`, `remove`, `status`, …) learns about the app it works in,
/// each thing once however many of its steps ask: the project located from a folder (or
/// `--project`), and each `pieces.json` read. The destination scope, the resolved destinations of every lock
/// destination, the registry resolver and `add`'s prefetch all ask it instead of finding these
/// again; the prefetch asks from another thread, so it is one shared reference with a lock.
///
/// Opened projects are not kept: a step that edits a project, or follows one that did, reads it
/// as it is on disk (`add` hands its prefetched project over itself, `ProjectPrefetch`).
package final class ProjectSession: @unchecked Sendable {
    private struct Key: Hashable {
        var folder: String
        var project: String?
        var target: String?
    }

    private let lock = Lock()
    private var located: [Key: Result<ProjectLocation, ProjectLocatorError>] = [:]
    private var configs: [String: Result<AppConfig?, ScaffoldError>] = [:]

    package init() {}

    /// The project `request` names (`--project`) or its working folder is in, `--target`
    /// choosing among several: located once per folder, `--project` and `--target`. A
    /// `--project` naming a project already located (a lock destination's) is that project.
    func locate(_ request: InstallRequest) throws(ProjectLocatorError) -> ProjectLocation {
        let key = Key(folder: request.workingDirectory, project: request.project, target: request.target)
        if let known = lock.withLock({ cached(key) }) { return try known.get() }
        let result = Result { () throws(ProjectLocatorError) in try AppProjectLocator.locate(request) }
        lock.withLock { located[key] = result }
        return try result.get()
    }

    private func cached(_ key: Key) -> Result<ProjectLocation, ProjectLocatorError>? {
        if let known = located[key] { return known }
        guard let project = key.project else { return nil }
        let path = XcodeProject.join(Path(key.folder).absolute.string, project)
        for case .success(let location) in located.values where location.path == path { return .success(location) }
        return nil
    }

    /// `pieces.json` in the folder at `folder` (nil when there is none), read once.
    func config(in folder: String) throws(ScaffoldError) -> AppConfig? {
        let key = Path(folder).normalized.string
        if let known = lock.withLock({ configs[key] }) { return try known.get() }
        let result = Result { () throws(ScaffoldError) in try AppConfig.load(from: folder) }
        lock.withLock { configs[key] = result }
        return try result.get()
    }
}
