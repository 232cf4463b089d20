import PiecesSupport

/// The three lines that delimit and describe a generated block.
///
/// ```
/// // MARK: - Piece motion                                  start
/// // pieces-motion: 1.0.0 (core, roles) sha256:0123…      provenance
/// // pieces-motion: end                                    end
/// ```
package enum BlockMarkers {
    /// The block title for a kind: `motion` → `Piece motion`.
    package static func title(kind: String) -> String { "Piece \(kind)" }

    static func startLine(kind: String) -> String { "// MARK: - \(title(kind: kind))" }

    static func endLine(prefix: String, kind: String) -> String { "// \(prefix)-\(kind): end" }

    /// The kind named by a start line, `nil` when `text` is not one.
    static func kind(ofStart text: String) -> String? {
        let lead = "// MARK: - Piece "
        guard text.hasPrefix(lead) else { return nil }
        let kind = text.dropFirst(lead.count)
        guard !kind.isEmpty, kind.allSatisfy(\.isLowercaseASCIIOrDigit) else { return nil }
        return String(kind)
    }

    /// A comment that a reader would take for a start line but that is not exactly one
    /// (`// MARK: - Piece Motion`, `// MARK: Piece motion`): the kind it meant.
    static func kind(ofNearStart text: String) -> String? {
        // Most `// MARK: -` lines (`Example`, `Private`) never mention a piece: settle those cheaply.
        guard mentionsPiece(text), kind(ofStart: text) == nil else { return nil }
        let letters = text.lowercased().filter { $0.isLetter || $0.isNumber }
        guard letters.hasPrefix("markpiece"), letters.count > 9 else { return nil }
        return String(letters.dropFirst(9))
    }

    /// Whether `text` holds "piece" in any case, checked on bytes.
    private static func mentionsPiece(_ text: String) -> Bool {
        let word = Array("piece".utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { start in
            (0..<word.count).allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
        }
    }

    /// `// <prefix>-<kind>: <rest>`: the prefix, kind and rest, for end and provenance lines.
    static func tagged(_ text: String) -> (prefix: String, kind: String, rest: String)? {
        guard text.hasPrefix("// "), let colon = text.firstIndex(of: ":") else { return nil }
        let key = text[text.index(text.startIndex, offsetBy: 3)..<colon]
        let parts = key.split(separator: "-")
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLowercaseASCIIOrDigit) })
        else { return nil }
        let rest = text[text.index(after: colon)...].trimmed(of: " \t")
        return (String(parts[0]), String(parts[1]), rest)
    }
}

extension Character {
    /// `a`–`z` or `0`–`9`, what marker words are made of. Read off the ASCII value: `isLowercase`
    /// and `isNumber` look Unicode properties up, for every character of every comment tested.
    var isLowercaseASCIIOrDigit: Bool {
        guard isASCII, let value = asciiValue else { return false }
        return (value >= UInt8(ascii: "a") && value <= UInt8(ascii: "z")) || Self.isDigit(value)
    }

    /// `A`–`Z` or `a`–`z`.
    var isASCIILetter: Bool {
        guard isASCII, let value = asciiValue else { return false }
        return value | 0x20 >= UInt8(ascii: "a") && value | 0x20 <= UInt8(ascii: "z")
    }

    /// `A`–`Z`, `a`–`z` or `0`–`9`.
    var isASCIILetterOrDigit: Bool { isASCIILetter || (asciiValue.map(Self.isDigit) ?? false) }

    private static func isDigit(_ value: UInt8) -> Bool { value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9") }
}

/// What a block's provenance line records: the foundation version, the sections it holds and (in
/// the native format) a digest of the block as generated.
struct Provenance: Equatable, Sendable {
    var version: String
    var sections: [String]
    var digest: String?

    static let digestKey = " sha256:"

    /// `1.0.0 (core, roles) sha256:0123456789abcdef`.
    init?(_ rest: String) {
        var text = Substring(rest)
        if let range = text.firstRange(of: Self.digestKey) {
            digest = String(text[range.upperBound...])
            text = text[..<range.lowerBound]
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        version = text[..<open].trimmed(of: " ")
        sections = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").map { $0.trimmed(of: " ") }.filter { !$0.isEmpty }
        guard !version.isEmpty else { return nil }
    }

    init(version: String, sections: [String], digest: String?) {
        self.version = version
        self.sections = sections
        self.digest = digest
    }

    /// The line without its digest, which is what the digest covers.
    func line(prefix: String, kind: String) -> String {
        "// \(prefix)-\(kind): \(version) (\(sections.joined(separator: ", ")))"
    }
}
