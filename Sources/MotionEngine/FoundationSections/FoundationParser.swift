import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// Reads one foundation file into its header and sections, reporting what is malformed.
enum FoundationParser {
    private static let metaKeys = ["version", "about", "requires", "provides"]
    /// `// version:` and the others as bytes: what every meta line starts with, checked before its
    /// `Character`s are walked.
    private static let metaLineStarts = metaKeys.map { Array("// \($0):".utf8) }

    static func parse(path: String, bytes: [UInt8]) -> FoundationFile {
        let source = SourceText(path: path, bytes: bytes)
        let lexed = Lexer.lex(bytes)
        var file = FoundationFile(
            path: path, source: source, prefix: "", version: "", about: [], sections: [], errors: [])
        for problem in lexed.diagnostics {
            file.errors.append(.unreadableSource(position(of: problem.offset, in: source), message: problem.message))
        }
        let comments = CommentLine.all(in: lexed.tokens, source: source)
        let depths = braceDepths(at: comments, in: lexed.tokens)
        let firstCode = lexed.tokens.firstIndex { !$0.kind.isTrivia }.map { Int(lexed.tokens[$0].start) } ?? bytes.count

        var versionPosition = SourcePosition(file: path, line: 1)
        var markers: [(comment: CommentLine, marker: SectionMarker)] = []
        var consumed = Set<Int>()
        for (index, comment) in comments.enumerated() {
            let here = position(of: Int(comment.token.start), in: source)
            if let marker = SectionMarker(comment.text) {
                if depths[index] > 0 { file.errors.append(.splitDeclaration(here, section: marker.name)) }
                markers.append((comment, marker))
                consumed.insert(index)
                var next = index + 1
                while next < comments.count, comments[next].lineStart == comments[next - 1].lineEnd,
                    let (key, _) = meta(comments[next].text), key == "requires" || key == "provides"
                {
                    consumed.insert(next)
                    next += 1
                }
            } else if let (key, value) = meta(comment.text) {
                if key == "version" || key == "about", comment.lineStart < firstCode {
                    consumed.insert(index)
                    if key == "version" {
                        (file.version, versionPosition) = (value, here)
                    } else {
                        file.about.append(value)
                    }
                }
            } else if let (written, expected) = typo(comment.text) {
                file.errors.append(.markerTypo(here, written: written, expected: expected))
            }
        }
        for (index, comment) in comments.enumerated() where !consumed.contains(index) {
            if let (key, _) = meta(comment.text) {
                file.errors.append(.misplacedMetaLine(position(of: Int(comment.token.start), in: source), key: key))
            }
        }
        checkVersion(&file, at: versionPosition)
        file.prefix = markers.first?.marker.prefix ?? ""
        // The sections are read on both cores, then their errors are put in file order.
        let verbatim = file.isUpstream
        let read = Array(markers.indices).parallelMap { [markers] index -> (FoundationSection, [FoundationFinding]) in
            let end = index + 1 < markers.count ? markers[index + 1].comment.lineStart : bytes.count
            var errors: [FoundationFinding] = []
            let section = section(
                markers[index].marker, comment: markers[index].comment, comments: comments, end: end,
                tokens: lexed.tokens, source: source, verbatim: verbatim, errors: &errors)
            return (section, errors)
        }
        for (index, entry) in markers.enumerated() {
            if entry.marker.prefix != file.prefix {
                file.errors.append(
                    .mixedPrefixes(
                        position(of: Int(entry.comment.token.start), in: source), prefix: entry.marker.prefix,
                        expected: file.prefix))
            }
            file.errors += read[index].1
            file.sections.append(read[index].0)
        }
        if file.isUpstream, file.about.isEmpty {
            file.about = UpstreamFormat.about(kind: file.sections.first?.kind ?? "")
        }
        if let first = markers.first {
            checkCodeBeforeSections(
                upTo: first.comment.lineStart, tokens: lexed.tokens, source: source, errors: &file.errors)
        }
        return file
    }

    // MARK: Sections

    private static func section(
        _ marker: SectionMarker, comment: CommentLine, comments: [CommentLine], end: Int,
        tokens: [Token], source: SourceText, verbatim: Bool, errors: inout [FoundationFinding]
    ) -> FoundationSection {
        var bodyStart = comment.lineEnd
        var handRequires: (names: [String], position: SourcePosition)?
        var handProvides: (entries: [String], position: SourcePosition)?
        var metaIndex = Self.position(of: comment, in: comments) + 1
        while metaIndex < comments.count, comments[metaIndex].lineStart == bodyStart,
            let (key, value) = meta(comments[metaIndex].text), key == "requires" || key == "provides"
        {
            let here = position(of: Int(comments[metaIndex].token.start), in: source)
            let list = value.split(separator: ",").map { $0.trimmed(of: " \t") }.filter { !$0.isEmpty }
            if key == "requires" { handRequires = (list, here) } else { handProvides = (list, here) }
            bodyStart = comments[metaIndex].lineEnd
            metaIndex += 1
        }
        let significant = tokens.significant(in: bodyStart..<end)
        let scanner = DeclarationScanner(source: source, tokens: significant)
        if let importToken = topLevelImport(in: significant, source: source) {
            errors.append(.importInSection(position(of: Int(importToken.start), in: source), section: marker.name))
        }
        return FoundationSection(
            name: marker.name, kind: marker.kind,
            position: position(of: Int(comment.token.start), in: source),
            // Upstream's script copies a section's lines as they are; its authors write `private` themselves.
            text: verbatim
                ? SectionText.verbatim(source.bytes, range: bodyStart..<end)
                : SectionText.render(
                    source.bytes, range: bodyStart..<end, accessSites: scanner.accessSites, source: source),
            provides: scanner.declarations.map(\.name),
            source: source, tokens: significant, localNames: scanner.localNames, declarations: scanner.declarations,
            typeBodies: scanner.typeBodies,
            handRequires: handRequires, handProvides: handProvides)
    }

