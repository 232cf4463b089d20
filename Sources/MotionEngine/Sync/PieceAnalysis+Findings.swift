import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PieceAnalysis {
    /// Everything wrong with the piece, in file order of discovery; empty when the file is exactly
    /// what `sync` would write and its code names nothing unknown.
    func findings(foundations: FoundationSet) -> [PieceFinding] {
        var findings = ConflictMarkers.offsets(in: source.bytes).map(PieceFinding.conflictMarker)
        findings += lexProblems.map(PieceFinding.unreadable) + locator.problems.map(PieceFinding.marker)
        findings += unknown.map(PieceFinding.unknownName)
        let untrustworthy = findings.contains { $0.blocksSync }
        guard !untrustworthy, !isCurrent else { return findings }
        var found: [String: LocatedBlock] = [:]
        for block in locator.blocks where found[block.kind] == nil { found[block.kind] = block }
        var blockFindings: [PieceFinding] = []
        for block in expected {
            guard let existing = found[block.kind] else {
                let use = block.sections.lazy.compactMap { firstUse(of: $0, foundations: foundations) }.first
                let name = use.map { "'\(source.text($0.token))'" } ?? "the foundation"
                blockFindings.append(.missing(kind: block.kind, firstUse: use, name: name))
                continue
            }
            blockFindings += classify(existing, against: block, foundations: foundations)
        }
        for block in locator.blocks where !expected.contains(where: { $0.kind == block.kind }) {
            blockFindings.append(.unneeded(block))
        }
        if blockFindings.isEmpty, locator.problems.isEmpty { blockFindings.append(.layout(locator.blocks.first)) }
        return findings + blockFindings
    }

    /// The text of a found block from its start line through its end line, with `\n` breaks.
    func text(of block: LocatedBlock) -> String {
        var text = source.text(block.linesRange).replacing("\r\n", with: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    private func classify(_ block: LocatedBlock, against expected: ExpectedBlock, foundations: FoundationSet)
        -> [PieceFinding]
    {
        let actual = text(of: block)
        guard actual != expected.text else { return [] }
        let file = foundations.file(ofSection: expected.sections[0])
        let diff = UnifiedDiff.render(
            old: actual, new: expected.text, oldLabel: "\(path) (as found)",
            newLabel: "\(path) (as `pieces sync` writes it)")
        guard let provenance = block.provenance, let line = block.provenanceLine else {
            return [.edited(block, foundation: file.path, diff: diff)]
        }
        if !file.isUpstream, !BlockRenderer.isIntact(actual, provenanceLine: line.text, provenance: provenance) {
            return [.edited(block, foundation: file.path, diff: diff)] + nonPrivateDeclarations(in: block)
        }
        let needs = expected.sections.map { foundations.sections[$0].name }
        guard provenance.sections == needs else {
            return [
                .wrongSections(
                    block, holds: provenance.sections, needs: needs,
                    reasons: reasons(for: expected.sections, foundations: foundations))
            ]
        }
        return [.stale(block, oldVersion: provenance.version, newVersion: file.version, diff: diff)]
    }

    /// Why each section is needed: the piece's use of it, or the section that requires it.
    private func reasons(for sections: [Int], foundations: FoundationSet) -> [String: String] {
        var result: [String: String] = [:]
        for section in sections {
            let name = foundations.sections[section].name
            if let use = firstUse(of: section, foundations: foundations) {
                let location = source.location(of: Int(use.token.start))
                result[name] = "'\(source.text(use.token))' at \(location.line):\(location.column)"
            } else if let requirer = sections.first(where: { foundations.requirements[$0].contains(section) }) {
                result[name] = "required by \(foundations.sections[requirer].name)"
            }
        }
        return result
    }

    /// File-scope declarations in the block that are not `private`.
    private func nonPrivateDeclarations(in block: LocatedBlock) -> [PieceFinding] {
        let scanner = DeclarationScanner(source: source, tokens: tokens.significant(in: block.linesRange))
        return scanner.accessSites.compactMap { site in
            if let modifier = site.modifier, source.matches(modifier, "private") { return nil }
            guard let token = tokens.first(where: { Int($0.start) == site.offset }) else { return nil }
            var lineEnd = site.offset
            while lineEnd < source.bytes.count, source.bytes[lineEnd] != 10, source.bytes[lineEnd] != UInt8(ascii: "{")
            { lineEnd += 1 }
            return .notPrivate(token, name: source.text(site.offset..<lineEnd).trimmed(of: " \t\r"))
        }
    }
}
