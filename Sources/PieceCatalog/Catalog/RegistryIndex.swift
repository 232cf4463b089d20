/// `registry/index.json`: every piece's metadata, parameters, motion sections and files with their
/// digests, and the foundations' versions. With `registry/index/<Name>.json` (`PiecePayload`) and
/// the files themselves it is what an HTTPS registry serves. Decode it with `JSONDecoder`; write it
/// with `rendered()`, which is byte-identical for identical input.
public struct RegistryIndex: Codable, Equatable, Sendable {
    /// The layout version; readers refuse a schema they do not know.
    public static let currentSchema = 1

    public struct Foundation: Codable, Equatable, Sendable {
        public var path: String
        public var version: String
        public var sha256: String
    }

    public struct Parameter: Codable, Equatable, Sendable {
        public var name: String
        /// The argument label callers write, `_` for none.
        public var label: String
        public var type: String
        /// The default expression as written; nil (JSON `null`) when callers must pass a value.
        public var `default`: String?
        public var description: String
    }

    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var sha256: String
        public var size: Int
    }

    public struct Piece: Codable, Equatable, Sendable {
        public var name: String
        public var title: String
        public var description: String
        public var category: String
        public var minIOS: String
        public var version: String
        public var level: String?
        public var tags: [String]
        public var license: String?
        public var author: String?
        public var dependencies: [String]
        /// The foundation sections the piece carries, in foundation order.
        public var sections: [String]
        public var parameters: [Parameter]
        /// The piece file first, then its resources.
        public var files: [File]
    }

    public var schema: Int
    public var foundations: [Foundation]
    /// Sorted by name.
    public var pieces: [Piece]

    /// The index of `catalog`.
    public init(catalog: Catalog) {
        schema = Self.currentSchema
        foundations = catalog.foundations.map { Foundation(path: $0.path, version: $0.version, sha256: $0.sha256) }
        pieces = catalog.pieces.map(Piece.init(descriptor:))
    }

    /// The document as written to `index.json`.
    public var json: JSONValue {
        .object(["schema": .int(schema), "foundations": .array(foundations.map(\.json)), "pieces": .array(pieces.map(\.json))])
    }

    /// `index.json`'s bytes.
    public func rendered() -> [UInt8] { Array(json.rendered().utf8) }
}

extension RegistryIndex.Piece {
    /// The index entry of one described piece.
    public init(descriptor piece: PieceDescriptor) {
        let header = piece.header
        self.init(
            name: piece.name, title: header.title, description: header.description, category: header.category,
            minIOS: header.minIOS, version: header.version, level: header.level, tags: header.tags,
            license: header.license, author: header.author, dependencies: header.dependencies,
            sections: piece.sections,
            parameters: piece.parameters.rows.map {
                RegistryIndex.Parameter(name: $0.name, label: $0.label, type: $0.type, default: $0.defaultValue, description: $0.description)
            },
            files: piece.files.map { RegistryIndex.File(path: $0.path, sha256: $0.sha256, size: $0.size) })
    }

    public var json: JSONValue {
        .object([
            "name": .string(name), "title": .string(title), "description": .string(description),
            "category": .string(category), "minIOS": .string(minIOS), "version": .string(version),
            "level": .optional(level), "tags": .strings(tags), "license": .optional(license),
            "author": .optional(author), "dependencies": .strings(dependencies), "sections": .strings(sections),
            "parameters": .array(parameters.map(\.json)), "files": .array(files.map(\.json)),
        ])
    }
}

extension RegistryIndex.Foundation {
    var json: JSONValue { .object(["path": .string(path), "version": .string(version), "sha256": .string(sha256)]) }
}

extension RegistryIndex.Parameter {
    var json: JSONValue {
        .object(["name": .string(name), "label": .string(label), "type": .string(type),
                 "default": .optional(self.default), "description": .string(description)])
    }
}

extension RegistryIndex.File {
    var json: JSONValue { .object(["path": .string(path), "sha256": .string(sha256), "size": .int(size)]) }
}
