import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// Answers one decoded message: works out which protocol revision the request speaks (its `_meta`,
/// or the connection's `initialize`), then hands it to the method's handler. The only state is the
/// version `initialize` negotiated; a 2026-07-28 request needs none.
package struct MethodRouter: Sendable {
    package let tools: ToolTable
    package let resources: ResourceTable
    package let prompts: PromptTable
    package let context: ToolContext
    package let serverName: String
    package let serverVersion: String
    /// The largest message accepted, for the error that refuses a longer one.
    package let messageLimit: Int
    /// The revision `initialize` agreed on, for requests that carry no `_meta` version.
    package private(set) var negotiated: String?

    static let instructions = """
        pieces: a registry of SwiftUI components (pieces) that share one motion language, and the installer that \
        copies them into this project. Find pieces with search_pieces or list_pieces, read one with get_piece, \
        plan an install with plan_add (writes nothing), then add_pieces. status and diff_piece show installed pieces; \
        check_registry, sync_registry and why work on a registry checkout.
        """
    /// The 2026-07-28 methods whose results carry caching hints (`CacheableResult`).
    static let cacheable: Set<String> = [
        "server/discover", "tools/list", "resources/list", "resources/templates/list", "resources/read", "prompts/list"
    ]
    static let noVersionMessage =
        """
        the request names no protocol version: put \"\(ProtocolVersion.versionKey)\" and \
        \"\(ProtocolVersion.capabilitiesKey)\" in params._meta (2026-07-28), or send initialize first
        """
    static let badCapabilitiesMessage = "params._meta needs \"\(ProtocolVersion.capabilitiesKey)\", an object"

    package init(
        tools: ToolTable, resources: ResourceTable, prompts: PromptTable, context: ToolContext,
        serverName: String, serverVersion: String, messageLimit: Int
    ) {
        self.tools = tools
        self.resources = resources
        self.prompts = prompts
        self.context = context
        self.serverName = serverName
        self.serverVersion = serverVersion
        self.messageLimit = messageLimit
    }

    /// The line to write for `message`, or nil (notifications and responses get no answer).
    package mutating func answer(_ message: IncomingMessage) -> String? {
        switch message {
        case .response, .notification: return nil
        case .invalid(let id, let error): return OutgoingMessage.error(id: id, error)
        case .request(let id, let method, let params):
            do throws(RPCError) {
                return OutgoingMessage.result(id: id, try handle(method, params: params))
            } catch {
                return OutgoingMessage.error(id: id, error)
            }
        }
    }

    private mutating func handle(_ method: String, params: [String: JSONValue]) throws(RPCError) -> JSONValue {
        if method == "initialize", params["_meta"]?[ProtocolVersion.versionKey] == nil { return try initialize(params) }
        guard let (version, modern) = try version(of: method, params: params) else { return .object([:]) }
        var result = try route(method, params: params, version: version)
        if modern, case .object(var members) = result {
            // 2026-07-28: every result says it is complete and who answered.
            members["resultType"] = .string("complete")
            members["_meta"] = .object([ProtocolVersion.serverInfoKey: serverInfo])
            if Self.cacheable.contains(method) {
                // Lists and reads follow the files on disk, which may change at any moment: never fresh.
                members["ttlMs"] = .int(0)
                members["cacheScope"] = .string("private")
            }
            result = .object(members)
        }
        return result
    }

    /// The request's revision and whether it is the 2026-07-28 envelope; nil for a `ping` outside both.
    private func version(of method: String, params: [String: JSONValue]) throws(RPCError) -> (String, Bool)? {
        if let requested = params["_meta"]?[ProtocolVersion.versionKey] {
            guard case .string(let version) = requested, ProtocolVersion.modern.contains(version) else {
                throw .unsupportedVersion(
                    requested.stringValue ?? requested.rendered(.line), supported: ProtocolVersion.modern)
            }
            guard case .object? = params["_meta"]?[ProtocolVersion.capabilitiesKey] else {
                throw .invalidParams(Self.badCapabilitiesMessage)
            }
            return (version, true)
        }
        if let negotiated { return (negotiated, false) }
        if method == "ping" { return nil }
        throw .invalidParams(Self.noVersionMessage)
    }

    private func route(_ method: String, params: [String: JSONValue], version: String) throws(RPCError) -> JSONValue {
        switch method {
        case "server/discover": return discover()
        case "ping": return .object([:])
        case "tools/list": return tools.list(version: version)
        case "tools/call": return try tools.call(params, version: version, context: context)
        case "resources/list": return try resources.list(context: context)
        case "resources/templates/list": return resources.templates()
        case "resources/read": return try resources.read(params, version: version, context: context)
        case "prompts/list": return prompts.list()
        case "prompts/get": return try prompts.get(params, context: context)
        // Deprecated in 2026-07-28 and the server sends no log messages, so there is nothing to set.
        case "logging/setLevel": return .object([:])
        default: throw .methodNotFound(method)
        }
    }

    /// `initialize` (up to 2025-11-25): the client's version when the server speaks it, else the newest.
    private mutating func initialize(_ params: [String: JSONValue]) throws(RPCError) -> JSONValue {
        guard case .string(let requested)? = params["protocolVersion"] else {
            throw .invalidParams("initialize needs \"protocolVersion\", a string")
        }
        let version = ProtocolVersion.negotiate(requested)
        negotiated = version
        return .object([
            "protocolVersion": .string(version), "capabilities": capabilities, "serverInfo": serverInfo,
            "instructions": .string(Self.instructions)
        ])
    }

    /// `server/discover` (2026-07-28): the revisions a request may name, capabilities and identity.
    private func discover() -> JSONValue {
        .object([
            "supportedVersions": .array(ProtocolVersion.modern.map(JSONValue.string)), "capabilities": capabilities,
            "serverInfo": serverInfo, "instructions": .string(Self.instructions)
        ])
    }

    private var capabilities: JSONValue {
        .object([
            "tools": .object(["listChanged": .bool(false)]),
            "resources": .object(["listChanged": .bool(false), "subscribe": .bool(false)]),
            "prompts": .object(["listChanged": .bool(false)])
        ])
    }

    private var serverInfo: JSONValue {
        .object(["name": .string(serverName), "title": .string("pieces"), "version": .string(serverVersion)])
    }
}
