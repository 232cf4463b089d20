import PiecesSupport
import Testing

@testable import PiecesMCP

@Suite struct IncomingMessageTests {
    private func decode(_ text: String) -> IncomingMessage { IncomingMessage.decode(Array(text.utf8)) }

    @Test func requestsAndNotifications() {
        #expect(
            decode(#"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"a":1}}"#)
                == .request(id: .int(7), method: "tools/list", params: ["a": .int(1)]))
        #expect(
            decode(#"{"jsonrpc":"2.0","id":"x","method":"ping"}"#)
                == .request(id: .string("x"), method: "ping", params: [:]))
        #expect(
            decode(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
                == .notification(method: "notifications/initialized", params: [:]))
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"result":{}}"#) == .response)
    }

    @Test func malformedMessagesCarryTheirErrorCode() {
        let cases: [(String, JSONValue, Int)] = [
            ("{nope", .null, RPCError.parseErrorCode),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, .null, RPCError.invalidRequestCode),
            (#""text""#, .null, RPCError.invalidRequestCode),
            (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, .int(1), RPCError.invalidRequestCode),
            (#"{"jsonrpc":"2.0","id":2,"method":5}"#, .int(2), RPCError.invalidRequestCode),
            (#"{"jsonrpc":"2.0","id":3,"method":"ping","params":[1]}"#, .int(3), RPCError.invalidRequestCode),
            (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, .null, RPCError.invalidRequestCode),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, .null, RPCError.invalidRequestCode),
            (#"{"jsonrpc":"2.0","id":4}"#, .int(4), RPCError.invalidRequestCode)
        ]
        for (text, id, code) in cases {
            guard case .invalid(let gotID, let error) = decode(text) else {
                Issue.record("\(text) decoded as valid")
                continue
            }
            #expect(gotID == id, "\(text)")
            #expect(error.code == code, "\(text)")
        }
    }
}
