import Foundation
import MotionEngine
import PieceCatalog
import PiecesTestSupport
import Testing

@testable import PiecesSite

@Suite struct SiteBuilderTests {
    @Test func everyPieceHasAPageAndACardOnTheIndex() throws {
        let index = try #require(SiteFixtures.text("index.html"))
        #expect(SiteFixtures.catalog.pieces.count > 20)
        for piece in SiteFixtures.catalog.pieces {
            #expect(SiteFixtures.site["pieces/\(piece.name).html"] != nil, "no page for \(piece.name)")
            #expect(index.contains("<a href=\"pieces/\(piece.name).html\">"), "\(piece.name) is not listed")
            #expect(index.contains(" data-name=\"\(piece.name)\""))
        }
        #expect(index.components(separatedBy: "data-piece ").count - 1 == SiteFixtures.catalog.pieces.count)
    }

    @Test func theSiteCarriesTheJSONRegistry() throws {
        let files = IndexFiles(catalog: SiteFixtures.catalog).files
        for file in files { #expect(SiteFixtures.site[file.path] == file.bytes, "\(file.path)") }
        #expect(SiteFixtures.site["foundation/PieceMotion.swift"] != nil)
    }

    @Test func sameRegistrySameBytes() throws {
        let again = try SiteBuilder(catalog: try Catalog.load(from: SiteFixtures.registry)).files()
        #expect(again.count == SiteFixtures.site.count)
        for file in again {
            #expect(SiteFixtures.site[file.path] == file.bytes, "\(file.path) differs between two builds")
        }
    }

    /// Every link and asset reference is relative and lands on a file of the site (and an anchor on it).
    @Test func everyLinkIsRelativeAndResolves() throws {
        for (path, _) in SiteFixtures.site where path.hasSuffix(".html") {
            let html = try #require(SiteFixtures.text(path))
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : ""
            for match in html.matches(of: /(?:href|src)="([^"]*)"/) {
                let link = String(match.1)
                #expect(!link.hasPrefix("/") && !link.contains("://") && !link.hasPrefix("//"), "\(path): \(link)")
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? path : Self.resolve(folder + parts[0])
                let targetText = try #require(SiteFixtures.text(target), "\(path) links to missing \(target)")
                if parts.count == 2, !parts[1].isEmpty {
                    #expect(targetText.contains("id=\"\(parts[1])\""), "\(path) links to missing anchor \(link)")
                }
            }
        }
    }

    @Test func pagesHaveLandmarksAndLabelledPlots() throws {
        for (path, _) in SiteFixtures.site where path.hasSuffix(".html") {
            let html = try #require(SiteFixtures.text(path))
            #expect(html.contains("<html lang=\"en\">"))
            #expect(
                html.contains("<header") && html.contains("<nav") && html.contains("<main id=\"main\">")
                    && html.contains("<footer"))
            #expect(html.components(separatedBy: "<h1>").count == 2, "\(path) has not exactly one h1")
            // Every SVG plot is an image with a title and a description.
            let plots = html.components(separatedBy: "<svg ").count - 1
            #expect(html.components(separatedBy: "role=\"img\" aria-labelledby=").count - 1 == plots)
        }
    }

    @Test func theMotionPagePlotsEveryTierAndRoleWithItsSubstitute() throws {
        let motion = try #require(SiteFixtures.text("motion.html"))
        for tier in MotionVocabulary.tiers { #expect(motion.contains("id=\"tier-\(tier.name)\"")) }
        for role in MotionVocabulary.roles { #expect(motion.contains("id=\"role-\(role.name)\"")) }
        for anchor in ["settle-velocity", "rubber-band", "projection", "coast"] {
            #expect(motion.contains("id=\"\(anchor)\""))
        }
        #expect(motion.contains("animation-timing-function:linear(0 0%, "))
        #expect(motion.contains("class=\"curve-reduced\""))
        let css = try #require(SiteFixtures.text("assets/site.css"))
        #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
    }

    @Test func piecePagesLinkTheSectionsTheyCarryAndFoldTheBlock() throws {
        let piece = try #require(SiteFixtures.catalog.piece(named: "ElasticButton"))
        let page = try #require(SiteFixtures.text("pieces/ElasticButton.html"))
        #expect(!piece.sections.isEmpty)
        for section in piece.sections { #expect(page.contains("href=\"../motion.html#section-\(section)\"")) }
        #expect(page.contains("<details class=\"generated\"><summary>Piece motion"))
        #expect(page.contains("<code id=\"install-command\">pieces add ElasticButton</code>"))
        for row in piece.parameters.rows { #expect(page.contains(HTML.escape(row.name))) }
        #expect(page.contains("<span class=\"tk\">"))
    }

    @Test func registryTextIsEscaped() throws {
        let folder = try TemporaryFolder.registry()
        let registry = SiteFixtures.repositoryRoot.appendingPathComponent("registry")
        var text = try String(
            contentsOf: registry.appendingPathComponent("pieces/buttons/ElasticButton.swift"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "// title: Elastic Button", with: "// title: Elastic <script>alert(1)</script> & \"co\"")
        try folder.write(text, to: "pieces/buttons/ElasticButton.swift")
        let files = try SiteBuilder(catalog: try Catalog.load(from: FolderRegistry(root: folder.url))).files()
        for file in files where file.path.hasSuffix(".html") {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("<script>alert"), "\(file.path)")
        }
        let index = try #require(files.first { $0.path == "index.html" })
        #expect(
            String(decoding: index.bytes, as: UTF8.self).contains(
                "Elastic &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;"))
    }

    @Test func foundationSectionsCarryTheirFirstDocParagraph() throws {
        let foundation = try #require(SiteFixtures.text("foundation/PieceMotion.swift"))
        let sections = FoundationSections(text: foundation).sections
        #expect(sections.first?.name == "core")
        #expect(
            sections.first { $0.name == "rubberBand" }?.summary.hasPrefix("How far something travels when pulled")
                == true)
        #expect(sections.allSatisfy { !$0.summary.isEmpty }, "\(sections.filter { $0.summary.isEmpty }.map(\.name))")
        let motion = try #require(SiteFixtures.text("motion.html"))
        for section in sections { #expect(motion.contains("id=\"section-\(section.name)\"")) }
    }

    /// `a/../b` → `b`.
    static func resolve(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
