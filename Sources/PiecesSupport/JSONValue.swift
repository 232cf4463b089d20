/// The one JSON value of the package: the registry index, the `--format json` envelope, the
/// diagnostics and the MCP server's messages are all built as one, parsed into one
/// (`parse`, strict) and written from one (`rendered`, the same bytes on every platform and run).
///
/// Not `JSONSerialization`/`JSONEncoder`: their layout is not specified and differs between
/// platforms, and the index and the envelope are compared byte for byte.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number with a fraction or an exponent; written as Swift describes it, `null` when not finite.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// `value`, or `null` when it is nil.
    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// `value`, or `null` when it is nil.
    package static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// An array of strings.
    package static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// `bytes` parsed strictly (`JSONParser`), or nil when they are not exactly one JSON value.
    package static func parse(_ bytes: [UInt8]) -> JSONValue? { JSONParser.parse(bytes) }

    /// The member `key` of an object; nil for a missing key and for anything but an object.
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    package var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    package var objectValue: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
    package var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }

    /// The JSON Schema type name schemas and messages use: `string`, `integer`, `object`…
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
