import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces view` from a folder, the embedded registry and a server; `info`'s usage snippet.
@Suite("view and info's usage snippet")
struct ViewCommandTests {
    static let fixture = FixturePaths.fixture("catalog/registry").path

    @Test func viewPrintsThePieceFileExactlyOnStandardOutput() throws {
        let output = CatalogTool.run(["view", "SettleCard"], in: Self.fixture)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let file = try String(contentsOfFile: Self.fixture + "/pieces/demo/SettleCard.swift", encoding: .utf8)
        #expect(output.standardOutput == file)
    }

    @Test func viewFileChoosesAResourceByNameOrPath() throws {
        let metal = try String(contentsOfFile: Self.fixture + "/pieces/media/Blur.metal", encoding: .utf8)
        #expect(CatalogTool.run(["view", "BlurCard", "--file", "Blur.metal"], in: Self.fixture).standardOutput == metal)
        #expect(
            CatalogTool.run(["view", "BlurCard", "--file", "pieces/media/Blur.metal"], in: Self.fixture).standardOutput
                == metal)
        let unknown = CatalogTool.run(["view", "BlurCard", "--file", "Blur.png"], in: Self.fixture)
        #expect(unknown.status == ExitStatus.findings)
        #expect(unknown.standardOutput.isEmpty)
        #expect(
            unknown.standardError.contains(
                "piece 'BlurCard' has no file 'Blur.png'; its files: BlurCard.swift, Blur.metal"))
    }

    @Test func viewOfAnUnknownPieceSuggestsOnStandardError() {
        let output = CatalogTool.run(["view", "SetleCard"], in: Self.fixture)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("fix: did you mean 'SettleCard'?"))
    }

    @Test func viewReadsTheEmbeddedRegistryOutsideAnyRegistry() throws {
        let folder = try TemporaryFolder()
        let output = CatalogTool.run(["view", "ElasticButton"], in: folder.url.path)
        let file = try String(
            contentsOf: FixturePaths.repositoryRoot.appendingPathComponent(
                "registry/pieces/buttons/ElasticButton.swift"), encoding: .utf8)
        #expect(output.standardOutput == file)
    }

    @Test func viewReadsARegistryServedOverHTTP() throws {
        let server = try ServedRegistry.server(try ServedRegistry.servedFiles())
        defer { server.stop() }
        let local = FolderRegistry(root: ServedRegistry.minimal)
        let path = try #require(try local.relativePaths().first { $0.hasPrefix("pieces/") && $0.hasSuffix(".swift") })
        let name = RegistryListing.pieceName(ofPath: path)
        let url = "http://127.0.0.1:\(server.port)/registry"
        let output = CatalogTool.run(["view", name, "--registry", url], in: "/")
        #expect(output.status == 0, "\(output.standardError)")
        #expect(Array(output.standardOutput.utf8) == (try local.bytes(at: path)))
    }

    @Test func anUnsupportedSchemeIsAUsageError() {
        let output = CatalogTool.run(["view", "SettleCard", "--registry", "ftp://example.com/r"], in: Self.fixture)
        #expect(output.status == ExitStatus.usage)
        #expect(output.standardError.contains("only https:// and http:// registries are supported"))
    }

    @Test func infoShowsTheFirstUseInThePiecesExample() {
        let elastic = CatalogTool.run(["info", "ElasticButton"], in: "/").standardOutput
        #expect(
            elastic.contains(
                """
                Usage (from the piece's example)
                  ElasticButton(systemImage: "hand.point.up.left.fill", label: "Stretch") { taps += 1 }

                Files
                """))
        // A button style is used through its static member.
        let style = CatalogTool.run(["info", "PressableButtonStyle"], in: "/").standardOutput
        #expect(style.contains("  .buttonStyle(.pressable(dimming: 0.15, leansTowardTouch: true))\n"))
    }

    @Test func theSnippetFollowsBracketsAcrossLinesAndIgnoresBracesInStrings() throws {
        let source = """
            struct Demo {}

            // MARK: - Example

            private struct DemoExample: View {
                var body: some View {
                    VStack {
                        Demo(title: "a { brace", items: [
                            1, 2,
                        ]) { item in
                            Text("\\(item)")
                        }
                        .padding()
                    }
                }
            }

            #Preview { DemoExample() }

            """
        let snippet = try #require(PieceUsageSnippet.extract(name: "Demo", from: Array(source.utf8)))
        #expect(
            snippet == """
                Demo(title: "a { brace", items: [
                    1, 2,
                ]) { item in
                    Text("\\(item)")
                }
                """)
        #expect(PieceUsageSnippet.extract(name: "Other", from: Array(source.utf8)) == nil)
    }
}
