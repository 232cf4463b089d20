/// Where piece files go in an app and what else must happen for them to build.
///
/// - A target with Xcode 16 synchronized folders: `<folder>/Pieces/`; files placed there are
///   compiled without touching the project (`needsProjectEdit` is false), unless an exception set
///   excludes them (reported in `warnings`).
/// - A group-based target: `<folder of the target's sources>/Pieces/`, plus a project edit made with
///   `XcodeProject.adding(files:to:)`.
/// - A Swift package: `<target's source folder>/Pieces/`.
package struct InstallDestination: Sendable, Equatable {
    /// How the target picks up its files.
    package enum Kind: Sendable, Equatable {
        /// A `PBXFileSystemSynchronizedRootGroup` of the target.
        case synchronizedFolder(groupID: String)
        /// Classic groups: the project file lists every file.
        case projectGroup
        /// A Swift package target.
        case packageTarget
    }

    /// How the target picks up its files.
    package var kind: Kind
    /// The project or package.
    package var location: ProjectLocation
    /// The chosen target.
    package var targetName: String
    /// The `Pieces` folder, absolute.
    package var folder: String
    /// The target's iOS version (the lowest over its configurations, or the package's platforms), when set.
    package var deploymentTarget: DeploymentTarget?
    /// Problems that would keep the installed files from building.
    package var warnings: [InstallWarning]
    /// Where the `Pieces` group goes, for `.projectGroup`: passed on to the edit.
    package var placement: GroupPlacement?

    /// Whether `project.pbxproj` must be edited for the files to build.
    package var needsProjectEdit: Bool { kind == .projectGroup }

    /// The destination in whatever `location` holds. `target` is the `--target` value; `files` are
    /// the piece file names to be installed (checked against exception sets).
    package static func resolve(
        for location: ProjectLocation, target: String?, files: [String]
    ) throws(XcodeProjectError) -> InstallDestination {
        switch location {
        case .xcodeProject(let path): try resolve(in: XcodeProject.open(path), target: target, files: files)
        case .swiftPackage(let manifest): try resolve(in: PackageManifest.read(manifest), target: target)
        }
    }

    /// The destination in an Xcode project.
    package static func resolve(
        in project: XcodeProject, target name: String?, files: [String]
    ) throws(XcodeProjectError) -> InstallDestination {
        let target = try project.chooseTarget(named: name)
        let deploymentTarget = project.lowestDeploymentTarget(of: target)
        let location = ProjectLocation.xcodeProject(path: project.path)
        let missing = project.missingConfigurationFiles(of: target).map { missing in
            InstallWarning.missingConfigurationFile(
                path: missing.path, includedFrom: missing.includedFrom?.path, line: missing.includedFrom?.line)
        }
        if let group = project.primarySynchronizedGroup(of: target), let groupFolder = project.location(of: group.id) {
            return InstallDestination(
                kind: .synchronizedFolder(groupID: group.id), location: location, targetName: target.name,
                folder: XcodeProject.join(groupFolder, XcodeProject.piecesFolderName),
                deploymentTarget: deploymentTarget,
                warnings: missing + exclusions(of: files, in: group, project: project, target: target))
        }
        let placement = try project.groupPlacement(for: target)
        return InstallDestination(
            kind: .projectGroup, location: location, targetName: target.name, folder: placement.folder,
            deploymentTarget: deploymentTarget, warnings: missing, placement: placement)
    }

    /// The destination in a Swift package: the target named `name`, else the only library or
    /// executable target.
    package static func resolve(in manifest: PackageManifest, target name: String?) throws(XcodeProjectError)
        -> InstallDestination
    {
        let candidates = manifest.codeTargets
        let target: PackageManifest.Target
        if let name {
            guard let named = manifest.targets.first(where: { $0.name == name }) else {
                throw .noSuchPackageTarget(name: name, manifest: manifest.path, available: candidates.map(\.name))
            }
            target = named
        } else {
            switch candidates.count {
            case 1: target = candidates[0]
            case 0: throw .noPackageTargets(manifest: manifest.path)
            default: throw .severalPackageTargets(manifest: manifest.path, targets: candidates.map(\.name))
            }
        }
        return InstallDestination(
            kind: .packageTarget, location: .swiftPackage(manifest: manifest.path), targetName: target.name,
            folder: XcodeProject.join(manifest.sourceFolder(of: target), XcodeProject.piecesFolderName),
            deploymentTarget: manifest.deploymentTarget,
            warnings: manifest.deploymentTarget == nil ? [.packagePlatformsMissing(manifest: manifest.path)] : [])
    }

    /// The files an exception set of `group` keeps out of `target`.
    private static func exclusions(
        of files: [String], in group: XcodeGroup, project: XcodeProject, target: XcodeTarget
    ) -> [InstallWarning] {
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
