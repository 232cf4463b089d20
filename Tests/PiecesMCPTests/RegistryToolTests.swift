import Testing

@testable import PiecesMCP

/// check_registry, sync_registry and why on a copy of the registry.
@Suite struct RegistryToolTests {
    let piece = "registry/pieces/buttons/ElasticButton.swift"

    /// The piece without its motion block, and the original text.
    private func removeBlock(_ scratch: ScratchProject) throws -> String {
        let text = try scratch.text(piece)
        let cut = try #require(text.range(of: "// MARK: - Piece motion"))
        var head = String(text[..<cut.lowerBound])
        while head.hasSuffix("\n") { head.removeLast() }
        try scratch.write(head + "\n", to: piece)
        return text
    }

    @Test func checkFindsWhatSyncFixesAndSyncRestoresIt() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        let clean = session.call("check_registry")
        #expect(!clean.isError && clean.structured["clean"] == .bool(true))
        #expect(clean.structured["summary"]?.stringValue?.hasSuffix("all blocks current") == true)

        let original = try removeBlock(scratch)
        let stale = session.call("check_registry", ["files": .array([.string(piece)])])
        #expect(stale.isError && stale.structured["checked"] == .int(1))
        #expect(stale.structured["fixableBySync"] == .int(1))
        #expect(stale.text.contains("pieces sync"))

        let preview = session.call("sync_registry", ["dryRun": .bool(true)])
        #expect(preview.structured["changes"]?.arrayValue?.map { $0["path"] } == [.string(piece)])
        #expect(try scratch.text(piece) != original, "a dry run writes nothing")
        let synced = session.call("sync_registry")
        #expect(!synced.isError && synced.structured["dryRun"] == .bool(false))
        #expect(try scratch.text(piece) == original)
    }

    @Test func syncRefusesARegistryOutsideTheServersFolder() throws {
        let scratch = try ScratchProject(app: false)
        let original = try removeBlock(scratch)
        var session = MCPSession(root: scratch.path("registry/pieces"))
        let refused = session.call("sync_registry")
        #expect(refused.isError)
        #expect(refused.structured["diagnostics"]?.arrayValue?.first?["code"] == .string("mcp-outside-root"))
        #expect(try scratch.text(piece) != original)
        #expect(
            !session.call("sync_registry", ["dryRun": .bool(true)]).isError, "a dry run writes nothing, so it may look")
    }

    @Test func whyNamesTheTokenBehindEachSection() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        let result = session.call("why", ["name": .string("ElasticButton")])
        #expect(!result.isError)
        #expect(result.structured["piece"] == .string("ElasticButton"))
        let sections = try #require(result.structured["sections"]?.arrayValue)
        #expect(sections.contains { $0["section"] == .string("core") })
        #expect(sections.allSatisfy { $0["reason"]?.stringValue?.hasPrefix("section '") == true })
        #expect(
            result.structured["summary"]?.stringValue?.hasPrefix(
                "ElasticButton carries \(sections.count) section\(sections.count == 1 ? "" : "s")") == true)
        #expect(session.call("why", ["name": .string("Nope")]).isError)
        #expect(session.call("why", ["name": .string("../../etc/x.swift")]).isError)
    }
}
