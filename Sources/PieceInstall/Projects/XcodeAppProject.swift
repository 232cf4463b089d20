import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An `.xcodeproj`, classic (groups list every file) or Xcode 16 synchronized folders, as an
/// `AppProject`. Each step fails only as the project does (`XcodeProjectError`); the seam's
/// methods hand that on as a `DiagnosticError`.
struct XcodeAppProject: AppProject {
    let project: XcodeProject

    init(_ project: XcodeProject) { self.project = project }

    var location: ProjectLocation { .xcodeProject(path: project.path) }

    var appTargetNames: [String] { project.applicationTargets.map(\.name) }

    var projectFilePath: String? { project.projectFilePath }

    func destination(target name: String?, files: [String]) throws(DiagnosticError) -> ProjectDestination {
        do { return try chooseDestination(target: name, files: files) } catch { throw DiagnosticError(error) }
    }

    private func chooseDestination(target name: String?, files: [String]) throws(XcodeProjectError)
        -> ProjectDestination
    {
        let target = try project.chooseTarget(named: name)
        let missing = project.missingConfigurationFiles(of: target).map { missing in
            InstallWarning.missingConfigurationFile(
                path: missing.path, includedFrom: missing.includedFrom?.path, line: missing.includedFrom?.line)
        }
        let platforms = platforms(of: target)
        // A platform the pieces may not support needs a filter, which a synchronized folder keeps
        // in an exception set: the project is edited then too.
        let multiplatform = platforms.count > 1
        if let group = project.primarySynchronizedGroup(of: target), let groupFolder = project.location(of: group.id) {
            return ProjectDestination(
                location: location, targetName: target.name,
                folder: XcodeProject.join(groupFolder, XcodeProject.piecesFolderName), platforms: platforms,
                warnings: missing + exclusions(of: files, in: group, target: target), needsProjectEdit: multiplatform,
                synchronizedGroupID: group.id)
        }
        let placement = try project.groupPlacement(for: target)
        return ProjectDestination(
            location: location, targetName: target.name, folder: placement.folder, platforms: platforms,
            warnings: missing, needsProjectEdit: true, placement: placement)
    }

    /// The platforms `target` builds for, each with its lowest deployment target; iOS alone when
    /// the build settings do not say.
    func platforms(of target: XcodeTarget) -> [TargetPlatform] {
        let names = project.platforms(of: target).names
        let listed = TargetPlatform.list(names) { project.lowestDeploymentTarget(of: target, platform: $0) }
        return listed.isEmpty ? [.iOS(project.lowestDeploymentTarget(of: target))] : listed
    }

    func compiledSources(of destination: ProjectDestination) -> NameCollisions.Sources {
        .project(project, target: destination.targetName, phaseFiles: destination.placement?.compiledFiles)
    }

    func membershipWarnings(for folder: String, destination: ProjectDestination) -> [InstallWarning] {
        let owners = project.targetsCompilingFolder(folder)
        if owners.contains(destination.targetName) { return [] }
        return [.notCompiledIntoTarget(folder: folder, target: destination.targetName, otherTarget: owners.first)]
    }

    func edit(
        adding files: [String], in folder: String, filters: [String: PlatformFilter], to destination: ProjectDestination
    ) throws(DiagnosticError) -> ProjectEdit? {
        do { return try editAdding(files, in: folder, filters: filters, to: destination) } catch {
            throw DiagnosticError(error)
        }
    }

    private func editAdding(
        _ files: [String], in folder: String, filters: [String: PlatformFilter], to destination: ProjectDestination
    ) throws(XcodeProjectError) -> ProjectEdit? {
        guard destination.needsProjectEdit else { return nil }
        let edit: ProjectEdit
        if let group = destination.synchronizedGroupID {
            // Filters are keyed by the path inside the synchronized folder; a folder outside it is
            // not compiled at all (`membershipWarnings` says so), so it needs none.
            guard let groupFolder = project.location(of: group), Path(folder).isDescendant(of: Path(groupFolder)) else {
                return nil
            }
            let inside = folder == groupFolder ? "" : Path(folder).relative(to: Path(groupFolder)).string + "/"
            let filtered = files.compactMap { name in filters[name].map { (inside + name, $0.names) } }
            edit = try project.filtering(
                files: filtered.map(\.0), platforms: filtered.map(\.1), in: group, target: destination.targetName)
        } else {
            edit = try project.adding(
                files: files, to: destination.targetName, placement: destination.placement,
                platformFilters: files.map { filters[$0]?.names })
        }
        if !edit.isUnchanged { try ProjectEdit.requireWritable(project.projectFilePath) }
        return edit
    }

