import PieceCatalog

/// `index.html`: every piece by category, with title, description, minimum iOS and tags, and a
/// search box. Each card carries the fields `pieces search` reads (name, title, tags, category,
/// description) as data attributes, which `site.js` searches the same way; without script the
/// form reloads the page and every piece stays listed.
struct IndexPage {
    var layout: PageLayout
    var pieces: [PieceDescriptor]

    func render() -> String {
        let categories = Dictionary(grouping: pieces, by: { $0.header.category.isEmpty ? "other" : $0.header.category })
        let sections = categories.keys.sorted().map { category in
            let cards = (categories[category] ?? []).sorted { $0.name < $1.name }.map(card).joined(separator: "\n")
            let id = "category-\(HTML.slug(category))"
            return """
                <section class="category" aria-labelledby="\(id)" data-category-section>
                <h2 id="\(id)">\(HTML.escape(category))</h2>
                <ul class="piece-list">
                \(cards)
                </ul>
                </section>
                """
        }.joined(separator: "\n")
        let body = """
            <h1>Pieces</h1>
            <p class="lede">\(pieces.count) SwiftUI components that share one motion language. Add one to your project \
            with \
            <code>pieces add Name</code>; see how they move on the <a href="motion.html">motion page</a>.</p>
            <form class="search" role="search" action="index.html" method="get">
            <label for="q">Search pieces</label>
            <input id="q" name="q" type="search" autocomplete="off" spellcheck="false" placeholder="e.g. elastic, \
            swipe, botón" aria-describedby="search-status">
            <p id="search-status" class="search-status" role="status" aria-live="polite">\(pieces.count) pieces</p>
            </form>
            \(sections)
            <p class="no-results" hidden>No piece matches. Try fewer words.</p>
            """
        return layout.render(
            title: "\(layout.siteTitle): SwiftUI pieces", description: "A catalog of SwiftUI pieces and their motion.",
            section: .pieces, body: body, script: true)
    }

    private func card(_ piece: PieceDescriptor) -> String {
        let header = piece.header
        let tags = header.tags.map { "<li>\(HTML.escape($0))</li>" }.joined()
        let level = header.level.map { " · \(HTML.escape($0))" } ?? ""
        let data = [
            ("name", piece.name), ("title", header.title), ("tags", header.tags.joined(separator: "\u{1F}")),
            ("category", header.category), ("description", header.description)
        ].map { " data-\($0.0)=\"\(HTML.escape($0.1))\"" }.joined()
        let title = HTML.escape(header.title.isEmpty ? piece.name : header.title)
        // `iOS 17.0+`, or each declared platform with its `+`.
        let platforms =
            header.declaredPlatforms.map { declared in
                declared.entries.map { HTML.escape($0.platform.rawValue + " " + $0.version) + "+" }
                    .joined(separator: ", ")
            } ?? "iOS \(HTML.escape(header.minIOS))+"
        return """
            <li class="piece-card" data-piece\(data)>
            <h3><a href="pieces/\(HTML.slug(piece.name)).html">\(title)</a></h3>
            <p class="piece-name"><code>\(HTML.escape(piece.name))</code></p>
            <p>\(HTML.escape(header.description))</p>
            <p class="meta">\(platforms)\(level)</p>
            <ul class="tags" aria-label="Tags">\(tags)</ul>
            </li>
            """
    }
}
