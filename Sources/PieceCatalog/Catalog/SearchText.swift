#if canImport(FoundationEssentials)
    // The standard library's own canonical decomposition, which Foundation proper wraps on Linux
    // (`decomposedStringWithCanonicalMapping`) at the price of linking ICU.
    @_spi(_Unicode) import Swift
#else
    import Foundation
#endif

/// Text as search compares it: lowercase, accents removed (`Elástico` → `elastico`), split into
/// words at anything that is not a letter or digit, and camel-case names split too.
enum SearchText {
    /// `text` lowercased and without combining marks.
    static func fold(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed(text) where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }

    /// The scalars of `text` in canonical decomposition (NFD): `é` becomes `e` and a combining acute.
    private static func decomposed(_ text: String) -> [Unicode.Scalar] {
        #if canImport(FoundationEssentials)
            Array(text._nfd)
        #else
            Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
        #endif
    }

    /// The folded words of `text`.
    static func words(_ text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// `ElasticButton` → `elastic`, `button` and the whole `elasticbutton`.
    static func nameWords(_ name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        let words = parts.flatMap(words)
        return words.count > 1 ? words + [fold(name)] : words
    }
}
