/// Deterministic object IDs for the entries pieces writes, so that adding the same file twice
/// finds the first entries, and removal recognises exactly the entries pieces made.
///
/// The group and file reference are keyed by their path (one file is one reference, whichever
/// targets compile it); a build file by target and path. A derived ID already used by another object
/// is skipped for the next salt, so IDs never collide with the project's own.
struct ObjectIDAllocator {
    /// How many salted alternatives are tried (and recognised on removal).
    static let maximumSalt = 16

    let objects: [String: PBXObject]
    private var taken: Set<String> = []

    init(objects: [String: PBXObject]) { self.objects = objects }

    /// A fresh ID for `parts`, unused by the project and by earlier allocations.
    mutating func allocate(_ parts: [String]) -> String {
        for id in Self.candidates(parts) where objects[id] == nil && !taken.contains(id) {
            taken.insert(id)
            return id
        }
        // 16 collisions of 96-bit hashes cannot happen by chance; fall back to a counter salt.
        var salt = Self.maximumSalt
        while true {
            let id = PbxprojText.objectID(parts, salt: salt)
            if objects[id] == nil, taken.insert(id).inserted { return id }
            salt += 1
        }
    }

    /// Every ID `allocate` could have given `parts`.
    static func candidates(_ parts: [String]) -> [String] {
        (0..<maximumSalt).map { PbxprojText.objectID(parts, salt: $0) }
    }

    static func groupKey(_ relativeFolder: String) -> [String] { ["group", relativeFolder] }
    static func fileKey(_ relativePath: String) -> [String] { ["file", relativePath] }
    static func buildFileKey(target: String, _ relativePath: String) -> [String] { ["build", target, relativePath] }
}