    /// The index of `comment` in `comments` (in token order), by binary search: once per section.
    private static func position(of comment: CommentLine, in comments: [CommentLine]) -> Int {
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].tokenIndex < comment.tokenIndex { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func topLevelImport(in tokens: [Token], source: SourceText) -> Token? {
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .identifier where depth == 0 && source.matches(token, "import"): return token
            default: break
            }
        }
        return nil
    }

    /// Only imports may come between the header and the first section.
    private static func checkCodeBeforeSections(
        upTo end: Int, tokens: [Token], source: SourceText, errors: inout [FoundationFinding]
    ) {
        var inImport = false
        for token in tokens {
            guard Int(token.start) < end else { break }
            if token.kind == .newline {
                inImport = false
                continue
            }
            guard !token.kind.isTrivia, !inImport else { continue }
            if token.kind == .identifier, source.matches(token, "import") {
                inImport = true
                continue
            }
            errors.append(.codeOutsideSection(position(of: Int(token.start), in: source)))
            return
        }
    }

    private static func checkVersion(_ file: inout FoundationFile, at position: SourcePosition) {
        if file.version.isEmpty {
            file.errors.append(.missingVersion(position))
        } else if !SemanticVersion.isValid(file.version) {
            file.errors.append(.invalidVersion(position, value: file.version))
        }
    }

    // MARK: Lines

    /// `// key: value` for the four meta keys.
    static func meta(_ text: String) -> (String, String)? {
        guard metaLineStarts.contains(where: { text.utf8.starts(with: $0) }),
            text.hasPrefix("// "), let colon = text.firstIndex(of: ":")
        else { return nil }
        let key = String(text[text.index(text.startIndex, offsetBy: 3)..<colon])
        guard metaKeys.contains(key) else { return nil }
        return (key, text[text.index(after: colon)...].trimmed(of: " \t"))
    }

    /// A comment shaped like a meta line or marker but misspelt: `// provide:`, `// pieces-motion-sectoin: x`.
    static func typo(_ text: String) -> (String, String)? {
        guard text.hasPrefix("// "), !isProse(text), let colon = text.firstIndex(of: ":") else { return nil }
        let key = String(text[text.index(text.startIndex, offsetBy: 3)..<colon])
        guard !key.isEmpty, !key.contains(" ") else { return nil }
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 3, let last = parts.last, String(last) != "section",
            EditDistance.between(String(last), "section") <= 2
        {
            return ("// \(key):", "// \(parts[0])-\(parts[1])-section:")
        }
        let lowered = key.lowercased()
        guard !metaKeys.contains(key),
            let match = EditDistance.suggestion(for: lowered, among: metaKeys, maximum: lowered.count > 5 ? 2 : 1)
        else { return nil }
        return ("// \(key):", "// \(match):")
    }

    /// Whether `// …` holds no key a marker or meta line could have: no `:`, or ASCII with a space
    /// before the first one (whatever follows it, the key read up to a `:` holds that space).
    /// Settles the prose comments on bytes, without walking their `Character`s.
    fileprivate static func isProse(_ text: String) -> Bool {
        var sawSpace = false
        for byte in text.utf8.dropFirst(3) {
            if byte == UInt8(ascii: ":") { return sawSpace }
            if byte >= 0x80 { return false }
            if byte == 0x20 { sawSpace = true }
        }
        return true
    }

    static func position(of offset: Int, in source: SourceText) -> SourcePosition {
        let location = source.location(of: offset)
        return SourcePosition(file: source.path, line: location.line, column: location.column)
    }

    /// The brace depth at each comment, from one pass over the tokens.
    private static func braceDepths(at comments: [CommentLine], in tokens: [Token]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(comments.count)
        var depth = 0
        var next = 0
        for (index, token) in tokens.enumerated() {
            if next < comments.count, comments[next].tokenIndex == index {
                result.append(depth)
                next += 1
            }
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth = max(0, depth - 1)
            default: break
            }
        }
        return result
    }
}

/// `// <prefix>-<kind>-section: <name>`.
struct SectionMarker: Equatable {
    var prefix: String
    var kind: String
    var name: String

    init?(_ text: String) {
        guard text.hasPrefix("// "), !FoundationParser.isProse(text), let colon = text.firstIndex(of: ":") else {
            return nil
        }
        let key = text[text.index(text.startIndex, offsetBy: 3)..<colon]
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2] == "section", parts[0].allSatisfy(\.isLowercaseASCIIOrDigit),
            parts[1].allSatisfy(\.isLowercaseASCIIOrDigit),
            !parts[0].isEmpty, !parts[1].isEmpty
        else { return nil }
        let name = text[text.index(after: colon)...].trimmed(of: " \t")
        guard let first = name.first, first.isASCIILetter,
            name.allSatisfy(\.isASCIILetterOrDigit)
        else { return nil }
        (prefix, kind, self.name) = (String(parts[0]), String(parts[1]), name)
    }
}
