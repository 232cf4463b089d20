import PiecesSupport
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An Xcode project read from its `.xcodeproj` folder: the parsed `project.pbxproj`, its objects by
/// ID, and queries over targets, groups, synchronized folders, build configurations and phases.
///
/// The project keeps the file's exact bytes: `adding(files:to:)` and `removing(files:from:)` return
/// new bytes made by inserting or deleting text, every other byte unchanged.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, absolute and standardized.
    package let path: String
    /// The exact bytes of `project.pbxproj`.
    package let bytes: [UInt8]
    /// The whole property list.
    package let document: PlistDictionary
    /// The `objects = { … }` value, with its byte range.
    let objectsValue: PlistValue
    /// Every object by ID.
    package let objects: [String: PBXObject]
    /// The archive's `objectVersion` (56 for Xcode 14, 77 for Xcode 16 folders), when numeric.
    let objectVersion: Int?
    /// The `PBXProject` object's ID.
    let rootObjectID: String
    /// Each file element's enclosing group (the first by ID when several list it).
    let parents: [String: String]
    /// The groups listing each element that more than one group lists, sorted by ID. Xcode never
    /// writes this; such an element has no single folder.
    let sharedParents: [String: [String]]
    /// Every group's and file reference's place on disk.
    let locations: Locations

    /// `project.pbxproj` inside the `.xcodeproj` folder.
    package var projectFilePath: String { Path(path).appending("project.pbxproj").string }

    /// Opens a `.xcodeproj` folder (or the `project.pbxproj` inside one).
    package static func open(_ path: String) throws(XcodeProjectError) -> XcodeProject {
        var folder = Path(path).absolute.string
        if Path(folder).basename == "project.pbxproj" {
            folder = Path(folder).parent.string
        }
        let file = Path(folder).appending("project.pbxproj").string
        guard FileManager.default.fileExists(atPath: file) else { throw .notAProject(path: path) }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(file, limit: .projectFile)
        } catch {
            throw .unreadable(path: file, reason: error.reason)
        }
        return try XcodeProject(path: folder, bytes: bytes)
    }

    /// Parses `bytes` as the `project.pbxproj` of the `.xcodeproj` folder at `path`.
    package init(path: String, bytes: [UInt8]) throws(XcodeProjectError) {
        self.path = Self.join(FileManager.default.currentDirectoryPath, path)
        self.bytes = bytes
        let file = Path(self.path).appending("project.pbxproj").string
        let (document, objectsValue, objects, rootObjectID) = try Self.parseObjects(bytes, file: file)
        self.document = document
        self.objectsValue = objectsValue
        self.objects = objects
        self.rootObjectID = rootObjectID
        self.objectVersion = document.string("objectVersion").flatMap { Int($0) }
        (self.parents, self.sharedParents) = Self.parentMap(
            objects, mainGroup: objects[rootObjectID]?.string("mainGroup"))
        self.locations = Locations(
            objects: objects, parents: parents,
            sourceRoot: Self.sourceRoot(projectFolder: self.path, rootProject: objects[rootObjectID]!))
    }

    /// The property list, its `objects` and the root object's ID, checked as every project must
    /// be: what `init` builds its tables from, and all that reading edited bytes back needs.
    static func parseObjects(
        _ bytes: [UInt8], file: String
    ) throws(XcodeProjectError) -> (PlistDictionary, PlistValue, [String: PBXObject], String) {
        let root: PlistValue
        do {
            root = try PlistParser.parse(bytes)
        } catch {
            throw .invalidPropertyList(path: file, error)
        }
        guard let document = root.dictionary else { throw .malformed(path: file, missing: "top-level dictionary") }
        guard let objectsValue = document["objects"], let objectList = objectsValue.dictionary else {
            throw .malformed(path: file, missing: "'objects' dictionary")
        }
        guard let rootObjectID = document.string("rootObject") else {
            throw .malformed(path: file, missing: "'rootObject'")
        }
        // A merge can leave an object twice; the model would see one copy and edits land in the
        // other. The dictionary already counts its distinct keys: only when that falls short of
        // its entries is the first repeated one looked for.
        if objectList.count != objectList.entries.count { try firstDuplicate(in: objectList, bytes: bytes, file: file) }
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(objectList.entries.count)
        for entry in objectList.entries {
            if let object = PBXObject(entry: entry) { objects[entry.key] = object }
        }
        guard objects[rootObjectID]?.isa == "PBXProject" else {
            throw .malformed(path: file, missing: "PBXProject object '\(rootObjectID)' (the rootObject)")
        }
        return (document, objectsValue, objects, rootObjectID)
    }

    /// Throws `duplicateObject` for the first entry of `objectList` whose ID an earlier one has.
    private static func firstDuplicate(in objectList: PlistDictionary, bytes: [UInt8], file: String)
        throws(XcodeProjectError)
    {
        var starts: [String: Int] = [:]
        for entry in objectList.entries {
            if let first = starts.updateValue(entry.range.lowerBound, forKey: entry.key) {
                let text = SourceText(path: file, bytes: bytes)
                throw .duplicateObject(
                    path: file, id: entry.key, firstLine: text.location(of: first).line,
                    line: text.location(of: entry.range.lowerBound).line)
            }
        }
    }

    /// Walked in ID order, so the parent chosen for a shared element is the same in every run. The
    /// main group is the top of every chain even when another group lists it (Xcode never writes
    /// that): paths start there, and the groups below it are the top-level ones. Only groups are
    /// parents: `children` in an object of another class is not a folder and gives no path.
    private static func parentMap(_ objects: [String: PBXObject], mainGroup: String?) -> (
        parents: [String: String], shared: [String: [String]]
    ) {
        // Only the groups are sorted: a few hundred IDs, not every object's.
        let groups = objects.values.filter { isGroupClass($0.isa) }.sorted { $0.id < $1.id }
        let lists = groups.map { (id: $0.id, children: $0.strings("children")) }
        var parents: [String: String] = [:]
        parents.reserveCapacity(lists.reduce(0) { $0 + $1.children.count })
        // One hash per child: an element listed by a second group (Xcode never writes that) is
        // the rare case that costs more.
        var shared: [String: [String]] = [:]
        for list in lists {
            for child in list.children where child != mainGroup {
                guard let first = parents.updateValue(list.id, forKey: child) else { continue }
                parents[child] = first
                // The same group listing a child twice makes it no shared one.
                guard first != list.id, shared[child]?.last != list.id else { continue }
                shared[child, default: [first]].append(list.id)
            }
        }
        return (parents, shared)
    }

    // MARK: - Queries

    /// How every group class's name ends (`PBXGroup`, `PBXVariantGroup`, `XCVersionGroup`, …).
    static let groupClassSuffix = "Group"

    /// Whether `isa` names a group class. Asked of every object when the project is read: the
    /// last byte turns nearly all other classes away before the (Unicode-aware) suffix test.
    static func isGroupClass(_ isa: String) -> Bool {
        isa.utf8.last == UInt8(ascii: "p") && isa.hasSuffix(groupClassSuffix)
    }

    /// The `PBXProject` object.
    var rootProject: PBXObject { objects[rootObjectID]! }

    /// The project's top group (the navigator's root).
    package var mainGroupID: String? { rootProject.string("mainGroup") }

    /// The project's name: the `.xcodeproj` folder's name without its extension.
    package var name: String { Path(path).basenameWithoutExtension }

    /// The object with `id`.
    package func object(_ id: String) -> PBXObject? { objects[id] }

    /// Every object of class `isa`, sorted by ID so results do not depend on hashing.
    package func objects(isa: String) -> [PBXObject] {
        objects.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
    }

    /// The native targets, in the project's order.
    package var targets: [XcodeTarget] {
        rootProject.strings("targets").compactMap { id in
            objects[id].flatMap { $0.isa == "PBXNativeTarget" ? XcodeTarget($0) : nil }
        }
    }

    /// The target named `name`.
    package func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }

    /// The targets that build apps.
    package var applicationTargets: [XcodeTarget] { targets.filter(\.isApplication) }

    /// A group of any kind (classic, variant or synchronized).
    package func group(_ id: String) -> XcodeGroup? {
        guard let object = objects[id], Self.isGroupClass(object.isa) else { return nil }
        return XcodeGroup(object)
    }

    /// The group that lists `id` among its children.
    package func parentGroup(of id: String) -> XcodeGroup? {
        parents[id].flatMap(group)
    }

    /// The target's synchronized folders, in the target's order.
    func synchronizedGroups(of target: XcodeTarget) -> [XcodeGroup] {
        target.synchronizedGroupIDs.compactMap(group).filter(\.isSynchronized)
    }

    /// A synchronized group's exception sets.
    package func exceptionSets(of group: XcodeGroup) -> [SynchronizedExceptionSet] {
        group.exceptionSetIDs.compactMap { id in
            objects[id].flatMap { $0.isa == SynchronizedExceptionSet.isa ? SynchronizedExceptionSet($0) : nil }
        }
    }

    /// The `PBXFileReference` with `id`.
    package func fileReference(_ id: String) -> XcodeFileReference? {
        objects[id].flatMap { $0.isa == "PBXFileReference" ? XcodeFileReference($0) : nil }
    }

    /// The configurations of an `XCConfigurationList`, in order.
    package func buildConfigurations(list id: String?) -> [BuildConfiguration] {
        guard let id, let list = objects[id] else { return [] }
        return list.strings("buildConfigurations").compactMap { objects[$0].map(BuildConfiguration.init) }
    }

    /// The target's configurations.
    package func buildConfigurations(of target: XcodeTarget) -> [BuildConfiguration] {
        buildConfigurations(list: target.buildConfigurationListID)
    }

    /// The project-level configurations.
    package var projectBuildConfigurations: [BuildConfiguration] {
        buildConfigurations(list: rootProject.string("buildConfigurationList"))
    }

    /// The target's build phases, in order.
    package func buildPhases(of target: XcodeTarget) -> [BuildPhase] {
        target.buildPhaseIDs.compactMap { objects[$0].map(BuildPhase.init) }
    }

    /// The target's Compile Sources phase.
    package func sourcesPhase(of target: XcodeTarget) -> BuildPhase? {
        buildPhases(of: target).first { $0.isa == BuildPhase.sourcesISA }
    }

    /// The file references compiled by the target's Sources phase, in order.
    package func sourceFiles(of target: XcodeTarget) -> [XcodeFileReference] {
        sourceFileIDs(of: target).map { XcodeFileReference(objects[$0]!) }
    }

    /// The IDs of `sourceFiles(of:)`: what the queries that only need each file's location use,
    /// without reading every field of 2,000 file references.
    func sourceFileIDs(of target: XcodeTarget) -> [String] {
        (sourcesPhase(of: target)?.buildFileIDs ?? []).compactMap { buildFileID in
            objects[buildFileID]?.string("fileRef").flatMap { objects[$0]?.isa == "PBXFileReference" ? $0 : nil }
        }
    }
}
