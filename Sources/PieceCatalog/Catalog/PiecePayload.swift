import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `registry/index/<Name>.json`: one piece's files with their content, so a client installs a
/// piece with one request and checks every file against its digest.
///
/// Content is UTF-8 text (Swift and Metal sources are), so the JSON stays readable and diffs
/// well; a file that is not valid UTF-8 is stored as base64 with `"encoding": "base64"`.
package struct PiecePayload: Codable, Equatable, Sendable {
    package struct File: Codable, Equatable, Sendable {
        package var path: String
        package var sha256: String
        package var content: String
        /// `base64` when `content` is base64; absent for UTF-8 text.
        package var encoding: String?

        static let base64Encoding = "base64"

        /// The file's bytes, decoded from `content`; nil for base64 that does not decode.
        package var bytes: [UInt8]? {
            guard encoding == Self.base64Encoding else { return Array(content.utf8) }
            return Data(base64Encoded: content).map(Array.init)
        }
    }

    package var name: String
    package var version: String
    /// The header's `platforms:`; nil (absent from the JSON) when it has none.
    package var platforms: [RegistryIndex.Platform]?
    package var files: [File]

    /// The payload of one described piece.
    package init(descriptor piece: PieceDescriptor) {
        name = piece.name
        version = piece.header.version
        platforms = piece.header.declaredPlatforms.map(RegistryIndex.Platform.list)
        files = piece.files.map { file in
            if let text = String(wellFormedUTF8: file.bytes) {
                return File(path: file.path, sha256: file.sha256, content: text, encoding: nil)
            }
            return File(
                path: file.path, sha256: file.sha256, content: Data(file.bytes).base64EncodedString(),
                encoding: File.base64Encoding)
        }
    }

    /// The document as written to `index/<Name>.json`.
    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name), "version": .string(version),
            "files": .array(
                files.map { file in
                    var members: [String: JSONValue] = [
                        "path": .string(file.path), "sha256": .string(file.sha256), "content": .string(file.content)
                    ]
                    if let encoding = file.encoding { members["encoding"] = .string(encoding) }
                    return .object(members)
                })
        ]
        if let platforms { members["platforms"] = RegistryIndex.Platform.json(platforms) }
        return .object(members)
    }

    package func rendered() -> [UInt8] { Array(json.rendered(.pretty).utf8) }
}
