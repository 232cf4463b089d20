import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces build --site DIR`: the index, then the site; what it refuses.
@Suite("Catalog: pieces build --site")
struct SiteCommandTests {
    @Test func buildWritesTheSiteBesideTheIndexThenNothing() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        let first = CatalogTool.run(["build", "--site", "site"], in: folder.url.path)
        #expect(first.status == 0, "\(first.standardOutput)")
        #expect(first.standardOutput.contains("wrote site/index.html"))
        #expect(
            first.standardOutput.hasSuffix(
                "built the index of 4 pieces: 0 files written; the site in site: 15 files written, 0 removed\n"))
        for path in [
            "index.html", "motion.html", "pieces/BlurCard.html", "assets/site.css", "assets/site.js", "index.json",
            "index/BlurCard.json"
        ] {
            #expect(
                FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/\(path)").path),
                "\(path)")
        }
        let snapshot = try folder.snapshot()
        let second = CatalogTool.run(["build", "--site", "site"], in: folder.url.path)
        #expect(second.status == 0)
        #expect(
            second.standardOutput
                == "built the index of 4 pieces: 0 files written; the site in site: 0 files written, 0 removed\n")
        #expect(try folder.snapshot() == snapshot)
    }

    @Test func aRemovedPieceLosesItsPage() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        #expect(CatalogTool.run(["build", "--site", "site"], in: folder.url.path).status == 0)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("pieces/controls/TiltSlider.swift"))
        let after = CatalogTool.run(["build", "--site", "site"], in: folder.url.path)
        #expect(after.status == 0, "\(after.standardOutput)")
        #expect(after.standardOutput.contains("removed site/pieces/TiltSlider.html: the site no longer has it"))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("site/pieces/TiltSlider.html").path))
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("site"), withIntermediateDirectories: true)
        try folder.write("<p>my own page</p>", to: "site/index.html")
        let refused = CatalogTool.run(["build", "--site", "site"], in: folder.url.path)
        #expect(refused.status == ExitStatus.cannotCreate)
        #expect(refused.standardOutput.contains("[site-foreign-file]"), "\(refused.standardOutput)")
        #expect(
            refused.standardOutput.contains(
                "site/index.html exists and was not written by `pieces build --site`; nothing was written"))
        #expect(refused.standardOutput.contains("choose an empty folder for the site"))
        #expect(try folder.text("site/index.html") == "<p>my own page</p>")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/motion.html").path))
    }

    @Test func siteAndCheckTogetherAreAUsageError() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        let result = CatalogTool.run(["build", "--check", "--site", "site"], in: folder.url.path)
        #expect(result.status == ExitStatus.usage)
        #expect(result.standardError.contains("--site writes the site; it cannot be combined with --check"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    }
}
