import PiecesSupport

/// Renders generated blocks and whole piece files.
///
/// Both formats share one shape (docs/sync.md, "The block"): the start line, `//`, the about lines, the provenance
/// line, a blank line, the sections joined by blank lines, a blank line, the end line. The native
/// format adds a digest to the provenance line so `check` can see a hand edit without the foundation.
struct BlockRenderer: Sendable {
    static let digestLength = 16

    /// One block, from its start line through its end line, lines joined by `\n`, no final line
    /// break, as UTF-8. Written straight into one buffer: a block is mostly its sections' text, and
    /// a `String` built first would be copied and validated again on its way to the file.
    static func block(kind: String, file: FoundationFile, sections: [FoundationSection]) -> [UInt8] {
        let provenance = Provenance(version: file.version, sections: sections.map(\.name), digest: nil)
        let head = ([BlockMarkers.startLine(kind: kind), "//"] + file.about.map { "// \($0)" }).joined(separator: "\n")
        let line = provenance.line(prefix: file.prefix, kind: kind)
        let end = BlockMarkers.endLine(prefix: file.prefix, kind: kind)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(
            head.utf8.count + line.utf8.count + end.utf8.count + Provenance.digestKey.utf8.count + digestLength + 8
                + sections.reduce(0) { $0 + $1.text.utf8.count + 2 })
        bytes += head.utf8
        bytes.append(10)
        bytes += line.utf8
        // The digest goes at the end of the provenance line, whose place is known: no search.
        let provenanceEnd = bytes.count
        bytes += [10, 10]
        for (offset, section) in sections.enumerated() {
            if offset > 0 { bytes += [10, 10] }
            bytes += section.text.utf8
        }
        bytes += [10, 10]
        bytes += end.utf8
        guard !file.isUpstream else { return bytes }
        bytes.insert(contentsOf: (Provenance.digestKey + digest(of: bytes)).utf8, at: provenanceEnd)
        return bytes
    }

    /// The digest a native block's provenance line carries: of the block's text with the digest
    /// itself left out.
    static func digest(of unsignedText: String) -> String {
        String(SHA256.hex(SHA256.digest(unsignedText)).prefix(digestLength))
    }

    static func digest(of unsignedBytes: [UInt8]) -> String {
        String(SHA256.hex(SHA256.digest(unsignedBytes)).prefix(digestLength))
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
    static func file(ownCode: ArraySlice<UInt8>, blocks: [[UInt8]], upstream: Bool, hadBlock: Bool = true) -> [UInt8] {
        let parts = fileParts(ownCode: ownCode, blocks: blocks, upstream: upstream, hadBlock: hadBlock)
        var output: [UInt8] = []
        output.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { output += part }
        return output
    }

    /// Whether `bytes` already are `file(ownCode:blocks:upstream:hadBlock:)`, found without
    /// building it: the common answer for a piece that is current, which `check` asks of every one.
    static func isFile(
        _ bytes: [UInt8], ownCode: ArraySlice<UInt8>, blocks: [[UInt8]], upstream: Bool, hadBlock: Bool = true
    ) -> Bool {
        let parts = fileParts(ownCode: ownCode, blocks: blocks, upstream: upstream, hadBlock: hadBlock)
        guard parts.reduce(0, { $0 + $1.count }) == bytes.count else { return false }
        var offset = 0
        for part in parts {
            guard bytes[offset..<(offset + part.count)].hasSameBytes(as: part) else { return false }
            offset += part.count
        }
        return true
    }

    /// The pieces `file` joins, in order; slices of `ownCode` and of the blocks, so nothing is copied.
    private static func fileParts(ownCode: ArraySlice<UInt8>, blocks: [[UInt8]], upstream: Bool, hadBlock: Bool)
        -> [ArraySlice<UInt8>]
    {
        let newline: [UInt8] = LineEnding.detect(in: ownCode) == .crlf ? [13, 10] : [10]
        var own = ownCode
        // Upstream leaves a piece that neither has nor needs a block exactly as it is.
        if upstream, blocks.isEmpty, !hadBlock { return [own] }
        var parts: [ArraySlice<UInt8>] = []
        if upstream {
            while let last = own.last, last == 32 || last == 9 || last == 10 || last == 13 { own.removeLast() }
            parts = [own, newline[...]]
        } else {
            parts = [own]
        }
        // A piece without a block is left exactly as it is.
        guard !blocks.isEmpty else { return parts }
        // A final lone `\r` becomes the start of the line break, so no `\r\r\n` appears.
        if !upstream, !own.isEmpty, own.last != 10 {
            parts.append(own.last == 13 && newline == [13, 10] ? [10] : newline[...])
        }
        var written = parts.contains { !$0.isEmpty }
        for block in blocks {
            if written { parts.append(newline[...]) }
            parts.append(LineEnding.convert(block, to: newline)[...])
            parts.append(newline[...])
            written = true
        }
        return parts
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

    /// `text` (with `\n` breaks) with `newline` breaks.
    static func convert(_ text: [UInt8], to newline: [UInt8]) -> [UInt8] {
        guard newline != [10] else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.count + text.count / 20)
        for byte in text {
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
