/// The MCP revisions this server speaks, and what each one changes in its answers.
///
/// Two eras (modelcontextprotocol.io/specification): up to 2025-11-25 a connection starts with the
/// `initialize` handshake, which negotiates one version for the connection; from 2026-07-28 there is
/// no handshake, every request names its version in `params._meta`, and `server/discover` says which
/// versions the server speaks. The server answers both, so old and new clients work.
package enum ProtocolVersion {
    /// Revisions with the per-request `_meta` envelope, oldest first.
    static let modern = ["2026-07-28"]
    /// Revisions negotiated by `initialize`, oldest first.
    static let handshake = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// The newest revision the server speaks (the Python SDK's `LATEST_PROTOCOL_VERSION`).
    static let latest = modern[modern.count - 1]

    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The answer to `initialize` asking for `requested`: the same when the server speaks it,
    /// else the newest handshake revision (the client then decides whether it can go on).
    static func negotiate(_ requested: String) -> String {
        handshake.contains(requested) ? requested : handshake[handshake.count - 1]
    }

    /// Whether `version` is `minimum` or newer (the revisions are dates, so they sort as text).
    static func isAtLeast(_ version: String, _ minimum: String) -> Bool { version >= minimum }

    /// `outputSchema` and `structuredContent` arrived in 2025-06-18.
    static func hasStructuredContent(_ version: String) -> Bool { isAtLeast(version, "2025-06-18") }

    /// From 2025-11-25 (SEP-1303) arguments that fail the tool's input schema are a tool error the
    /// model can read and correct (`isError`), not a JSON-RPC error.
    static func reportsBadArgumentsAsToolErrors(_ version: String) -> Bool { isAtLeast(version, "2025-11-25") }
}
