import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSite

/// A `.pieces-site` someone appended paths to deletes nothing but the builder's own unchanged
/// pages: not a piece's Swift file, not `README.md`, not `.git/HEAD`, nothing outside the folder.
@Suite struct SiteManifestTests {
    private func files(_ pairs: [(String, String)]) -> [SiteBuilder.File] {
        pairs.map { SiteBuilder.File(path: $0.0, bytes: Array($0.1.utf8)) }
    }

    private func write(_ text: String, _ relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aTamperedManifestDeletesNothingTheBuilderDidNotWrite() throws {
        let scratch = try TemporaryFolder()
        let parent = scratch.url
        let folder = parent.appendingPathComponent("site")
        let writer = SiteWriter(folder: folder)
        _ = try writer.write(files([("index.html", "a"), ("pieces/One.html", "1"), ("pieces/Two.html", "2")]))
        let victims = ["pieces/cards/WelcomeCard.swift", "README.md", ".git/HEAD", "pieces/Mine.html"]
        for victim in victims { try write("precious", victim, in: folder) }
        try write("precious", "outside.txt", in: parent)
        try write("edited by hand", "pieces/Two.html", in: folder)
        let manifest = folder.appendingPathComponent(SiteWriter.manifestPath)
        var text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("  pieces/One.html\n"), "each line is a digest and a path: \(text)")
        let digest = String(repeating: "0", count: 64)
        text += victims.map { $0 + "\n" }.joined() + "../outside.txt\n" + "\(digest)  pieces/Mine.html\n"
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let report = try writer.write(files([("index.html", "a")]))
        #expect(report.deleted == ["pieces/One.html"], "only the unchanged page the builder wrote")
        for victim in victims + ["pieces/Two.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(victim).path), "\(victim)")
        }
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("outside.txt").path))
    }

    @Test func onlyTheBuildersOwnNamesMayBeDeleted() {
        for path in ["index.html", "motion.html", "pieces/ElasticButton.html", "assets/site.css", ".nojekyll"] {
            #expect(SiteManifest.isBuilderPath(path), "\(path)")
        }
        for path in ["README.md", ".git/HEAD", "pieces/cards/WelcomeCard.swift", "../index.html", "pieces/.x.html"] {
            #expect(!SiteManifest.isBuilderPath(path), "\(path)")
        }
    }
}
