import PiecesSupport

/// The rules a namespace's `headers` follow before any is sent: a name is an HTTP token, not one
/// the transport writes itself, and not given twice (names ignore case); a value, once its
/// variables are expanded, holds no line break or NUL, which would let it write further headers.
/// Messages name the header, never its value: it is a credential.
package enum HeaderCheck {
    /// What is wrong with one header.
    package enum Refusal: Equatable, Sendable {
        case invalidName
        case reserved
        case repeated
        case lineBreak

        var reason: Message {
            switch self {
            case .invalidName: "is not a valid HTTP header name"
            case .reserved: "is written by pieces itself and cannot be configured"
            case .repeated: "is given twice (header names ignore case)"
            case .lineBreak: "has a line break or NUL in its value (after its variables are expanded)"
            }
        }

        var fix: Message {
            switch self {
            case .invalidName: "use letters, digits and - only, such as X-API-Key"
            case .reserved: "remove the header: \(HeaderCheck.reserved.sorted().joined(separator: ", ")) are pieces'"
            case .repeated: "keep one of them"
            case .lineBreak: "write the value, and the variables it uses, on one line"
            }
        }
    }

    /// The headers the transport writes on every request (lowercased).
    static let reserved: Set<String> = [
        "host", "connection", "content-length", "transfer-encoding", "accept-encoding", "user-agent", "te", "upgrade"
    ]

    /// The headers to send, sorted by name, values expanded by `expand`; throws the first problem.
    static func headers(
        _ configured: [String: String], namespace: String, expand: (String) throws(Namespace.ConfigError) -> String
    ) throws(Namespace.ConfigError) -> [(name: String, value: String)] {
        var seen: Set<String> = []
        var result: [(name: String, value: String)] = []
        for (name, value) in configured.sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            func fail(_ problem: Refusal) -> Namespace.ConfigError {
                .header(namespace: namespace, name: name, problem: problem)
            }
            guard isToken(name) else { throw fail(.invalidName) }
            guard !reserved.contains(lowered) else { throw fail(.reserved) }
            guard seen.insert(lowered).inserted else { throw fail(.repeated) }
            let expanded = try expand(value)
            guard !expanded.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                throw fail(.lineBreak)
            }
            result.append((name, expanded))
        }
        return result
    }

    /// Whether `name` is an HTTP token (RFC 9110): letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
            }
    }
}
