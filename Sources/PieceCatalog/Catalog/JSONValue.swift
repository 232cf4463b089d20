import PiecesSupport

/// A JSON document, rendered the same way on every platform and every run: keys sorted by their
/// UTF-8 bytes, two-space indentation, `"key": value`, non-ASCII text left as UTF-8, `/` not
/// escaped, a trailing newline. The index is committed and compared byte for byte, so this does
/// not go through `JSONEncoder`, whose layout is not specified.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// `value`, or `null` when it is nil.
    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An array of strings.
    package static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// The document, pretty-printed, ending with a newline.
    package func rendered() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): JSONString.write(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += inner
                value.write(to: &output, indent: inner)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += inner
                JSONString.write(key, to: &output)
                output += ": "
                members[key]!.write(to: &output, indent: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }
}
