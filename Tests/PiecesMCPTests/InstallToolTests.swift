import Foundation
import PieceInstall
import PiecesSupport
import Testing

@testable import PiecesMCP

/// plan_add, add_pieces, status and diff_piece on a scratch copy of the ClassicApp project (iOS 16.4).
@Suite struct InstallToolTests {
    let project = JSONValue.string(ScratchProject.project)
    let installed = "app/ClassicApp/Pieces/ElasticButton.swift"

    private func add(_ session: inout MCPSession, force: Bool = true) -> (
        structured: JSONValue, isError: Bool, text: String
    ) {
        session.call(
            "add_pieces",
            [
                "names": .array([.string("ElasticButton")]), "project": project, "target": .string("ClassicApp"),
                "force": .bool(force)
            ])
    }

    @Test func planAddShowsTheRefusalThenThePlanAndWritesNothing() throws {
        let scratch = try ScratchProject(registry: false)
        let before = try scratch.text("app/ClassicApp.xcodeproj/project.pbxproj")
        var session = MCPSession(root: scratch.root)
        let refused = session.call(
            "plan_add",
            ["names": .array([.string("ElasticButton")]), "project": project, "target": .string("ClassicApp")])
        #expect(refused.isError)
        #expect(refused.structured["diagnostics"]?.arrayValue?.contains { $0["severity"] == .string("error") } == true)
        #expect(refused.text.contains("17.0"))

        let plan = session.call(
            "plan_add",
            [
                "names": .array([.string("ElasticButton")]), "project": project, "target": .string("ClassicApp"),
                "force": .bool(true), "diff": .bool(true)
            ])
        #expect(!plan.isError)
        #expect(plan.structured["dryRun"] == .bool(true) && plan.structured["wrote"] == .bool(false))
        let file = try #require(plan.structured["files"]?.arrayValue?.first { $0["path"] == .string(installed) })
        #expect(file["action"] == .string("would be created"), "as `pieces add --dry-run --format json` says it")
        let diff = try #require(file["diff"]?.stringValue)
        #expect(diff.contains("+++ \(installed) (from the registry)") && diff.contains("struct ElasticButton"))
        #expect(plan.structured["projectFile"] == .string("app/ClassicApp.xcodeproj/project.pbxproj"))
        #expect(plan.structured["summary"] == .string("dry run: nothing was written"))
        #expect(!scratch.exists(installed) && !scratch.exists("app/pieces.lock"))
        #expect(try scratch.text("app/ClassicApp.xcodeproj/project.pbxproj") == before)
    }

