import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `add`, `update`, `remove` and `status` need from the project an app is built from, whatever
/// its kind: its targets (with the platforms each builds for and their deployment targets), the
/// destination of a chosen target, what that target already compiles, and the edit that makes it
/// compile the piece files (when the kind lists its files at all).
///
/// One conformance per kind: `XcodeAppProject` (classic and synchronized `.xcodeproj`),
/// `PackageAppProject` (`Package.swift`), `XcodeGenAppProject` (`project.yml`),
/// `TuistAppProject` (`Project.swift`). `AppProjectLocator` finds a project and opens it as the
/// right conformance; nothing else in the installer asks which kind it has. Adding a kind is a
/// conformance and a case of the locator (docs/app-projects.md, "Adding a project kind"); a kind
/// whose project file is never edited conforms to `ReadOnlyAppProject`, which answers the edits. Each
/// kind fails its own way (`XcodeProjectError`, `XcodeGenError`, `TuistError`), so the seam throws
/// `DiagnosticError`.
protocol AppProject: Sendable {
    /// Where the project is, as the locator found it.
    var location: ProjectLocation { get }

    /// The targets pieces may go into (app targets; a package's code targets), in the project's order.
    var appTargetNames: [String] { get }

    /// The destination in the target named `target` (nil: the one candidate, else an error listing
    /// them); `files` are the piece file names about to be installed.
    func destination(target: String?, files: [String]) throws(DiagnosticError) -> ProjectDestination

    /// As `destination(target:files:)` when `chosenFolder` (from `--path` or `pieces.json`,
    /// absolute) is to hold the files: a kind that cannot always tell a target's folder itself
    /// (a Tuist target made by a helper function) installs there.
    func destination(target: String?, files: [String], chosenFolder: String?) throws(DiagnosticError)
        -> ProjectDestination

    /// What the destination's target already compiles, checked for name collisions.
    func compiledSources(of destination: ProjectDestination) -> NameCollisions.Sources

    /// Why files in `folder` (given by `--path` or `pieces.json`) would not build in the destination's target.
    func membershipWarnings(for folder: String, destination: ProjectDestination) -> [InstallWarning]

    /// The project file written when the target must be told about new files; nil when it never is.
    var projectFilePath: String? { get }

    /// The edit that makes the destination's target compile `files` (names in `folder`, the
    /// destination's folder unless `--path` moved it), each only on the platforms `filters` gives
    /// it (absent: all of the target's); nil when the kind needs no edit.
    func edit(
        adding files: [String], in folder: String, filters: [String: PlatformFilter], to destination: ProjectDestination
    ) throws(DiagnosticError) -> ProjectEdit?

    /// The edit that stops the destination's target compiling `deleted` (absolute paths, gone from
    /// every target) and `kept` (absolute paths other destinations still use); nil when none is needed.
    func edit(removing deleted: [String], keeping kept: [String], from destination: ProjectDestination)
        throws(DiagnosticError)
        -> ProjectEdit?

    /// The project's entries that already compile `paths` (absolute) in the destination's target, so
    /// `remove` knows them; nil when there are none.
    func existingEntries(for paths: Set<String>, in destination: ProjectDestination) -> [String]?

    /// The same project read from `bytes` (an earlier edit's result), for edits that follow it.
    func reading(_ bytes: [UInt8]) throws(DiagnosticError) -> any AppProject

    /// What the user must do once `files` (names in `folder`) were added to the destination, or
    /// removed from it (`filters` empty): regenerate a generated project, add a sources entry.
    func followUp(
        for files: [String], in folder: String, filters: [String: PlatformFilter], destination: ProjectDestination
    )
        -> [InstallWarning]

    /// Gives the destination what the pieces need beyond their files (`needs`: Swift packages to
    /// link, Info.plist keys to set), as edits of the project file on top of `projectBytes` (what
    /// the file edit made of it; nil: as on disk) and of the files it names, for a kind that edits
    /// them; else as notes with the lines to write (`packageLines`, `infoPlistLines`). Nothing is
    /// written here: the installer stages it with the piece files.
    func applying(_ needs: ProjectNeeds, to destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(DiagnosticError)
        -> RequirementsEdit

    /// Takes back `applied` (what pieces made that no remaining piece lists) from the destination,
    /// on top of `projectBytes`; nothing for a kind that is never edited.
    func undoing(_ applied: AppliedRequirements, from destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(DiagnosticError) -> RequirementsEdit

    /// The lines a user writes so the destination links `package`, when `applying` does not.
    func packageLines(_ package: PackageRequirement, destination: ProjectDestination) -> Message

    /// The lines a user writes so the destination's Info.plist has `entry`, when `applying` does not.
    func infoPlistLines(_ entry: InfoPlistEntry, destination: ProjectDestination) -> Message
}

extension AppProject {
    func destination(target: String?, files: [String], chosenFolder: String?) throws(DiagnosticError)
        -> ProjectDestination
    {
        try destination(target: target, files: files)
    }

    func followUp(
        for files: [String], in folder: String, filters: [String: PlatformFilter], destination: ProjectDestination
    )
        -> [InstallWarning]
    { [] }

    /// The folder holding the project (and `pieces.lock`).
    var root: String { location.root }

    /// Applies nothing: one note per package and key, with the kind's lines to write.
    func applying(_ needs: ProjectNeeds, to destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(DiagnosticError)
        -> RequirementsEdit
    {
        RequirementsEdit(
            notes: ProjectRequirements.manualNotes(
                needs, packageLines: { packageLines($0, destination: destination) },
                infoPlistLines: { infoPlistLines($0, destination: destination) }))
    }

    func undoing(_ applied: AppliedRequirements, from destination: ProjectDestination, after projectBytes: [UInt8]?)
        throws(DiagnosticError) -> RequirementsEdit
    { RequirementsEdit() }

    /// Xcode's steps and the `Package.swift` lines.
    func packageLines(_ package: PackageRequirement, destination: ProjectDestination) -> Message {
        ProjectRequirements.packageFix(package)
    }

    /// Xcode's step (the target's Info tab, or the `INFOPLIST_KEY_` build setting).
    func infoPlistLines(_ entry: InfoPlistEntry, destination: ProjectDestination) -> Message {
        ProjectRequirements.infoPlistFix(entry)
    }
}

extension ProjectLocation {
    /// The folder holding the project or manifest: the project root.
    var root: String { Path(path).parent.string }
}

/// The platforms a piece file compiles for in a target that builds for more: Xcode's platform
/// filter names (`ios`, `macos`, `xros`).
struct PlatformFilter: Sendable, Equatable {
    var names: [String]
}
