extension XcodeProject {
    static let packageReferencesKey = "packageReferences"
    static let productDependenciesKey = "packageProductDependencies"

    /// Makes the target called `targetName` link each of `links`, as Xcode's File › Add Package
    /// Dependencies does: an `XCRemoteSwiftPackageReference` in the project's `packageReferences`
    /// (rule "Up to Next Major Version" from the link's version), an `XCSwiftPackageProductDependency`
    /// in the target's `packageProductDependencies`, and a `PBXBuildFile` with its `productRef` in
    /// the target's Frameworks phase (made, right after the Sources phase, when the target has none).
    ///
    /// What is there already is used as it is: a package reference to the same repository (URLs
    /// compared by `PackageLink.normalized`), the target's product dependency on that product, its
    /// build file. Only insertions are made, in Xcode's layout, so `unlinking` what the outcomes
    /// say was made gives the original bytes back; linking twice is a no-op.
    package func linking(_ links: [PackageLink], to targetName: String) throws(XcodeProjectError)
        -> (bytes: [UInt8], outcomes: [PackageLinkOutcome])
    {
        let target = try chooseTarget(named: targetName)
        var plan = LinkPlan(ids: ObjectIDAllocator(objects: objects, bytes: bytes))
        var outcomes: [PackageLinkOutcome] = []
        for link in links where !outcomes.contains(where: { Self.same($0.link, link) }) {
            var outcome = PackageLinkOutcome(link: link)
            let packageID = packageReference(for: link, plan: &plan, outcome: &outcome)
            let productID = productDependency(of: packageID, for: link, in: target, plan: &plan, outcome: &outcome)
            productBuildFile(of: productID, for: link, in: target, plan: &plan, outcome: &outcome)
            outcomes.append(outcome)
        }
        guard !plan.isEmpty else { return (bytes, outcomes) }
        let newBytes = try plan.edits(in: self, target: target).apply(to: bytes)
        try verify(newBytes)
        return (newBytes, outcomes)
    }

    /// Whether two links name one product of one package.
    static func same(_ one: PackageLink, _ other: PackageLink) -> Bool {
        one.product == other.product && PackageLink.normalized(one.url) == PackageLink.normalized(other.url)
    }

    /// The project's package reference to the link's repository, the one listed in
    /// `packageReferences` first; nil when there is none.
    package func packageReference(to url: String) -> PBXObject? {
        let wanted = PackageLink.normalized(url)
        let matching = objects(isa: PbxprojText.remotePackageISA).filter {
            PackageLink.normalized($0.string("repositoryURL") ?? "") == wanted
        }
        let listed = rootProject.strings(Self.packageReferencesKey)
        return matching.first { listed.contains($0.id) } ?? matching.first
    }

    private func packageReference(for link: PackageLink, plan: inout LinkPlan, outcome: inout PackageLinkOutcome)
        -> String
    {
        let url = PackageLink.normalized(link.url)
        if let made = plan.packages[url] {
            outcome.made.append(made)
            plan.noteList(rootObjectID, Self.packageReferencesKey, in: self, outcome: &outcome)
            return made
        }
        if let existing = packageReference(to: link.url) {
            outcome.found.append(existing.id)
            if rootProject.strings(Self.packageReferencesKey).contains(existing.id) {
                plan.noteList(rootObjectID, Self.packageReferencesKey, in: self, outcome: &outcome)
            }
            outcome.otherRule = Self.otherRule(of: existing, from: link.minimumVersion)
            return existing.id
        }
        let id = plan.ids.allocate(["package", url])
        plan.packages[url] = id
        plan.entries[PbxprojText.remotePackageISA, default: ""] += PbxprojText.packageReferenceEntry(id: id, link: link)
        plan.add(
            PbxprojText.reference(id, PbxprojText.packageComment(link.packageName)), to: rootObjectID,
            Self.packageReferencesKey, in: self, outcome: &outcome)
        outcome.made.append(id)
        return id
    }

    private func productDependency(
        of packageID: String, for link: PackageLink, in target: XcodeTarget, plan: inout LinkPlan,
        outcome: inout PackageLinkOutcome
    ) -> String {
        let listed = objects[target.id]?.strings(Self.productDependenciesKey) ?? []
        if let existing = listed.first(where: { id in
            let object = objects[id]
            return object?.isa == PbxprojText.productDependencyISA && object?.string("package") == packageID
                && object?.string("productName") == link.product
        }) {
            outcome.found.append(existing)
            plan.noteList(target.id, Self.productDependenciesKey, in: self, outcome: &outcome)
            return existing
        }
        let id = plan.ids.allocate(["product", target.name, PackageLink.normalized(link.url), link.product])
        plan.entries[PbxprojText.productDependencyISA, default: ""] += PbxprojText.productDependencyEntry(
            id: id, packageID: packageID, link: link)
        plan.add(
            PbxprojText.reference(id, link.product), to: target.id, Self.productDependenciesKey, in: self,
            outcome: &outcome)
        outcome.made.append(id)
        return id
    }

