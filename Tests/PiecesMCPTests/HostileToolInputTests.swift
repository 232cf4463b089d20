import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesMCP

/// MCP tools given what an attacker or a confused client sends: no names, a query of megabytes,
/// an installed file linked to a file outside the project.
@Suite struct HostileToolInputTests {
    @Test func addPiecesWithNoNamesIsRefusedAndWritesNoLock() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.path("app"))
        for tool in ["plan_add", "add_pieces"] {
            let result = session.call(tool, ["names": .array([])])
            #expect(result.isError, "\(tool): \(result.text)")
            #expect(result.structured["diagnostics"]?.arrayValue?.first?["code"] == .string("usage"))
        }
        #expect(!scratch.exists("app/pieces.lock"))
    }

    @Test func aHugeSearchQueryIsRefusedAtOnce() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.root)
        let query = Array(repeating: "stretchy", count: 200_000).joined(separator: " ")
        let result = session.call("search_pieces", ["query": .string(query)])
        #expect(result.isError)
        #expect(result.structured["diagnostics"]?.arrayValue?.first?["code"] == .string("search-query-too-long"))
        #expect(!session.call("search_pieces", ["query": .string("stretchy stretchy button")]).isError)
    }

    @Test func diffPieceNeverReadsThroughALinkOutOfTheProject() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.path("app"))
        let added = session.call(
            "add_pieces",
            ["names": .array([.string("ElasticButton")]), "target": .string("ClassicApp"), "force": .bool(true)])
        #expect(!added.isError, "\(added.text)")
        let secret = try TemporaryFolder()
        try secret.write("CI_TOKEN=hunter2-secret\n", to: "environ")
        let installed = scratch.path("app/ClassicApp/Pieces/ElasticButton.swift")
        try FileManager.default.removeItem(atPath: installed)
        try FileManager.default.createSymbolicLink(atPath: installed, withDestinationPath: secret.path("environ"))
        let diff = session.call("diff_piece", ["name": .string("ElasticButton")])
        #expect(!diff.text.contains("hunter2") && !"\(diff.structured)".contains("hunter2"), "\(diff.text)")
        #expect(diff.isError)
        let plan = session.call(
            "plan_add",
            [
                "names": .array([.string("ElasticButton")]), "target": .string("ClassicApp"), "force": .bool(true),
                "diff": .bool(true)
            ])
        #expect(!plan.text.contains("hunter2") && !"\(plan.structured)".contains("hunter2"), "\(plan.text)")
    }
}
