import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces build` over a registry that breaks the catalog's rules (the rules themselves are
/// PieceCatalogTests' `CatalogValidationTests`).
@Suite("Catalog: build rules through the command")
struct CatalogValidationCommandTests {
    @Test func buildRefusesAndWritesNothing() throws {
        let folder = try TemporaryFolder(copying: "catalog/broken")
        let before = try folder.snapshot()
        let output = CatalogTool.run(["build"], in: folder.url.path)
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardOutput.hasSuffix("checked 28 pieces: 27 problems; the index was not written\n"))
        #expect(try folder.snapshot() == before)
    }
}
