#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

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

    /// The project's bytes: an ID whose text appears nowhere in them is not used by the project
    /// (except through an escape, see `escaped`).
    private let bytes: [UInt8]
    private let objects: [String: PBXObject]
    /// The `idLength` strings the project writes with escapes (`\U0041…`), whose text is not in
    /// `bytes` as such.
    private let escaped: Set<String>
    /// The objects' IDs and every string their fields hold, made only when a candidate's text does
    /// appear in the bytes (hashing every string of a 1 MB project cost more than the rest of
    /// allocating); then it is the whole answer, as it always was.
    private var taken: Set<String>?
    /// The IDs allocated so far.
    private var allocated: Set<String> = []

    init(objects: [String: PBXObject], bytes: [UInt8]) {
        self.bytes = bytes
        self.objects = objects
        var escaped: Set<String> = []
        // Every escape starts with a backslash: a project without one (nearly all) has none to
        // look for in its value trees.
        let hasEscape = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), buffer.count) != nil } ?? false
        }
        for (id, object) in objects where hasEscape {
            if id.utf8.count == Self.idLength, object.entry.keyRange.count > Self.idLength + 2 { escaped.insert(id) }
            for entry in object.fields.entries { Self.collectStrings(entry.value, into: &escaped, escapedOnly: true) }
        }
        self.escaped = escaped
    }

    /// The length of every ID `PbxprojText.objectID` makes: 12 bytes of a hash in hexadecimal.
    static let idLength = 24

    /// A fresh ID for `parts`, unused by the project and by earlier allocations.
    mutating func allocate(_ parts: [String]) -> String {
        // 16 collisions of 96-bit hashes cannot happen by chance; past them, a counter salt.
        var salt = 0
        while true {
            let id = PbxprojText.objectID(parts, salt: salt)
            if !isUsed(id), allocated.insert(id).inserted { return id }
            salt += 1
        }
    }

    /// Whether the project uses `id` as an object's ID or in any string of any object.
    private mutating func isUsed(_ id: String) -> Bool {
        if escaped.contains(id) { return true }
        guard Self.occurs(id, in: bytes) else { return false }
        if taken == nil {
            // Every ID this allocator makes has `idLength` characters: only strings of that length
            // can be one (most of a project's strings are names, paths and settings of other lengths).
            var strings = Set(objects.keys.filter { $0.utf8.count == Self.idLength })
            for object in objects.values {
                for entry in object.fields.entries {
                    Self.collectStrings(entry.value, into: &strings, escapedOnly: false)
                }
            }
            taken = strings
        }
        return taken!.contains(id)
    }

    /// Whether the UTF-8 text of `needle` appears anywhere in `haystack`.
    private static func occurs(_ needle: String, in haystack: [UInt8]) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { text in
            pattern.withUnsafeBufferPointer { pattern in
                let base = text.baseAddress!
                var offset = 0
                let last = text.count - pattern.count
                // The second byte is compared before `memcmp` is called: a hexadecimal digit starts
                // tens of thousands of places in a 1 MB project, few of them followed by the next.
                let step = pattern.count > 1 ? 1 : 0
                let second = pattern[step]
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if base[offset + step] == second,
                        memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0
                    {
                        return true
                    }
                    offset += 1
                }
                return false
            }
        }
    }

    /// Every string in `value`, at any depth (the parser bounds the depth).
    /// With `escapedOnly`, only strings written with an escape: a bare string's bytes are its text,
    /// a quoted one's are its text and two quotes, and an escape always takes more bytes than the
    /// text it stands for.
    private static func collectStrings(_ value: PlistValue, into strings: inout Set<String>, escapedOnly: Bool) {
        switch value.content {
        case .string(let text):
            if text.utf8.count == idLength, !escapedOnly || value.range.count > idLength + 2 { strings.insert(text) }
        case .array(let elements):
            for element in elements { collectStrings(element, into: &strings, escapedOnly: escapedOnly) }
        case .dictionary(let dictionary):
            for entry in dictionary.entries { collectStrings(entry.value, into: &strings, escapedOnly: escapedOnly) }
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
