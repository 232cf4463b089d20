import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// `pieces build`: the index it writes, determinism, `--check`, and what it refuses.
@Suite("Catalog: pieces build")
struct CatalogBuildTests {
    static let indexFiles = [
        "index.json", "index/BlurCard.json", "index/PlainBadge.json", "index/SettleCard.json", "index/TiltSlider.json"
    ]

    /// A copy of the fixture registry without its committed index.
    static func registryWithoutIndex() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("index.json"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("index"))
        return folder
    }

    @Test func buildWritesTheCommittedIndexByteForByteThenNothing() throws {
        let folder = try Self.registryWithoutIndex()
        let first = CatalogTool.run(["build"], in: folder.url.path)
        #expect(first.status == 0, "\(first.standardOutput)")
        #expect(first.standardOutput.hasSuffix("built the index of 4 pieces: 5 files written\n"))
        for path in Self.indexFiles {
            let committed = Array(try Data(contentsOf: FixturePaths.fixture("catalog/registry/\(path)")))
            #expect(try folder.bytes(path) == committed, "\(path)")
        }
        let snapshot = try folder.snapshot()
        let second = CatalogTool.run(["build"], in: folder.url.path)
        #expect(second.standardOutput == "built the index of 4 pieces: 0 files written\n")
        #expect(try folder.snapshot() == snapshot)
    }

    @Test func twoBuildsOfTheRealRegistryAreByteIdentical() throws {
        let root = FixturePaths.repositoryRoot.appendingPathComponent("registry")
        let first = IndexFiles(catalog: try Catalog.load(from: FolderRegistry(root: root)))
        let second = IndexFiles(catalog: try Catalog.load(from: FolderRegistry(root: root)))
        #expect(first.files.map(\.path) == second.files.map(\.path))
        #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
        #expect(first.files.first?.bytes.last == UInt8(ascii: "\n"))
    }

    @Test func checkPassesOnTheCommittedIndexAndFailsWithADiffAfterAnEdit() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        let clean = CatalogTool.run(["build", "--check"], in: folder.url.path)
        #expect(clean.status == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput == "the index of 4 pieces is current\n")

        let path = "pieces/media/BlurCard.swift"
        try folder.write(
            try folder.text(path).replacingOccurrences(of: "with a shader that travels with it", with: "and a shader"),
            to: path)
        let before = try folder.snapshot()
        let stale = CatalogTool.run(["build", "--check"], in: folder.url.path)
        #expect(stale.status == ExitStatus.findings)
        #expect(
            stale.standardOutput.hasPrefix(
                "index.json: error: index.json is not what `pieces build` writes [index-stale]\n"))
        #expect(
            stale.standardOutput.contains(
                "    -      \"description\": \"A card behind frosted glass, with a shader that travels with it.\",\n"))
        #expect(
            stale.standardOutput.contains(
                "    +      \"description\": \"A card behind frosted glass, and a shader.\",\n"))
        #expect(
            stale.standardOutput.contains(
                "index/BlurCard.json: error: index/BlurCard.json is not what `pieces build` writes [index-stale]\n"))
        #expect(stale.standardOutput.hasSuffix("the index is out of date in 2 files; run `pieces build`\n"))
        #expect(try folder.snapshot() == before, "--check never writes")
    }

    @Test func buildRefusesWhileABlockIsStale() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        let path = "pieces/demo/SettleCard.swift"
        try folder.write(
            try folder.text(path).replacingOccurrences(
                of: "            .offset(x: offset)\n",
                with: "            .offset(x: offset)\n            .piecePop(trigger: 1)\n"), to: path)
        let before = try folder.snapshot()
        let output = CatalogTool.run(["build"], in: folder.url.path)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardOutput.contains(
                """
                pieces/demo/SettleCard.swift:42:1: error: block holds (core, velocity, momentum) but the piece needs \
                (core, velocity, momentum, pop)
                """
            ))
        #expect(output.standardOutput.hasSuffix("checked 4 pieces: 1 problem; the index was not written\n"))
        #expect(try folder.snapshot() == before)
    }

    @Test func theIndexOfARemovedPieceIsDeleted() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        try FileManager.default.removeItem(atPath: folder.path("pieces/controls/TiltSlider.swift"))
        let output = CatalogTool.run(["build"], in: folder.url.path)
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains(
                """
                index/TiltSlider.json: note: deleted index/TiltSlider.json: no piece named TiltSlider \
                [index-written]\n
                """
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.path("index/TiltSlider.json")))
        #expect(CatalogTool.run(["build", "--check"], in: folder.url.path).status == 0)
    }

    @Test func theIndexDecodesToWhatTheCatalogSays() throws {
        let root = FixturePaths.fixture("catalog/registry")
        let catalog = try Catalog.load(from: FolderRegistry(root: root))
        let decoded = try JSONDecoder().decode(
            RegistryIndex.self, from: Data(contentsOf: root.appendingPathComponent("index.json")))
        #expect(decoded == RegistryIndex(catalog: catalog))
        #expect(decoded.schema == 1)
        #expect(decoded.foundations.map(\.path) == ["foundation/Motion.swift"])
        #expect(decoded.foundations.first?.version == "2.1.0")
        let blur = try #require(decoded.pieces.first { $0.name == "BlurCard" })
        #expect(blur.files.map(\.path) == ["pieces/media/BlurCard.swift", "pieces/media/Blur.metal"])
        #expect(blur.dependencies == ["PlainBadge"])
        #expect(decoded.pieces.first { $0.name == "SettleCard" }?.sections == ["core", "velocity", "momentum"])
    }

    @Test func payloadsCarryEveryFileAndBinaryOnesAsBase64() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        try folder.write([0xFF, 0x00, 0xFE], to: "pieces/media/Noise.bin")
        let path = "pieces/media/BlurCard.swift"
        try folder.write(
            try folder.text(path).replacingOccurrences(of: "[Blur.metal]", with: "[Blur.metal, Noise.bin]"), to: path)
        #expect(CatalogTool.run(["build"], in: folder.url.path).status == 0)
        let payload = try JSONDecoder().decode(
            PiecePayload.self, from: Data(contentsOf: folder.url.appendingPathComponent("index/BlurCard.json")))
        #expect(payload.files.map(\.encoding) == [nil, nil, "base64"])
        for file in payload.files {
            let bytes = try #require(file.bytes)
            #expect(bytes == (try folder.bytes(file.path)))
            #expect(SHA256.hex(SHA256.digest(bytes)) == file.sha256)
        }
    }
}
