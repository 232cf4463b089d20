/// Deterministic object IDs for the entries pieces writes, so that adding the same file twice
/// finds the first entries, and removal recognises exactly the entries pieces made.
///
/// The group and file reference are keyed by their path (one file is one reference, whichever
/// targets compile it); a build file by target and path. A derived ID the project already uses, as
/// an object or as a reference (a dangling one included: a merge can drop an object and keep its
/// references), is skipped for the next salt, so a new object never takes over an old reference.
struct ObjectIDAllocator {
    /// How many salted alternatives are tried (and recognised on removal).
    static let maximumSalt = 16

    /// The objects' IDs, every string their fields hold, and the IDs allocated so far.
    private var taken: Set<String>

    init(objects: [String: PBXObject]) {
        // Every ID this allocator makes has `idLength` characters: only strings of that length
        // can be one (most of a project's strings are names, paths and settings of other lengths).
        taken = Set(objects.keys.filter { $0.utf8.count == Self.idLength })
        for object in objects.values {
            for entry in object.fields.entries { Self.collectStrings(entry.value, into: &taken) }
        }
    }

    /// The length of every ID `PbxprojText.objectID` makes: 12 bytes of a hash in hexadecimal.
    static let idLength = 24

    /// A fresh ID for `parts`, unused by the project and by earlier allocations.
    mutating func allocate(_ parts: [String]) -> String {
        for id in Self.candidates(parts) where taken.insert(id).inserted { return id }
        // 16 collisions of 96-bit hashes cannot happen by chance; fall back to a counter salt.
        var salt = Self.maximumSalt
        while true {
            let id = PbxprojText.objectID(parts, salt: salt)
            if taken.insert(id).inserted { return id }
            salt += 1
        }
    }

    /// Every string in `value`, at any depth (the parser bounds the depth).
    private static func collectStrings(_ value: PlistValue, into strings: inout Set<String>) {
        switch value.content {
        case .string(let text): if text.utf8.count == idLength { strings.insert(text) }
        case .array(let elements): for element in elements { collectStrings(element, into: &strings) }
        case .dictionary(let dictionary): for entry in dictionary.entries { collectStrings(entry.value, into: &strings) }
        case .data: break
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
