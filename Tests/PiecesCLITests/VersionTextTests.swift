import Foundation
import PiecesTestSupport
import Testing

@testable import PieceCatalog
@testable import PiecesCLI

/// `pieces --version` names the embedded registry, with a digest a checkout reproduces.
@Suite("--version")
struct VersionTextTests {
    @Test func versionNamesTheToolAndTheEmbeddedRegistry() throws {
        let output = CatalogTool.run(["--version"], in: "/")
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "pieces \(PiecesTool.version)")
        let pieces = try FileManager.default.subpathsOfDirectory(
            atPath: FixturePaths.repositoryRoot.appendingPathComponent("registry/pieces").path
        )
        .filter { $0.hasSuffix(".swift") }.count
        #expect(
            lines.dropFirst().first?.hasPrefix("registry: embedded, \(pieces) pieces, foundation ") == true, "\(lines)")
        #expect(lines.last?.range(of: #"^registry digest: sha256 [0-9a-f]{64}$"#, options: .regularExpression) != nil)
    }

    /// The command docs/embedded-registry.md gives, run on the checkout the binary embedded.
    @Test func theDigestIsWhatTheDocumentedCommandComputes() throws {
        let command =
            "find foundation pieces index.json index -type f ! -name '.*' | LC_ALL=C sort | xargs sha256sum | sha256sum"
        let registry = FixturePaths.repositoryRoot.appendingPathComponent("registry")
        let outcome = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: registry)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let expected = String(outcome.output.prefix(64))
        #expect(VersionText.render(version: "0").hasSuffix("registry digest: sha256 \(expected)\n"))
    }

    @Test func aSinglePieceIsSingular() {
        let registry = EmbeddedRegistry(files: [
            ("foundation/Motion.swift", Data("// pieces: foundation\n// version: 2.0.0\n".utf8).base64EncodedString()),
            ("pieces/demo/Only.swift", Data("struct Only {}\n".utf8).base64EncodedString())
        ])
        #expect(
            VersionText.render(version: "1", registry: registry).contains("registry: embedded, 1 piece, foundation "))
    }
}
