import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tuist projects: a folder's `Project.swift`, or the projects its `Workspace.swift` lists, come
/// before any `.xcodeproj` or `.xcworkspace` beside them, which Tuist generates from them.
extension ProjectLocator {
    /// The Tuist project in `folder` (whose entries are `names`), or nil when it holds neither a
    /// manifest nor a workspace manifest. A `Project.swift` or `Workspace.swift` that does not
    /// import ProjectDescription is an app's own source file, not Tuist's.
    func tuistCandidate(in folder: String, names: [String]) throws(ProjectLocatorError) -> ProjectLocation? {
        let manifest = Path(folder).appending(TuistManifest.fileName).string
        let here = names.contains(TuistManifest.fileName) && Self.importsProjectDescription(manifest)
        let workspace = Path(folder).appending(TuistWorkspace.fileName).string
        guard names.contains(TuistWorkspace.fileName), Self.importsProjectDescription(workspace) else {
            return here ? .tuist(manifest: manifest) : nil
        }
        var manifests = here ? [manifest] : []
        for listed in try tuistWorkspaceManifests(workspace) where !manifests.contains(listed) {
            manifests.append(listed)
        }
        guard !manifests.isEmpty else { throw .emptyWorkspace(path: workspace) }
        return try chooseTuist(manifests, in: folder)
    }

    /// The manifests a `Workspace.swift` lists.
    func tuistWorkspaceManifests(_ workspace: String) throws(ProjectLocatorError) -> [String] {
        do {
            return try TuistWorkspace.manifests(inWorkspace: workspace)
        } catch {
            if case .unreadable(let path, let reason) = error { throw .unreadableWorkspace(path: path, reason: reason) }
            throw .emptyWorkspace(path: workspace)
        }
    }

    /// The one manifest of `manifests`, the one `--target` names an iOS app target of, or the one
    /// with an iOS app target, as for Xcode projects.
    func chooseTuist(_ manifests: [String], in folder: String) throws(ProjectLocatorError) -> ProjectLocation {
        if manifests.count == 1 { return .tuist(manifest: manifests[0]) }
        let opened = manifests.map { path in
            (path: path, targets: (try? TuistManifest.read(path))?.iOSApplicationTargets)
        }
        if let target = chosenTarget {
            let owners = opened.filter { ($0.targets ?? []).contains { $0.name == target } }.map(\.path)
            if owners.count == 1 { return .tuist(manifest: owners[0]) }
            if owners.count > 1 {
                throw .ambiguousTarget(
                    name: target, folder: folder,
                    pairs: owners.map { ProjectLocatorError.pair(Path($0).display(relativeTo: Path(folder)), target) })
            }
        }
        let apps = opened.filter { !($0.targets ?? []).isEmpty }.map(\.path)
        if apps.count == 1 { return .tuist(manifest: apps[0]) }
        let listed = apps.count > 1 ? apps : manifests
        throw .severalProjects(folder: folder, projects: listed.map { Path($0).display(relativeTo: Path(folder)) })
    }

    /// Whether the Swift file at `path` imports ProjectDescription (Tuist's manifest module).
    static func importsProjectDescription(_ path: String) -> Bool {
        guard let head = AtomicFile.head(of: path, count: 64 << 10) else { return false }
        return head.firstRange(of: Array("import ProjectDescription".utf8)) != nil
    }
}
