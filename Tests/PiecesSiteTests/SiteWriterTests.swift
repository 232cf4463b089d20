import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSite

@Suite struct SiteWriterTests {
    private func files(_ pairs: [(String, String)]) -> [SiteBuilder.File] {
        pairs.map { SiteBuilder.File(path: $0.0, bytes: Array($0.1.utf8)) }
    }

    @Test func writesOnlyWhatChangesAndRemovesPagesItNoLongerHas() throws {
        let scratch = try TemporaryFolder()
        let folder = scratch.url
        let writer = SiteWriter(folder: folder)
        let first = try writer.write(files([("index.html", "a"), ("pieces/One.html", "1"), ("pieces/Two.html", "2")]))
        #expect(first.written == ["index.html", "pieces/One.html", "pieces/Two.html"])
        let same = try writer.write(files([("index.html", "a"), ("pieces/One.html", "1"), ("pieces/Two.html", "2")]))
        #expect(same == SiteWriter.Report())
        let second = try writer.write(files([("index.html", "b"), ("pieces/One.html", "1")]))
        #expect(second.written == ["index.html"])
        #expect(second.deleted == ["pieces/Two.html"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pieces/Two.html").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "b")
    }

    @Test func refusesToReplaceSomeoneElsesFileAndWritesNothing() throws {
        let scratch = try TemporaryFolder()
        let folder = scratch.url
        try "mine".write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.WriteError.foreignFile(path: folder.appendingPathComponent("index.html").path)) {
            try SiteWriter(folder: folder).write(files([("assets/site.css", "x"), ("index.html", "site")]))
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("assets").path))
        // The registry's own index files are build's anyway: replacing them is fine.
        try "{}".write(to: folder.appendingPathComponent("index.json"), atomically: true, encoding: .utf8)
        let report = try SiteWriter(folder: folder).write(files([("index.json", "{\"schema\":1}")]))
        #expect(report.written == ["index.json"])
    }

    @Test func writesTheRealSiteIntoAFolder() throws {
        let scratch = try TemporaryFolder()
        let folder = scratch.url
        let site = try SiteBuilder(catalog: SiteFixtures.catalog).files()
        let report = try SiteWriter(folder: folder).write(site)
        #expect(report.written == site.map(\.path))
        for file in site {
            let written = try Data(contentsOf: folder.appendingPathComponent(file.path))
            #expect(Array(written) == file.bytes, "\(file.path)")
        }
    }
}
