import Foundation
import PiecesSupport

/// Decodes a served JSON document, turning the decoder's errors into one readable reason.
enum RemoteJSON {
    static let notJSONReason = "%@; the answer is not JSON (it starts with '%@')"
    static let missingReason = "%@; '%@' is missing"
    static let nullReason = "%@; '%@' is null"
    static let typeReason = "%@; '%@' is not a %@"
    static let corruptReason = "%@; '%@' is invalid: %@"
    /// How much of a non-JSON answer a message quotes: enough to recognise an HTML error page.
    static let previewLength = 40

    /// `bytes` decoded as `T`, or `invalidDocument` saying what was `expected` and what is wrong.
    static func decode<T: Decodable>(_ bytes: [UInt8], url: String, expected: String) throws(RemoteRegistryError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .invalidDocument(url: url, reason: reason(error, bytes: bytes, expected: expected))
        } catch {
            throw .invalidDocument(url: url, reason: format(notJSONReason, expected, preview(bytes)))
        }
    }

    private static func reason(_ error: DecodingError, bytes: [UInt8], expected: String) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return format(missingReason, expected, path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            return format(nullReason, expected, path(context.codingPath))
        case .typeMismatch(let type, let context):
            return format(typeReason, expected, path(context.codingPath), typeName(type))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return format(notJSONReason, expected, preview(bytes))
        case .dataCorrupted(let context):
            return format(corruptReason, expected, path(context.codingPath), context.debugDescription)
        @unknown default:
            return format(notJSONReason, expected, preview(bytes))
        }
    }

    /// `pieces[2].files[0].sha256`, or `the document` for the top level.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
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
        let printable = String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return bytes.count > previewLength ? printable + "…" : printable
    }
}
