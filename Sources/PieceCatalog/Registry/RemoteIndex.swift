import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a `RemoteRegistry` needs from a served `index.json`, checked before anything else is
/// fetched: every listed path is safe, every digest is well formed, no path is listed twice.
///
/// The document is the catalog's `RegistryIndex`; fields it does not model are ignored, so the
/// index can grow within a schema.
struct RemoteIndex: Sendable {
    /// One file the index lists.
    struct Entry: Sendable, Equatable {
        /// The lowercase hex SHA-256 the file's bytes must hash to.
        var sha256: String
        /// The piece whose document holds the file; nil for a foundation, served at its own path.
        var piece: String?
    }

    /// Paths a registry file may not have: they name the index itself.
    static let reservedPath = "index.json"
    static let reservedFolder = "index/"

    /// The index's bytes as served.
    let bytes: [UInt8]
    /// The index decoded.
    let document: RegistryIndex
    /// Every listed file, by registry-relative path.
    let entries: [String: Entry]

    static let expectedIndex = "expected a JSON object with \"schema\", \"foundations\" and \"pieces\""
    static func duplicateReason(_ path: String) -> Message { "it lists '\(path)' twice" }
    static func reservedReason(_ path: String) -> Message { "it lists '\(path)', a path the index itself uses" }
    static func digestReason(_ path: String) -> Message { "the digest of '\(path)' is not 64 hexadecimal digits" }

    /// Decodes and checks `bytes`, the answer from `url`.
    init(bytes: [UInt8], url: String) throws(RemoteRegistryError) {
        self.bytes = bytes
        let probe: SchemaProbe = try RemoteJSON.decode(bytes, url: url, expected: Self.expectedIndex)
        guard probe.schema == RegistryIndex.currentSchema else {
            throw .unsupportedSchema(url: url, found: probe.schema, expected: RegistryIndex.currentSchema)
        }
        let file: RegistryIndex = try RemoteJSON.decode(bytes, url: url, expected: Self.expectedIndex)
        var entries: [String: Entry] = [:]
        func add(_ path: String, _ entry: Entry) throws(RemoteRegistryError) {
            if let reason = RemotePathRule.unsafeReason(path) {
                throw .unsafePath(url: url, path: path, reason: reason)
            }
            if path == Self.reservedPath || path.hasPrefix(Self.reservedFolder) {
                throw .invalidDocument(url: url, reason: Self.reservedReason(path).text)
            }
            guard entries[path] == nil else {
                throw .invalidDocument(url: url, reason: Self.duplicateReason(path).text)
            }
            guard let digest = Self.digest(entry.sha256) else {
                throw .invalidDocument(url: url, reason: Self.digestReason(path).text)
            }
            entries[path] = Entry(sha256: digest, piece: entry.piece)
        }
        for foundation in file.foundations {
            try add(foundation.path, Entry(sha256: foundation.sha256, piece: nil))
        }
        var names = Set<String>()
        for piece in file.pieces {
            let document = RemotePieceDocument.path(for: piece.name)
            if let reason = RemotePathRule.unsafePieceNameReason(piece.name) {
                throw .unsafePath(url: url, path: document, reason: reason)
            }
            guard names.insert(piece.name).inserted else {
                throw .invalidDocument(url: url, reason: Self.duplicateReason(document).text)
            }
            for item in piece.files {
                try add(item.path, Entry(sha256: item.sha256, piece: piece.name))
            }
        }
        self.entries = entries
        self.document = file
    }

    /// `text` lowercased when it is a SHA-256 in hex.
    private static func digest(_ text: String) -> String? {
        let hex = text.lowercased()
        guard hex.utf8.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            return nil
        }
        return hex
    }

    private struct SchemaProbe: Decodable {
        var schema: Int
    }
}

/// Which paths and piece names from a served index may be used at all.
enum RemotePathRule {
    static let emptyReason = "it is empty"
    static let absoluteReason = "it is absolute"
    static let parentReason = "it contains '..'"
    static let backslashReason = "it contains a backslash"
    static let nulReason = "it contains a NUL character"
    static let controlReason = "it contains a control character"
    static let componentReason = "it has an empty or '.' component"
    static let pieceNameReason = "the piece name is not a Swift identifier"

    /// Why `path` is unsafe to use as a registry-relative path, or nil when it is safe.
    static func unsafeReason(_ path: String) -> String? {
        if path.isEmpty { return emptyReason }
        if path.utf8.contains(0) { return nulReason }
        if path.hasPrefix("/") { return absoluteReason }
        if path.contains("\\") { return backslashReason }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") { return parentReason }
        if components.contains(where: { $0.isEmpty || $0 == "." }) { return componentReason }
        if path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return controlReason }
        return nil
    }

    /// Why `name` cannot name a piece document, or nil: a piece is named after its Swift type, so
    /// an ASCII identifier is all a name may be, and it can never add a folder to a URL.
    static func unsafePieceNameReason(_ name: String) -> String? {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first),
            name.utf8.allSatisfy({ isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") })
        else {
            return pieceNameReason
        }
        return nil
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
