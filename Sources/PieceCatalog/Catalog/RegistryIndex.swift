import PiecesSupport

/// `registry/index.json`: every piece's metadata, parameters, motion sections and files with their
/// digests, and the foundations' versions. With `registry/index/<Name>.json` (`PiecePayload`) and
/// the files themselves it is what an HTTPS registry serves. Decode it with `JSONDecoder`; write it
/// with `rendered()`, which is byte-identical for identical input.
package struct RegistryIndex: Codable, Equatable, Sendable {
    /// The layout version; readers refuse a schema they do not know.
    static let currentSchema = 1

    package struct Foundation: Codable, Equatable, Sendable {
        package var path: String
        package var version: String
        package var sha256: String
    }

    package struct Parameter: Codable, Equatable, Sendable {
        package var name: String
        /// The argument label callers write, `_` for none.
        package var label: String
        package var type: String
        /// The default expression as written; nil (JSON `null`) when callers must pass a value.
        package var `default`: String?
        package var description: String
    }

    package struct File: Codable, Equatable, Sendable {
        package var path: String
        package var sha256: String
        package var size: Int
    }

    /// One entry of a piece's `platforms`.
    package struct Platform: Codable, Equatable, Sendable {
        /// `iOS`, `macOS` or `visionOS`.
        package var name: String
        package var version: String
    }

    package struct Piece: Codable, Equatable, Sendable {
        package var name: String
        package var title: String
        package var description: String
        package var category: String
        package var minIOS: String
        /// The header's `platforms:`; nil (absent from the JSON) when the header has none, which
        /// means iOS from `minIOS`.
        package var platforms: [Platform]?
        package var version: String
        package var level: String?
        package var tags: [String]
        package var license: String?
        package var author: String?
        package var dependencies: [String]
        /// The foundation sections the piece carries, in foundation order.
        package var sections: [String]
        package var parameters: [Parameter]
        /// The piece file first, then its resources.
        package var files: [File]
    }

    package var schema: Int
    package var foundations: [Foundation]
    /// Sorted by name.
    package var pieces: [Piece]

    /// The index of `catalog`.
    package init(catalog: Catalog) {
        schema = Self.currentSchema
        foundations = catalog.foundations.map { Foundation(path: $0.path, version: $0.version, sha256: $0.sha256) }
        pieces = catalog.pieces.map(Piece.init(descriptor:))
    }

    /// The document as written to `index.json`.
    package var json: JSONValue {
        .object([
            "schema": .int(schema), "foundations": .array(foundations.map(\.json)), "pieces": .array(pieces.map(\.json))
        ])
    }

    /// `index.json`'s bytes.
    package func rendered() -> [UInt8] { Array(json.rendered(.pretty).utf8) }
}

extension RegistryIndex.Piece {
    /// The index entry of one described piece.
    package init(descriptor piece: PieceDescriptor) {
        let header = piece.header
        self.init(
            name: piece.name, title: header.title, description: header.description, category: header.category,
            minIOS: header.minIOS,
            platforms: header.declaredPlatforms.map(RegistryIndex.Platform.list),
            version: header.version, level: header.level, tags: header.tags,
            license: header.license, author: header.author, dependencies: header.dependencies,
            sections: piece.sections,
            parameters: piece.parameters.rows.map {
                RegistryIndex.Parameter(
                    name: $0.name, label: $0.label, type: $0.type, default: $0.defaultValue, description: $0.description
                )
            },
            files: piece.files.map { RegistryIndex.File(path: $0.path, sha256: $0.sha256, size: $0.size) })
    }

    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "category": .string(category), "minIOS": .string(minIOS), "version": .string(version),
            "level": .optional(level), "tags": .strings(tags), "license": .optional(license),
            "author": .optional(author), "dependencies": .strings(dependencies), "sections": .strings(sections),
            "parameters": .array(parameters.map(\.json)), "files": .array(files.map(\.json))
        ]
        // Absent rather than null: an index of pieces without the key keeps its bytes.
        if let platforms { members["platforms"] = RegistryIndex.Platform.json(platforms) }
        return .object(members)
    }
}

extension RegistryIndex.Foundation {
    var json: JSONValue { .object(["path": .string(path), "version": .string(version), "sha256": .string(sha256)]) }
}

extension RegistryIndex.Parameter {
    var json: JSONValue {
        .object([
            "name": .string(name), "label": .string(label), "type": .string(type),
            "default": .optional(self.default), "description": .string(description)
        ])
    }
}

extension RegistryIndex.Platform {
    /// The entries of a header's `platforms:`, in the order written.
    static func list(_ platforms: PiecePlatforms) -> [RegistryIndex.Platform] {
        platforms.entries.map { RegistryIndex.Platform(name: $0.platform.rawValue, version: $0.version) }
    }

    /// `[{"name": "iOS", "version": "17.0"}, …]`.
    static func json(_ platforms: [RegistryIndex.Platform]) -> JSONValue {
        .array(platforms.map { .object(["name": .string($0.name), "version": .string($0.version)]) })
    }
}

extension RegistryIndex.File {
    var json: JSONValue { .object(["path": .string(path), "sha256": .string(sha256), "size": .int(size)]) }
}