    private func productBuildFile(
        of productID: String, for link: PackageLink, in target: XcodeTarget, plan: inout LinkPlan,
        outcome: inout PackageLinkOutcome
    ) {
        let phase = buildPhases(of: target).first { $0.isa == PbxprojText.frameworksPhaseISA }
        if let phase, let existing = phase.buildFileIDs.first(where: { objects[$0]?.string("productRef") == productID })
        {
            outcome.found.append(existing)
            return
        }
        let id = plan.ids.allocate(["frameworks", target.name, PackageLink.normalized(link.url), link.product])
        plan.entries[Self.buildFileISA, default: ""] += PbxprojText.productBuildFileLine(
            id: id, productID: productID, product: link.product)
        let element = PbxprojText.reference(id, link.product + " in Frameworks")
        outcome.made.append(id)
        if let phase {
            outcome.found.append(phase.id)
            plan.add(element, to: phase.id, "files", in: self, outcome: &outcome)
        } else {
            let phaseID = plan.newPhase?.id ?? plan.ids.allocate(["frameworks-phase", target.name])
            plan.newPhase = (phaseID, (plan.newPhase?.files ?? []) + [element])
            outcome.made.append(phaseID)
        }
    }

    /// The rule of `reference` as text, when it may not give version `from` or later below the next
    /// major version; nil when it does.
    static func otherRule(of reference: PBXObject, from: String) -> String? {
        let requirement = reference.fields["requirement"]?.dictionary
        let kind = requirement?.string("kind") ?? "no rule"
        let minimum = requirement?.string("minimumVersion")
        if kind == PbxprojText.upToNextMajor, let minimum, let low = versionParts(minimum),
            let wanted = versionParts(from), low.first == wanted.first, !low.lexicographicallyPrecedes(wanted)
        {
            return nil
        }
        let detail = ["minimumVersion", "version", "branch", "revision", "maximumVersion"].compactMap {
            requirement?.string($0)
        }
        return ([kind] + detail).joined(separator: " ")
    }

    /// `2.1.0` as `[2, 1, 0]`; nil when a part is not a number.
    static func versionParts(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".").map { Int($0) }
        return parts.contains(nil) || parts.isEmpty ? nil : parts.compactMap { $0 }
    }
}

/// What one `linking` call inserts, gathered before any offset is computed.
struct LinkPlan {
    var ids: ObjectIDAllocator
    /// New entries by class.
    var entries: [String: String] = [:]
    /// The package references made, by normalized URL.
    var packages: [String: String] = [:]
    /// Elements to append to existing lists, and lists to make, by `(object, key)`, in order.
    var lists: [(object: String, key: String, elements: [String], exists: Bool)] = []
    /// A Frameworks phase to make, with its files.
    var newPhase: (id: String, files: [String])?

    var isEmpty: Bool { entries.isEmpty && lists.isEmpty && newPhase == nil }

    /// Appends `element` to the list `key` of `object`, made when the object has none.
    mutating func add(
        _ element: String, to object: String, _ key: String, in project: XcodeProject,
        outcome: inout PackageLinkOutcome
    ) {
        if let index = lists.firstIndex(where: { $0.object == object && $0.key == key }) {
            lists[index].elements.append(element)
        } else {
            let exists = project.objects[object]?.fields[key]?.array != nil
            lists.append((object, key, [element], exists))
        }
        noteList(object, key, in: project, outcome: &outcome)
    }

    /// Records in `outcome` that the link uses the list `key` of `object` (and made it, when this plan makes it).
    func noteList(_ object: String, _ key: String, in project: XcodeProject, outcome: inout PackageLinkOutcome) {
        let marker = object + "." + key
        if !outcome.usedLists.contains(marker) { outcome.usedLists.append(marker) }
        let made = lists.contains { $0.object == object && $0.key == key && !$0.exists }
        if made, !outcome.madeLists.contains(marker) { outcome.madeLists.append(marker) }
    }

    /// The plan as insertions into `project`'s bytes: entries into their sections (in alphabetical
    /// order of class, so new sections at one offset come out sorted), then list elements and keys.
    func edits(in project: XcodeProject, target: XcodeTarget) throws(XcodeProjectError) -> ByteEdits {
        let layout = PbxprojLayout(project: project)
        var edits = ByteEdits()
        let crlf = PbxprojText.usesCRLF(project.bytes)
        func insert(_ insertion: (offset: Int, text: String)) {
            edits.insert(crlf ? PbxprojText.crlf(insertion.text) : insertion.text, at: insertion.offset)
        }
        var entries = entries
        if let newPhase {
            entries[PbxprojText.frameworksPhaseISA, default: ""] += PbxprojText.frameworksPhaseEntry(
                id: newPhase.id, files: newPhase.files)
            let phases = try project.array("buildPhases", of: target.id)
            let element = PbxprojText.reference(newPhase.id, "Frameworks")
            let sources = project.sourcesPhase(of: target).flatMap { sources in
                phases.array?.first { $0.string == sources.id }
            }
            insert(
                sources.flatMap { layout.insertion(ofElements: [element], after: $0) }
                    ?? layout.insertion(ofElements: [element], into: phases))
        }
        for isa in entries.keys.sorted() { insert(layout.insertion(ofEntries: entries[isa]!, isa: isa)) }
        for list in lists {
            guard let object = project.objects[list.object] else { continue }
            if list.exists, let array = object.fields[list.key] {
                insert(layout.insertion(ofElements: list.elements, into: array))
            } else {
                insert(
                    layout.insertion(
                        ofKey: list.key, lines: { PbxprojText.list(list.elements, $0) },
                        inline: "(" + list.elements.map { $0 + ", " }.joined() + ")", into: object.entry.value))
            }
        }
        return edits
    }
}
