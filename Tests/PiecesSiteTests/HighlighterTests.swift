import Foundation
import MotionEngine
import PieceCatalog
import Testing

@testable import PiecesSite

@Suite struct HighlighterTests {
    /// Tags stripped and entities unescaped, the highlighted text is the piece, byte for byte, for every
    /// piece of the registry and the foundation.
    @Test func highlightedTextRoundTripsToTheSourceOnEveryPiece() throws {
        let paths = SiteFixtures.catalog.listing.piecePaths + SiteFixtures.catalog.listing.foundationPaths
        #expect(paths.count > 20)
        for path in paths {
            let bytes = try SiteFixtures.catalog.listing.source.bytes(at: path)
            let segments = SwiftHighlighter().segments(of: bytes)
            let text = segments.map { HTML.unescape(HTML.stripTags($0.html)) }.joined()
            #expect(Array(text.utf8) == bytes, "\(path) does not round-trip")
        }
    }

    @Test func theGeneratedBlockIsItsOwnSegmentFromMarkToEnd() throws {
        for path in SiteFixtures.catalog.listing.piecePaths {
            let bytes = try SiteFixtures.catalog.listing.source.bytes(at: path)
            let segments = SwiftHighlighter().segments(of: bytes)
            let blocks = segments.filter(\.isGeneratedBlock)
            #expect(blocks.count == 1, "\(path)")
            let block = try #require(blocks.first)
            let text = HTML.unescape(HTML.stripTags(block.html))
            #expect(text.hasPrefix("// MARK: - Piece motion\n"), "\(path)")
            #expect(text.hasSuffix("-motion: end"), "\(path)")
            #expect(block.lineCount == text.split(separator: "\n", omittingEmptySubsequences: false).count)
            // The piece's own code comes first and is not folded.
            #expect(segments.first?.isGeneratedBlock == false)
        }
    }

    @Test func tokenKindsBecomeClasses() {
        let source = """
            /// Doc.
            @MainActor struct Card: View { // note
                let count = 42, text = "a < b \\(count)"
                #if DEBUG
                func go() -> Double { 1.5 }
                #endif
            }
            """
        let html = SwiftHighlighter().segments(of: Array(source.utf8)).map(\.html).joined()
        #expect(html.contains("<span class=\"td\">/// Doc.</span>"))
        #expect(html.contains("<span class=\"ta\">@MainActor</span>"))
        #expect(html.contains("<span class=\"tk\">struct</span>"))
        #expect(html.contains("<span class=\"tt\">Card</span>"))
        #expect(html.contains("<span class=\"tc\">// note</span>"))
        #expect(html.contains("<span class=\"tn\">42</span>"))
        #expect(html.contains("<span class=\"ts\">&quot;a &lt; b </span><span class=\"ti\">\\(</span>"))
        #expect(html.contains("<span class=\"tp\">#if</span>"))
        #expect(html.contains("<span class=\"tf\">go</span>"))
        #expect(html.contains("<span class=\"to\">-&gt;</span>"))
        #expect(!html.contains("a < b"))
    }

    @Test func aFileWithoutABlockIsOneSegment() {
        let segments = SwiftHighlighter().segments(of: Array("let x = 1\n".utf8))
        #expect(segments.count == 1)
        #expect(segments.first?.isGeneratedBlock == false)
        #expect(segments.first?.lineCount == 1)
        #expect(SwiftHighlighter().segments(of: []).isEmpty)
    }

    @Test func escapingIsUndoneExactly() {
        let hostile = "<script>alert('x & \"y\"')</script> &amp;"
        #expect(HTML.unescape(HTML.escape(hostile)) == hostile)
        #expect(!HTML.escape(hostile).contains("<"))
        #expect(HTML.slug("Elastic Button/../x") == "Elastic_Button____x")
    }
}
