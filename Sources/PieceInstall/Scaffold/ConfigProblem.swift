import Foundation
import PiecesSupport

/// What is wrong with a `pieces.json` that does not decode, in words and with a line: never the
/// raw `DecodingError` or `NSError` text.
enum ConfigProblem {
    static let notJSONReason = "it is not valid JSON"
    static let notObjectReason = "it must be a JSON object with the keys \"path\" and \"registry\""
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
            return (line(ofKey: key, in: bytes), wrongTypeReason(key, expected).text)
        case .dataCorrupted(let context):
            if let key = context.codingPath.last?.stringValue {
                return (line(ofKey: key, in: bytes), wrongTypeReason(key, "a string").text)
            }
            return (line(ofError: context.underlyingError, in: bytes), notJSONReason)
        @unknown default:
            return (1, notJSONReason)
        }
    }

    /// The line of the first `"key"` in the file.
    static func line(ofKey key: String, in bytes: [UInt8]) -> Int {
        guard let range = bytes.firstRange(of: Array("\"\(key)\"".utf8)) else { return 1 }
        return bytes[..<range.lowerBound].count { $0 == 10 } + 1
    }

    /// The line JSONSerialization's error points at, when it says (its byte index or "line N").
    static func line(ofError error: (any Error)?, in bytes: [UInt8]) -> Int {
        guard let error = error as NSError? else { return 1 }
        if let index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int, index <= bytes.count {
            return bytes[..<index].count { $0 == 10 } + 1
        }
        let text = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        if let range = text.range(of: "line ") {
            let digits = text[range.upperBound...].prefix { $0.isNumber }
            if let line = Int(digits) { return line }
        }
        return 1
    }
}
