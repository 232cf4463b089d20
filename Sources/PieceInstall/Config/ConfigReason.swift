import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What is wrong with a `pieces.json` that does not decode, in words and with a line: never the
/// raw `DecodingError` or `NSError` text.
enum ConfigReason {
    static let notJSONReason = "pieces.json is not valid JSON"
    static let notObjectReason = "pieces.json must be a JSON object with the keys \"path\" and \"registry\""
    static func missingKeyReason(_ key: String) -> Message { "the key \"\(key)\" is missing" }
    static func wrongTypeReason(_ key: String, _ expected: String) -> Message {
        "the value of \"\(key)\" must be \(expected)"
    }

    /// The line the problem is on (1 when it cannot be placed) and the reason.
    static func describe(_ error: any Error, in bytes: [UInt8]) -> (line: Int, reason: String) {
        guard let decoding = error as? DecodingError else { return (1, notJSONReason) }
        switch decoding {
        case .keyNotFound(let key, _):
            return (1, missingKeyReason(key.stringValue).text)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            guard let key = context.codingPath.last?.stringValue else { return (1, notObjectReason) }
            let expected = key == "registry" ? "a string or null" : "a string"
            return (JSONLine.of(key: key, in: bytes), wrongTypeReason(key, expected).text)
        case .dataCorrupted(let context):
            if let key = context.codingPath.last?.stringValue {
                return (JSONLine.of(key: key, in: bytes), wrongTypeReason(key, "a string").text)
            }
            return (JSONLine.ofSyntaxError(in: bytes), notJSONReason)
        @unknown default:
            return (1, notJSONReason)
        }
    }
}
