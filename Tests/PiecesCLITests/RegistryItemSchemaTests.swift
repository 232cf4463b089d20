import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI

/// `pieces build --items DIR` writes what upstream's published schema accepts, checked by a
/// draft-07 validator (PyPI `jsonschema`, test-only: `pip install jsonschema`).
@Suite("registry items against the schema")
struct RegistryItemSchemaTests {
    static let script = FixturePaths.repositoryRoot.appendingPathComponent("Tests/scripts/validate-registry-items.py")
    static let schema = FixturePaths.fixture("schema/registry-item.schema.json")

    /// Whether `python3` with `jsonschema` is there; without it the test is skipped, saying why.
    static let validatorAvailable: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    static func validate(_ folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, schema.path, folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        .enabled(
            if: validatorAvailable,
            "skipped: python3 with the jsonschema module is needed (pip install jsonschema)"))
    func buildItemsValidateAgainstUpstreamsSchema() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        let build = UpstreamRegistryTests.run(["build", "--items", "items"], in: folder)
        #expect(build.status == 0, "\(UpstreamRegistryTests.text(build))")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("items")).sorted()
        #expect(names == ["CoastDeck.json", "GlowField.json", "SinkButton.json", "SproutMenu.json", "index.json"])
        let result = try Self.validate(folder.path("items"))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("8 documents valid"), "\(result.output)")
        // Pieces without a license get the schema's default one, said so.
        #expect(UpstreamRegistryTests.text(build).contains("[item-schema]"))
    }

    @Test(
        .enabled(
            if: validatorAvailable,
            "skipped: python3 with the jsonschema module is needed (pip install jsonschema)"))
    func theValidatorRefusesWhatTheSchemaRefuses() throws {
        let folder = try TemporaryFolder()
        try folder.write("[]\n", to: "items/index.json")
        try folder.write(#"{"name": "lowercase", "category": "buttons"}"#, to: "items/Bad.json")
        let result = try Self.validate(folder.path("items"))
        #expect(result.status == 1)
        #expect(result.output.contains("'slug' is a required property"), "\(result.output)")
    }

    @Test func buildItemsDeletesTheItemOfAPieceTheRegistryLostAndNothingElse() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        #expect(UpstreamRegistryTests.run(["build", "--items", "items"], in: folder).status == 0)
        // A file of the user's beside the items, one named like an item but not one, stay.
        try folder.write("{\"note\": true}\n", to: "items/notes.json")
        try FileManager.default.removeItem(atPath: folder.path("registry/swift/cards/CoastDeck.swift"))
        let build = UpstreamRegistryTests.run(["build", "--items", "items"], in: folder)
        let text = UpstreamRegistryTests.text(build)
        #expect(build.status == 0, "\(text)")
        #expect(text.contains("removed items/CoastDeck.json"), "\(text)")
        #expect(text.contains("1 file removed"), "\(text)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("items")).sorted()
        #expect(names == ["GlowField.json", "SinkButton.json", "SproutMenu.json", "index.json", "notes.json"])
        // The next build has nothing left to remove.
        let again = UpstreamRegistryTests.run(["build", "--items", "items"], in: folder)
        #expect(!UpstreamRegistryTests.text(again).contains("removed"), "\(UpstreamRegistryTests.text(again))")
    }

    @Test func buildItemsKeepsAFileTheOldIndexNamesWhenItIsNotThatItem() throws {
        let folder = try TemporaryFolder(copying: "registries/upstream-folder")
        #expect(UpstreamRegistryTests.run(["build", "--items", "items"], in: folder).status == 0)
        // The user replaced the item with a file of their own: it is not the build's to delete.
        try folder.write("{\"name\": \"Other\"}\n", to: "items/CoastDeck.json")
        try FileManager.default.removeItem(atPath: folder.path("registry/swift/cards/CoastDeck.swift"))
        let build = UpstreamRegistryTests.run(["build", "--items", "items"], in: folder)
        #expect(build.status == 0, "\(UpstreamRegistryTests.text(build))")
        #expect(FileManager.default.fileExists(atPath: folder.path("items/CoastDeck.json")))
    }
}
