import PiecesSupport

/// One line of input, decoded: a request to answer, a notification to act on silently, a response
/// (the server sends no requests, so it is ignored), or a message the server answers with an error.
package enum IncomingMessage: Equatable {
    case request(id: JSONValue, method: String, params: [String: JSONValue])
    case notification(method: String, params: [String: JSONValue])
    case response
    /// Answered with `error`; `id` is the request's when it could be read, else null.
    case invalid(id: JSONValue, error: RPCError)

    /// Decodes one newline-free line as JSON-RPC 2.0.
    package static func decode(_ line: [UInt8]) -> IncomingMessage {
        guard let value = JSONValue.parse(line) else { return .invalid(id: .null, error: .parse) }
        guard case .object(let message) = value else {
            return .invalid(id: .null, error: .invalidRequest(RPCError.notAnObjectMessage(value.typeName)))
        }
        let id = message["id"]
        if let id, !isValidID(id) { return .invalid(id: .null, error: .invalidRequest(RPCError.badIDMessage)) }
        let answerID = id ?? .null
        guard message["jsonrpc"] == .string("2.0") else {
            return .invalid(id: answerID, error: .invalidRequest(RPCError.badVersionMessage))
        }
        guard let methodValue = message["method"] else {
            // A response from the client (`result` or `error`): the server never asked, so nothing to do.
            if id != nil, message["result"] != nil || message["error"] != nil { return .response }
            return .invalid(id: answerID, error: .invalidRequest(RPCError.badMethodMessage))
        }
        guard case .string(let method) = methodValue else {
            return .invalid(id: answerID, error: .invalidRequest(RPCError.badMethodMessage))
        }
        var params: [String: JSONValue] = [:]
        switch message["params"] {
        case nil, .null?: break
        case .object(let members)?: params = members
        default: return .invalid(id: answerID, error: .invalidRequest(RPCError.badParamsMessage))
        }
        guard let id else { return .notification(method: method, params: params) }
        return .request(id: id, method: method, params: params)
    }

    /// MCP: "Requests MUST include a string or integer ID" (and not null).
    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .int: true
        default: false
        }
    }
}

/// The lines the server writes.
package enum OutgoingMessage {
    package static func result(id: JSONValue, _ result: JSONValue) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).rendered(.line)
    }

    package static func error(id: JSONValue, _ error: RPCError) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": id, "error": error.json]).rendered(.line)
    }
}
