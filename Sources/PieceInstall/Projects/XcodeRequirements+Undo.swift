import PiecesSupport
import ProjectFormats

extension XcodeRequirements {
    /// Takes back `applied`: the package entries pieces made (those something left in the project
    /// uses stay), and each key's build settings and Info.plist entries that still have the value
    /// pieces gave them (one changed since stays).
    mutating func undo(_ applied: AppliedRequirements) throws(XcodeProjectError) -> RequirementsEdit {
        let original = project.bytes
        var edit = RequirementsEdit()
        try unlink(applied.packages, into: &edit)
        for key in applied.infoPlist {
            if let configurations = key.buildConfigurations, !configurations.isEmpty {
                let setting = XcodeProject.infoPlistKeyPrefix + key.key
                let result = try project.removingBuildSetting(setting, value: key.value, from: configurations)
                if result.bytes != project.bytes { project = try XcodeProject(path: project.path, bytes: result.bytes) }
                edit.projectEntries += result.removed.count
                edit.steps.append(
                    RequirementStep(
                        kind: .infoPlist, subject: key.key, detail: key.value,
                        action: result.kept.isEmpty ? .remove : .changed, place: settingPlace(setting)))
            }
            for file in key.files ?? [] {
                let path = XcodeProject.join(root, file)
                let removed = (try? plists[path] ?? BoundedFile.read(path, limit: .infoPlist, inside: root))
                    .flatMap { try? XMLPropertyList(bytes: $0) }?.removing(key: key.key, string: key.value)
                if let removed { plists[path] = removed }
                edit.steps.append(
                    RequirementStep(
                        kind: .infoPlist, subject: key.key, detail: key.value,
                        action: removed == nil ? .changed : .remove,
                        place: file))
            }
        }
        if project.bytes != original { edit.projectBytes = project.bytes }
        edit.files = plists.sorted { $0.key < $1.key }.map { StagedWriter.Write(path: $0.key, bytes: $0.value) }
        return edit
    }

    private mutating func unlink(_ packages: [LockFile.SwiftPackage], into edit: inout RequirementsEdit)
        throws(XcodeProjectError)
    {
        var entries: [String] = []
        var lists: [String] = []
        for package in packages {
            for id in package.projectEntries ?? [] where !entries.contains(id) { entries.append(id) }
            for list in package.projectLists ?? [] where !lists.contains(list) { lists.append(list) }
        }
        guard !entries.isEmpty || !lists.isEmpty else { return }
        let result = try project.unlinking(objects: entries, lists: lists)
        if result.bytes != project.bytes { project = try XcodeProject(path: project.path, bytes: result.bytes) }
        edit.projectEntries += result.removed.count
        for package in packages {
            let kept = (package.projectEntries ?? []).contains(where: result.kept.contains)
            edit.steps.append(
                RequirementStep(
                    kind: .package, subject: package.url,
                    detail: RequirementStep.packageDetail(package.from, package.product).text,
                    action: kept ? .changed : .remove, place: "target " + targetName))
        }
    }
}
