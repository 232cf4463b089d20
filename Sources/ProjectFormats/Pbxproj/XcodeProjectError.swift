import PiecesDiagnostics
import PiecesSupport

/// Why an Xcode project (or a Swift package standing in for one) could not be read, queried or
/// edited. Each case carries what its message needs; `diagnostic` renders it.
package enum XcodeProjectError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
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

    static func unreadableMessage(_ path: String, _ reason: String) -> Message { "cannot read \(path): \(reason)" }
    static func notAProjectMessage(_ path: String) -> Message {
        "\(path) is not an Xcode project: it has no project.pbxproj"
    }
    static let notAProjectFix: Message = "pass the .xcodeproj folder with --project PATH"
    static func invalidMessage(_ path: String, _ error: String) -> Message {
        "\(path) is not a valid project file: \(error)"
    }
    static let invalidFix: Message =
        "restore project.pbxproj from version control, or open and save the project in Xcode"
    static func malformedMessage(_ path: String, _ missing: String) -> Message { "\(path) has no \(missing)" }
    static func duplicateObjectMessage(_ path: String, _ id: String, _ firstLine: Int, _ line: Int) -> Message {
        "\(path) lists object \(id) twice (lines \(firstLine) and \(line))"
    }
    static let duplicateObjectFix: Message =
        "a merge probably duplicated it: keep one of the two entries (compare them first), then run the command again"
    static func noSuchTargetMessage(_ project: String, _ name: String, _ available: String) -> Message {
        "\(project) has no target named '\(name)'; its targets are: \(available)"
    }
    static let noSuchTargetFix: Message = "pass one of them with --target NAME"
    static func noAppTargetMessage(_ project: String, _ targets: String) -> Message {
        "\(project) has no app target (product type com.apple.product-type.application); its targets are: \(targets)"
    }
    static let noAppTargetFix: Message = "pass the target that should receive the pieces with --target NAME"
    static func severalAppTargetsMessage(_ project: String, _ targets: String) -> Message {
        "\(project) has several app targets: \(targets)"
    }
    static func notAnIOSTargetMessage(_ name: String, _ platforms: String, _ evidence: String) -> Message {
        "target '\(name)' builds for \(platforms), not iOS (\(evidence)); pieces are SwiftUI components for iOS"
    }
    static func notAnIOSTargetFix(_ apps: String) -> Message {
        "pass an iOS target with --target NAME; the iOS app targets are: \(apps)"
    }
    static func noIOSAppTargetMessage(_ project: String, _ others: String) -> Message {
        "\(project) has no iOS app target; its app targets build for other platforms: \(others)"
    }
    static let noIOSAppTargetFix: Message =
        "pieces are SwiftUI components for iOS: add an iOS app target, or pass an iOS target with --target NAME"
    static func noSourceFolderMessage(_ target: String) -> Message {
        """
        cannot tell which folder holds the sources of target '\(target)': none of its Swift files sits in a group \
        with a folder
        """
    }
    static let noSourceFolderFix: Message =
        "add a Swift file to the target in Xcode (inside the app's folder), then run the command again"
    static func sharedGroupMessage(_ name: String, _ parents: String) -> Message {
        "group '\(name)' is listed in several groups (\(parents)), so pieces cannot tell which folder it is"
    }
    static let sharedGroupFix: Message =
        """
        keep it in one of them: in Xcode, delete the extra reference (Remove Reference), or edit the children lists \
        in project.pbxproj
        """
    static func unsupportedFileTypeMessage(_ name: String) -> Message {
        "cannot add \(name) to an Xcode target: only .swift and .metal files are compiled from Pieces/"
    }
    static func invalidFileNameMessage(_ name: String) -> Message { "'\(name)' is not a plain file name" }
    static func noSourcesPhaseMessage(_ target: String) -> Message {
        "target '\(target)' has no Compile Sources build phase"
    }
    static let noSourcesPhaseFix: Message = "add a Compile Sources phase to the target in Xcode (Build Phases, +)"
    static func noPackageTargetsMessage(_ manifest: String) -> Message {
        "\(manifest) declares no target that pieces could be added to"
    }
    static let noPackageTargetsFix: Message = "add an .executableTarget or .target for the app code"
    static func noSuchPackageTargetMessage(_ manifest: String, _ name: String, _ available: String) -> Message {
        "\(manifest) has no target named '\(name)'; its targets are: \(available)"
    }
    static func severalPackageTargetsMessage(_ manifest: String, _ targets: String) -> Message {
        "\(manifest) declares several targets: \(targets)"
    }
    static func readOnlyMessage(_ path: String) -> Message {
        "\(path) is read-only; pieces does not replace a project file that someone made read-only"
    }
    static let readOnlyFix: Message =
        """
        make it writable (chmod u+w, or check it out in your version control's lock workflow), then run the command \
        again
        """
    static func editFailedMessage(_ path: String, _ reason: String) -> Message {
        "editing \(path) would make it unreadable (\(reason)); nothing was written"
    }
    static let editFailedFix: Message = "please report this with the project file attached"

    /// What is wrong.
    package var message: String { diagnostic.message }

    /// How to fix it, when there is something to say.
    package var fix: String? { diagnostic.fix }

    package var description: String { message }

    /// The error as a diagnostic, with the file, line and column of a parse error or a duplicate:
    /// `package-manifest` for a problem with a Swift package, else `xcode-project` (a package is
    /// never called an Xcode project); 74 when the project cannot be read, 65 when it is not a
    /// valid project file, 1 otherwise (no such target, a choice to make with `--target`, a project
    /// pieces cannot edit).
    package var diagnostic: Diagnostic {
        switch self {
        case .unreadable(let path, let reason):
            .error("xcode-project", Self.unreadableMessage(path, reason), status: ExitStatus.ioError)
        case .notAProject(let path):
            .error(
                "xcode-project", Self.notAProjectMessage(path), fix: Self.notAProjectFix, status: ExitStatus.findings)
        case .invalidPropertyList(let path, let error):
            .error(
                "xcode-project", Self.invalidMessage(path, error.description), file: path, line: error.location?.line,
                column: error.location?.column, fix: Self.invalidFix, status: ExitStatus.dataError)
        case .malformed(let path, let missing):
            .error("xcode-project", Self.malformedMessage(path, missing), status: ExitStatus.dataError)
        case .duplicateObject(let path, let id, let firstLine, let line):
            .error(
                "xcode-project", Self.duplicateObjectMessage(path, id, firstLine, line), file: path, line: line,
                fix: Self.duplicateObjectFix, status: ExitStatus.dataError)
        case .noSuchTarget(let name, let project, let available):
            .error(
                "xcode-project", Self.noSuchTargetMessage(project, name, Self.list(available)),
                fix: Self.noSuchTargetFix,
                status: ExitStatus.findings)
        case .noAppTarget(let project, let targets):
            .error(
                "xcode-project", Self.noAppTargetMessage(project, Self.list(targets)), fix: Self.noAppTargetFix,
                status: ExitStatus.findings)
        case .severalAppTargets(let project, let targets):
            .error(
                "xcode-project", Self.severalAppTargetsMessage(project, Self.list(targets)), fix: Self.noSuchTargetFix,
                status: ExitStatus.findings)
        case .notAnIOSTarget(let name, let platforms, let evidence, let apps):
            .error(
                "xcode-project", Self.notAnIOSTargetMessage(name, platforms, evidence),
                fix: Self.notAnIOSTargetFix(Self.list(apps)),
                status: ExitStatus.findings)
        case .noIOSAppTarget(let project, let others):
            .error(
                "xcode-project", Self.noIOSAppTargetMessage(project, Self.list(others)), fix: Self.noIOSAppTargetFix,
                status: ExitStatus.findings)
        case .noSourceFolder(let target):
            .error(
                "xcode-project", Self.noSourceFolderMessage(target), fix: Self.noSourceFolderFix,
                status: ExitStatus.findings)
        case .sharedGroup(let name, let parents):
            .error(
                "xcode-project", Self.sharedGroupMessage(name, Self.list(parents)), fix: Self.sharedGroupFix,
                status: ExitStatus.findings)
        case .unsupportedFileType(let name):
            .error("xcode-project", Self.unsupportedFileTypeMessage(name), status: ExitStatus.findings)
        case .invalidFileName(let name):
            .error("xcode-project", Self.invalidFileNameMessage(name), status: ExitStatus.findings)
        case .noSourcesPhase(let target):
            .error(
                "xcode-project", Self.noSourcesPhaseMessage(target), fix: Self.noSourcesPhaseFix,
                status: ExitStatus.findings)
        case .noPackageTargets(let manifest):
            .error(
                "package-manifest", Self.noPackageTargetsMessage(manifest), fix: Self.noPackageTargetsFix,
                status: ExitStatus.findings)
        case .noSuchPackageTarget(let name, let manifest, let available):
            .error(
                "package-manifest", Self.noSuchPackageTargetMessage(manifest, name, Self.list(available)),
                fix: Self.noSuchTargetFix,
                status: ExitStatus.findings)
        case .severalPackageTargets(let manifest, let targets):
            .error(
                "package-manifest", Self.severalPackageTargetsMessage(manifest, Self.list(targets)),
                fix: Self.noSuchTargetFix,
                status: ExitStatus.findings)
        case .readOnly(let path):
            .error(
                "xcode-project", Self.readOnlyMessage(path), file: path, fix: Self.readOnlyFix,
                status: ExitStatus.findings)
        case .editFailed(let path, let reason):
            .error(
                "xcode-project", Self.editFailedMessage(path, reason), fix: Self.editFailedFix,
                status: ExitStatus.findings)
        }
    }

    static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }
}
