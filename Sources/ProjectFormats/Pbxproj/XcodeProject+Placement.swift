import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a group-based target's pieces go: a `Pieces` group inside the group holding the target's
/// sources. Worked out once when the destination is chosen and handed on to the edit: finding the
/// source group walks every file the target compiles, thousands in a large app.
package struct GroupPlacement: Sendable, Equatable {
    /// The group that holds (or will hold) the `Pieces` group.
    var parent: XcodeGroup
    /// The `Pieces` folder on disk, absolute.
    package var folder: String
    /// The existing `Pieces` group (one whose folder is `folder`), if any.
    var piecesGroup: XcodeGroup?
    /// Where each file of the target's Sources phase is on disk, in the phase's order (files
    /// without a place on disk left out): what the edit and the collision scan check against.
    package var compiledFiles: [String]
}

extension XcodeProject {
    /// The name of the folder and group pieces are installed into.
    package static let piecesFolderName = "Pieces"

    /// The target called `name`, or — without a name — the only iOS app target. A named target
    /// that builds only for other platforms (macOS, watchOS, tvOS, visionOS) is refused: pieces
    /// are SwiftUI for iOS. Targets for other platforms are never chosen or offered.
    package func chooseTarget(named name: String?) throws(XcodeProjectError) -> XcodeTarget {
        if let name {
            guard let target = target(named: name) else {
                throw .noSuchTarget(name: name, project: self.name, available: targets.map(\.name))
            }
            let platforms = platforms(of: target)
            guard platforms.includesIOS else {
                throw .notAnIOSTarget(
                    name: name, platforms: platforms.displayList, evidence: platforms.evidence ?? "",
                    iOSApps: iOSApplicationTargets.map(\.name))
            }
            return target
        }
        let apps = iOSApplicationTargets
        switch apps.count {
        case 1: return apps[0]
        case 0:
            let others = applicationTargets.map { "\($0.name) (\(platforms(of: $0).displayList))" }
            if !others.isEmpty { throw .noIOSAppTarget(project: self.name, others: others) }
            throw .noAppTarget(project: self.name, targets: targets.map(\.name))
        default: throw .severalAppTargets(project: self.name, targets: apps.map(\.name))
        }
    }