    @Test func addInstallsAndNeverOverwritesAnEdit() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.root)
        let added = add(&session)
        #expect(!added.isError)
        #expect(added.structured["wrote"] == .bool(true))
        #expect(scratch.exists(installed) && scratch.exists("app/pieces.lock"))
        #expect(try scratch.text("app/ClassicApp.xcodeproj/project.pbxproj").contains("ElasticButton.swift in Sources"))

        let edited = try scratch.text(installed) + "\n// mine\n"
        try scratch.write(edited, to: installed)
        let again = add(&session)
        #expect(try scratch.text(installed) == edited)
        #expect(again.structured["files"]?.arrayValue?.contains { $0["action"] == .string("kept") } == true)
    }

    @Test func statusAndDiffReadWhatWasInstalled() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.root)
        let empty = session.call("status", ["project": project])
        #expect(
            !empty.isError && empty.structured["summary"] == .string("no pieces installed here"),
            "no pieces.lock yet, as the CLI says")
        _ = add(&session)
        let status = session.call("status", ["project": project])
        #expect(!status.isError)
        let piece = try #require(status.structured["pieces"]?.arrayValue?.first)
        #expect(piece["name"] == .string("ElasticButton") && piece["state"] == .string("current"))
        #expect(status.structured["summary"] == .string("1 installed piece: 1 current"))

        let same = session.call("diff_piece", ["project": project])
        #expect(same.structured["same"] == .bool(true) && !same.isError)
        try scratch.write(try scratch.text(installed) + "// mine\n", to: installed)
        let differs = session.call("diff_piece", ["name": .string("ElasticButton"), "project": project])
        #expect(differs.structured["same"] == .bool(false))
        #expect(differs.structured["patch"]?.stringValue?.contains("-// mine") == true)
        #expect(differs.structured["files"]?.arrayValue?.first?["file"] == .string(installed))
        #expect(
            session.call("status", ["project": project]).structured["pieces"]?.arrayValue?.first?["state"]
                == .string("edited"))
    }

    @Test func nothingIsWrittenOutsideTheServersFolder() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.path("app/ClassicApp"))
        for tool in ["plan_add", "add_pieces"] {
            let result = session.call(
                tool, ["names": .array([.string("ElasticButton")]), "project": .string("../ClassicApp.xcodeproj")])
            #expect(result.isError)
            #expect(result.structured["diagnostics"]?.arrayValue?.first?["code"] == .string("mcp-outside-root"))
        }
        // Started below the project, the install would write the project file and the lock above the folder.
        let result = session.call(
            "add_pieces",
            ["names": .array([.string("ElasticButton")]), "target": .string("ClassicApp"), "force": .bool(true)])
        #expect(result.isError)
        #expect(result.structured["diagnostics"]?.arrayValue?.first?["code"] == .string("mcp-outside-root"))
        #expect(!scratch.exists(installed) && !scratch.exists("app/pieces.lock"))
        #expect(
            session.call("add_pieces", ["names": .array([.string("ElasticButton")]), "path": .string("/tmp")]).isError)
    }

    /// plan_add and add_pieces take `pieces add`'s options as `InstallOptions.table` declares them:
    /// the same names (in the tools' spelling), the command line's help, and nothing the table
    /// keeps for the command line (`allowOutside`: the server writes only inside its folder).
    @Test func theInstallToolsTakeTheTablesOptions() throws {
        for tool in MCPServer.tools where tool.name == "plan_add" || tool.name == "add_pieces" {
            let properties = try #require(tool.inputSchema["properties"]?.objectValue)
            let taken = InstallOptions.table.filter { $0.surfaces == .all }
            #expect(Set(properties.keys) == Set(taken.map(\.key)), "\(tool.name)")
            #expect(properties["allowOutside"] == nil && properties["allow-outside"] == nil)
            for option in taken {
                let description = try #require(properties[option.key]?["description"]?.stringValue)
                #expect(description.hasPrefix(option.help.prefix { $0 != "(" && $0 != "." }), "\(option.key)")
            }
            #expect(properties["diff"]?["type"] == .string("boolean"))
            #expect(
                properties["diff"]?["description"]
                    == .string(
                        "Show each file's change as a diff (in a dry run, before anything is written; default false)."))
            #expect(tool.inputSchema["required"] == .array([.string("names")]))
        }
    }

    /// status and diff_piece take the maintenance commands' options as `InstalledOptions.table`
    /// declares them, with the command line's help, and not `registry`, which the server was
    /// started with.
    @Test func theInstalledToolsTakeTheTablesOptions() throws {
        for tool in MCPServer.tools where tool.name == "status" || tool.name == "diff_piece" {
            let properties = try #require(tool.inputSchema["properties"]?.objectValue)
            let taken = InstalledOptions.table.filter { $0.surfaces == .all }
            #expect(Set(properties.keys.filter { $0 != "name" }) == Set(taken.map(\.key)), "\(tool.name)")
            #expect(properties["registry"] == nil)
            for option in taken {
                #expect(properties[option.key]?["description"] == .string(option.help), "\(tool.name) \(option.key)")
            }
        }
    }

    @Test func addPiecesShowsTheDiffOfWhatItWroteWhenAsked() throws {
        let scratch = try ScratchProject(registry: false)
        var session = MCPSession(root: scratch.root)
        let added = session.call(
            "add_pieces",
            [
                "names": .array([.string("ElasticButton")]), "project": project, "target": .string("ClassicApp"),
                "force": .bool(true), "diff": .bool(true)
            ])
        #expect(!added.isError)
        let file = try #require(added.structured["files"]?.arrayValue?.first { $0["path"] == .string(installed) })
        #expect(file["action"] == .string("created"))
        #expect(file["diff"]?.stringValue?.contains("+++ \(installed) (from the registry)") == true)
    }
}
