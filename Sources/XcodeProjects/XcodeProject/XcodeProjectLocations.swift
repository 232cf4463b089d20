/// The location on disk of every group and file reference of a project, worked out once when the
/// project is read: each element's folder is its parent's folder plus its own `path`, so a chain
/// of groups is walked once for all the elements below it instead of once per element (a large
/// app has thousands of files in a few hundred groups).
struct Locations: Sendable {
    /// By object ID; `.some(nil)` for an element whose place depends on something outside the
    /// project (`BUILT_PRODUCTS_DIR`, `SDKROOT`, a cycle of groups).
    let table: [String: String?]

    init(objects: [String: PBXObject], parents: [String: String], sourceRoot: String) {
        var memo: [String: String?] = [:]
        for (id, object) in objects
        where object.fields["sourceTree"] != nil || object.isa.hasSuffix(XcodeProject.groupClassSuffix) {
            _ = Self.resolve(id, objects: objects, parents: parents, sourceRoot: sourceRoot, memo: &memo)
        }
        table = memo
    }

    /// `resolve` without a table to fill (for an object that is no group or file reference).
    static func resolveOnce(_ id: String, objects: [String: PBXObject], parents: [String: String], sourceRoot: String)
        -> String?
    {
        var scratch: [String: String?] = [:]
        return resolve(id, objects: objects, parents: parents, sourceRoot: sourceRoot, memo: &scratch)
    }

    /// Walks up from `id` to the first element already in `memo` or the top of its chain, then
    /// fills in every element on the way down.
    static func resolve(
        _ id: String, objects: [String: PBXObject], parents: [String: String], sourceRoot: String,
        memo: inout [String: String?]
    ) -> String? {
        // Each element's ID and `path` only: copying whole objects cost more than the walk.
        var chain: [(id: String, path: String?)] = []
        // Chains are short (the parent is usually known already): a cycle is looked for in the
        // chain itself, and a set is made only for a deep one.
        var visited: Set<String>?
        var current = id
        var base: String?
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
            guard let object = objects[current], !seen else {
                base = nil  // a missing object or a cycle: no place on disk
                break walk
            }
            chain.append((current, object.string("path")))
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if let parent = parents[current] {
                    current = parent
                    continue walk
                }
                base = sourceRoot
            case "SOURCE_ROOT", "SRCROOT":
                base = sourceRoot
            case "<absolute>":
                base = "/"
            default:
                base = nil
            }
            break walk
        }
        var result = base
        for link in chain.reversed() {
            if let folder = result, let component = link.path, !component.isEmpty {
                result = XcodeProject.join(folder, component)
            }
            memo[link.id] = .some(result)
        }
        return memo[id] ?? result
    }
}
