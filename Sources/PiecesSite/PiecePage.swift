import PieceCatalog

/// `pieces/<Name>.html`: one piece's description, install command with a copy button, metadata,
/// parameter table, the motion sections it carries (linked to the motion page), resources,
/// dependencies and its source highlighted by the project's lexer, the generated block folded.
struct PiecePage {
    var layout: PageLayout
    var piece: PieceDescriptor
    /// The names of every piece, to link dependencies that exist.
    var known: Set<String>

    func render() -> String {
        let header = piece.header
        let title = header.title.isEmpty ? piece.name : header.title
        let command = "pieces add \(piece.name)"
        let body = """
            <nav class="breadcrumb" aria-label="Breadcrumb"><a href="../index.html">Pieces</a> <span \
            aria-hidden="true">›</span> \
            <span>\(HTML.escape(header.category))</span></nav>
            <h1>\(HTML.escape(title))</h1>
            <p class="lede">\(HTML.escape(header.description))</p>
            <div class="install"><code id="install-command">\(HTML.escape(command))</code>\
            <button type="button" class="copy" data-copy="install-command">Copy</button>\
            <span class="copy-status" role="status" aria-live="polite"></span></div>
            \(metadata())
            \(parameters())
            \(motionSections())
            \(resources())
            \(dependencies())
            \(source())
            """
        return layout.render(
            title: "\(title) · \(layout.siteTitle)", description: header.description, section: .piece, body: body,
            script: true)
    }

    private func metadata() -> String {
        let header = piece.header
        var rows: [(String, String)] = [
            ("Name", "<code>\(HTML.escape(piece.name))</code>"), ("Category", HTML.escape(header.category)),
            ("Minimum iOS", HTML.escape(header.minIOS)), ("Version", HTML.escape(header.version))
        ]
        if let platforms = header.declaredPlatforms { rows.insert(("Platforms", HTML.escape(platforms.description)), at: 3) }
        if let level = header.level { rows.append(("Level", HTML.escape(level))) }
        if let license = header.license { rows.append(("License", HTML.escape(license))) }
        if let author = header.author { rows.append(("Author", HTML.escape(author))) }
        if !header.tags.isEmpty { rows.append(("Tags", header.tags.map(HTML.escape).joined(separator: ", "))) }
        rows.append(
            (
                "Registry entry",
                "<a href=\"../index/\(HTML.slug(piece.name)).json\">index/\(HTML.escape(piece.name)).json</a>"
            ))
        let list = rows.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined()
        return
            """
            <section aria-labelledby=\"about-h\"><h2 id=\"about-h\">About</h2><dl \
            class=\"facts\">\(list)</dl></section>
            """
    }

    private func parameters() -> String {
        let rows = piece.parameters.rows
        guard !rows.isEmpty else {
            return
                """
                <section aria-labelledby=\"parameters-h\"><h2 \
                id=\"parameters-h\">Parameters</h2><p>None.</p></section>
                """
        }
        let body = rows.map { row in
            let label = row.label == row.name ? "" : "<span class=\"label\">\(HTML.escape(row.label))</span> "
            return
                "<tr><th scope=\"row\"><code>\(label)\(HTML.escape(row.name))</code></th>"
                + "<td><code>\(HTML.escape(row.type))</code></td>"
                + "<td><code>\(HTML.escape(row.defaultText))</code></td><td>\(HTML.escape(row.description))</td></tr>"
        }.joined(separator: "\n")
        return """
            <section aria-labelledby="parameters-h"><h2 id="parameters-h">Parameters</h2>
            <div class="table-wrap"><table class="parameters">
            <thead><tr><th scope="col">Parameter</th><th scope="col">Type</th><th scope="col">Default</th><th \
            scope="col">Description</th></tr></thead>
            <tbody>
            \(body)
            </tbody></table></div></section>
            """
    }

    private func motionSections() -> String {
        let items = piece.sections.map {
            "<li><a href=\"../motion.html#section-\(HTML.slug($0))\"><code>\(HTML.escape($0))</code></a></li>"
        }.joined()
        let content =
            items.isEmpty
            ? "<p>None: the piece uses no part of the foundation.</p>" : "<ul class=\"chips\">\(items)</ul>"
        return "<section aria-labelledby=\"motion-h\"><h2 id=\"motion-h\">Motion sections</h2>\(content)</section>"
    }

    private func resources() -> String {
        let files = piece.files.dropFirst()
        guard !piece.header.resources.isEmpty else { return "" }
        let items = files.map { "<li><code>\(HTML.escape($0.path))</code> (\($0.size) bytes)</li>" }.joined()
        return
            "<section aria-labelledby=\"resources-h\"><h2 id=\"resources-h\">Resources</h2><ul>\(items)</ul></section>"
    }

    private func dependencies() -> String {
        let names = piece.header.dependencies
        guard !names.isEmpty else { return "" }
        let items = names.map { name in
            known.contains(name)
                ? "<li><a href=\"\(HTML.slug(name)).html\"><code>\(HTML.escape(name))</code></a></li>"
                : "<li><code>\(HTML.escape(name))</code></li>"
        }.joined()
        return
            """
            <section aria-labelledby=\"dependencies-h\"><h2 \
            id=\"dependencies-h\">Dependencies</h2><ul>\(items)</ul></section>
            """
    }

    private func source() -> String {
        guard let file = piece.files.first else { return "" }
        let segments = SwiftHighlighter().segments(of: file.bytes).map { segment in
            let code = "<pre class=\"code\"><code>\(segment.html)</code></pre>"
            guard segment.isGeneratedBlock else { return code }
            let sections = piece.sections.isEmpty ? "" : ": " + piece.sections.joined(separator: ", ")
            return
                """
                <details class=\"generated\"><summary>Piece motion, generated by <code>pieces sync</code> \
                (\(segment.lineCount) lines\(HTML.escape(sections)))</summary>\n\(code)</details>
                """
        }.joined(separator: "\n")
        return """
            <section aria-labelledby="source-h"><h2 id="source-h">Source</h2>
            <p class="file-path"><code>\(HTML.escape(file.path))</code></p>
            <div class="source">
            \(segments)
            </div></section>
            """
    }
}
