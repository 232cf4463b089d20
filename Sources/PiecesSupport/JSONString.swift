/// JSON's string syntax, written once for `JSONValue`'s two layouts (the registry index and the
/// envelope, the MCP server's messages), so they cannot disagree on an escape.
package enum JSONString {
    /// Appends `value` to `output` as a quoted JSON string: quotes, backslashes and control
    /// characters escaped, and U+2028/U+2029 too — some readers take them for line breaks, and an
    /// MCP message must stay on one line for every client.
    package static func write(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
