extension JSONValue {
    /// How a value is laid out. Both sort keys by their UTF-8 bytes, leave non-ASCII text as UTF-8
    /// and do not escape `/`, so the same value is the same bytes everywhere.
    package enum Layout: Sendable {
        /// A document for people and files: two-space indentation, `"key": value`, `[]` and `{}`
        /// for empty containers, a trailing newline (the registry index, the `--format json` envelope).
        case pretty
        /// One line without a newline inside or after it (an MCP message).
        case line
    }

    /// The value as text in `layout`.
    package func rendered(_ layout: Layout) -> String {
        var output = ""
        switch layout {
        case .pretty:
            writePretty(to: &output, indent: "")
            output += "\n"
        case .line: writeLine(to: &output)
        }
        return output
    }

    /// Object keys in the order both layouts write them.
    private static func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Writes a value that is not a container (the same in both layouts); false for a container.
    private func writeScalar(to output: inout String) -> Bool {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(describing: value) : "null"
        case .string(let value): JSONString.write(value, to: &output)
        case .array, .object: return false
        }
        return true
    }

    private func writePretty(to output: inout String, indent: String) {
        guard !writeScalar(to: &output) else { return }
        let inner = indent + "  "
        switch self {
        case .array(let values) where values.isEmpty: output += "[]"
        case .object(let members) where members.isEmpty: output += "{}"
        case .array(let values):
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += inner
                value.writePretty(to: &output, indent: inner)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            let keys = Self.sortedKeys(members)
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += inner
                JSONString.write(key, to: &output)
                output += ": "
                members[key]!.writePretty(to: &output, indent: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        default: break
        }
    }

    private func writeLine(to output: inout String) {
        guard !writeScalar(to: &output) else { return }
        switch self {
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.writeLine(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in Self.sortedKeys(members).enumerated() {
                if index > 0 { output += "," }
                JSONString.write(key, to: &output)
                output += ":"
                members[key]!.writeLine(to: &output)
            }
            output += "}"
        default: break
        }
    }
}
