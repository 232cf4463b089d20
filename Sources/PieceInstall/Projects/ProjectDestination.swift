import ProjectFormats

/// Where piece files go in an app's target and what else must happen for them to build, as an
/// `AppProject` conformance works it out:
///
/// - a target with Xcode 16 synchronized folders: `<folder>/Pieces/`, compiled without a project
///   edit unless the target builds for a platform a piece does not support (a platform filter);
/// - a group-based Xcode target: `<folder of the target's sources>/Pieces/`, plus a project edit;
/// - a Swift package target: `<target's source folder>/Pieces/`.
package struct ProjectDestination: Sendable, Equatable {
    /// The project or package.
    package var location: ProjectLocation
    /// The chosen target.
    package var targetName: String
    /// The `Pieces` folder, absolute.
    package var folder: String
    /// The platforms the target builds for, each with its deployment target; `[iOS]` when unknown.
    package var platforms: [TargetPlatform]
    /// Problems that would keep the installed files from building.
    package var warnings: [InstallWarning]
    /// Whether the project file may need an edit for the target to compile the files (it lists
    /// every file, or keeps platform filters).
    package var needsProjectEdit: Bool
    /// Whether the files must go in `folder`: the target lists its files, so `--path` cannot move them.
    package var folderIsFixed: Bool { placement != nil }
    /// The Xcode conformance's own: the synchronized folder the files go in, when they go in one.
    package var synchronizedGroupID: String?
    /// The Xcode conformance's own: where the `Pieces` group goes in a group-based target.
    package var placement: GroupPlacement?

    package init(
        location: ProjectLocation, targetName: String, folder: String, platforms: [TargetPlatform],
        warnings: [InstallWarning] = [], needsProjectEdit: Bool = false, synchronizedGroupID: String? = nil,
        placement: GroupPlacement? = nil
    ) {
        self.location = location
        self.targetName = targetName
        self.folder = folder
        self.platforms = platforms
        self.warnings = warnings
        self.needsProjectEdit = needsProjectEdit
        self.synchronizedGroupID = synchronizedGroupID
        self.placement = placement
    }

    /// The target's iOS deployment target, when it builds for iOS and sets one.
    package var deploymentTarget: DeploymentTarget? {
        platforms.first { $0.platform == .iOS }?.deploymentTarget
    }
}
