import PiecesSupport

/// A JSON-RPC error the server answers a request with: the code the JSON-RPC and MCP specifications
/// assign, a message naming what was wrong and how to fix it, and data for programs.
package struct RPCError: Error, Equatable, Sendable {
    package var code: Int
    package var message: String
    package var data: JSONValue?

    static let parseErrorCode = -32700
    static let invalidRequestCode = -32600
    static let methodNotFoundCode = -32601
    static let invalidParamsCode = -32602
    static let internalErrorCode = -32603
    /// MCP 2026-07-28: the request's `_meta` names a protocol version the server does not speak.
    static let unsupportedVersionCode = -32022

    static let parseErrorMessage = "Parse error: the line is not JSON; send one JSON-RPC 2.0 message per line"
    static func notAnObjectMessage(_ type: String) -> String {
        "Invalid Request: a message is one JSON object (batches are not part of MCP); got \(type)"
    }
    static let badVersionMessage = "Invalid Request: \"jsonrpc\" must be \"2.0\""
    static let badMethodMessage = "Invalid Request: \"method\" must be a string"
    static let badIDMessage = "Invalid Request: \"id\" must be a string or an integer"
    static let badParamsMessage = "Invalid Request: \"params\" must be an object"
    static func tooLargeMessage(_ size: Int, _ limit: Int) -> String {
        """
        Invalid Request: the message is over \(size) bytes, more than the server's limit of \(limit) bytes; send \
        smaller requests
        """
    }
    static func methodNotFoundMessage(_ method: String) -> String { "Method not found: \(method)" }
    static func unsupportedVersionMessage(_ requested: String, _ supported: [String]) -> String {
        "Unsupported protocol version \(requested); this server speaks \(supported.joined(separator: ", "))"
    }

    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    static let parse = RPCError(code: parseErrorCode, message: parseErrorMessage)

    static func invalidRequest(_ message: String) -> RPCError { RPCError(code: invalidRequestCode, message: message) }

    static func tooLarge(size: Int, limit: Int) -> RPCError {
        RPCError(code: invalidRequestCode, message: tooLargeMessage(size, limit), data: .object(["limit": .int(limit)]))
    }

    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(
            code: methodNotFoundCode, message: methodNotFoundMessage(method), data: .object(["method": .string(method)])
        )
    }

    package static func invalidParams(_ message: String) -> RPCError {
        RPCError(code: invalidParamsCode, message: "Invalid params: " + message)
    }

    static func unsupportedVersion(_ requested: String, supported: [String]) -> RPCError {
        RPCError(
            code: unsupportedVersionCode, message: unsupportedVersionMessage(requested, supported),
            data: .object(["supported": .array(supported.map(JSONValue.string)), "requested": .string(requested)]))
    }

    var json: JSONValue {
        var members: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
