extension XcodeProject {
    /// The classes of the objects `linking` makes, and so the only ones `unlinking` cuts.
    static let linkClasses: Set<String> = [
        buildFileISA, PbxprojText.productDependencyISA, PbxprojText.remotePackageISA, PbxprojText.frameworksPhaseISA
    ]

    /// Takes back what `linking` made: each object of `ids` (of the classes it makes) with its place
    /// in every list, and each list of `lists` (`OBJECT.key`) left empty by that. An object that
    /// something left in the project still uses stays (a product dependency another build file
    /// links, a package reference another product dependency names, a Frameworks phase with other
    /// files), and so does what it uses; IDs no longer in the project are skipped. A section left
    /// empty goes too. For a project laid out as Xcode writes it, unlinking everything `linking`
    /// made gives back the original bytes.
    package func unlinking(objects ids: [String], lists: [String]) throws(XcodeProjectError)
        -> (bytes: [UInt8], removed: [String], kept: [String])
    {
        let doomed = removableObjects(ids)
        let present = ids.filter { objects[$0] != nil }
        let kept = present.filter { !doomed.contains($0) }
        guard !doomed.isEmpty else { return (bytes, [], kept) }
        let layout = PbxprojLayout(project: self)
        var edits = ByteEdits()
        var sections: Set<String> = []
        for id in doomed.sorted() {
            guard let object = objects[id] else { continue }
            edits.delete(layout.deletion(ofEntry: object.entry))
            sections.insert(object.isa)
        }
        for object in objects.values where !doomed.contains(object.id) {
            for field in object.fields.entries {
                guard let elements = field.value.array else { continue }
                let cut = elements.filter { $0.string.map(doomed.contains) ?? false }
                guard !cut.isEmpty else { continue }
                if cut.count == elements.count, lists.contains(object.id + "." + field.key) {
                    edits.delete(layout.deletion(ofEntry: field))
                } else {
                    for element in cut { edits.delete(layout.deletion(ofElement: element)) }
                }
            }
        }
        let newBytes = try removingEmptySections(sections, from: edits.apply(to: bytes))
        return (newBytes, present.filter(doomed.contains), kept)
    }

    /// The objects of `ids` that may go: of a class `linking` makes, and used by nothing that stays.
    private func removableObjects(_ ids: [String]) -> Set<String> {
        var doomed = Set(ids.filter { objects[$0].map { Self.linkClasses.contains($0.isa) } ?? false })
        // Who names each object in a field of its own (`package`, `productRef`, …), not as a list element.
        var users: [String: [String]] = [:]
        for object in objects.values {
            for field in object.fields.entries {
                if let value = field.value.string, doomed.contains(value) {
                    users[value, default: []].append(object.id)
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for id in doomed {
                let used = (users[id] ?? []).contains { !doomed.contains($0) }
                let holdsOthers =
                    objects[id]?.isa == PbxprojText.frameworksPhaseISA
                    && (objects[id]?.strings("files") ?? []).contains { !doomed.contains($0) }
                if used || holdsOthers {
                    doomed.remove(id)
                    changed = true
                }
            }
        }
        return doomed
    }
}
