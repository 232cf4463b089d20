import Foundation

/// The line of a JSON file that a problem is on. `JSONDecoder` and `JSONSerialization` report
/// coding paths and byte indexes; a diagnostic names a line.
package enum JSONLine {
    /// The line of the first `"key"` in the file; 1 when the key is not there.
    package static func of(key: String, in bytes: [UInt8]) -> Int {
        guard let range = bytes.firstRange(of: Array("\"\(key)\"".utf8)) else { return 1 }
        return line(at: range.lowerBound, in: bytes)
    }

    /// The line `JSONSerialization`'s error points at: by its byte index, or as its description
    /// says it ("line N" on Apple platforms, "around character N", a byte offset, elsewhere); 1
    /// when it says none of these.
    package static func of(error: (any Error)?, in bytes: [UInt8]) -> Int {
        guard let error = error as NSError? else { return 1 }
        if let index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int, index <= bytes.count {
            return line(at: index, in: bytes)
        }
        let text = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        if let line = number(after: "line ", in: text) { return line }
        if let offset = number(after: "character ", in: text), offset <= bytes.count {
            return line(at: offset, in: bytes)
        }
        return 1
    }

    /// The line of the first syntax error in `bytes`, from `JSONSerialization` (`JSONDecoder`'s
    /// error does not say where on every platform); 1 when the bytes parse.
    package static func ofSyntaxError(in bytes: [UInt8]) -> Int {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return 1
        } catch {
            return of(error: error, in: bytes)
        }
    }

    private static func number(after word: String, in text: String) -> Int? {
        guard let range = text.range(of: word) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    private static func line(at index: Int, in bytes: [UInt8]) -> Int {
        bytes[..<index].count { $0 == 10 } + 1
    }
}
