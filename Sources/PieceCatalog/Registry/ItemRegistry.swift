import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A registry served in the registry-item format (upstream `swiftpieces`, shadcn style):
/// `index.json` is an array of items without content, `<Name>.json` one item with the content of
/// its files. Its pieces are listed in the native layout (`pieces/<category>/<Name>.swift`, shaders
/// and assets next to them); it has no foundations, because its pieces carry their motion blocks.
///
/// The format publishes no digests, so nothing can be verified: what arrives is what is
/// installed, and the lock records its SHA-256. Fetching (limits, timeouts, credentials) is the
/// `RemoteRegistry` transport's.
package struct ItemRegistry: RegistryFileSource, PieceMetadataSource {
    /// How the registry finds items: from its `index.json`, or one `{name}` URL per item (a namespace).
    enum Lookup: Sendable {
        case index
        /// The item document's path relative to the transport's base, `{name}` standing for the name.
        case template(String, names: [String])
    }

    /// What the source is called in messages and the lock: the URL, or the namespace (`@acme`).
    package let sourceName: String
    let transport: RemoteRegistry
    let lookup: Lookup
    private let state = ItemState()

    package var verifiesDigests: Bool { false }

    static let indexPath = "index.json"
    static func notListedReason(_ path: String) -> Message { "the registry has no file '\(path)'" }
    static func noContentReason(_ file: String) -> Message { "it holds no content for '\(file)'" }
    static func nameReason(_ found: String, _ asked: String) -> Message {
        "it describes the piece '\(found)', not '\(asked)'"
    }

    /// The registry whose `index.json` is already fetched (`bytes`, from `transport`).
    init(transport: RemoteRegistry, indexBytes: [UInt8]) throws(RemoteRegistryError) {
        sourceName = transport.sourceName
        self.transport = transport
        lookup = .index
        let url = transport.baseURL.appendingPathComponent(Self.indexPath).absoluteString
        let items: [RegistryItem] = try RemoteJSON.decode(indexBytes, url: url, expected: RegistryItem.expectedIndex)
        try state.store(items, url: url)
    }

    /// A namespace's registry: each item at `template` (relative to `transport`'s base, `{name}`
    /// replaced), starting from `names` and following their registry dependencies.
    package init(namespace: String, transport: RemoteRegistry, template: String, names: [String]) {
        sourceName = namespace
        self.transport = transport
        lookup = .template(template, names: names)
    }

    package func relativePaths() throws(DiagnosticError) -> [String] {
        do { return try items().flatMap { item in item.allFiles.map(item.relativePath(of:)) }.sorted() } catch {
            throw DiagnosticError(error)
        }
    }

    package func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8] {
        let owner: RegistryItem?
        do {
            owner = try items().first { $0.allFiles.contains { $0.path == relativePath } || owns($0, relativePath) }
        } catch { throw DiagnosticError(error) }
        guard let owner else {
            throw DiagnosticError(
                RegistryFileError(
                    source: sourceName, path: relativePath, reason: Self.notListedReason(relativePath).text))
        }
        do { return try content(of: relativePath, in: owner) } catch { throw DiagnosticError(error) }
    }

    /// The content of the file at `relativePath`, from the whole document of `item`.
    private func content(of relativePath: String, in item: RegistryItem) throws(RemoteRegistryError) -> [UInt8] {
        let document = try self.document(of: item.name)
        let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        guard let file = document.allFiles.first(where: { $0.fileName == fileName }), let content = file.content else {
            throw .invalidDocument(url: documentURL(item.name), reason: Self.noContentReason(fileName).text)
        }
        return Array(content.utf8)
    }

    package func header(ofPiece relativePath: String) -> PieceHeader? {
        (try? items())?.first { $0.piecePath == relativePath }?.header
    }

    private func owns(_ item: RegistryItem, _ relativePath: String) -> Bool {
        item.allFiles.contains { item.relativePath(of: $0) == relativePath }
    }

    /// Every item: the index's, or the namespace's asked-for items and their dependencies.
    func items() throws(RemoteRegistryError) -> [RegistryItem] {
        if let items = state.items { return items }
        guard case .template(_, let names) = lookup else { return [] }
        var pending = names
        var seen = Set<String>()
        var found: [RegistryItem] = []
        while let name = pending.first {
            pending.removeFirst()
            guard seen.insert(name.lowercased()).inserted else { continue }
            let item = try document(of: name)
            found.append(item)
            pending += (item.registryDependencies ?? []).map(RegistryItem.localName)
        }
        try state.store(found, url: sourceName)
        return found
    }

    /// The whole item called `name`, fetched once.
    private func document(of name: String) throws(RemoteRegistryError) -> RegistryItem {
        if let cached = state.document(name) { return cached }
        let url = documentURL(name)
        let bytes = try transport.fetch(documentPath(name))
        let item: RegistryItem = try RemoteJSON.decode(bytes, url: url, expected: RegistryItem.expectedItem)
        if let reason = item.unsafeReason() { throw .unsafePath(url: url, path: item.name, reason: reason) }
        // The server resolves names by case and slug; an item must still be the one asked for.
        guard ItemNames.matches(name, item) else {
            throw .invalidDocument(url: url, reason: Self.nameReason(item.name, name).text)
        }
        state.keep(item, as: name)
        return item
    }

    private func documentPath(_ name: String) -> String {
        switch lookup {
        case .index: "\(name).json"
        case .template(let template, _): template.replacingAll("{name}", with: name)
        }
    }

    private func documentURL(_ name: String) -> String {
        transport.baseURL.appendingPathComponent(documentPath(name)).absoluteString
    }
}

/// A registry that knows its pieces' headers from its own metadata rather than from the files
/// (registry-item files carry no `// swiftpieces:` header: upstream strips it into the item).
package protocol PieceMetadataSource: RegistryFileSource {
    /// The header of the piece at `relativePath`, nil when the source has none for it.
    func header(ofPiece relativePath: String) -> PieceHeader?
}

/// What an `ItemRegistry` and its copies fetched.
private final class ItemState: @unchecked Sendable {
    private let lock = Lock()
    private var listed: [RegistryItem]?
    private var documents: [String: RegistryItem] = [:]

    var items: [RegistryItem]? { lock.withLock { listed } }

    func store(_ items: [RegistryItem], url: String) throws(RemoteRegistryError) {
        var names = Set<String>()
        for item in items {
            if let reason = item.unsafeReason() { throw .unsafePath(url: url, path: item.name, reason: reason) }
            guard names.insert(item.name).inserted else {
                throw .invalidDocument(url: url, reason: RemoteIndex.duplicateReason(item.name).text)
            }
        }
        lock.withLock { listed = items }
    }

    func document(_ name: String) -> RegistryItem? { lock.withLock { documents[name.lowercased()] } }

    func keep(_ item: RegistryItem, as name: String) {
        lock.withLock {
            documents[name.lowercased()] = item
            documents[item.name.lowercased()] = item
        }
    }
}

/// How a name a user types finds an item, as upstream's server resolves it: exactly, ignoring
/// case, or by slug (`swipe-deck` is `SwipeDeck`).
package enum ItemNames {
    package static func matches(_ typed: String, _ item: RegistryItem) -> Bool {
        matches(typed, name: item.name, slug: item.slug)
    }

    package static func matches(_ typed: String, name: String, slug: String? = nil) -> Bool {
        let lowered = typed.lowercased()
        return lowered == name.lowercased() || lowered == (slug ?? RegistryItem.slug(of: name))
    }
}
