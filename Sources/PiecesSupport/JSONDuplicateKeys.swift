/// Finds a key written twice in one JSON object, which `JSONDecoder` and `JSONSerialization`
/// accept silently (one of the two values wins, and which one differs between platforms).
///
/// A lock or `pieces.json` with `"registry"` twice may mean one thing to a reviewer reading the
/// first and another to pieces reading the last, so such a file is refused with the key and its
/// line. The scan is a single pass over the bytes that follows only strings and nesting; anything
/// else is left to the decoder, which still reports malformed JSON itself.
package enum JSONDuplicateKeys {
    /// A key found twice in one object.
    package struct Duplicate: Sendable, Equatable {
        /// The key as decoded (escapes resolved).
        package var key: String
        /// The 1-based line of its second occurrence.
        package var line: Int
    }

    package static func duplicateMessage(_ key: String, _ line: Int) -> Message {
        "the key \"\(key)\" appears twice in one object (again at line \(line))"
    }
    package static let duplicateFix = "keep one of the two entries and delete the other"

    /// The first duplicate key in `bytes`, or nil when every object's keys are distinct (or the
    /// bytes are not JSON the scan can follow).
    package static func first(in bytes: [UInt8]) -> Duplicate? {
        var stack: [(isObject: Bool, keys: Set<String>, expectsKey: Bool)] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "{"): stack.append((true, [], true))
            case UInt8(ascii: "["): stack.append((false, [], false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
            case UInt8(ascii: "\""):
                guard let (text, end) = string(in: bytes, from: index) else { return nil }
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey {
                    stack[last].expectsKey = false
                    if !stack[last].keys.insert(text).inserted { return Duplicate(key: text, line: line) }
                }
                index = end
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The string starting at the quote at `start`, decoded, and the index of its closing quote.
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        var raw: [UInt8] = []
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return (String(decoding: raw, as: UTF8.self), index)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return nil }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "u"), index + 5 < bytes.count {
                    // `\u` escapes are compared as written: a key spelled two ways is not found, never invented.
                    raw += bytes[index...(index + 5)]
                    index += 6
                    continue
                }
                raw.append(escaped)
                index += 2
                continue
            default: raw.append(bytes[index])
            }
            index += 1
        }
        return nil
    }
}
