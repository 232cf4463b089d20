import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a target of an `.xcodeproj` (classic or synchronized) gets what pieces need beyond their
/// files, and gives it back: Swift packages linked as Xcode's File › Add Package Dependencies does;
/// Info.plist keys as `INFOPLIST_KEY_<key>` build settings in every configuration when the target
/// generates its Info.plist (`GENERATE_INFOPLIST_FILE = YES`), else in the Info.plist file its
/// `INFOPLIST_FILE` names. Nothing is overwritten: a key the project already gives another value
/// is left as it is, with a warning.
struct XcodeRequirements {
    /// The project as the edits so far left it.
    var project: XcodeProject
    let targetName: String
    /// The project root: Info.plist files are read only inside it, and named relative to it.
    let root: String
    /// Info.plist files edited so far, by absolute path.
    var plists: [String: [UInt8]] = [:]

    init(project: XcodeProject, targetName: String, root: String) {
        self.project = project
        self.targetName = targetName
        self.root = root
    }

    static let conflictCode = "project-requirement-conflict"
    static func settingConflictMessage(_ target: String, _ key: String, _ found: String, _ configuration: String)
        -> Message
    {
        "target \(target) already sets \(key) to \"\(found)\" (\(configuration)); left as it is"
    }
    static func fileConflictMessage(_ file: String, _ key: String, _ found: String) -> Message {
        "\(file) already has \(key) = \(found); left as it is"
    }
    static func conflictFix(_ value: String) -> Message {
        "the piece asks for \"\(value)\": change it by hand if that is what the app should say"
    }
    static func ruleMessage(_ url: String, _ rule: String) -> Message {
        "the project already depends on \(url) with the rule \(rule); left as it is"
    }
    static func ruleFix(_ from: String) -> Message {
        "the piece asks for Up to Next Major Version from \(from): check the rule in Xcode (Package Dependencies)"
    }
    static func noInfoPlistMessage(_ target: String, _ key: String) -> Message {
        "target \(target) neither generates its Info.plist nor names one (INFOPLIST_FILE): \(key) was not set"
    }
    static func unreadablePlistMessage(_ file: String, _ reason: String) -> Message {
        "\(file) was left alone: \(reason)"
    }

    static func settingPlace(_ target: String, _ setting: String) -> Message { "target \(target) (\(setting))" }

    /// Where a build setting of the target is, as the plan names it.
    func settingPlace(_ setting: String) -> String { Self.settingPlace(targetName, setting).text }

    /// `path` relative to the root when inside it.
    func display(_ path: String) -> String { Path(path).display(relativeTo: Path(root)) }

    /// Links `needs.packages` and sets `needs.infoPlist`.
    mutating func apply(_ needs: ProjectNeeds) throws(XcodeProjectError) -> RequirementsEdit {
        let original = project.bytes
        var edit = RequirementsEdit()
        if !needs.packages.isEmpty { try link(needs.packages, into: &edit) }
        for entry in needs.infoPlist {
            if project.generatesInfoPlist(targetName) {
                try setSetting(entry, into: &edit)
            } else {
                setInFile(entry, into: &edit)
            }
        }
        if project.bytes != original { edit.projectBytes = project.bytes }
        edit.files = plists.sorted { $0.key < $1.key }.map { StagedWriter.Write(path: $0.key, bytes: $0.value) }
        return edit
    }

    private mutating func link(_ packages: [PackageRequirement], into edit: inout RequirementsEdit)
        throws(XcodeProjectError)
    {
        let links = packages.map { PackageLink(url: $0.url, minimumVersion: $0.from, product: $0.productName) }
        let (bytes, outcomes) = try project.linking(links, to: targetName)
        if bytes != project.bytes { project = try XcodeProject(path: project.path, bytes: bytes) }
        edit.packages = outcomes
        for outcome in outcomes {
            let link = outcome.link
            edit.steps.append(
                RequirementStep(
                    kind: .package, subject: link.url,
                    detail: RequirementStep.packageDetail(link.minimumVersion, link.product).text,
                    action: outcome.isUnchanged ? .present : .add, place: "target " + targetName))
            edit.projectEntries += outcome.made.count
            if let rule = outcome.otherRule {
                edit.notes.append(
                    Diagnostic(
                        severity: .warning, code: Self.conflictCode, message: Self.ruleMessage(link.url, rule).text,
                        fix: Self.ruleFix(link.minimumVersion).text))
            }
        }
    }