    func edit(removing deleted: [String], keeping kept: [String], from destination: ProjectDestination)
        throws(DiagnosticError) -> ProjectEdit?
    {
        do { return try editRemoving(deleted, keeping: kept, from: destination) } catch { throw DiagnosticError(error) }
    }

    private func editRemoving(_ deleted: [String], keeping kept: [String], from destination: ProjectDestination)
        throws(XcodeProjectError) -> ProjectEdit?
    {
        guard destination.needsProjectEdit else { return nil }
        if let group = destination.synchronizedGroupID {
            let relative = (deleted + kept).compactMap { path -> String? in
                guard let folder = project.location(of: group), Path(path).isDescendant(of: Path(folder)) else {
                    return nil
                }
                return Path(path).relative(to: Path(folder)).string
            }
            let edit = try project.unfiltering(files: relative, in: group, target: destination.targetName)
            if !edit.isUnchanged { try ProjectEdit.requireWritable(project.projectFilePath) }
            return edit
        }
        var edit = try project.removing(files: deleted, from: destination.targetName, everywhere: true)
        // A read-only project.pbxproj is refused before any file is deleted.
        if !edit.isUnchanged { try ProjectEdit.requireWritable(project.projectFilePath) }
        guard !kept.isEmpty else { return edit }
        let second = try XcodeProject(path: project.path, bytes: edit.bytes).removing(
            files: kept, from: destination.targetName)
        edit = ProjectEdit(
            bytes: second.bytes, changes: edit.changes + second.changes, skipped: edit.skipped + second.skipped,
            folder: edit.folder)
        return edit
    }

    func existingEntries(for paths: Set<String>, in destination: ProjectDestination) -> [String]? {
        guard destination.synchronizedGroupID == nil, let target = project.target(named: destination.targetName)
        else { return nil }
        var ids: [String] = []
        for buildID in project.sourcesPhase(of: target)?.buildFileIDs ?? [] {
            guard let reference = project.object(buildID)?.string("fileRef"),
                let location = project.location(of: reference), paths.contains(location)
            else { continue }
            ids += [reference, buildID]
        }
        return ids.isEmpty ? nil : ids
    }

    func reading(_ bytes: [UInt8]) throws(DiagnosticError) -> any AppProject {
        do { return XcodeAppProject(try XcodeProject(path: project.path, bytes: bytes)) } catch {
            throw DiagnosticError(error)
        }
    }

    /// Links the packages and sets the keys in the target (see `XcodeRequirements`).
    func applying(_ needs: ProjectNeeds, to destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(DiagnosticError) -> RequirementsEdit
    {
        guard !needs.isEmpty else { return RequirementsEdit() }
        do {
            var requirements = try requirements(in: destination, after: projectBytes)
            let edit = try requirements.apply(needs)
            if edit.projectBytes != nil { try ProjectEdit.requireWritable(project.projectFilePath) }
            return edit
        } catch { throw DiagnosticError(error) }
    }

    func undoing(_ applied: AppliedRequirements, from destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(DiagnosticError) -> RequirementsEdit
    {
        guard !applied.isEmpty else { return RequirementsEdit() }
        do {
            var requirements = try requirements(in: destination, after: projectBytes)
            let edit = try requirements.undo(applied)
            if edit.projectBytes != nil { try ProjectEdit.requireWritable(project.projectFilePath) }
            return edit
        } catch { throw DiagnosticError(error) }
    }

    /// The requirements of the destination's target in the project as `projectBytes` left it
    /// (nil: as on disk).
    private func requirements(in destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(XcodeProjectError) -> XcodeRequirements
    {
        var current = project
        if let projectBytes { current = try XcodeProject(path: project.path, bytes: projectBytes) }
        return XcodeRequirements(project: current, targetName: destination.targetName, root: root)
    }

    /// The files an exception set of `group` keeps out of `target`.
    private func exclusions(of files: [String], in group: XcodeGroup, target: XcodeTarget) -> [InstallWarning] {
        let folderName = group.displayName ?? group.id
        var warnings: [InstallWarning] = []
        for set in project.exceptionSets(of: group) where set.targetID == target.id {
            for file in files {
                let relative = XcodeProject.piecesFolderName + "/" + file
                if let exception = set.membershipExceptions.first(where: {
                    relative == $0 || relative.hasPrefix($0 + "/")
                }) {
                    warnings.append(
                        .excludedFromTarget(
                            file: relative, folder: folderName, target: target.name, exception: exception))
                }
            }
        }
        return warnings
    }
}
