import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces why`, `list`, `search` and `info` as the executable runs them.
@Suite("Catalog: why, list, search, info")
struct CatalogCommandTests {
    static let fixture = FixturePaths.fixture("catalog/registry").path
    static let real = FixturePaths.repositoryRoot.path

    @Test func whyNamesTheTokenOrTheRequiringSectionForEachSection() {
        let output = CatalogTool.run(["why", "SettleCard"], in: Self.fixture)
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                pieces/demo/SettleCard.swift:17:25: note: section 'core' (Piece motion): pulled in by 'PieceMotion' \
                here, 2 uses in all [why-used]
                foundation/Motion.swift:39:33: note: section 'velocity' (Piece motion): required by section \
                'momentum', which uses PieceMotion.relativeVelocity(_:from:to:duration:) here [why-required]
                pieces/demo/SettleCard.swift:29:30: note: section 'momentum' (Piece motion): pulled in by 'settle' \
                (PieceMotion.settle(velocity:from:to:)) here [why-used]
                SettleCard carries 3 sections: core, velocity, momentum

                """)
    }

    @Test func whyInJSONAndForAPieceWithoutBlock() throws {
        let json = CatalogTool.run(["why", "SettleCard", "--format", "json"], in: Self.fixture)
        let sections = try JSONEnvelopeTests.parsed(json.standardOutput)["results"] as? [[String: Any]]
        #expect(sections?.map { $0["reason"] as? String } == ["used", "required", "used"])
        #expect(sections?.allSatisfy { $0["line"] is Int && $0["section"] is String } == true)
        let plain = CatalogTool.run(["why", "PlainBadge"], in: Self.fixture)
        #expect(plain.standardOutput.hasSuffix("PlainBadge carries no block\n"))
    }

    @Test func whyOfAnUnknownPieceSuggests() {
        let output = CatalogTool.run(["why", "SetleCard"], in: Self.fixture)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardError.contains("error: no piece named 'SetleCard' in "))
        #expect(output.standardError.contains("fix: did you mean 'SettleCard'?"))
    }

    @Test func listGroupsByCategory() {
        let output = CatalogTool.run(["list"], in: Self.fixture)
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                controls
                  TiltSlider  iOS 17.0  A slider that tilts toward the finger; for testing the parameter table.

                demo
                  PlainBadge  iOS 17.0  A badge that uses no motion at all.
                  SettleCard  iOS 17.0  A card that settles home with the finger's velocity.

                media
                  BlurCard    iOS 17.0  A card behind frosted glass, with a shader that travels with it.

                4 pieces in 3 categories

                """)
    }

    @Test func listJSONIsStable() throws {
        let first = CatalogTool.run(["list", "--json"], in: Self.fixture).standardOutput
        #expect(first == CatalogTool.run(["list", "--json"], in: Self.fixture).standardOutput)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let names = (object["results"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["TiltSlider", "PlainBadge", "SettleCard", "BlurCard"])
    }

    @Test(arguments: ["elastico", "elástco", "ELÁSTICO", "elastic button"])
    func searchFindsElasticButtonFirst(query: String) {
        let output = CatalogTool.run(["search"] + query.split(separator: " ").map(String.init), in: Self.real)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("ElasticButton "), "\(output.standardOutput)")
    }

    @Test func searchRanksAndExplains() {
        let results = CatalogSearch(
            catalog: try! Catalog.load(from: FolderRegistry(root: URL(fileURLWithPath: Self.real + "/registry")))
        ).search(["elástco"])
        #expect(results.first?.name == "ElasticButton")
        #expect(results.first?.matches == [CatalogSearch.Match(field: "tag", text: "elástico")])
        #expect(
            (results.first?.score ?? 0) > (results.dropFirst().first?.score ?? 0),
            "the name's near match ranks it first")
        #expect(
            results.contains {
                $0.name == "RubberSlider" && $0.matches == [CatalogSearch.Match(field: "tag", text: "elástico")]
            })
        #expect(!results.contains { $0.name == "LikeCounter" })
    }

    @Test func searchWithoutResultsFails() {
        let output = CatalogTool.run(["search", "zzzzzz"], in: Self.fixture)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardError.hasPrefix("error: no piece matches 'zzzzzz' [search-no-results]\n"))
        let json = CatalogTool.run(["search", "zzzzzz", "--json"], in: Self.fixture)
        #expect(json.standardError.contains("\"results\": []"), "a stop: the envelope on standard error")
        #expect(json.standardOutput.isEmpty)
        #expect(json.status == ExitStatus.findings)
    }

    @Test func infoShowsTheTableSectionsAndFiles() {
        let output = CatalogTool.run(["info", "SettleCard"], in: Self.fixture)
        #expect(output.status == 0)
        #expect(
            output.standardOutput.hasPrefix(
                "Settle Card (SettleCard) 1.0.0\nA card that settles home with the finger's velocity.\n"))
        #expect(output.standardOutput.contains("  motion sections  core, velocity, momentum\n"))
        #expect(output.standardOutput.contains("Parameters\n  none\n"))
        let tilt = CatalogTool.run(["info", "tiltslider"], in: Self.fixture).standardOutput
        #expect(tilt.contains("  in range  ClosedRange<Double>       0...1     The values the slider spans.\n"))
    }

    @Test func infoJSONIsTheIndexEntry() throws {
        let output = CatalogTool.run(["info", "BlurCard", "--json"], in: Self.fixture)
        let piece = try #require(try DecodedEnvelope<RegistryIndex.Piece>(output.standardOutput).results.first)
        let index = try JSONDecoder().decode(
            RegistryIndex.self, from: Data(contentsOf: FixturePaths.fixture("catalog/registry/index.json")))
        #expect(index.pieces.first { $0.name == "BlurCard" } == piece)
    }

    @Test func infoOfAnUnknownNameSuggests() {
        let output = CatalogTool.run(["info", "ElastcButton"], in: Self.real)
        #expect(output.status == ExitStatus.findings)
        #expect(
            output.standardError
                == """
                error: no piece named 'ElastcButton' in registry [piece-unknown]\n  fix: did you mean \
                'ElasticButton'?\n
                """
        )
        let json = CatalogTool.run(["info", "Elastc", "--json"], in: Self.real)
        let diagnostics = try? DecodedEnvelope<DecodedEnvelope<Int>.Anything>(json.standardError).diagnostics
        #expect(diagnostics?.first?.fix == "did you mean 'ElasticButton'?")
    }

    /// `info` reads the one piece it shows: another piece that cannot be read (linked out of the
    /// registry) stops `list`, which reads them all, and not `info`, whose suggestions still cover it.
    @Test func infoReadsOnlyThePieceItShows() throws {
        let registry = try TemporaryFolder(copying: "catalog/registry")
        let outside = try TemporaryFolder()
        try outside.write("// elsewhere\n", to: "Elsewhere.swift")
        try FileManager.default.removeItem(atPath: registry.path("pieces/media/BlurCard.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: registry.path("pieces/media/BlurCard.swift"), withDestinationPath: outside.path("Elsewhere.swift"))

        let list = CatalogTool.run(["list"], in: registry.url.path)
        #expect(list.status == ExitStatus.ioError)
        #expect(list.standardError.contains("leads out of the registry"), "\(list.standardError)")
        let info = CatalogTool.run(["info", "SettleCard"], in: registry.url.path)
        #expect(info.status == 0, "\(info.standardError)")
        #expect(info.standardOutput.contains("  motion sections  core, velocity, momentum\n"))
        let typo = CatalogTool.run(["info", "BlurCrd"], in: registry.url.path)
        #expect(typo.status == ExitStatus.findings)
        #expect(typo.standardError.contains("did you mean 'BlurCard'?"), "\(typo.standardError)")
    }
}
