import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the project to install pieces into.
///
/// Without `--project`, it looks in the start folder and then each folder above it, stopping after
/// the first folder holding `.git` (the repository's root) or at `/`. In each folder, project specs
/// come first (XcodeGen's `project.yml`, Tuist's `Project.swift` and `Workspace.swift`), then
/// workspaces (their `.xcodeproj` references), then `.xcodeproj` folders, then `Package.swift`; the
/// first folder with any of them decides. When several projects are found, the ones with an iOS app
/// target are kept; more than one left is an error listing them. A `--target` name that is an iOS
/// app target of exactly one of them chooses that one; of several, the error lists the
/// `project › target` pairs.
package struct ProjectLocator: Sendable {
    /// The folder the search starts from (normally the working directory), absolute.
    package let startFolder: String

    /// A locator starting at `startFolder` (made absolute and standardized).
    package init(startFolder: String) {
        self.startFolder = Path(startFolder).absolute.string
    }

    /// The project chosen by `explicit` (the `--project PATH` value, relative to the start folder)
    /// or found from the start folder.
    package func locate(project explicit: String? = nil, target: String? = nil) throws(ProjectLocatorError)
        -> ProjectLocation
    {
        var locator = self
        locator.chosenTarget = target
        return try locator.locateAll(project: explicit)
    }

    /// The `--target` name, which chooses among several projects.
    private(set) var chosenTarget: String?

    private func locateAll(project explicit: String?) throws(ProjectLocatorError) -> ProjectLocation {
        if let explicit { return try locateExplicit(explicit) }
        var searched: [String] = []
        for folder in Path(startFolder).ancestors {
            searched.append(folder.string)
            if let location = try candidates(in: folder.string) { return location }
            if Self.exists(folder.appending(".git").string) { break }
        }
        throw .nothingFound(searched: searched, nearby: nearbyCandidates())
    }

    private func locateExplicit(_ explicit: String) throws(ProjectLocatorError) -> ProjectLocation {
        let path = XcodeProject.join(startFolder, explicit)
        guard Self.exists(path) else { throw .projectNotFound(path: explicit) }
        let name = Path(path).basename
        switch Path(path).extension {
        case "xcodeproj":
            guard Self.exists(Path(path).appending("project.pbxproj").string) else {
                throw .notAProject(path: explicit)
            }
            return .xcodeProject(path: path)
        case "xcworkspace":
            return try choose(try workspaceProjects(path), in: Path(path).parent.string)
        default:
            if name == "Package.swift" { return .swiftPackage(manifest: path) }
            if name == XcodeGenSpec.fileName { return .xcodeGen(spec: path) }
            if name == TuistManifest.fileName { return .tuist(manifest: path) }
            if name == TuistWorkspace.fileName {
                return try chooseTuist(
                    try tuistWorkspaceManifests(path), in: Path(path).parent.string)
            }
            if name == "project.pbxproj" { return .xcodeProject(path: Path(path).parent.string) }
            if Self.isFolder(path), let location = try candidates(in: path) { return location }
            throw .notAProject(path: explicit)
        }
    }

    /// What `folder` itself holds, or nil when it holds nothing pieces can use. A project spec
    /// (`project.yml`, Tuist's `Project.swift` or `Workspace.swift`) comes before any `.xcodeproj`
    /// or `.xcworkspace` beside it, which is generated from it.
    private func candidates(in folder: String) throws(ProjectLocatorError) -> ProjectLocation? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if names.contains(XcodeGenSpec.fileName) {
            return .xcodeGen(spec: Path(folder).appending(XcodeGenSpec.fileName).string)
        }
        if let tuist = try tuistCandidate(in: folder, names: names) { return tuist }
        let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }.map {
            Path(folder).appending($0).string
        }
        var projects: [String] = []
        // A broken workspace does not hide the projects beside it; it is reported only when
        // nothing else is found.
        var workspaceFailure: ProjectLocatorError?
        for workspace in workspaces {
            do {
                for project in try workspaceProjects(workspace) where !projects.contains(project) {
                    projects.append(project)
                }
            } catch {
                workspaceFailure = workspaceFailure ?? error
            }
        }
        if projects.isEmpty {
            projects = names.filter { $0.hasSuffix(".xcodeproj") }.map {
                Path(folder).appending($0).string
            }
        }
        if !projects.isEmpty { return try choose(projects, in: folder) }
        let manifest = Path(folder).appending("Package.swift").string
        if Self.exists(manifest) { return .swiftPackage(manifest: manifest) }
        if let workspaceFailure { throw workspaceFailure }
        return nil
    }

    /// The existing projects a workspace lists.
    private func workspaceProjects(_ workspace: String) throws(ProjectLocatorError) -> [String] {
        let projects: [String]
        do {
            projects = try WorkspaceReader.projects(inWorkspace: workspace)
        } catch {
            switch error {
            case .unreadable(let reason), .invalidXML(let reason):
                throw .unreadableWorkspace(path: workspace, reason: reason)
            }
        }
        let existing = projects.filter { Self.exists(Path($0).appending("project.pbxproj").string) }
        guard !existing.isEmpty else { throw .emptyWorkspace(path: workspace) }
        return existing
    }

    /// The one project of `projects`, or the one with an app target.
    private func choose(_ projects: [String], in folder: String) throws(ProjectLocatorError) -> ProjectLocation {
        if projects.count == 1 { return .xcodeProject(path: projects[0]) }
        let opened = projects.map { path in (path: path, targets: (try? XcodeProject.open(path))?.iOSApplicationTargets)
        }
        let apps = opened.filter { !($0.targets ?? []).isEmpty }.map(\.path)
        if let target = chosenTarget {
            let owners = opened.filter { ($0.targets ?? []).contains { $0.name == target } }.map(\.path)
            if owners.count == 1 { return .xcodeProject(path: owners[0]) }
            if owners.count > 1 {
                throw .ambiguousTarget(
                    name: target, folder: folder,
                    pairs: owners.map { ProjectLocatorError.pair(Path($0).display(relativeTo: Path(folder)), target) })
            }
        }
        if apps.count == 1 { return .xcodeProject(path: apps[0]) }
        let listed = apps.count > 1 ? apps : projects
        throw .severalProjects(folder: folder, projects: listed.map { Path($0).display(relativeTo: Path(folder)) })
    }

    /// Projects and packages one folder below the start folder, for the "nothing found" hint.
    private func nearbyCandidates() -> [String] {
        let skipped: Set<String> = ["Pods", "DerivedData", "build", "node_modules", "Carthage"]
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: startFolder)) ?? []).sorted()
        var found: [String] = []
        for name in names where !name.hasPrefix(".") && !skipped.contains(name) {
            let folder = Path(startFolder).appending(name).string
            guard Self.isFolder(folder), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace") else {
                continue
            }
            let inside = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in inside
            where entry.hasSuffix(".xcworkspace") || entry.hasSuffix(".xcodeproj") || entry == "Package.swift"
                || entry == XcodeGenSpec.fileName || entry == TuistManifest.fileName || entry == TuistWorkspace.fileName
            {
                found.append(name + "/" + entry)
            }
        }
        return found
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    package static func isFolder(_ path: String) -> Bool {
        FileKind.isFolder(path)
    }
}
