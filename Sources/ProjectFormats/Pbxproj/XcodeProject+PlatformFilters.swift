extension XcodeProject {
    static let platformFiltersKey = "platformFiltersByRelativePath"
    static let exceptionsKey = "exceptions"

    /// Limits files of a synchronized folder to some of `targetName`'s platforms: each of `files`
    /// (paths inside the folder of group `groupID`, such as `Pieces/ElasticButton.swift`) gets an
    /// entry in `platformFiltersByRelativePath` of the target's
    /// `PBXFileSystemSynchronizedBuildFileExceptionSet` for the folder (`platforms[i]` are the
    /// filter names, such as `ios`). The set, and the folder's `exceptions` list, are created when
    /// missing. A file that has an entry already is left alone, so filtering twice is a no-op;
    /// `unfiltering` takes back exactly what this adds.
    package func filtering(files: [String], platforms: [[String]], in groupID: String, target targetName: String)
        throws(XcodeProjectError) -> ProjectEdit
    {
        let target = try chooseTarget(named: targetName)
        let folder = location(of: groupID) ?? path
        guard let group = group(groupID), !files.isEmpty else {
            return ProjectEdit(bytes: bytes, changes: [], skipped: files, folder: folder)
        }
        let layout = PbxprojLayout(project: self)
        let crlf = PbxprojText.usesCRLF(bytes)
        var edits = ByteEdits()
        func insert(_ insertion: (offset: Int, text: String)) {
            edits.insert(crlf ? PbxprojText.crlf(insertion.text) : insertion.text, at: insertion.offset)
        }
        var changes: [ProjectEdit.Change] = []
        var skipped: [String] = []
        let set = exceptionSets(of: group).first { $0.targetID == target.id }.flatMap { objects[$0.id] }
        let existing = set?.fields[Self.platformFiltersKey]
        var wanted: [(path: String, platforms: [String])] = []
        for (file, names) in zip(files, platforms) {
            if existing?.dictionary?[file] != nil || wanted.contains(where: { $0.path == file }) {
                skipped.append(file)
            } else {
                wanted.append((file, names))
                changes.append(.platformFilter(path: file, platforms: names))
            }
        }
        guard !wanted.isEmpty else { return ProjectEdit(bytes: bytes, changes: [], skipped: skipped, folder: folder) }
        if let existing {
            for entry in wanted {
                insert(
                    layout.insertion(
                        ofKey: PbxprojText.quoted(entry.path), lines: { PbxprojText.filterList(entry.platforms, $0) },
                        inline: PbxprojText.inlineList(entry.platforms), into: existing))
            }
        } else if let set {
            insert(
                layout.insertion(
                    ofKey: Self.platformFiltersKey, lines: { PbxprojText.filterDictionary(wanted, $0) },
                    inline: PbxprojText.inlineFilterDictionary(wanted), into: set.entry.value))
        } else {
            var ids = ObjectIDAllocator(objects: objects, bytes: bytes)
            let id = ids.allocate(["exceptions", projectRelative(folder), target.name])
            insert(
                layout.insertion(
                    ofEntries: PbxprojText.exceptionSetEntry(id: id, filters: wanted, target: target),
                    isa: SynchronizedExceptionSet.isa))
            let reference = PbxprojText.reference(id, SynchronizedExceptionSet.isa)
            if let list = objects[groupID]?.fields[Self.exceptionsKey], list.array != nil {
                insert(layout.insertion(ofElements: [reference], into: list))
            } else if let groupObject = objects[groupID] {
                insert(
                    layout.insertion(
                        ofKey: Self.exceptionsKey, lines: { "(\n" + $0 + "\t" + reference + ",\n" + $0 + ")" },
                        inline: "(" + reference + ", )", into: groupObject.entry.value))
            }
            changes.insert(.exceptionSet(id: id, group: groupID, target: target.name), at: 0)
        }
        let newBytes = edits.apply(to: bytes)
        try verify(newBytes)
        return ProjectEdit(bytes: newBytes, changes: changes, skipped: skipped, folder: folder)
    }

    /// Takes back `filtering`: the `platformFiltersByRelativePath` entries of `files` in the
    /// target's exception set for the folder of group `groupID`; the dictionary when it is left
    /// empty; the set (and its place in the folder's `exceptions`, the list too when it is left
    /// empty) when nothing else is left in it.
    package func unfiltering(files: [String], in groupID: String, target targetName: String)
        throws(XcodeProjectError) -> ProjectEdit
    {
        let folder = location(of: groupID) ?? path
        guard let target = target(named: targetName), let group = group(groupID),
            let set = exceptionSets(of: group).first(where: { $0.targetID == target.id }).flatMap({ objects[$0.id] }),
            let filters = set.fields[Self.platformFiltersKey], let entries = filters.dictionary?.entries
        else { return ProjectEdit(bytes: bytes, changes: [], skipped: files, folder: folder) }
        let layout = PbxprojLayout(project: self)
        var edits = ByteEdits()
        let removed = entries.filter { files.contains($0.key) }
        guard !removed.isEmpty else { return ProjectEdit(bytes: bytes, changes: [], skipped: files, folder: folder) }
        var changes = removed.map { ProjectEdit.Change.platformFilter(path: $0.key, platforms: $0.value.strings) }
        var emptied = false
        if removed.count < entries.count {
            for entry in removed { edits.delete(layout.deletion(ofEntry: entry)) }
        } else if let whole = set.fields.entries.first(where: { $0.key == Self.platformFiltersKey }) {
            let others = set.fields.entries.filter { $0.key != "isa" && $0.key != "target" && $0.key != whole.key }
            if others.isEmpty {
                emptied = true
                edits.delete(layout.deletion(ofEntry: set.entry))
                let list = objects[groupID]?.fields.entries.first { $0.key == Self.exceptionsKey }
                if let list, list.value.strings == [set.id] {
                    edits.delete(layout.deletion(ofEntry: list))
                } else {
                    for element in list?.value.array ?? [] where element.string == set.id {
                        edits.delete(layout.deletion(ofElement: element))
                    }
                }
                changes.insert(.exceptionSet(id: set.id, group: groupID, target: target.name), at: 0)
            } else {
                edits.delete(layout.deletion(ofEntry: whole))
            }
        }
        var newBytes = edits.apply(to: bytes)
        try verify(newBytes)
        if emptied { newBytes = try removingEmptySections([SynchronizedExceptionSet.isa], from: newBytes) }
        let kept = files.filter { file in !removed.contains { $0.key == file } }
        return ProjectEdit(bytes: newBytes, changes: changes, skipped: kept, folder: folder)
    }
}
