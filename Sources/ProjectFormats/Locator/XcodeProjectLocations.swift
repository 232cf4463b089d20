/// The location on disk of every group and file reference of a project, worked out once when the
/// project is read: each element's folder is its parent's folder plus its own `path`, so a chain
/// of groups is walked once for all the elements below it instead of once per element (a large
/// app has thousands of files in a few hundred groups).
struct Locations: Sendable {
    /// One element's place on disk.
    struct Entry: Sendable {
        /// Absolute; nil when the place depends on something outside the project
        /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, a cycle of groups).
        var path: String?
        /// Whether `path` is plain (`XcodeProject.isPlain`): a child's `path` is appended to it
        /// without checking the folder's every byte again.
        var isPlain: Bool
        /// Whether the element is a `PBXFileReference` (what a build file must point at): a
        /// target's thousands of files are checked with the lookup that finds their place.
        var isFileReference = false

        static let nowhere = Entry(path: nil, isPlain: false)
    }

    /// By object ID.
    let table: [String: Entry]

    init(objects: [String: PBXObject], parents: [String: String], sourceRoot: String) {
        var memo: [String: Entry] = [:]
        memo.reserveCapacity(objects.count)
        let root = Entry(path: sourceRoot, isPlain: XcodeProject.isPlain(sourceRoot))
        // Every file reference is placed, with or without `sourceTree`: finding one by its place
        // then reads this table instead of every object.
        for (id, object) in objects
        where object.fields["sourceTree"] != nil || XcodeProject.isGroupClass(object.isa)
            || object.isa == XcodeProject.fileReferenceISA
        {
            _ = Self.resolve(id, object: object, objects: objects, parents: parents, root: root, memo: &memo)
        }
        table = memo
    }

    /// `resolve` without a table to fill (for an object that is no group or file reference).
    static func resolveOnce(_ id: String, objects: [String: PBXObject], parents: [String: String], sourceRoot: String)
        -> String?
    {
        var scratch: [String: Entry] = [:]
        let root = Entry(path: sourceRoot, isPlain: XcodeProject.isPlain(sourceRoot))
        return resolve(id, object: nil, objects: objects, parents: parents, root: root, memo: &scratch).path
    }

    /// Walks up from `id` (whose object is `object` when the caller has it at hand) to the first
    /// element already in `memo` or the top of its chain, then fills in every element on the way
    /// down.
    static func resolve(
        _ id: String, object: PBXObject?, objects: [String: PBXObject], parents: [String: String], root: Entry,
        memo: inout [String: Entry]
    ) -> Entry {
        // Each element's ID and `path` only: copying whole objects cost more than the walk.
        var chain: [(id: String, path: String?, isFile: Bool)] = []
        // Chains are short (the parent is usually known already): a cycle is looked for in the
        // chain itself, and a set is made only for a deep one.
        var visited: Set<String>?
        var current = id
        var base = Entry.nowhere
        walk: while true {
            if let known = memo[current] {
                base = known
                break walk
            }
            let seen: Bool
            if chain.count < 16 {
                seen = chain.contains { $0.id == current }
            } else {
                if visited == nil { visited = Set(chain.map(\.id)) }
                seen = !visited!.insert(current).inserted
            }
            guard !seen, let object = chain.isEmpty && object != nil ? object : objects[current] else {
                break walk  // a missing object or a cycle: no place on disk
            }
            chain.append((current, object.string("path"), object.isa == XcodeProject.fileReferenceISA))
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if let parent = parents[current] {
                    current = parent
                    continue walk
                }
                base = root
            case "SOURCE_ROOT", "SRCROOT":
                base = root
            case "<absolute>":
                base = Entry(path: "/", isPlain: true)
            default:
                break
            }
            break walk
        }
        // `id` is the chain's first link, so the last one filled in is its own (an empty chain:
        // `id` was known already, or has no object).
        var result = base
        for link in chain.reversed() {
            if let folder = result.path, let component = link.path, !component.isEmpty {
                let joined = XcodeProject.join(folder, folderIsPlain: result.isPlain, component)
                result = Entry(path: joined.path, isPlain: joined.isPlain)
            }
            result.isFileReference = link.isFile
            memo[link.id] = result
        }
        return result
    }
}
