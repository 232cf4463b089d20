import Foundation

/// The Piece motion block's provenance line, as tests read it back.
package enum MotionBlockLine {
    /// The sections recorded in the piece's block, read back from its provenance line.
    package static func sections(in text: String) -> [String]? {
        guard
            let line = text.split(separator: "\n").first(where: {
                $0.hasPrefix("// pieces-motion: ") && !$0.hasSuffix(": end")
            }),
            let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")")
        else { return nil }
        return line[line.index(after: open)..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}
