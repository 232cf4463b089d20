import PiecesSupport

/// Renders generated blocks and whole piece files.
///
/// Both formats share one shape (docs/sync.md, "The block"): the start line, `//`, the about lines, the provenance
/// line, a blank line, the sections joined by blank lines, a blank line, the end line. The native
/// format adds a digest to the provenance line so `check` can see a hand edit without the foundation.
struct BlockRenderer: Sendable {
    static let digestLength = 16

    /// One block, from its start line through its end line, lines joined by `\n`, no final line break.
    static func block(kind: String, file: FoundationFile, sections: [FoundationSection]) -> String {
        let provenance = Provenance(version: file.version, sections: sections.map(\.name), digest: nil)
        var lines = [BlockMarkers.startLine(kind: kind), "//"]
        lines += file.about.map { "// \($0)" }
        let provenanceIndex = lines.count
        lines.append(provenance.line(prefix: file.prefix, kind: kind))
        lines.append("")
        lines.append(sections.map(\.text).joined(separator: "\n\n"))
        lines.append("")
        lines.append(BlockMarkers.endLine(prefix: file.prefix, kind: kind))
        let text = lines.joined(separator: "\n")
        guard !file.isUpstream else { return text }
        // The digest goes at the end of the provenance line, whose place is known: no search.
        let provenanceEnd = lines[...provenanceIndex].reduce(provenanceIndex) { $0 + $1.utf8.count }
        var signed = Array(text.utf8)
        signed.insert(contentsOf: (Provenance.digestKey + digest(of: text)).utf8, at: provenanceEnd)
        return String(decoding: signed, as: UTF8.self)
    }

    /// The digest a native block's provenance line carries: of the block's text with the digest
    /// itself left out.
    static func digest(of unsignedText: String) -> String {
        String(SHA256.hex(SHA256.digest(unsignedText)).prefix(digestLength))
    }

    /// Whether a found native block still is exactly what the renderer wrote.
    static func isIntact(_ blockText: String, provenanceLine: String, provenance: Provenance) -> Bool {
        guard let digest = provenance.digest,
            let cut = provenanceLine.firstRange(of: Provenance.digestKey)
        else { return false }
        let unsigned = String(provenanceLine[..<cut.lowerBound])
        return self.digest(of: blockText.replacingFirst(provenanceLine, with: unsigned)) == digest
    }

    /// The whole piece: its own code, then the blocks. `ownCode` is the whole file when it has no block.
    static func file(ownCode: ArraySlice<UInt8>, blocks: [String], upstream: Bool, hadBlock: Bool = true) -> [UInt8] {
        let newline: [UInt8] = LineEnding.detect(in: ownCode) == .crlf ? [13, 10] : [10]
        var own = Array(ownCode)
        // Upstream leaves a piece that neither has nor needs a block exactly as it is.
        if upstream, blocks.isEmpty, !hadBlock { return own }
        if upstream {
            while let last = own.last, last == 32 || last == 9 || last == 10 || last == 13 { own.removeLast() }
            own += newline
        }
        // A piece without a block is left exactly as it is.
        guard !blocks.isEmpty else { return own }
        // A final lone `\r` becomes the start of the line break, so no `\r\r\n` appears.
        if !upstream, !own.isEmpty, own.last != 10 { own += own.last == 13 && newline == [13, 10] ? [10] : newline }
        var output = own
        for block in blocks {
            if !output.isEmpty { output += newline }
            output += LineEnding.convert(block, to: newline)
            output += newline
        }
        return output
    }
}

/// The line break a file uses, judged by its first one.
enum LineEnding: Equatable {
    case lf, crlf

    /// Code without a `\n` that ends in `\r` counts as CRLF: the `\n` sync adds after it makes the
    /// first line break a CRLF, and the next run must judge the file the same way.
    static func detect(in bytes: ArraySlice<UInt8>) -> LineEnding {
        guard let first = bytes.firstIndex(of: 10) else { return bytes.last == 13 ? .crlf : .lf }
        return first > bytes.startIndex && bytes[first - 1] == 13 ? .crlf : .lf
    }

    /// `text` (with `\n` breaks) as bytes with `newline` breaks.
    static func convert(_ text: String, to newline: [UInt8]) -> [UInt8] {
        guard newline != [10] else { return Array(text.utf8) }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + text.utf8.count / 20)
        for byte in text.utf8 {
            if byte == 10 { output += newline } else { output.append(byte) }
        }
        return output
    }
}

extension String {
    /// `self` with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
