import PiecesSupport
import PiecesDiagnostics

/// Why an Xcode project (or a Swift package standing in for one) could not be read, queried or
/// edited. Each case carries what its message needs; `message`, `fix` and `diagnostic` render it.
public enum XcodeProjectError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// A folder given as a project holds no `project.pbxproj`.
    case notAProject(path: String)
    /// `project.pbxproj` is not a valid property list.
    case invalidPropertyList(path: String, PlistError)
    /// The property list is valid but lacks something every project has (`objects`, `rootObject`, …).
    case malformed(path: String, missing: String)
    /// The `objects` dictionary holds the same ID twice (`line` is the second).
    case duplicateObject(path: String, id: String, firstLine: Int, line: Int)
    case noSuchTarget(name: String, project: String, available: [String])
    case noAppTarget(project: String, targets: [String])
    case severalAppTargets(project: String, targets: [String])
    /// `--target` names a target that builds only for platforms other than iOS.
    case notAnIOSTarget(name: String, platforms: String, evidence: String, iOSApps: [String])
    /// The project's app targets all build for other platforms (each listed with its platforms).
    case noIOSAppTarget(project: String, others: [String])
    /// A group-based target whose sources sit in no group with a folder on disk.
    case noSourceFolder(target: String)
    /// The group holding the sources is listed by several groups, so it has no single folder.
    case sharedGroup(name: String, parents: [String])
    case unsupportedFileType(name: String)
    /// The file name has a slash or is empty: pieces files go straight into the `Pieces` folder.
    case invalidFileName(name: String)
    /// The target has no `PBXSourcesBuildPhase` to add files to.
    case noSourcesPhase(target: String)
    /// `Package.swift` declares no target pieces can go into.
    case noPackageTargets(manifest: String)
    case noSuchPackageTarget(name: String, manifest: String, available: [String])
    case severalPackageTargets(manifest: String, targets: [String])
    /// `project.pbxproj` has no write permission: replacing it (a rename) would succeed anyway and
    /// drop a protection someone set on purpose.
    case readOnly(path: String)
    /// The edited bytes did not read back as a project: a bug, reported instead of writing them.
    case editFailed(path: String, reason: String)

    static let unreadableMessage = "cannot read %@: %@"
    static let notAProjectMessage = "%@ is not an Xcode project: it has no project.pbxproj"
    static let notAProjectFix = "pass the .xcodeproj folder with --project PATH"
    static let invalidMessage = "%@ is not a valid project file: %@"
    static let invalidFix = "restore project.pbxproj from version control, or open and save the project in Xcode"
    static let malformedMessage = "%@ has no %@"
    static let duplicateObjectMessage = "%@ lists object %@ twice (lines %d and %d)"
    static let duplicateObjectFix = "a merge probably duplicated it: keep one of the two entries (compare them first), then run the command again"
    static let noSuchTargetMessage = "%@ has no target named '%@'; its targets are: %@"
    static let noSuchTargetFix = "pass one of them with --target NAME"
    static let noAppTargetMessage = "%@ has no app target (product type com.apple.product-type.application); its targets are: %@"
    static let noAppTargetFix = "pass the target that should receive the pieces with --target NAME"
    static let severalAppTargetsMessage = "%@ has several app targets: %@"
    static let notAnIOSTargetMessage = "target '%@' builds for %@, not iOS (%@); pieces are SwiftUI components for iOS"
    static let notAnIOSTargetFix = "pass an iOS target with --target NAME; the iOS app targets are: %@"
    static let noIOSAppTargetMessage = "%@ has no iOS app target; its app targets build for other platforms: %@"
    static let noIOSAppTargetFix = "pieces are SwiftUI components for iOS: add an iOS app target, or pass an iOS target with --target NAME"
    static let noSourceFolderMessage = "cannot tell which folder holds the sources of target '%@': none of its Swift files sits in a group with a folder"
    static let noSourceFolderFix = "add a Swift file to the target in Xcode (inside the app's folder), then run the command again"
    static let sharedGroupMessage = "group '%@' is listed in several groups (%@), so pieces cannot tell which folder it is"
    static let sharedGroupFix = "keep it in one of them: in Xcode, delete the extra reference (Remove Reference), or edit the children lists in project.pbxproj"
    static let unsupportedFileTypeMessage = "cannot add %@ to an Xcode target: only .swift and .metal files are compiled from Pieces/"
    static let invalidFileNameMessage = "'%@' is not a plain file name"
    static let noSourcesPhaseMessage = "target '%@' has no Compile Sources build phase"
    static let noSourcesPhaseFix = "add a Compile Sources phase to the target in Xcode (Build Phases, +)"
    static let noPackageTargetsMessage = "%@ declares no target that pieces could be added to"
    static let noPackageTargetsFix = "add an .executableTarget or .target for the app code"
    static let noSuchPackageTargetMessage = "%@ has no target named '%@'; its targets are: %@"
    static let severalPackageTargetsMessage = "%@ declares several targets: %@"
    static let readOnlyMessage = "%@ is read-only; pieces does not replace a project file that someone made read-only"
    static let readOnlyFix = "make it writable (chmod u+w, or check it out in your version control's lock workflow), then run the command again"
    static let editFailedMessage = "editing %@ would make it unreadable (%@); nothing was written"
    static let editFailedFix = "please report this with the project file attached"

    /// What is wrong.
    public var message: String {
        switch self {
        case .unreadable(let path, let reason): format(Self.unreadableMessage, path, reason)
        case .notAProject(let path): format(Self.notAProjectMessage, path)
        case .invalidPropertyList(let path, let error): format(Self.invalidMessage, path, error.description)
        case .malformed(let path, let missing): format(Self.malformedMessage, path, missing)
        case .duplicateObject(let path, let id, let firstLine, let line): format(Self.duplicateObjectMessage, path, id, firstLine, line)
        case .noSuchTarget(let name, let project, let available):
            format(Self.noSuchTargetMessage, project, name, Self.list(available))
        case .noAppTarget(let project, let targets): format(Self.noAppTargetMessage, project, Self.list(targets))
        case .severalAppTargets(let project, let targets): format(Self.severalAppTargetsMessage, project, Self.list(targets))
        case .notAnIOSTarget(let name, let platforms, let evidence, _): format(Self.notAnIOSTargetMessage, name, platforms, evidence)
        case .noIOSAppTarget(let project, let others): format(Self.noIOSAppTargetMessage, project, Self.list(others))
        case .noSourceFolder(let target): format(Self.noSourceFolderMessage, target)
        case .sharedGroup(let name, let parents): format(Self.sharedGroupMessage, name, Self.list(parents))
        case .unsupportedFileType(let name): format(Self.unsupportedFileTypeMessage, name)
        case .invalidFileName(let name): format(Self.invalidFileNameMessage, name)
        case .noSourcesPhase(let target): format(Self.noSourcesPhaseMessage, target)
        case .noPackageTargets(let manifest): format(Self.noPackageTargetsMessage, manifest)
        case .noSuchPackageTarget(let name, let manifest, let available):
            format(Self.noSuchPackageTargetMessage, manifest, name, Self.list(available))
        case .severalPackageTargets(let manifest, let targets): format(Self.severalPackageTargetsMessage, manifest, Self.list(targets))
        case .editFailed(let path, let reason): format(Self.editFailedMessage, path, reason)
        case .readOnly(let path): format(Self.readOnlyMessage, path)
        }
    }

    /// How to fix it, when there is something to say.
    public var fix: String? {
        switch self {
        case .notAProject: Self.notAProjectFix
        case .invalidPropertyList: Self.invalidFix
        case .noSuchTarget, .severalAppTargets, .noSuchPackageTarget, .severalPackageTargets: Self.noSuchTargetFix
        case .noAppTarget: Self.noAppTargetFix
        case .notAnIOSTarget(_, _, _, let apps): format(Self.notAnIOSTargetFix, Self.list(apps))
        case .noIOSAppTarget: Self.noIOSAppTargetFix
        case .noSourceFolder: Self.noSourceFolderFix
        case .sharedGroup: Self.sharedGroupFix
        case .noSourcesPhase: Self.noSourcesPhaseFix
        case .noPackageTargets: Self.noPackageTargetsFix
        case .editFailed: Self.editFailedFix
        case .readOnly: Self.readOnlyFix
        case .duplicateObject: Self.duplicateObjectFix
        case .unreadable, .malformed, .unsupportedFileType, .invalidFileName: nil
        }
    }

    public var description: String { message }

    /// 74 when the project cannot be read, 65 when it is not a valid project file, 1 otherwise
    /// (no such target, a choice to make with `--target`, a project pieces cannot edit).
    package var exitStatus: Int32 {
        switch self {
        case .unreadable: ExitStatus.ioError
        case .invalidPropertyList, .malformed, .duplicateObject: ExitStatus.dataError
        default: ExitStatus.findings
        }
    }

    /// The error as a diagnostic, with the line and column of a parse error.
    package var diagnosticBody: Diagnostic {
        var file: String?
        var line: Int?
        var column: Int?
        if case .invalidPropertyList(let path, let error) = self {
            file = path
            line = error.location?.line
            column = error.location?.column
        }
        if case .readOnly(let path) = self { file = path }
        if case .duplicateObject(let path, _, _, let second) = self {
            file = path
            line = second
        }
        return Diagnostic(severity: .error, code: code, message: message, file: file, line: line, column: column, fix: fix)
    }

    /// `package-manifest` for a problem with a Swift package, else `xcode-project`: a package is
    /// never called an Xcode project.
    var code: String {
        switch self {
        case .noPackageTargets, .noSuchPackageTarget, .severalPackageTargets: "package-manifest"
        default: "xcode-project"
        }
    }

    static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }
}
