import MotionEngine
import Testing

@testable import PieceCatalog
@testable import PiecesMCP

/// search_pieces, list_pieces, get_piece, the resources and the prompt, over a copy of the registry:
/// each result is the library's `--json` document the CLI prints.
@Suite struct CatalogToolTests {
    @Test func searchRanksAndSaysWhyAndAnEmptySearchIsTheCLIsError() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        let found = session.call("search_pieces", ["query": .string("stretch button")])
        #expect(!found.isError)
        #expect(found.structured["query"] == .array([.string("stretch"), .string("button")]))
        #expect(found.structured["results"]?.arrayValue?.first?["name"] == .string("ElasticButton"))
        #expect(found.text.contains("ElasticButton"))
        let none = session.call("search_pieces", ["query": .string("qqqzzz")])
        #expect(none.isError)
        #expect(none.structured["diagnostics"]?.arrayValue?.first?["code"] == .string("search-no-results"))
        #expect(none.text.contains("no piece matches 'qqqzzz'") && none.text.contains("pieces list"))
    }

    @Test func listIsPiecesListJSON() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        let result = session.call("list_pieces")
        let catalog = try Catalog.load(from: FolderRegistry(root: scratch.url.appendingPathComponent("registry")))
        #expect(result.structured == CatalogText.listDocument(catalog))
        #expect(result.structured["pieces"]?.arrayValue?.count == catalog.pieces.count)
    }

    @Test func getPieceHasMetadataParametersExampleAndSource() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        let result = session.call("get_piece", ["name": .string("holdtoconfirm")])
        #expect(!result.isError)
        #expect(result.structured["piece"]?["name"] == .string("HoldToConfirm"))
        #expect(result.structured["piece"]?["parameters"]?.arrayValue?.isEmpty == false)
        let example = try #require(result.structured["usageExample"]?.stringValue)
        #expect(example.hasPrefix("struct HoldToConfirmExample") && example.hasSuffix("}\n"))
        let source = try scratch.text("registry/pieces/buttons/HoldToConfirm.swift")
        #expect(result.structured["source"] == .string(source))
        #expect(source.contains(example))

        let missing = session.call("get_piece", ["name": .string("HoldToConfirn")])
        #expect(missing.isError)
        #expect(missing.text.contains("HoldToConfirm"), "suggests the close name")
    }

    @Test func piecesAndTheMotionGuideAreResources() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        let resources = try #require(session.request("resources/list")["result"]?["resources"]?.arrayValue)
        #expect(resources.first?["uri"] == .string("pieces://docs/motion"))
        #expect(
            resources.contains {
                $0["uri"] == .string("piece://ElasticButton") && $0["mimeType"] == .string("text/x-swift")
            })
        let piece = session.request("resources/read", ["uri": .string("piece://ElasticButton")])
        #expect(
            piece["result"]?["contents"]?.arrayValue?.first?["text"]
                == .string(try scratch.text("registry/pieces/buttons/ElasticButton.swift")))
        let guide = session.request("resources/read", ["uri": .string("pieces://docs/motion")])
        let guideText = try String(
            contentsOf: ScratchProject.repository.appendingPathComponent("docs/motion.md"), encoding: .utf8)
        #expect(
            guide["result"]?["contents"]?.arrayValue?.first?["text"] == .string(guideText),
            "the compiled-in guide is docs/motion.md")
        let missing = session.request("resources/read", ["uri": .string("piece://Nope")])
        #expect(missing["error"]?["code"] == .int(RPCError.invalidParamsCode))
        #expect(
            session.request("resources/templates/list")["result"]?["resourceTemplates"]?.arrayValue?.first?[
                "uriTemplate"] == .string("piece://{name}"))
    }

    @Test func theAddPiecePromptSearchesThenPlans() throws {
        let scratch = try ScratchProject(app: false)
        var session = MCPSession(root: scratch.root)
        #expect(
            session.request("prompts/list")["result"]?["prompts"]?.arrayValue?.first?["name"] == .string("add_piece"))
        let prompt = session.request(
            "prompts/get",
            ["name": .string("add_piece"), "arguments": .object(["goal": .string("hold a button to confirm")])])
        let text = try #require(prompt["result"]?["messages"]?.arrayValue?.first?["content"]?["text"]?.stringValue)
        #expect(text.contains("- HoldToConfirm:"))
        #expect(text.contains("plan_add") && text.contains("add_pieces"))
        #expect(text.range(of: "plan_add")!.lowerBound < text.range(of: "`add_pieces`")!.lowerBound)
        #expect(
            session.request("prompts/get", ["name": .string("add_piece")])["error"]?["code"]
                == .int(RPCError.invalidParamsCode))
    }
}
