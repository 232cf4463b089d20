import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension XcodeProject {
    static let fileReferenceISA = "PBXFileReference"
    static let buildFileISA = "PBXBuildFile"
    static let groupISA = "PBXGroup"

    /// `adding(files:to:)` for the target called `targetName`.
    package func adding(
        files names: [String], to targetName: String, placement: GroupPlacement? = nil,
        platformFilters: [[String]?] = []
    ) throws(XcodeProjectError) -> ProjectEdit {
        try adding(
            files: names, to: chooseTarget(named: targetName), placement: placement, platformFilters: platformFilters)
    }

    /// Adds piece files (plain names such as `ElasticButton.swift`, `.swift` or `.metal`) to a
    /// group-based target: each gets a file reference in the `Pieces` group next to the target's
    /// sources (the group is created when missing) and a build file in the target's Sources phase.
    ///
    /// Only insertions are made, in Xcode's layout (tabs, one-line file and build file entries), so
    /// every other byte stays as it was. A file the target already compiles from that folder is
    /// skipped, which makes adding twice a no-op. A file reference that already exists (another
    /// target compiles the file) is reused.
    ///
    /// `placement` is the target's as the destination found it in this project (worked out again
    /// when nil). `platformFilters[i]`, when given, limits `names[i]` to those platforms of a
    /// multiplatform target (`platformFilters = (ios, );` on its build file).
    package func adding(
        files names: [String], to target: XcodeTarget, placement given: GroupPlacement? = nil,
        platformFilters: [[String]?] = []
    ) throws(XcodeProjectError) -> ProjectEdit {
        let fileTypes = try Self.validate(names)
        guard let phase = sourcesPhase(of: target) else { throw .noSourcesPhase(target: target.name) }
        let placement: GroupPlacement
        if let given { placement = given } else { placement = try groupPlacement(for: target) }
        // A linear search: a few names against the target's files costs less than hashing
        // thousands of paths into a set.
        let compiled = placement.compiledFiles
        var ids = ObjectIDAllocator(objects: objects, bytes: bytes)
        var plan = AdditionPlan()
        for (index, (name, fileType)) in zip(names, fileTypes).enumerated() {
            let filters = index < platformFilters.count ? platformFilters[index] : nil
            let filePath = Self.join(placement.folder, name)
            let relative = projectRelative(filePath)
            if compiled.contains(filePath) || plan.names.contains(name) {
                plan.skipped.append(name)
                continue
            }
            plan.names.insert(name)
            let fileID: String
            if let existing = fileReference(at: filePath) {
                fileID = existing.id
            } else {
                fileID = ids.allocate(ObjectIDAllocator.fileKey(relative))
                plan.fileReferenceLines += PbxprojText.fileReferenceLine(id: fileID, name: name, fileType: fileType)
                plan.newChildren.append((fileID, name))
                plan.changes.append(.fileReference(id: fileID, path: relative))
            }
            let buildID = ids.allocate(ObjectIDAllocator.buildFileKey(target: target.name, relative))
            plan.buildFileLines += PbxprojText.buildFileLine(
                id: buildID, fileID: fileID, name: name, platformFilters: filters)
            plan.phaseElements.append(PbxprojText.reference(buildID, name + " in Sources"))
            plan.changes.append(.buildFile(id: buildID, file: name, target: target.name))
            plan.changes.append(.phaseEntry(phase: phase.id, buildFile: buildID))
        }
        guard !plan.changes.isEmpty else {
            return ProjectEdit(bytes: bytes, changes: [], skipped: plan.skipped, folder: placement.folder)
        }
        let edits = try insertions(for: &plan, placement: placement, phase: phase, ids: &ids)
        let newBytes = edits.apply(to: bytes)
        try verify(newBytes)
        return ProjectEdit(bytes: newBytes, changes: plan.changes, skipped: plan.skipped, folder: placement.folder)
    }

    /// What one `adding` call writes, gathered before any offset is computed.
    private struct AdditionPlan {
        var names: Set<String> = []
        var skipped: [String] = []
        var changes: [ProjectEdit.Change] = []
        var fileReferenceLines = ""
        var buildFileLines = ""
        var newChildren: [(id: String, name: String)] = []
        var phaseElements: [String] = []
    }

    /// Turns the plan into insertions: entries into their sections (in Xcode's alphabetical section
    /// order, so new sections at one offset come out sorted), then references into arrays.
    private func insertions(
        for plan: inout AdditionPlan, placement: GroupPlacement, phase: BuildPhase, ids: inout ObjectIDAllocator
    ) throws(XcodeProjectError) -> ByteEdits {
        let layout = PbxprojLayout(project: self)
        var edits = ByteEdits()
        // A project saved with Windows line endings (CRLF, after a checkout with core.autocrlf) gets
        // its new lines in the same style, so the file keeps one style.
        let crlf = PbxprojText.usesCRLF(bytes)
        func insert(_ insertion: (offset: Int, text: String)) {
            edits.insert(crlf ? PbxprojText.crlf(insertion.text) : insertion.text, at: insertion.offset)
        }
        if !plan.buildFileLines.isEmpty {
            insert(layout.insertion(ofEntries: plan.buildFileLines, isa: Self.buildFileISA))
        }
        if !plan.fileReferenceLines.isEmpty {
            insert(layout.insertion(ofEntries: plan.fileReferenceLines, isa: Self.fileReferenceISA))
        }
        if !plan.newChildren.isEmpty {
            let elements = plan.newChildren.map { PbxprojText.reference($0.id, $0.name) }
            if let group = placement.piecesGroup {
                insert(layout.insertion(ofElements: elements, into: try array("children", of: group.id)))
                plan.changes += plan.newChildren.map { .groupChild(group: group.id, child: $0.id) }
            } else {
                let groupID = ids.allocate(ObjectIDAllocator.groupKey(projectRelative(placement.folder)))
                let entry = PbxprojText.groupEntry(id: groupID, name: Self.piecesFolderName, children: plan.newChildren)
                insert(layout.insertion(ofEntries: entry, isa: Self.groupISA))
                let reference = PbxprojText.reference(groupID, Self.piecesFolderName)
                insert(layout.insertion(ofElements: [reference], into: try array("children", of: placement.parent.id)))
                plan.changes.insert(.group(id: groupID, path: projectRelative(placement.folder)), at: 0)
                plan.changes += plan.newChildren.map { .groupChild(group: groupID, child: $0.id) }
                plan.changes.append(.groupChild(group: placement.parent.id, child: groupID))
            }
        }
        insert(layout.insertion(ofElements: plan.phaseElements, into: try array("files", of: phase.id)))
        return edits
    }

    /// The array value of `key` in object `id`.
    func array(_ key: String, of id: String) throws(XcodeProjectError) -> PlistValue {
        guard let value = objects[id]?.fields[key], value.array != nil else {
            throw .malformed(path: projectFilePath, missing: "'\(key)' list in object \(id)")
        }
        return value
    }

    /// The file reference whose location on disk is `path`.
    func fileReference(at path: String) -> XcodeFileReference? {
        let name = Path(path).basename
        // Every file reference is in the location table: those placed at `path` are the
        // candidates, and only references whose own path ends in the file's name can point at it.
        var candidates: [PBXObject] = []
        for (id, entry) in locations.table where entry.isFileReference && entry.path == path {
            guard let object = objects[id], object.string("path").map({ Path($0).hasBasename(name) }) ?? false
            else { continue }
            candidates.append(object)
        }
        return candidates.min { $0.id < $1.id }.map(XcodeFileReference.init)
    }

    /// The file types of `names`, or the error for the first unusable name.
    static func validate(_ names: [String]) throws(XcodeProjectError) -> [String] {
        var types: [String] = []
        for name in names {
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw .invalidFileName(name: name)
            }
            let fileExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
            guard let type = PbxprojText.fileTypes[fileExtension.lowercased()] else {
                throw .unsupportedFileType(name: name)
            }
            types.append(type)
        }
        return types
    }

    /// Reads edited bytes back, so a bug never reaches the disk. The quick check settles the
    /// usual case; anything it does not vouch for is parsed in full, which names the problem.
    func verify(_ newBytes: [UInt8]) throws(XcodeProjectError) {
        if PbxprojReadBack.accepts(newBytes) { return }
        do {
            _ = try XcodeProject.parseObjects(newBytes, file: projectFilePath)
        } catch {
            throw .editFailed(path: projectFilePath, reason: error.message)
        }
    }
}
