import PiecesSupport
import Testing

@testable import PiecesMCP

/// The lifecycle of both protocol eras and the JSON-RPC errors, against a server over an empty folder.
@Suite struct MethodRouterTests {
    private func session() throws -> (ScratchProject, MCPSession) {
        let scratch = try ScratchProject(app: false, registry: false)
        return (scratch, MCPSession(root: scratch.root))
    }

    @Test func discoverNamesTheModernVersionAndTheCapabilities() throws {
        var (_, session) = try session()
        let result = try #require(session.request("server/discover")["result"])
        #expect(result["supportedVersions"] == .array([.string("2026-07-28")]))
        #expect(
            result["capabilities"]?["tools"] != nil && result["capabilities"]?["resources"] != nil
                && result["capabilities"]?["prompts"] != nil)
        #expect(result["resultType"] == .string("complete"))
        #expect(result["ttlMs"] == .int(0) && result["cacheScope"] == .string("private"))
        #expect(result["_meta"]?[ProtocolVersion.serverInfoKey]?["name"] == .string("pieces"))
    }

    @Test func initializeNegotiatesPerTheSpecification() throws {
        for (asked, answered) in [
            ("2024-11-05", "2024-11-05"), ("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"),
            ("2026-07-28", "2025-11-25"), ("1999-01-01", "2025-11-25")
        ] {
            var (_, session) = try session()
            let answer = session.request(
                "initialize",
                [
                    "protocolVersion": .string(asked), "capabilities": .object([:]),
                    "clientInfo": .object(["name": .string("t"), "version": .string("1")])
                ], modern: false)
            #expect(answer["result"]?["protocolVersion"] == .string(answered), "\(asked)")
            #expect(answer["result"]?["serverInfo"]?["version"] == .string("test"))
            #expect(answer["result"]?["resultType"] == nil, "a handshake-era result carries no 2026 fields")
        }
    }

    @Test func aHandshakeRequestBeforeInitializeIsRefusedAfterwardsServed() throws {
        var (_, session) = try session()
        #expect(session.request("tools/list", modern: false)["error"]?["code"] == .int(RPCError.invalidParamsCode))
        _ = session.request("initialize", ["protocolVersion": .string("2025-03-26")], modern: false)
        #expect(session.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        let tools = try #require(session.request("tools/list", modern: false)["result"]?["tools"]?.arrayValue)
        #expect(tools.count == MCPServer.tools.count)
        #expect(tools.allSatisfy { $0["outputSchema"] == nil }, "2025-03-26 predates outputSchema")
        #expect(session.request("ping", modern: false)["result"] == .object([:]))
    }

    @Test func anUnsupportedVersionNamesTheSupportedOnes() throws {
        var (_, session) = try session()
        let meta = JSONValue.object([
            ProtocolVersion.versionKey: .string("2030-01-01"), ProtocolVersion.capabilitiesKey: .object([:])
        ])
        let error = try #require(session.request("tools/list", ["_meta": meta], modern: false)["error"])
        #expect(error["code"] == .int(-32022))
        #expect(error["data"]?["supported"] == .array([.string("2026-07-28")]))
        #expect(error["data"]?["requested"] == .string("2030-01-01"))
    }

    @Test func modernRequestsNeedTheirCapabilities() throws {
        var (_, session) = try session()
        let meta = JSONValue.object([ProtocolVersion.versionKey: .string("2026-07-28")])
        #expect(
            session.request("tools/list", ["_meta": meta], modern: false)["error"]?["code"]
                == .int(RPCError.invalidParamsCode))
    }

    @Test func badInputGetsJSONRPCErrorsAndTheServerGoesOn() throws {
        var (_, session) = try session()
        #expect(session.send("{not json")?["error"]?["code"] == .int(-32700))
        #expect(session.send("{not json")?["id"] == .null)
        #expect(session.request("no/such/method")["error"]?["code"] == .int(-32601))
        #expect(session.request("tools/call")["error"]?["code"] == .int(-32602))
        #expect(session.request("tools/call", ["name": .string("nope")])["error"]?["code"] == .int(-32602))
        #expect(
            session.request("tools/call", ["name": .string("status"), "arguments": .array([])])["error"]?["code"]
                == .int(-32602))
        #expect(session.request("prompts/get", ["name": .string("nope")])["error"]?["code"] == .int(-32602))
        #expect(session.request("resources/read", [:])["error"]?["code"] == .int(-32602))
        #expect(session.send("   ") == nil)
        // Still serving.
        #expect(session.request("tools/list")["result"]?["tools"]?.arrayValue?.count == MCPServer.tools.count)
    }

    @Test func aTooLongLineIsRefusedWithANullID() throws {
        let scratch = try ScratchProject(app: false, registry: false)
        var router = MCPSession(root: scratch.root, limit: 10).router
        let answer = try #require(
            MCPServer.answer(.tooLong(size: 50), router: &router).flatMap { JSONValue.parse(Array($0.utf8)) })
        #expect(answer["error"]?["code"] == .int(RPCError.invalidRequestCode))
        #expect(answer["error"]?["data"]?["limit"] == .int(10))
        #expect(answer["id"] == .null)
    }

    @Test func argumentsThatMissTheSchemaAreAToolErrorFrom2025_11_25AndAJSONRPCErrorBefore() throws {
        var (_, modern) = try session()
        let result = try #require(
            modern.request("tools/call", ["name": .string("get_piece"), "arguments": .object(["nme": .string("x")])])[
                "result"])
        #expect(result["isError"] == .bool(true))
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("unknown argument 'nme'") == true)

        var (_, old) = try session()
        _ = old.request("initialize", ["protocolVersion": .string("2025-06-18")], modern: false)
        let error = old.request("tools/call", ["name": .string("get_piece"), "arguments": .object([:])], modern: false)[
            "error"]
        #expect(error?["code"] == .int(RPCError.invalidParamsCode))
        #expect(error?["message"]?.stringValue?.contains("missing required argument 'name'") == true)
    }

    @Test func everyToolListsSchemasAndAnnotations() throws {
        var (_, session) = try session()
        let tools = try #require(session.request("tools/list")["result"]?["tools"]?.arrayValue)
        #expect(
            tools.compactMap { $0["name"]?.stringValue } == [
                "search_pieces", "list_pieces", "get_piece", "plan_add", "add_pieces", "status",
                "diff_piece", "check_registry", "sync_registry", "why"
            ])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == .string("object"))
            #expect(tool["outputSchema"]?["type"] == .string("object"))
            #expect(tool["annotations"]?["readOnlyHint"] != nil)
        }
        let writers = tools.filter { $0["annotations"]?["readOnlyHint"] == .bool(false) }.compactMap {
            $0["name"]?.stringValue
        }
        #expect(writers == ["add_pieces", "sync_registry"])
    }
}
