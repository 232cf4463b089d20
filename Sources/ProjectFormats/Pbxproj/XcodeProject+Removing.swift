import PiecesSupport

extension XcodeProject {
    /// `removing(files:from:everywhere:)` for the target called `targetName`.
    package func removing(files names: [String], from targetName: String, everywhere: Bool = false)
        throws(XcodeProjectError) -> ProjectEdit
    {
        try removing(files: names, from: chooseTarget(named: targetName), everywhere: everywhere)
    }

    /// Undoes `adding(files:to:)`: removes the build files that compile `names` (files in the
    /// target's `Pieces` folder) in the target's Sources phase; each file's reference (and its line
    /// in its group) when no other target still compiles it; and the `Pieces` group itself when
    /// pieces made it and it is left empty. A section left empty goes too, with the blank line that
    /// came with it.
    ///
    /// Entries are found by the path they point at, whoever made them: after a lost `pieces.lock`,
    /// or when a person added the file by hand, the project must not keep entries for a file that
    /// is about to be deleted. With `everywhere`, because the file itself goes, the build files of
    /// every target and phase that use it go too, and its reference with them. Files nothing points
    /// at are reported in `skipped`. For a project laid out as Xcode writes it, removing everything
    /// added gives back the original bytes.
    package func removing(files names: [String], from target: XcodeTarget, everywhere: Bool = false)
        throws(XcodeProjectError) -> ProjectEdit
    {
        let placement = try groupPlacement(for: target)
        var removal = Removal(layout: PbxprojLayout(project: self))
        for name in names {
            try removeFile(name, from: target, everywhere: everywhere, placement: placement, into: &removal)
        }
        if let group = placement.piecesGroup,
            ObjectIDAllocator.candidates(ObjectIDAllocator.groupKey(projectRelative(placement.folder))).contains(
                group.id),
            !group.childIDs.isEmpty, group.childIDs.allSatisfy(removal.files.contains),
            let groupObject = objects[group.id]
        {
            removal.edits.delete(removal.layout.deletion(ofEntry: groupObject.entry))
            try deleteElement(group.id, inArray: "children", of: placement.parent.id, in: &removal)
            removal.sections.insert(Self.groupISA)
            removal.changes += [
                .group(id: group.id, path: projectRelative(placement.folder)),
                .groupChild(group: placement.parent.id, child: group.id)
            ]
        }
        guard !removal.changes.isEmpty else {
            return ProjectEdit(bytes: bytes, changes: [], skipped: removal.skipped, folder: placement.folder)
        }
        let newBytes = try removingEmptySections(removal.sections, from: removal.edits.apply(to: bytes))
        return ProjectEdit(
            bytes: newBytes, changes: removal.changes, skipped: removal.skipped, folder: placement.folder)
    }

    /// What one `removing` call cuts, gathered file by file.
    private struct Removal {
        let layout: PbxprojLayout
        var edits = ByteEdits()
        var changes: [ProjectEdit.Change] = []
        var skipped: [String] = []
        var buildFiles: Set<String> = []
        var files: Set<String> = []
        /// The sections entries were cut from, which may be left empty.
        var sections: Set<String> = []

        init(layout: PbxprojLayout) { self.layout = layout }
    }

    /// Cuts the build files that compile the file `name` of the `Pieces` folder in the target (in
    /// every target with `everywhere`), and the file's reference when nothing else compiles it.
    private func removeFile(
        _ name: String, from target: XcodeTarget, everywhere: Bool, placement: GroupPlacement,
        into removal: inout Removal
    ) throws(XcodeProjectError) {
        // An absolute path names a file outside the Pieces folder (where the lock says it is).
        let filePath = name.hasPrefix("/") ? name : Self.join(placement.folder, name)
        let name = Path(filePath).basename
        let references = Set(fileReferences(named: name, at: filePath))
        var found = false
        for owner in everywhere ? targets : [target] {
            for phase in everywhere ? buildPhases(of: owner) : [sourcesPhase(of: owner)].compactMap({ $0 }) {
                for buildID in phase.buildFileIDs where !removal.buildFiles.contains(buildID) {
                    guard let buildObject = objects[buildID], buildObject.isa == Self.buildFileISA,
                        let reference = buildObject.string("fileRef"), references.contains(reference)
                    else { continue }
                    removal.buildFiles.insert(buildID)
                    removal.edits.delete(removal.layout.deletion(ofEntry: buildObject.entry))
                    try deleteElement(buildID, inArray: "files", of: phase.id, in: &removal)
                    removal.sections.insert(Self.buildFileISA)
                    removal.changes += [
                        .buildFile(id: buildID, file: name, target: owner.name),
                        .phaseEntry(phase: phase.id, buildFile: buildID)
                    ]
                    found = true
                }
            }
        }
        for fileID in references.sorted()
        where !removal.files.contains(fileID) && !isCompiled(fileID, ignoring: removal.buildFiles) {
            guard found || everywhere, let fileObject = objects[fileID] else { continue }
            removal.files.insert(fileID)
            removal.edits.delete(removal.layout.deletion(ofEntry: fileObject.entry))
            removal.sections.insert(Self.fileReferenceISA)
            removal.changes.append(.fileReference(id: fileID, path: projectRelative(filePath)))
            found = true
            if let parent = parents[fileID] {
                try deleteElement(fileID, inArray: "children", of: parent, in: &removal)
                removal.changes.append(.groupChild(group: parent, child: fileID))
            }
        }
        if !found { removal.skipped.append(name) }
    }

    /// The file references that point at `filePath` (looked up only among those named `name`).
    private func fileReferences(named name: String, at filePath: String) -> [String] {
        objects.values.filter { object in
            object.isa == Self.fileReferenceISA
                && Path(object.string("path") ?? "").basename == name
                && location(of: object.id) == filePath
        }.map(\.id)
    }

    /// Whether a build file other than `ignored` ones compiles file reference `fileID`.
    private func isCompiled(_ fileID: String, ignoring ignored: Set<String>) -> Bool {
        objects.values.contains { object in
            object.isa == Self.buildFileISA && !ignored.contains(object.id) && object.string("fileRef") == fileID
        }
    }

    private func deleteElement(
        _ id: String, inArray key: String, of objectID: String, in removal: inout Removal
    ) throws(XcodeProjectError) {
        for element in try array(key, of: objectID).array ?? [] where element.string == id {
            removal.edits.delete(removal.layout.deletion(ofElement: element))
        }
    }

    /// Cuts the sections among `names` that `bytes` holds empty (Xcode never writes an empty one,
    /// so an empty one is what an earlier `adding` created).
    func removingEmptySections(_ names: Set<String>, from edited: [UInt8]) throws(XcodeProjectError) -> [UInt8] {
        let project: XcodeProject
        do {
            project = try XcodeProject(path: path, bytes: edited)
        } catch {
            throw .editFailed(path: projectFilePath, reason: error.message)
        }
        let layout = PbxprojLayout(project: project)
        var edits = ByteEdits()
        for section in layout.sections where names.contains(section.name) {
            if let range = layout.emptySectionDeletion(section) { edits.delete(range) }
        }
        // The edited bytes were just read back; only cutting sections needs another check.
        guard !edits.isEmpty else { return edited }
        let result = edits.apply(to: edited)
        try verify(result)
        return result
    }
}
