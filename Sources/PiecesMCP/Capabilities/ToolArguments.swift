import PiecesSupport

/// A tool call's arguments, checked against the tool's input schema: only the properties it
/// declares, each of the declared type (string, boolean, integer or array of strings), the required
/// ones present. The subset of JSON Schema the tools' schemas use, so nothing else needs checking.
package struct ToolArguments: Sendable {
    package let values: [String: JSONValue]

    static func unknownMessage(_ name: String, _ known: [String]) -> String {
        "unknown argument '\(name)'; the tool takes \(known.isEmpty ? "no arguments" : known.joined(separator: ", "))"
    }
    static func missingMessage(_ name: String) -> String { "missing required argument '\(name)'" }
    static func typeMessage(_ name: String, _ expected: String, _ got: String) -> String {
        "argument '\(name)' must be \(expected), not \(got)"
    }
    static func enumMessage(_ name: String, _ allowed: [String]) -> String {
        "argument '\(name)' must be one of \(allowed.joined(separator: ", "))"
    }

    /// `values` checked against `schema`; the error message names the argument and what it must be.
    package static func check(_ values: [String: JSONValue], against schema: JSONValue) throws(ArgumentError)
        -> ToolArguments
    {
        let properties = schema["properties"]?.objectValue ?? [:]
        for name in values.keys.sorted() where properties[name] == nil {
            throw ArgumentError(message: unknownMessage(name, properties.keys.sorted()))
        }
        for case .string(let name) in schema["required"]?.arrayValue ?? [] where values[name] == nil {
            throw ArgumentError(message: missingMessage(name))
        }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let property = properties[name] else { continue }
            if let message = problem(name, value, property) { throw ArgumentError(message: message) }
        }
        return ToolArguments(values: values)
    }

    private static func problem(_ name: String, _ value: JSONValue, _ property: JSONValue) -> String? {
        let types = property["type"].map { $0.arrayValue?.compactMap(\.stringValue) ?? [$0.stringValue ?? ""] } ?? []
        if value == .null, types.contains("null") { return nil }
        switch types.first {
        case "string"?:
            guard case .string(let text) = value else { return typeMessage(name, "a string", value.typeName) }
            if let allowed = property["enum"]?.arrayValue?.compactMap(\.stringValue), !allowed.contains(text) {
                return enumMessage(name, allowed)
            }
        case "boolean"?:
            guard case .bool = value else { return typeMessage(name, "true or false", value.typeName) }
        case "integer"?:
            guard case .int = value else { return typeMessage(name, "an integer", value.typeName) }
        case "array"?:
            guard case .array(let items) = value, items.allSatisfy({ $0.stringValue != nil }) else {
                return typeMessage(name, "an array of strings", value.typeName)
            }
        default: break
        }
        return nil
    }

    /// What the call gave for a request's `option`, by its tool spelling; as left out for an option
    /// only the command line takes (the schema refuses it).
    package func value<Root>(of option: RequestOption<Root>) -> RequestOption<Root>.Value {
        let given = option.surfaces == .all ? values[option.key] : nil
        switch option.kind {
        case .words: return .words(given?.arrayValue?.compactMap(\.stringValue) ?? [])
        case .value: return .value(given?.stringValue)
        case .flag: return .flag(given?.boolValue ?? false)
        }
    }

    package func string(_ name: String) -> String? { values[name]?.stringValue }
    package func flag(_ name: String) -> Bool { values[name]?.boolValue ?? false }
    package func strings(_ name: String) -> [String] { values[name]?.arrayValue?.compactMap(\.stringValue) ?? [] }
}

/// Arguments that do not fit the tool's input schema.
package struct ArgumentError: Error, Equatable {
    package var message: String
}
