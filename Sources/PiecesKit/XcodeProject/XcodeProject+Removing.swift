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
        let layout = PbxprojLayout(project: self)
        var edits = ByteEdits()
        var changes: [ProjectEdit.Change] = []
        var skipped: [String] = []
        var removedBuildFiles: Set<String> = []
        var removedFiles: Set<String> = []
        var touchedSections: Set<String> = []
        let phase = sourcesPhase(of: target)
        for name in names {
            let filePath = Self.join(placement.folder, name)
            let relative = projectRelative(filePath)
            let ours = Set(ObjectIDAllocator.candidates(ObjectIDAllocator.buildFileKey(target: target.name, relative)))
            guard let phase, let buildID = phase.buildFileIDs.first(where: { id in
                ours.contains(id) && objects[id]?.isa == Self.buildFileISA
                    && objects[id]?.string("fileRef").flatMap { location(of: $0) } == filePath
            }), !removedBuildFiles.contains(buildID) else {
                skipped.append(name)
                continue
            }
            removedBuildFiles.insert(buildID)
            edits.delete(layout.deletion(ofEntry: objects[buildID]!.entry))
            try deleteElement(buildID, inArray: "files", of: phase.id, layout: layout, edits: &edits)
            touchedSections.insert(Self.buildFileISA)
            changes += [.buildFile(id: buildID, file: name, target: target.name), .phaseEntry(phase: phase.id, buildFile: buildID)]

            guard let fileID = objects[buildID]?.string("fileRef"),
                  ObjectIDAllocator.candidates(ObjectIDAllocator.fileKey(relative)).contains(fileID),
                  !isCompiled(fileID, ignoring: removedBuildFiles), let fileObject = objects[fileID]
            else { continue }
            removedFiles.insert(fileID)
            edits.delete(layout.deletion(ofEntry: fileObject.entry))
            touchedSections.insert(Self.fileReferenceISA)
            changes.append(.fileReference(id: fileID, path: relative))
            if let parent = parents[fileID] {
                try deleteElement(fileID, inArray: "children", of: parent, layout: layout, edits: &edits)
                changes.append(.groupChild(group: parent, child: fileID))
            }
        }
        if let group = placement.piecesGroup,
           ObjectIDAllocator.candidates(ObjectIDAllocator.groupKey(projectRelative(placement.folder))).contains(group.id),
           !group.childIDs.isEmpty, group.childIDs.allSatisfy(removedFiles.contains), let groupObject = objects[group.id] {
            edits.delete(layout.deletion(ofEntry: groupObject.entry))
            try deleteElement(group.id, inArray: "children", of: placement.parent.id, layout: layout, edits: &edits)
            touchedSections.insert(Self.groupISA)
            changes += [.group(id: group.id, path: projectRelative(placement.folder)), .groupChild(group: placement.parent.id, child: group.id)]
        }
        guard !changes.isEmpty else { return ProjectEdit(bytes: bytes, changes: [], skipped: skipped, folder: placement.folder) }
        let newBytes = try removingEmptySections(touchedSections, from: edits.apply(to: bytes))
        try verify(newBytes)
        return ProjectEdit(bytes: newBytes, changes: changes, skipped: skipped, folder: placement.folder)
    }

    /// Whether a build file other than `ignored` ones compiles file reference `fileID`.
    private func isCompiled(_ fileID: String, ignoring ignored: Set<String>) -> Bool {
        objects.values.contains { object in
            object.isa == Self.buildFileISA && !ignored.contains(object.id) && object.string("fileRef") == fileID
        }
    }

    private func deleteElement(
        _ id: String, inArray key: String, of objectID: String, layout: PbxprojLayout, edits: inout ByteEdits
    ) throws(XcodeProjectError) {
        for element in try array(key, of: objectID).array ?? [] where element.string == id {
            edits.delete(layout.deletion(ofElement: element))
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
        for section in layout.sections() where names.contains(section.name) {
            if let range = layout.emptySectionDeletion(section) { edits.delete(range) }
        }
        return edits.isEmpty ? edited : edits.apply(to: edited)
    }
}