    /// The target's synchronized folder pieces go into: the one named like the target, else the
    /// one holding the most Swift files (the first on a tie). Apps split into one synchronized
    /// folder per feature (`Assets`, `Resources`, `Settings`, …) would otherwise get pieces in
    /// whichever folder Xcode listed first, often an asset folder.
    package func primarySynchronizedGroup(of target: XcodeTarget) -> XcodeGroup? {
        let groups = synchronizedGroups(of: target).filter { location(of: $0.id) != nil }
        if let named = groups.first(where: { $0.displayName == target.name }) { return named }
        guard groups.count > 1 else { return groups.first }
        let counts = groups.map { group in
            FileWalker.files(under: location(of: group.id)!).count { $0.hasSuffix(".swift") }
        }
        return counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }.map {
            groups[$0]
        }
    }

    /// The group of a classic target's sources: among the top-level groups (children of the main
    /// group) holding the target's compiled files, the one holding the most, the first on a tie;
    /// without compiled files, the top-level group named like the target. Files inside a `Pieces`
    /// group count for the group holding it, so installed pieces never make their own group the
    /// place for more pieces (`Pieces/Pieces`) when the sources sit in the main group.
    package func sourceGroup(of target: XcodeTarget) -> XcodeGroup? {
        sourceGroup(of: target, files: locatedSourceFiles(of: target))
    }

    /// The target's Sources-phase files that have a place on disk, with it, in the phase's order.
    /// (`sourceFileIDs(of:)` with `location(of:)`, one table lookup per file instead of two.)
    func locatedSourceFiles(of target: XcodeTarget) -> [(id: String, location: String)] {
        let buildFileIDs = sourcesPhase(of: target)?.buildFileIDs ?? []
        var files: [(id: String, location: String)] = []
        files.reserveCapacity(buildFileIDs.count)
        for buildFileID in buildFileIDs {
            guard let id = objects[buildFileID]?.string("fileRef") else { continue }
            if let known = locations.table[id] {
                if known.isFileReference, let location = known.path { files.append((id, location)) }
            } else if objects[id]?.isa == Self.fileReferenceISA, let location = location(of: id) {
                files.append((id, location))
            }
        }
        return files
    }

    /// `sourceGroup(of:)` over the target's files as `locatedSourceFiles(of:)` gives them.
    private func sourceGroup(of target: XcodeTarget, files: [(id: String, location: String)]) -> XcodeGroup? {
        // Files share their groups: they are counted by enclosing group (one table lookup per file),
        // and the top-level group is worked out once per enclosing group, in the order the
        // enclosing groups first appear (which is the order their top-level groups first appear).
        var slotOfParent: [String: Int] = [:]
        var parentIDs: [String] = []
        var fileCounts: [Int] = []
        for file in files {
            guard let parent = parents[file.id] else { continue }
            if let slot = slotOfParent[parent] {
                fileCounts[slot] += 1
            } else {
                slotOfParent[parent] = parentIDs.count
                parentIDs.append(parent)
                fileCounts.append(1)
            }
        }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for (slot, parent) in parentIDs.enumerated() {
            var chain = ancestors(of: parent) + [parent]
            if let pieces = chain.indices.dropFirst().first(where: { isPiecesGroup(chain[$0]) }) {
                chain.removeSubrange(pieces...)
            }
            guard let top = chain.count >= 2 ? chain[1] : chain.first else { continue }
            if counts[top] == nil { order.append(top) }
            counts[top, default: 0] += fileCounts[slot]
        }
        if let most = counts.values.max(), let best = order.first(where: { counts[$0] == most }) {
            return group(best)
        }
        let topLevel = mainGroupID.flatMap(group)?.childIDs.compactMap(group) ?? []
        return topLevel.first { !$0.isSynchronized && $0.displayName == target.name }
    }

    /// A group's name as Xcode shows it, for messages.
    private func groupName(_ id: String) -> String {
        id == mainGroupID ? "the main group" : group(id)?.displayName ?? id
    }

    /// A plain group called `Pieces`: where pieces are (or were) installed.
    private func isPiecesGroup(_ id: String) -> Bool {
        guard let group = group(id) else { return false }
        return !group.isSynchronized && group.isa == "PBXGroup" && group.displayName == Self.piecesFolderName
    }

    /// Where a classic target's pieces go.
    package func groupPlacement(for target: XcodeTarget) throws(XcodeProjectError) -> GroupPlacement {
        let files = locatedSourceFiles(of: target)
        guard let parent = sourceGroup(of: target, files: files), let parentFolder = location(of: parent.id) else {
            throw .noSourceFolder(target: target.name)
        }
        for id in ancestors(of: parent.id) + [parent.id] {
            guard let listing = sharedParents[id] else { continue }
            throw .sharedGroup(name: groupName(id), parents: listing.map(groupName))
        }
        let folder = Self.join(parentFolder, Self.piecesFolderName)
        let existing = parent.childIDs.compactMap(group).first { child in
            !child.isSynchronized && child.isa == "PBXGroup" && location(of: child.id) == folder
        }
        // A Pieces group listed by another group too takes its folder from whichever parent comes
        // first by ID, which need not be `parent`: refused like a shared source group.
        if let existing, let listing = sharedParents[existing.id] {
            throw .sharedGroup(name: groupName(existing.id), parents: listing.map(groupName))
        }
        return GroupPlacement(
            parent: parent, folder: folder, piecesGroup: existing, compiledFiles: files.map(\.location))
    }

    /// `path` relative to `sourceRoot` when inside it, else absolute: the stable name hashed into
    /// generated object IDs.
    func projectRelative(_ path: String) -> String {
        Path(path).display(relativeTo: Path(sourceRoot))
    }
}
