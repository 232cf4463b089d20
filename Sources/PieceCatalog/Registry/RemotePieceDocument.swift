import PiecesSupport

/// One piece's served document, `index/<Name>.json` (a `PiecePayload`): its files' bytes, by
/// registry-relative path.
///
/// The document's own digests are not trusted: a file is checked against the digest `index.json`
/// publishes for it, so a document altered on its own is caught.
struct RemotePieceDocument: Sendable {
    let name: String
    /// Each file's bytes (its `content`'s UTF-8, or the base64 it holds), by path.
    let files: [String: [UInt8]]

    static let expected =
        """
        expected a JSON object with \"name\", \"version\" and \"files\" (each with \"path\", \"sha256\" and \
        \"content\")
        """
    static func nameReason(_ name: String, _ expectedName: String) -> Message {
        "it describes the piece '\(name)', not '\(expectedName)'"
    }
    static func duplicateReason(_ path: String) -> Message { "it holds '\(path)' twice" }
    static func base64Reason(_ path: String) -> Message { "the content of '\(path)' is not valid base64" }

    /// Where the document of the piece called `name` is, relative to the registry.
    static func path(for name: String) -> String { "index/\(name).json" }

    /// Decodes `bytes`, the answer from `url`, which must describe the piece `expectedName`.
    init(bytes: [UInt8], url: String, expectedName: String) throws(RemoteRegistryError) {
        let document: PiecePayload = try RemoteJSON.decode(bytes, url: url, expected: Self.expected)
        guard document.name == expectedName else {
            throw .invalidDocument(url: url, reason: Self.nameReason(document.name, expectedName).text)
        }
        var files: [String: [UInt8]] = [:]
        for file in document.files {
            guard files[file.path] == nil else {
                throw .invalidDocument(url: url, reason: Self.duplicateReason(file.path).text)
            }
            guard let bytes = file.bytes else {
                throw .invalidDocument(url: url, reason: Self.base64Reason(file.path).text)
            }
            files[file.path] = bytes
        }
        self.name = document.name
        self.files = files
    }
}
