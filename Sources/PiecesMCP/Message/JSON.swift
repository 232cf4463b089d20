import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// A JSON value as the MCP messages carry it: parsed from one line of input, written as one line
/// of output (no newline inside, keys sorted so the same answer is the same bytes).
package indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// `bytes` parsed (strictly, `JSONParser`), or nil when they are not one JSON value.
    package static func parse(_ bytes: [UInt8]) -> JSON? { JSONParser.parse(bytes) }

    package subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    package var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    var objectValue: [String: JSON]? { if case .object(let value) = self { value } else { nil } }
    var arrayValue: [JSON]? { if case .array(let value) = self { value } else { nil } }

    /// The JSON type name schemas and messages use: `string`, `integer`, `object`…
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

    /// The library's document (the same one `--json` prints) as a message value.
    package init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(JSON.init))
        case .object(let members): self = .object(members.mapValues(JSON.init))
        }
    }

    /// One line, no trailing newline.
    package func rendered() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(describing: value) : "null"
        case .string(let value): JSONString.write(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { output += "," }
                JSONString.write(key, to: &output)
                output += ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }
}
