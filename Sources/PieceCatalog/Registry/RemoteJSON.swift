import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes a served JSON document, turning the decoder's errors into one readable reason.
enum RemoteJSON {
    static func notJSONReason(_ expected: String, _ preview: String) -> Message {
        "\(expected); the answer is not JSON (it starts with '\(preview)')"
    }
    static func missingReason(_ expected: String, _ key: String) -> Message { "\(expected); '\(key)' is missing" }
    static func nullReason(_ expected: String, _ key: String) -> Message { "\(expected); '\(key)' is null" }
    static func typeReason(_ expected: String, _ key: String, _ type: String) -> Message {
        "\(expected); '\(key)' is not a \(type)"
    }
    static func corruptReason(_ expected: String, _ key: String, _ problem: String) -> Message {
        "\(expected); '\(key)' is invalid: \(problem)"
    }
    /// How much of a non-JSON answer a message quotes: enough to recognise an HTML error page.
    static let previewLength = 40

    /// `bytes` decoded as `T`, or `invalidDocument` saying what was `expected` and what is wrong.
    static func decode<T: Decodable>(_ bytes: [UInt8], url: String, expected: String) throws(RemoteRegistryError) -> T {
        if let duplicate = JSONDuplicateKeys.first(in: bytes) {
            throw .invalidDocument(
                url: url, reason: JSONDuplicateKeys.duplicateMessage(duplicate.key, duplicate.line).text)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .invalidDocument(url: url, reason: reason(error, bytes: bytes, expected: expected))
        } catch {
            throw .invalidDocument(url: url, reason: notJSONReason(expected, preview(bytes)).text)
        }
    }

    private static func reason(_ error: DecodingError, bytes: [UInt8], expected: String) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return missingReason(expected, path(context.codingPath + [key])).text
        case .valueNotFound(_, let context):
            return nullReason(expected, path(context.codingPath)).text
        case .typeMismatch(let type, let context):
            return typeReason(expected, path(context.codingPath), typeName(type)).text
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return notJSONReason(expected, preview(bytes)).text
        case .dataCorrupted(let context):
            return corruptReason(expected, path(context.codingPath), context.debugDescription).text
        @unknown default:
            return notJSONReason(expected, preview(bytes)).text
        }
    }

    /// `pieces[2].files[0].sha256`, or `the document` for the top level.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Int.Type: "whole number"
        case is [Any].Type: "list"
        default: "JSON object"
        }
    }

    /// The start of the answer, control characters shown as `?`, so a message stays one line.
    private static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(previewLength), as: UTF8.self)
        let printable = String(
            text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return bytes.count > previewLength ? printable + "…" : printable
    }
}
