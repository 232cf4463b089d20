import PieceCatalog
import PiecesDiagnostics

/// The static catalog site of a registry: what `pieces build --site DIR` writes.
///
/// `files()` is pure: the same catalog gives the same paths and bytes. The site holds
/// `index.html`, `motion.html`, `pieces/<Name>.html`, `assets/site.css` and `assets/site.js`, and
/// the JSON registry beside them (`index.json`, `index/<Name>.json` and the foundation files), so
/// one static folder serves both the pages and `pieces add --registry https://…`. Every link is
/// relative, so it works from `file://` and under any path.
package struct SiteBuilder: Sendable {
    /// One file of the site.
    package struct File: Sendable, Equatable {
        /// Relative to the site's folder.
        package var path: String
        package var bytes: [UInt8]
    }

    package let catalog: Catalog
    /// The name the pages carry in their header and titles.
    package var title: String

    /// A site for `catalog`.
    package init(catalog: Catalog, title: String = "pieces") {
        self.catalog = catalog
        self.title = title
    }

    /// Every file of the site, sorted by path. Reading the foundation files can fail (a remote
    /// source); the error is the source's own.
    package func files() throws(DiagnosticError) -> [File] {
        var files: [File] = []
        var foundationText = ""
        for path in catalog.listing.foundationPaths {
            let bytes = try catalog.listing.source.bytes(at: path)
            files.append(File(path: path, bytes: bytes))
            foundationText += String(decoding: bytes, as: UTF8.self) + "\n"
        }
        files += IndexFiles(catalog: catalog).files.map { File(path: $0.path, bytes: $0.bytes) }
        let top = PageLayout(siteTitle: title, root: "")
        let nested = PageLayout(siteTitle: title, root: "../")
        let known = Set(catalog.pieces.map(\.name))
        files.append(page("index.html", IndexPage(layout: top, pieces: catalog.pieces).render()))
        files.append(
            page(
                "motion.html",
                MotionPage(layout: top, sections: FoundationSections(text: foundationText).sections).render()))
        for piece in catalog.pieces {
            files.append(
                page(
                    "pieces/\(HTML.slug(piece.name)).html",
                    PiecePage(layout: nested, piece: piece, known: known).render()))
        }
        files.append(page("assets/site.css", SiteStyle.css))
        files.append(page("assets/site.js", SiteScript.javascript))
        // GitHub Pages would otherwise run the folder through Jekyll.
        files.append(File(path: ".nojekyll", bytes: []))
        return files.sorted { $0.path < $1.path }
    }

    private func page(_ path: String, _ text: String) -> File { File(path: path, bytes: Array(text.utf8)) }
}
