extension XcodeProject {
    /// `removing(files:from:)` for the target called `targetName`.
    public func removing(files names: [String], from targetName: String) throws(XcodeProjectError) -> ProjectEdit {
        try removing(files: names, from: chooseTarget(named: targetName))
    }

    /// Undoes `adding(files:to:)`: removes the build files pieces made for `names` in the target's
    /// Sources phase; each file's reference (and its line in the `Pieces` group) when pieces made it
    /// and no other target still compiles it; and the `Pieces` group itself when pieces made it and
    /// it is left empty. A section left empty goes too, with the blank line that came with it.
    ///
    /// What pieces made is recognised by the deterministic IDs it gives its objects, so entries a
    /// person added by hand are never touched: such files are reported in `skipped`. For a project
    /// laid out as Xcode writes it, removing everything added gives back the original bytes.
    public func removing(files names: [String], from target: XcodeTarget) throws(XcodeProjectError) -> ProjectEdit {
        let placement = try groupPlacement(for: target)
        var removal = Removal(layout: PbxprojLayout(project: self))
        for name in names {
            try removeFile(name, from: target, placement: placement, into: &removal)
        }
        if let group = placement.piecesGroup,
           ObjectIDAllocator.candidates(ObjectIDAllocator.groupKey(projectRelative(placement.folder))).contains(group.id),
           !group.childIDs.isEmpty, group.childIDs.allSatisfy(removal.files.contains), let groupObject = objects[group.id] {
            removal.edits.delete(removal.layout.deletion(ofEntry: groupObject.entry))
            try deleteElement(group.id, inArray: "children", of: placement.parent.id, in: &removal)
            removal.sections.insert(Self.groupISA)
            removal.changes += [
                .group(id: group.id, path: projectRelative(placement.folder)),
                .groupChild(group: placement.parent.id, child: group.id),
            ]
        }
        guard !removal.changes.isEmpty else {
            return ProjectEdit(bytes: bytes, changes: [], skipped: removal.skipped, folder: placement.folder)
        }
        let newBytes = try removingEmptySections(removal.sections, from: removal.edits.apply(to: bytes))
        return ProjectEdit(bytes: newBytes, changes: removal.changes, skipped: removal.skipped, folder: placement.folder)
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

    /// Cuts the build file pieces made for `name` in the target, and the file's reference when
    /// pieces made it and nothing else compiles it.
    private func removeFile(
        _ name: String, from target: XcodeTarget, placement: GroupPlacement, into removal: inout Removal
    ) throws(XcodeProjectError) {
        let filePath = Self.join(placement.folder, name)
        let relative = projectRelative(filePath)
        let ours = Set(ObjectIDAllocator.candidates(ObjectIDAllocator.buildFileKey(target: target.name, relative)))
        guard let phase = sourcesPhase(of: target), let buildID = phase.buildFileIDs.first(where: { id in
            ours.contains(id) && objects[id]?.isa == Self.buildFileISA
                && objects[id]?.string("fileRef").flatMap { location(of: $0) } == filePath
        }), let buildObject = objects[buildID], !removal.buildFiles.contains(buildID) else {
            removal.skipped.append(name)
            return
        }
        removal.buildFiles.insert(buildID)
        removal.edits.delete(removal.layout.deletion(ofEntry: buildObject.entry))
        try deleteElement(buildID, inArray: "files", of: phase.id, in: &removal)
        removal.sections.insert(Self.buildFileISA)
        removal.changes += [.buildFile(id: buildID, file: name, target: target.name), .phaseEntry(phase: phase.id, buildFile: buildID)]

        guard let fileID = buildObject.string("fileRef"),
              ObjectIDAllocator.candidates(ObjectIDAllocator.fileKey(relative)).contains(fileID),
              !isCompiled(fileID, ignoring: removal.buildFiles), let fileObject = objects[fileID]
        else { return }
        removal.files.insert(fileID)
        removal.edits.delete(removal.layout.deletion(ofEntry: fileObject.entry))
        removal.sections.insert(Self.fileReferenceISA)
        removal.changes.append(.fileReference(id: fileID, path: relative))
        if let parent = parents[fileID] {
            try deleteElement(fileID, inArray: "children", of: parent, in: &removal)
            removal.changes.append(.groupChild(group: parent, child: fileID))
        }
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
    private func removingEmptySections(_ names: Set<String>, from edited: [UInt8]) throws(XcodeProjectError) -> [UInt8] {
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