    /// `INFOPLIST_KEY_<key>` in every configuration of the target that does not set it; none when
    /// one sets it to another value.
    private mutating func setSetting(_ entry: InfoPlistEntry, into edit: inout RequirementsEdit)
        throws(XcodeProjectError)
    {
        let key = XcodeProject.infoPlistKeyPrefix + entry.key
        var outcome = InfoPlistOutcome(entry: entry)
        var missing: [String] = []
        for configuration in project.configurations(of: targetName) {
            switch project.resolvedSetting(key, target: targetName, configuration: configuration.id) {
            case nil: missing.append(configuration.id)
            case entry.value: outcome.foundConfigurations.append(configuration.id)
            case let found?:
                edit.notes.append(
                    Diagnostic(
                        severity: .warning, code: Self.conflictCode,
                        message: Self.settingConflictMessage(targetName, key, found, configuration.name).text,
                        fix: Self.conflictFix(entry.value).text))
                edit.steps.append(step(entry, .conflict, place: settingPlace(key)))
                return
            }
        }
        let bytes = try project.settingBuildSetting(key, to: entry.value, in: missing)
        if bytes != project.bytes { project = try XcodeProject(path: project.path, bytes: bytes) }
        outcome.madeConfigurations = missing
        edit.projectEntries += missing.count
        edit.infoPlist.append(outcome)
        edit.steps.append(step(entry, missing.isEmpty ? .present : .add, place: settingPlace(key)))
    }

    /// The Info.plist at `file` (as staged so far, else on disk); nil, with a note saying why it
    /// is left alone, when it cannot be read or is not an XML property list.
    private func readPlist(_ file: String, shown: String, entry: InfoPlistEntry, into edit: inout RequirementsEdit)
        -> XMLPropertyList?
    {
        let reason: String
        do {
            let bytes: [UInt8]
            if let staged = plists[file] {
                bytes = staged
            } else {
                bytes = try BoundedFile.read(file, limit: .infoPlist, inside: root)
            }
            do { return try XMLPropertyList(bytes: bytes) } catch { reason = error.reason }
        } catch {
            reason = error.message
        }
        edit.notes.append(
            Diagnostic(
                severity: .warning, code: Self.conflictCode, message: Self.unreadablePlistMessage(shown, reason).text,
                fix: ProjectRequirements.infoPlistFix(entry).text))
        return nil
    }

    /// The key in each Info.plist file the target's configurations name.
    private mutating func setInFile(_ entry: InfoPlistEntry, into edit: inout RequirementsEdit) {
        let files = project.infoPlistFiles(of: targetName)
        guard !files.isEmpty else {
            edit.notes.append(
                Diagnostic(
                    severity: .warning, code: Self.conflictCode,
                    message: Self.noInfoPlistMessage(targetName, entry.key).text,
                    fix: ProjectRequirements.infoPlistFix(entry).text))
            return
        }
        var outcome = InfoPlistOutcome(entry: entry)
        for file in files {
            let shown = display(file)
            guard let plist = readPlist(file, shown: shown, entry: entry, into: &edit) else { continue }
            if let found = plist.entry(entry.key) {
                guard found.string == entry.value else {
                    let text = found.string.map { "\"\($0)\"" } ?? "<\(found.kind)>"
                    edit.notes.append(
                        Diagnostic(
                            severity: .warning, code: Self.conflictCode,
                            message: Self.fileConflictMessage(shown, entry.key, text).text,
                            fix: Self.conflictFix(entry.value).text))
                    edit.steps.append(step(entry, .conflict, place: shown))
                    continue
                }
                outcome.foundFiles.append(shown)
                edit.steps.append(step(entry, .present, place: shown))
            } else {
                plists[file] = plist.adding(key: entry.key, string: entry.value)
                outcome.madeFiles.append(shown)
                edit.steps.append(step(entry, .add, place: shown))
            }
        }
        edit.infoPlist.append(outcome)
    }

    private func step(_ entry: InfoPlistEntry, _ action: RequirementStep.Action, place: String) -> RequirementStep {
        RequirementStep(kind: .infoPlist, subject: entry.key, detail: entry.value, action: action, place: place)
    }
}
